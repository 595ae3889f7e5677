extension JSON {
    /// A JSON number, kept exactly.
    ///
    /// Integers that fit in `Int64` are stored as integers. Every other
    /// number read from a document keeps its text (`"18446744073709551616"`,
    /// `"0.1000000000000000055511151231257827"`), so it can become a
    /// `Decimal` or a `String` without loss; ``doubleValue`` reads it as the
    /// nearest `Double`.
    ///
    /// Two numbers are equal when they are the same integer (compared
    /// exactly, even beyond `Int64`), or otherwise when their `Double`
    /// values are equal: `1` equals `1.0`.
    ///
    /// ```swift
    /// let big = try JSON(parsing: "12345678901234567890123")
    /// big.numberValue?.text        // "12345678901234567890123"
    /// big.numberValue?.int64Value  // nil: out of range
    /// ```
    public struct Number: Sendable, Hashable, CustomStringConvertible {
        enum Storage: Sendable {
            case integer(Int64)
            case double(Double)
            /// Fractions without exponent of up to 19 digits, read from a document.
            case decimal(PackedDecimal)
            case literal(String)
        }

        var storage: Storage

        /// An integer.
        public init(_ value: Int64) { storage = .integer(value) }
        /// An integer.
        public init(_ value: Int) { storage = .integer(Int64(value)) }
        /// A floating-point number. NaN and infinities are written as `null`.
        public init(_ value: Double) { storage = .double(value) }

        /// A number from its JSON text, or `nil` when `text` is not a JSON
        /// number (RFC 8259 grammar: no leading zeros, `+`, NaN or Infinity).
        public init?(text: String) {
            let bytes = Array(text.utf8)
            let scanned = bytes.withUnsafeBufferPointer { NumberGrammar.scan($0, from: 0) }
            guard case .number(let end, _) = scanned, end == bytes.count else { return nil }
            self.init(validatedText: text)
        }

        /// A number kept as its text: validated text that is not an `Int64`
        /// (packed when it is a plain fraction).
        init(literal text: UnsafeBufferPointer<UInt8>) {
            if let decimal = PackedDecimal(text) {
                storage = .decimal(decimal)
            } else {
                storage = .literal(String(decoding: text, as: UTF8.self))
            }
        }

        /// Builds a number from text already checked against the grammar.
        init(validatedText text: String) {
            if let integer = Int64(text) {
                storage = .integer(integer)
            } else {
                storage = .literal(text)
            }
        }

        /// The number as JSON writes it.
        public var text: String {
            switch storage {
            case .integer(let value): String(value)
            case .double(let value): Self.jsonText(value)
            case .decimal(let decimal): decimal.text
            case .literal(let text): text
            }
        }

        public var description: String { text }

        /// `true` when the number is written without fraction or exponent.
        public var isInteger: Bool {
            switch storage {
            case .integer: true
            case .double(let value): value.isFinite && value.rounded(.towardZero) == value && !Self.jsonText(value).contains(".")
            case .decimal: false
            case .literal(let text): !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
            }
        }

        /// The value as an `Int64` when it is an integer in range (integral
        /// doubles such as `3.0` included).
        public var int64Value: Int64? {
            switch storage {
            case .integer(let value): return value
            case .double(let value): return Int64(exactly: value)
            case .decimal(let decimal): return Int64(exactly: decimal.doubleValue)
            case .literal(let text):
                if isInteger { return nil }  // integer text outside Int64
                return Int64(exactly: Self.double(ofText: text))
            }
        }

        /// The nearest `Double` (infinite for literals beyond its range).
        public var doubleValue: Double {
            switch storage {
            case .integer(let value): Double(value)
            case .double(let value): value
            case .decimal(let decimal): decimal.doubleValue
            case .literal(let text): Self.double(ofText: text)
            }
        }

        /// The nearest `Double` to validated number text, read from its bytes.
        private static func double(ofText text: String) -> Double {
            var text = text
            return text.withUTF8 { DecimalToDouble.double($0) }
        }

        public static func == (lhs: Number, rhs: Number) -> Bool {
            switch (lhs.storage, rhs.storage) {
            case (.integer(let a), .integer(let b)):
                return a == b
            case (.literal(let a), .literal(let b)) where a == b:
                return true
            default:
                if lhs.isBigInteger || rhs.isBigInteger {
                    if lhs.isInteger && rhs.isInteger { return lhs.text == rhs.text }
                }
                return lhs.doubleValue == rhs.doubleValue
            }
        }

        public func hash(into hasher: inout Hasher) {
            let value = doubleValue
            hasher.combine(value == 0 ? 0 : value)
        }

        /// An integer literal beyond `Int64`.
        var isBigInteger: Bool {
            if case .literal = storage { return isInteger }
            return false
        }

        /// The shortest text that reads back as the same `Double`.
        static func jsonText(_ value: Double) -> String {
            guard value.isFinite else { return "null" }
            if value == value.rounded(.towardZero), abs(value) < 1e15 {
                return (value.sign == .minus && value == 0 ? "-" : "") + String(Int64(value)) + ".0"
            }
            return value.description
        }
    }
}
