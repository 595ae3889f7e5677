import Foundation

extension MappableValue where Self: FixedWidthInteger {
    /// Integers accept integral numbers in range (`3`, `3.0`, `3e2`) and
    /// strict numeric strings (`"42"`, `"-7"`); anything else, or a value
    /// out of range, is a mismatch.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Self {
        let text: String
        if let number = value.numberValue {
            if case .integer(let integer) = number.storage, let exact = Self(exactly: integer) { return exact }
            text = number.text
        } else if let string = value.stringValue, JSON.Number(text: string) != nil {
            text = string
        } else {
            throw MappingConversionError(expected: mappingTypeName, found: value)
        }
        if let exact = Self(text) { return exact }
        // Integral values written with a fraction or exponent (3.0, 1e3),
        // worked out from the text: through `Double`, 1.0000000000000001
        // would pass for 1 and 1e16 would be refused.
        guard let integer = integerDigits(ofNumber: text) else {
            throw MappingConversionError(expected: mappingTypeName, found: value, detail: "not an integer")
        }
        if let exact = Self(integer) { return exact }
        throw MappingConversionError(expected: mappingTypeName, found: value, detail: "out of range \(Self.min)...\(Self.max)")
    }

    public var mappingJSON: JSON {
        if let small = Int64(exactly: self) { return .number(JSON.Number(small)) }
        return .number(JSON.Number(validatedText: String(self)))
    }
}

/// The integer a JSON number's text stands for, as optionally signed
/// decimal digits (`"-1000"` for `-1e3`, `"15"` for `1.50e1`), or `nil` when
/// it has a fractional part. Values too large for any integer type come back
/// as more digits than any of them holds.
func integerDigits(ofNumber text: String) -> String? {
    let lowered = text.lowercased()
    let parts = lowered.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    let mantissa = parts[0]
    var exponent = 0
    if parts.count > 1 {
        let written = parts[1]
        exponent = Int(written) ?? (written.hasPrefix("-") ? -100_000 : 100_000)
        exponent = min(max(exponent, -100_000), 100_000)
    }
    let negative = mantissa.hasPrefix("-")
    let unsigned = negative ? mantissa.dropFirst() : mantissa[...]
    let halves = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let fraction = halves.count > 1 ? halves[1] : ""
    var digits = Substring(halves[0] + fraction).drop { $0 == "0" }
    let scale = exponent - fraction.count
    if digits.isEmpty { return "0" }
    if scale < 0 {
        guard -scale < digits.count, digits.suffix(-scale).allSatisfy({ $0 == "0" }) else { return nil }
        digits = digits.dropLast(-scale)
    }
    let sign = negative ? "-" : ""
    guard scale > 0 else { return sign + digits }
    guard digits.count + scale <= 40 else { return sign + String(repeating: "9", count: 41) }
    return sign + digits + String(repeating: "0", count: scale)
}

extension Int: MappableValue {}
extension Int8: MappableValue {}
extension Int16: MappableValue {}
extension Int32: MappableValue {}
extension Int64: MappableValue {}
extension UInt: MappableValue {}
extension UInt8: MappableValue {}
extension UInt16: MappableValue {}
extension UInt32: MappableValue {}
extension UInt64: MappableValue {}

extension Double: MappableValue {
    /// Numbers, and strings holding a JSON number.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Double {
        if let number = value.numberValue {
            let double = number.doubleValue
            guard double.isFinite else { throw MappingConversionError(expected: "Double", found: value, detail: "out of range") }
            return double
        }
        if let string = value.stringValue, let number = JSON.Number(text: string), number.doubleValue.isFinite {
            return number.doubleValue
        }
        throw MappingConversionError(expected: "Double", found: value)
    }

    public var mappingJSON: JSON { .number(JSON.Number(self)) }
}

extension Float: MappableValue {
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Float {
        let double = try Double.mapped(from: value)
        let float = Float(double)
        guard float.isFinite else { throw MappingConversionError(expected: "Float", found: value, detail: "out of range") }
        return float
    }

    public var mappingJSON: JSON { .number(JSON.Number(Double(self))) }
}

extension Decimal: MappableValue {
    /// Numbers converted from their exact text (no `Double` rounding), and
    /// strings holding a JSON number.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Decimal {
        let text: String
        if let number = value.numberValue {
            text = number.text
        } else if let string = value.stringValue, JSON.Number(text: string) != nil {
            text = string
        } else {
            throw MappingConversionError(expected: "Decimal", found: value)
        }
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw MappingConversionError(expected: "Decimal", found: value, detail: "out of range")
        }
        return decimal
    }

    public var mappingJSON: JSON {
        var copy = self
        let text = NSDecimalString(&copy, Locale(identifier: "en_US_POSIX"))
        return JSON.Number(text: text).map(JSON.number) ?? .string(text)
    }
}

extension Bool: MappableValue {
    /// `true`/`false`, the numbers `0` and `1`, and the strings
    /// `"true"`, `"false"`, `"yes"`, `"no"`, `"1"`, `"0"` (any case).
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Bool {
        if let flag = value.boolValue { return flag }
        if let number = value.numberValue, let integer = number.int64Value, integer == 0 || integer == 1 {
            return integer == 1
        }
        if let string = value.stringValue {
            switch string.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: break
            }
        }
        throw MappingConversionError(expected: "Bool", found: value)
    }

    public var mappingJSON: JSON { .bool(self) }
}

extension String: MappableValue {
    /// Strings; numbers as their exact JSON text (a 64-bit id stays exact);
    /// bools as `true` / `false`.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> String {
        if let string = value.stringValue { return string }
        if let number = value.numberValue { return number.text }
        if let flag = value.boolValue { return flag ? "true" : "false" }
        throw MappingConversionError(expected: "String", found: value)
    }

    public var mappingJSON: JSON { .string(self) }
}
