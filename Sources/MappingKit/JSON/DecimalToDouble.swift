/// Reads the text of a JSON number (already checked against
/// ``NumberGrammar``) as the nearest `Double` or as an `Int64`, straight from
/// its bytes: no `String`, no allocation on any path real payloads take.
///
/// Doubles are correctly rounded (the value `Double(String)` gives):
/// - up to 19 significant digits with a power of ten within ±22 and a
///   significand within 2⁵³: one exact multiply or divide (Clinger's fast
///   path);
/// - other numbers up to 19 significant digits: the Eisel–Lemire algorithm
///   (a 64×128-bit product with a truncated power of five, which Mushtak and
///   Lemire proved always sufficient for an exact significand);
/// - more than 19 significant digits: Eisel–Lemire on the first 19 digits
///   and on those plus one unit; when the two disagree (the rest of the
///   digits decides the rounding), `Double(String)` reads the whole text.
enum DecimalToDouble {
    /// The nearest `Double` to the JSON number `text` (infinite beyond the
    /// range, zero below it, `-0.0` for negative zeros).
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        guard let base = text.baseAddress, !text.isEmpty else { return 0 }
        let end = text.count
        var index = 0
        let negative = base[0] == UInt8(ascii: "-")
        if negative { index = 1 }

        // Significand digits, at most 19 of them into `significand`.
        var significand: UInt64 = 0
        let integerStart = index
        readDigits(base, &index, end, &significand)
        let integerEnd = index
        var digitCount = integerEnd - integerStart
        var exponent = 0
        var fractionStart = index
        var fractionEnd = index
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            readDigits(base, &index, end, &significand)
            fractionEnd = index
            digitCount += fractionEnd - fractionStart
            exponent = -(fractionEnd - fractionStart)
        }
        var explicitExponent = 0
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var negativeExponent = false
            if index < end, base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
                negativeExponent = base[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < end, NumberGrammar.isDigit(base[index]) {
                // Saturates: any exponent beyond this is already out of range.
                if explicitExponent < 100_000 {
                    explicitExponent = explicitExponent * 10 + Int(base[index] &- UInt8(ascii: "0"))
                }
                index += 1
            }
            if negativeExponent { explicitExponent = -explicitExponent }
        }
        exponent += explicitExponent

        var tooManyDigits = false
        if digitCount > 19 {
            // Leading zeros (`0.000…`) are not significant.
            var cursor = integerStart
            while cursor < fractionEnd, base[cursor] == UInt8(ascii: "0") || base[cursor] == UInt8(ascii: ".") {
                if base[cursor] == UInt8(ascii: "0") { digitCount -= 1 }
                cursor += 1
            }
            if digitCount > 19 {
                tooManyDigits = true
                significand = 0
                cursor = integerStart
                while significand < 1_000_000_000_000_000_000, cursor < integerEnd {
                    significand = significand * 10 + UInt64(base[cursor] &- UInt8(ascii: "0"))
                    cursor += 1
                }
                if significand >= 1_000_000_000_000_000_000 {
                    exponent = integerEnd - cursor + explicitExponent
                } else {
                    cursor = fractionStart
                    while significand < 1_000_000_000_000_000_000, cursor < fractionEnd {
                        significand = significand * 10 + UInt64(base[cursor] &- UInt8(ascii: "0"))
                        cursor += 1
                    }
                    exponent = fractionStart - cursor + explicitExponent
                }
            }
        }

        if tooManyDigits, lemire(exponent: exponent, significand: significand)
            != lemire(exponent: exponent, significand: significand + 1)
        {
            // The digits past the 19th decide; rare enough to read the slow way.
            return Double(String(decoding: text, as: UTF8.self)) ?? .nan
        }
        return double(significand: significand, exponent: exponent, negative: negative)
    }

    /// The nearest `Double` to `significand` × 10^`exponent` (negated when
    /// `negative`), for a significand of at most 19 digits.
    static func double(significand: UInt64, exponent: Int, negative: Bool) -> Double {
        if exponent >= -22, exponent <= 22, significand <= 1 << 53 {
            var value = Double(significand)
            if exponent < 0 {
                value /= exactPowersOfTen[-exponent]
            } else {
                value *= exactPowersOfTen[exponent]
            }
            return negative ? -value : value
        }
        var bits = lemire(exponent: exponent, significand: significand)
        if negative { bits |= 1 << 63 }
        return Double(bitPattern: bits)
    }

    /// Adds the digits at `index` to `significand` (wrapping past 19 of
    /// them; the caller counts digits) and moves past them, eight at a time
    /// where it can (SWAR, as fast_float's `parse_eight_digits_unrolled`).
    @inline(__always)
    private static func readDigits(
        _ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int, _ significand: inout UInt64
    ) {
        while index + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
            guard (word & highNibbles) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) >> 4) == 0x3333_3333_3333_3333
            else { break }
            var value = word &- 0x3030_3030_3030_3030
            value = value &* 10 &+ (value >> 8)
            value = ((value & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
                &+ ((value >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))) >> 32
            significand = significand &* 100_000_000 &+ (value & 0xFFFF_FFFF)
            index += 8
        }
        while index < end, NumberGrammar.isDigit(base[index]) {
            significand = significand &* 10 &+ UInt64(base[index] &- UInt8(ascii: "0"))
            index += 1
        }
    }

    /// 10⁰…10²², all exact in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The bits (without sign) of the `Double` nearest to
    /// `significand × 10^exponent`, by Eisel–Lemire (after fast_float's
    /// `compute_float`).
    static func lemire(exponent q: Int, significand: UInt64) -> UInt64 {
        if significand == 0 || q < -342 { return 0 }
        if q > 308 { return 0x7FF << 52 }
        let leadingZeros = significand.leadingZeroBitCount
        let w = significand << leadingZeros
        let index = 2 * (q + 342)
        let (high, low) = powersOfFive.withUnsafeBufferPointer { table in
            let first = w.multipliedFullWidth(by: table[index])
            var high = first.high
            var low = first.low
            // 55 bits of precision: widen the product only when the low bits could carry.
            let mask: UInt64 = 0xFFFF_FFFF_FFFF_FFFF >> 55
            if high & mask == mask {
                let second = w.multipliedFullWidth(by: table[index + 1])
                low = low &+ second.high
                if second.high > low { high &+= 1 }
            }
            return (high, low)
        }
        let upperBit = Int(high >> 63)
        let shift = upperBit + 64 - 52 - 3
        var mantissa = high >> UInt64(shift)
        var power2 = (((152_170 + 65_536) * q) >> 16) + 63 + upperBit - leadingZeros + 1023
        if power2 <= 0 {
            // Subnormal.
            if -power2 + 1 >= 64 { return 0 }
            mantissa >>= UInt64(-power2 + 1)
            mantissa += mantissa & 1
            mantissa >>= 1
            power2 = mantissa < (1 << 52) ? 0 : 1
            return UInt64(power2) << 52 | mantissa
        }
        // A product exactly halfway between two doubles rounds to even.
        if low <= 1, q >= -4, q <= 23, mantissa & 3 == 1, mantissa << UInt64(shift) == high {
            mantissa &= ~1
        }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= 2 << 52 {
            mantissa = 1 << 52
            power2 += 1
        }
        mantissa &= ~(1 << 52)
        if power2 >= 0x7FF { return 0x7FF << 52 }
        return UInt64(power2) << 52 | mantissa
    }

    /// The JSON number `text` as an `Int64`, as ``JSON/Number/int64Value``
    /// reads it: integer text within range exactly; other text when its
    /// nearest `Double` is an integer within range (`3.0`, `1e3`); else `nil`.
    static func int64(_ text: UnsafeBufferPointer<UInt8>, isInteger: Bool) -> Int64? {
        guard isInteger else { return Int64(exactly: double(text)) }
        guard let base = text.baseAddress, !text.isEmpty else { return nil }
        let negative = base[0] == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        if text.count <= 18 {
            var value: Int64 = 0
            while index < text.count {
                value = value &* 10 &+ Int64(base[index] &- UInt8(ascii: "0"))
                index += 1
            }
            return negative ? -value : value
        }
        var magnitude: UInt64 = 0
        while index < text.count {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(base[index] &- UInt8(ascii: "0")))
            if overflow || carry { return nil }
            magnitude = sum
            index += 1
        }
        if negative {
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }
}
