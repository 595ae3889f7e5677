/// Reads date fields from ASCII bytes, front to back.
struct DateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    var isASCII: Bool { !bytes.contains { $0 >= 0x80 } }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Skips spaces and tabs; `true` when there was at least one.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        return position > start
    }

    /// Consumes `expected` exactly.
    mutating func consume(_ expected: [UInt8]) -> Bool {
        guard bytes.count - position >= expected.count else { return false }
        for (offset, byte) in expected.enumerated() where bytes[position + offset] != byte { return false }
        position += expected.count
        return true
    }

    /// Consumes `minimum` to `maximum` digits.
    mutating func number(minimum: Int, maximum: Int) -> (value: Int, digits: Int)? {
        var value = 0
        var digits = 0
        while digits < maximum, position < bytes.count, isDigit(bytes[position]) {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            digits += 1
            position += 1
        }
        return digits >= minimum ? (value, digits) : nil
    }

    /// Consumes the digits of a fraction (exactly `digits` when given,
    /// else one or more), as nanoseconds; digits past the ninth are read
    /// and dropped.
    mutating func fraction(digits: Int?) -> Int? {
        var value = 0
        var count = 0
        while count < (digits ?? Int.max), position < bytes.count, isDigit(bytes[position]) {
            if count < 9 { value = value * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
            count += 1
            position += 1
        }
        guard count >= (digits ?? 1) else { return nil }
        for _ in count..<max(count, 9) { value *= 10 }
        return value
    }

    /// Consumes the longest of `names` (ASCII, matched in any case) and
    /// returns its value.
    mutating func name(in names: [(name: [UInt8], value: Int)]) -> Int? {
        for (name, value) in names where matchesIgnoringCase(name) {
            position += name.count
            return value
        }
        return nil
    }

    private func matchesIgnoringCase(_ name: [UInt8]) -> Bool {
        guard bytes.count - position >= name.count else { return false }
        for (offset, byte) in name.enumerated() where Self.lowercased(bytes[position + offset]) != byte { return false }
        return true
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// Consumes an offset from UTC: `Z`, `±HH`, `±HHMM`, `±HH:MM`, or
    /// `GMT`/`UTC`/`UT` with an optional `±H[H][[:]MM]`; with
    /// `abbreviations`, also `EST` … `PDT`. Returns seconds east of UTC.
    mutating func offset(abbreviations: Bool) -> Int? {
        if abbreviations, let value = name(in: DateNames.zoneAbbreviations) { return value }
        if name(in: DateNames.universalNames) != nil {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") else {
                return 0
            }
            return signedOffset(hourDigits: 1)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "Z") || bytes[position] == UInt8(ascii: "z") {
            position += 1
            return 0
        }
        return signedOffset(hourDigits: 2)
    }

    /// `±HH`, `±HHMM` or `±HH:MM` (hours may have one digit when
    /// `hourDigits` is 1); hours 0–23, minutes 0–59.
    private mutating func signedOffset(hourDigits: Int) -> Int? {
        guard position < bytes.count else { return nil }
        let sign: Int
        switch bytes[position] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return nil
        }
        position += 1
        guard let (hours, digits) = number(minimum: hourDigits, maximum: 2), hours <= 23 else { return nil }
        var minutes = 0
        let colon = position < bytes.count && bytes[position] == UInt8(ascii: ":")
        if colon { position += 1 }
        if colon || (digits == 2 && position < bytes.count && isDigit(bytes[position])) {
            guard let (value, _) = number(minimum: 2, maximum: 2), value <= 59 else { return nil }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}
