import Foundation

/// A Foundation `DateFormatter` for one format, time zone and locale,
/// created on first use and used under a lock, because Foundation's
/// formatters are not documented as safe to share between threads on every
/// platform. The `date` transformer's fallback for formats and locales
/// ``DatePattern`` does not compile, and for the few dates its formatter
/// cannot write.
final class LockedDateFormatter: @unchecked Sendable {
    // `formatter` is only touched while holding `lock`.
    private var formatter: DateFormatter?
    private let lock = NSLock()
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
        lock.lock()
        defer { lock.unlock() }
        return made().date(from: text)
    }

    /// `date` written in the format.
    func string(from date: Date) -> String {
        lock.lock()
        defer { lock.unlock() }
        return made().string(from: date)
    }

    /// The formatter, created on first use (call with `lock` held).
    private func made() -> DateFormatter {
        if let formatter { return formatter }
        let created = DateFormatter()
        created.locale = locale
        created.timeZone = timeZone
        created.dateFormat = format
        formatter = created
        return created
    }
}
