/// Day arithmetic for the compiled date patterns, in the calendar
/// `DateFormatter` uses for `en_US_POSIX`: Gregorian from 1582-10-15,
/// Julian before (so 1500-02-29 exists and 1582-10-04 is followed by
/// 1582-10-15).
enum DateCalendar {
    /// 1582-10-15, the first Gregorian day, in days since 1970-01-01.
    static let gregorianStart = -141_427

    /// `true` when year-month-day falls before the Gregorian change.
    static func isJulian(year: Int, month: Int, day: Int) -> Bool {
        year < 1582 || (year == 1582 && (month < 10 || (month == 10 && day < 15)))
    }

    /// The number of days in a month (1–12) of a year (1 or later).
    static func daysIn(month: Int, year: Int) -> Int {
        if month == 2 && year < 1582 { return year % 4 == 0 ? 29 : 28 }
        return ISO8601.daysIn(month: month, year: year)
    }

    /// Days since 1970-01-01 of a date (year 1 or later).
    static func days(year: Int, month: Int, day: Int) -> Int {
        guard isJulian(year: year, month: month, day: day) else {
            return ISO8601.daysFromCivil(year: year, month: month, day: day)
        }
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let julianDayNumber = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32_083
        return julianDayNumber - 2_440_588
    }

    /// The year, month and day of a day counted from 1970-01-01.
    static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        guard days < gregorianStart else { return ISO8601.civilFromDays(days) }
        let c = days + 2_440_588 + 32_082
        let d = floorDivide(4 * c + 3, 1461)
        let e = c - floorDivide(1461 * d, 4)
        let m = (5 * e + 2) / 153
        return (d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
    }

    /// The day of the week, 0 for Sunday.
    static func weekday(days: Int) -> Int {
        ((days + 4) % 7 + 7) % 7
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
