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
