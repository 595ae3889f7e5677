extension JSON.Number {
    /// A number written `-?D+.D+` with at most 19 digits (most fractions
    /// an API sends: coordinates, prices, ratios), kept as its digits and
    /// where its point is rather than as a `String`: the same text comes
    /// back (``text``), with no allocation for each number of a document
    /// mapped to ``JSON``.
    struct PackedDecimal: Sendable, Hashable {
        /// The digits, without the point: `-65.6136` holds 656136.
        let digits: UInt64
        /// How many digits the text has (leading zeros of `0.05` included).
        let digitCount: UInt8
        /// How many of them follow the point.
        let fractionDigitCount: UInt8
        let isNegative: Bool

        /// The packed form of validated number text, or `nil` when the
        /// text has an exponent, no fraction or more than 19 digits.
        init?(_ text: UnsafeBufferPointer<UInt8>) {
            guard let base = text.baseAddress, text.count <= 21 else { return nil }
            var index = 0
            let negative = text.first == UInt8(ascii: "-")
            if negative { index = 1 }
            var digits: UInt64 = 0
            var count = 0
            var fraction = -1
            while index < text.count {
                let byte = base[index]
                if byte == UInt8(ascii: ".") {
                    fraction = 0
                } else if NumberGrammar.isDigit(byte) {
                    digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                    count += 1
                    if fraction >= 0 { fraction += 1 }
                } else {
                    return nil  // an exponent
                }
                index += 1
            }
            guard fraction > 0, count <= 19 else { return nil }
            self.digits = digits
            digitCount = UInt8(count)
            fractionDigitCount = UInt8(fraction)
            isNegative = negative
        }

        /// The text it was read from.
        var text: String {
            let length = Int(digitCount) + 1 + (isNegative ? 1 : 0)
            let point = length - 1 - Int(fractionDigitCount)
            return String(unsafeUninitializedCapacity: length) { buffer in
                // Digits from the last, the point and the sign at their places.
                var remaining = digits
                for index in stride(from: length - 1, through: isNegative ? 1 : 0, by: -1) {
                    if index == point {
                        buffer[index] = UInt8(ascii: ".")
                    } else {
                        buffer[index] = UInt8(ascii: "0") &+ UInt8(remaining % 10)
                        remaining /= 10
                    }
                }
                if isNegative { buffer[0] = UInt8(ascii: "-") }
                return length
            }
        }

        /// The nearest `Double`.
        var doubleValue: Double {
            DecimalToDouble.double(significand: digits, exponent: -Int(fractionDigitCount), negative: isNegative)
        }
    }
}
