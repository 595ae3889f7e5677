extension DatePattern {
    /// Writes the instant `secondsSince1970` as the pattern says, in a zone
    /// `offset` seconds east of UTC, in English (`en_US_POSIX`), or returns
    /// `nil` when the pattern cannot say it exactly: a year before 1, an
    /// offset with seconds, or a `z` name for a zone other than UTC (the
    /// caller then uses `DateFormatter`).
    ///
    /// The instant is rounded to the millisecond, like `DateFormatter`:
    /// `SSSSSS` writes the milliseconds and then zeros.
    func string(secondsSince1970 seconds: Double, offset: Int) -> String? {
        let milliseconds = (seconds * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 1e17, offset % 60 == 0 else { return nil }
        let totalMilliseconds = Int(milliseconds)
        let utcSeconds = Self.floorDivide(totalMilliseconds, 1000)
        let millisecond = totalMilliseconds - utcSeconds * 1000
        let local = utcSeconds + offset
        let days = Self.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        let (year, month, day) = DateCalendar.date(days: days)
        guard year >= 1 else { return nil }
        let hour = secondOfDay / 3600
        var text = ""
        for element in elements {
            switch element {
            case .literal(let bytes):
                text += String(decoding: bytes, as: UTF8.self)
            case .whitespace:
                text += " "
            case .number(let kind, let width, _):
                switch kind {
                case .year: text += width == 2 ? Self.padded(year % 100, 2) : Self.padded(year, width)
                case .month: text += Self.padded(month, width)
                case .day: text += Self.padded(day, width)
                case .hour23: text += Self.padded(hour, width)
                case .hour24: text += Self.padded(hour == 0 ? 24 : hour, width)
                case .hour11: text += Self.padded(hour % 12, width)
                case .hour12: text += Self.padded(hour % 12 == 0 ? 12 : hour % 12, width)
                case .minute: text += Self.padded(secondOfDay % 3600 / 60, width)
                case .second: text += Self.padded(secondOfDay % 60, width)
                case .fraction: text += Self.fraction(millisecond: millisecond, width: width)
                }
            case .monthName(let wide):
                text += (wide ? DateNames.wideMonths : DateNames.shortMonths)[month - 1]
            case .weekdayName(let wide):
                text += (wide ? DateNames.wideWeekdays : DateNames.shortWeekdays)[DateCalendar.weekday(days: days)]
            case .dayPeriod:
                text += hour < 12 ? "AM" : "PM"
            case .offset(let style):
                guard let written = Self.offset(offset, style: style) else { return nil }
                text += written
            }
        }
        return text
    }

    private static func offset(_ offset: Int, style: OffsetStyle) -> String? {
        let sign = offset < 0 ? "-" : "+"
        let hours = padded(abs(offset) / 3600, 2)
        let minutes = padded(abs(offset) % 3600 / 60, 2)
        switch style {
        case .basic: return sign + hours + minutes
        case .localizedGMT: return offset == 0 ? "GMT" : "GMT" + sign + hours + ":" + minutes
        case .extended(let utcAsZ): return offset == 0 && utcAsZ ? "Z" : sign + hours + ":" + minutes
        case .basicISO(let utcAsZ): return offset == 0 && utcAsZ ? "Z" : sign + hours + minutes
        case .hoursISO(let utcAsZ):
            if offset == 0 && utcAsZ { return "Z" }
            return sign + hours + (abs(offset) % 3600 == 0 ? "" : minutes)
        case .shortName: return offset == 0 ? "GMT" : nil
        }
    }

    private static func fraction(millisecond: Int, width: Int) -> String {
        let milliseconds = padded(millisecond, 3)
        guard width > 3 else { return String(milliseconds.prefix(width)) }
        return milliseconds + String(repeating: "0", count: width - 3)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return a % b != 0 && (a < 0) != (b < 0) ? quotient - 1 : quotient
    }
}
