import Foundation

/// ISO 8601 dates parsed and written by hand: Foundation's formatters cost
/// about 100 µs a parse on Linux.
enum ISO8601 {
    /// Parses `YYYY-MM-DD`, optionally followed by `T` (or a space) and
    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fraction`, then `Z`, `±HH:MM`,
    /// `±HHMM`, `±HH` or nothing (UTC). Fields are range-checked.
    static func date(from string: String) -> Date? {
        var string = string
        return string.withUTF8 { date(utf8: $0) }
    }

    /// The date in UTF-8 bytes, read with a cursor over the buffer (no
    /// substrings, no closures capturing state).
    static func date(utf8: UnsafeBufferPointer<UInt8>) -> Date? {
        var cursor = Cursor(bytes: utf8)
        guard let year = cursor.number(4), cursor.expect(UInt8(ascii: "-")), let month = cursor.number(2),
            cursor.expect(UInt8(ascii: "-")), let day = cursor.number(2), (1...12).contains(month), day >= 1,
            day <= daysIn(month: month, year: year)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        guard let separator = cursor.first else { return Date(timeIntervalSince1970: seconds) }
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ") else {
            return nil
        }
        cursor.advance()
        guard let hour = cursor.number(2), cursor.expect(UInt8(ascii: ":")), let minute = cursor.number(2), hour <= 23,
            minute <= 59
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if cursor.expect(UInt8(ascii: ":")) {
            guard let second = cursor.number(2), second <= 60 else { return nil }
            seconds += Double(second)
            if cursor.expect(UInt8(ascii: ".")) || cursor.expect(UInt8(ascii: ",")) {
                var scale = 0.1
                var fraction = 0.0
                var digits = 0
                while let byte = cursor.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    fraction += Double(byte - UInt8(ascii: "0")) * scale
                    scale /= 10
                    digits += 1
                    cursor.advance()
                }
                guard digits > 0 else { return nil }
                seconds += fraction
            }
        }
        guard let zone = cursor.first else { return Date(timeIntervalSince1970: seconds) }
        if zone == UInt8(ascii: "Z") || zone == UInt8(ascii: "z") {
            cursor.advance()
        } else if zone == UInt8(ascii: "+") || zone == UInt8(ascii: "-") {
            cursor.advance()
            guard let offsetHours = cursor.number(2), offsetHours <= 23 else { return nil }
            var offsetMinutes = 0
            if !cursor.isAtEnd {
                _ = cursor.expect(UInt8(ascii: ":"))
                guard let minutes = cursor.number(2), minutes <= 59 else { return nil }
                offsetMinutes = minutes
            }
            let offset = Double(offsetHours * 3600 + offsetMinutes * 60)
            seconds += zone == UInt8(ascii: "+") ? -offset : offset
        } else {
            return nil
        }
        return cursor.isAtEnd ? Date(timeIntervalSince1970: seconds) : nil
    }

    /// A read position in a date's bytes.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        var isAtEnd: Bool { offset >= bytes.count }
        var first: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func advance() { offset += 1 }

        /// `digits` decimal digits as a number, consumed; `nil` (nothing
        /// consumed) when there are fewer.
        mutating func number(_ digits: Int) -> Int? {
            guard bytes.count - offset >= digits else { return nil }
            var value = 0
            for index in offset..<offset + digits {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            offset += digits
            return value
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            guard first == byte else { return false }
            offset += 1
            return true
        }
    }

    static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 3.2e15 else { return interval.description }
        let wholeSeconds = interval.rounded(.down)
        var milliseconds = Int(((interval - wholeSeconds) * 1000).rounded())
        var total = Int(wholeSeconds)
        if milliseconds == 1000 {
            milliseconds = 0
            total += 1
        }
        let days = Int((Double(total) / 86_400).rounded(.down))
        let secondsOfDay = total - days * 86_400
        let (year, month, day) = civilFromDays(days)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(abs(value))
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondsOfDay / 3600, 2)):\(pad(secondsOfDay % 3600 / 60, 2)):\(pad(secondsOfDay % 60, 2))"
        if milliseconds != 0 { text += "." + pad(milliseconds, 3) }
        return text + "Z"
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
