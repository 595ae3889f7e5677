extension DatePattern {
    /// What a parse found: a wall-clock time and, when the text had one,
    /// its offset from UTC.
    struct Parsed: Sendable, Equatable {
        /// The wall-clock time as seconds since 1970-01-01 00:00:00, as if
        /// it were UTC.
        var localSeconds: Int
        /// The fraction of a second, in nanoseconds (0..<1_000_000_000).
        var nanoseconds: Int
        /// Seconds east of UTC, when the text held an offset.
        var offset: Int?

        /// Seconds since 1970 in UTC, the offset applied (or `zoneOffset`
        /// when the text had none).
        func secondsSince1970(zoneOffset: Int = 0) -> Double {
            Double(localSeconds - (offset ?? zoneOffset)) + Double(nanoseconds) / 1_000_000_000
        }
    }

    /// Parses `text`, or returns `nil` when it does not match the pattern,
    /// holds a field out of range (month 13, February 30 in a common
    /// year, hour 24 for `HH`), has text left over, or is not ASCII.
    func parse(_ text: String) -> Parsed? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// Parses UTF-8 bytes; see ``parse(_:)``.
    func parse(bytes: UnsafeBufferPointer<UInt8>) -> Parsed? {
        var scanner = DateScanner(bytes: bytes)
        guard scanner.isASCII else { return nil }
        var year = 2000, month = 1, day = 1, hour = 0, minute = 0, second = 0, nanoseconds = 0
        var hourKind = Number.hour23
        var afternoon = false
        var offset: Int?
        scanner.skipWhitespace()
        for element in elements {
            switch element {
            case .literal(let expected):
                guard scanner.consume(expected) else { return nil }
            case .whitespace:
                guard scanner.skipWhitespace() else { return nil }
            case .number(.fraction, let width, let fixed):
                guard let value = scanner.fraction(digits: fixed ? width : nil) else { return nil }
                nanoseconds = value
            case .number(let kind, let width, let fixed):
                let maximum = kind == .year ? max(width, 4) : 2
                guard let (value, digits) = scanner.number(minimum: fixed ? width : 1, maximum: fixed ? width : maximum)
                else { return nil }
                switch kind {
                case .year:
                    year = width < 3 && digits == 2 ? twoDigitYear(value) : value
                case .month: month = value
                case .day: day = value
                case .hour23, .hour24, .hour11, .hour12:
                    hour = value
                    hourKind = kind
                case .minute: minute = value
                case .second: second = value
                case .fraction: nanoseconds = value
                }
            case .monthName:
                guard let value = scanner.name(in: DateNames.months) else { return nil }
                month = value + 1
            case .weekdayName:
                guard scanner.name(in: DateNames.weekdays) != nil else { return nil }
            case .dayPeriod:
                guard let value = scanner.name(in: DateNames.dayPeriods) else { return nil }
                afternoon = value == 1
            case .offset(let style):
                guard let value = scanner.offset(abbreviations: style == .shortName) else { return nil }
                offset = value
            }
        }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { return nil }
        guard let hour24 = Self.hour(hour, kind: hourKind, afternoon: afternoon),
            year >= 1, (1...12).contains(month), day >= 1, day <= DateCalendar.daysIn(month: month, year: year),
            minute <= 59, second <= 59
        else { return nil }
        let days = DateCalendar.days(year: year, month: month, day: day)
        return Parsed(localSeconds: days * 86_400 + hour24 * 3600 + minute * 60 + second, nanoseconds: nanoseconds, offset: offset)
    }

    /// The hour of the day for an hour field and the AM/PM marker.
    private static func hour(_ value: Int, kind: Number, afternoon: Bool) -> Int? {
        switch kind {
        case .hour24:
            guard (1...24).contains(value) || value == 0 else { return nil }
            return value % 24
        case .hour11:
            guard value <= 11 else { return nil }
            return value + (afternoon ? 12 : 0)
        case .hour12:
            guard value <= 12 else { return nil }
            return value % 12 + (afternoon ? 12 : 0)
        default:
            guard value <= 23 else { return nil }
            return value < 12 && afternoon ? value + 12 : value
        }
    }

    /// The year a two-digit year means: within the 100 years from
    /// ``twoDigitCenturyStart``.
    private func twoDigitYear(_ value: Int) -> Int {
        let start = Self.twoDigitCenturyStart
        return start / 100 * 100 + value + (value < start % 100 ? 100 : 0)
    }
}

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
