import Foundation

/// A Foundation `DateFormatter` for one format, time zone and locale,
/// created on first use and used under a lock, because Foundation's
/// formatters are not documented as safe to share between threads on every
/// platform. The `date` transformer's fallback for formats and locales
/// ``DatePattern`` does not compile, and for the few dates its formatter
/// cannot write.
final class LockedDateFormatter: Sendable {
    /// The formatter, created on first use.
    private let formatter = Locked<DateFormatter?>(nil)
    private let format: String
    private let timeZone: TimeZone
    private let locale: Locale

    init(format: String, timeZone: TimeZone, locale: Locale) {
        self.format = format
        self.timeZone = timeZone
        self.locale = locale
    }

    /// The date `text` holds, or `nil`. Text with characters outside the
    /// Basic Multilingual Plane (emoji) is refused before Foundation sees
    /// it: on Linux `DateFormatter` leaks memory for each such string, and
    /// no date format needs them.
    func date(from text: String) -> Date? {
        guard !text.unicodeScalars.contains(where: { $0.value > 0xFFFF }) else { return nil }
        return formatter.withLock { made(&$0).date(from: text) }
    }

    /// `date` written in the format.
    func string(from date: Date) -> String {
        formatter.withLock { made(&$0).string(from: date) }
    }

    /// The formatter, created on first use.
    private func made(_ formatter: inout DateFormatter?) -> DateFormatter {
        if let formatter { return formatter }
        let created = DateFormatter()
        created.locale = locale
        created.timeZone = timeZone
        created.dateFormat = format
        formatter = created
        return created
    }
}
