import Foundation

extension TransformerRegistry {
    /// The built-in transformers:
    ///
    /// | name | input | output |
    /// |---|---|---|
    /// | `date` | string in the user data's `format` (`timeZone`, default UTC; `locale`, default `en_US_POSIX`) | `Date` |
    /// | `iso8601Date` | ISO 8601 string | `Date` |
    /// | `epochSeconds` | number (or numeric string) of seconds since 1970 | `Date` |
    /// | `epochMilliseconds` | number of milliseconds since 1970 | `Date` |
    /// | `trimmed` | string, whitespace and newlines trimmed | `String` |
    /// | `lowercased`, `uppercased` | string | `String` |
    ///
    /// Each has a reverse.
    public static let standard: TransformerRegistry = {
        var registry = TransformerRegistry()
        registry.register("date", transform: { input -> Date in
            let formatter = try DateFormatterCache.shared.formatter(for: input.userData)
            guard let text = input.value.stringValue else { throw TransformerError("expected a date string, found \(input.value.summary)") }
            guard let date = formatter.date(from: text) else {
                throw TransformerError("expected a date in format '\(formatter.format)', found \(input.value.summary)")
            }
            return date
        }, reverse: { date, userData in
            .string(try DateFormatterCache.shared.formatter(for: userData).string(from: date))
        })
        registry.register("iso8601Date", transform: { input -> Date in
            guard let text = input.value.stringValue, let date = ISO8601.date(from: text) else {
                throw TransformerError("expected an ISO 8601 date, found \(input.value.summary)")
            }
            return date
        }, reverse: { date, _ in .string(ISO8601.string(from: date)) })
        registry.register("epochSeconds", transform: { input -> Date in
            Date(timeIntervalSince1970: try number(input, unit: "seconds since 1970"))
        }, reverse: { date, _ in JSON(date.timeIntervalSince1970) })
        registry.register("epochMilliseconds", transform: { input -> Date in
            Date(timeIntervalSince1970: try number(input, unit: "milliseconds since 1970") / 1000)
        }, reverse: { date, _ in
            let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
            return Int64(exactly: milliseconds).map { JSON.number(JSON.Number($0)) } ?? JSON(milliseconds)
        })
        registry.register("trimmed", transform: { input -> String in
            try string(input).trimmingCharacters(in: .whitespacesAndNewlines)
        }, reverse: { text, _ in .string(text) })
        registry.register("lowercased", transform: { input -> String in try string(input).lowercased() },
                          reverse: { text, _ in .string(text) })
        registry.register("uppercased", transform: { input -> String in try string(input).uppercased() },
                          reverse: { text, _ in .string(text) })
        return registry
    }()

    private static func number(_ input: TransformerInput, unit: String) throws -> Double {
        if let number = input.value.numberValue, number.doubleValue.isFinite { return number.doubleValue }
        if let text = input.value.stringValue, let number = JSON.Number(text: text), number.doubleValue.isFinite {
            return number.doubleValue
        }
        throw TransformerError("expected a number of \(unit), found \(input.value.summary)")
    }

    private static func string(_ input: TransformerInput) throws -> String {
        guard let text = input.value.stringValue else { throw TransformerError("expected a string, found \(input.value.summary)") }
        return text
    }
}

/// Date formatters for the `date` transformer, one per format, time zone and
/// locale, created once: creating one costs far more than a parse. Uses are
/// serialised because Foundation's formatters are not documented as safe to
/// share between threads on every platform.
final class DateFormatterCache: @unchecked Sendable {
    // Guarded by `lock`.
    private var formatters: [String: LockedFormatter] = [:]
    private let lock = NSLock()

    static let shared = DateFormatterCache()

    final class LockedFormatter: @unchecked Sendable {
        // `formatter` is only used while holding `lock`.
        private let formatter: DateFormatter
        private let lock = NSLock()
        let format: String

        init(format: String, timeZone: TimeZone, locale: Locale) {
            formatter = DateFormatter()
            formatter.dateFormat = format
            formatter.timeZone = timeZone
            formatter.locale = locale
            self.format = format
        }

        func date(from text: String) -> Date? {
            lock.lock()
            defer { lock.unlock() }
            return formatter.date(from: text)
        }

        func string(from date: Date) -> String {
            lock.lock()
            defer { lock.unlock() }
            return formatter.string(from: date)
        }
    }

    func formatter(for userData: JSON?) throws -> LockedFormatter {
        guard let format = userData?["format"]?.stringValue, !format.isEmpty else {
            throw TransformerError("the 'date' transformer needs '@transformUserData': { \"format\": \"yyyy-MM-dd\" }")
        }
        let zoneName = userData?["timeZone"]?.stringValue ?? "UTC"
        let localeName = userData?["locale"]?.stringValue ?? "en_US_POSIX"
        guard let zone = TimeZone(identifier: zoneName) ?? TimeZone(abbreviation: zoneName) else {
            throw TransformerError("unknown time zone '\(zoneName)'")
        }
        let key = format + "\u{0}" + zoneName + "\u{0}" + localeName
        lock.lock()
        defer { lock.unlock() }
        if let cached = formatters[key] { return cached }
        let formatter = LockedFormatter(format: format, timeZone: zone, locale: Locale(identifier: localeName))
        formatters[key] = formatter
        return formatter
    }
}
