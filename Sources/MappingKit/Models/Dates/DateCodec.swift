import Foundation

/// How the `date` transformer reads and writes dates for one `format`,
/// `timeZone` and `locale` of its user data: with a compiled
/// ``DatePattern`` when the format compiles and the locale is English,
/// else with a ``LockedDateFormatter``.
///
/// Compiled patterns never call a Foundation formatter: text that is not
/// ASCII fails before anything else looks at it, and in UTC (the default)
/// a parse makes no Foundation call at all. With another time zone, a text
/// without an offset asks `TimeZone` for the zone's offset at that time; a
/// wall-clock time skipped by a daylight-saving change is not a date, and
/// one repeated by it is the later instant (both as `DateFormatter` does).
///
/// ```swift
/// let codec = try DateCodecCache.shared.codec(for: ["format": "EEE MMM dd HH:mm:ss Z yyyy"])
/// codec.date(from: "Wed Aug 29 17:12:58 +0000 2012")   // 2012-08-29 17:12:58 UTC
/// ```
struct DateCodec: Sendable {
    /// The zone a text without an offset is read in.
    enum Zone: Sendable {
        /// A fixed number of seconds east of UTC (UTC and GMT).
        case fixed(Int)
        /// A zone with rules, asked per value.
        case rules(TimeZone)
    }

    /// The format as written in the user data.
    let format: String
    /// The compiled pattern, when the format and locale allow it.
    let pattern: DatePattern?
    /// `true` when ``pattern`` also writes dates (locales `en`, `en_US`,
    /// `en_US_POSIX`, whose names and AM/PM it uses).
    let patternWrites: Bool
    let zone: Zone
    /// Used when there is no pattern, and for the dates the pattern cannot
    /// write; creates its `DateFormatter` only when first used.
    let formatter: LockedDateFormatter

    init(format: String, timeZone: TimeZone, localeIdentifier: String) {
        self.format = format
        let language = localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
        pattern = language == "en" ? DatePattern(format: format) : nil
        patternWrites = ["en", "en_US", "en-US", "en_US_POSIX", "en-US-POSIX"].contains(localeIdentifier)
        let universal = ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "Zulu", "Etc/Zulu", "GMT0", "Etc/GMT0"]
        zone = universal.contains(timeZone.identifier) ? .fixed(0) : .rules(timeZone)
        formatter = LockedDateFormatter(format: format, timeZone: timeZone, locale: Locale(identifier: localeIdentifier))
    }

    /// The date `text` holds in the format, or `nil`.
    func date(from text: String) -> Date? {
        guard let pattern else { return formatter.date(from: text) }
        guard let parsed = pattern.parse(text) else { return nil }
        if parsed.offset != nil { return Date(timeIntervalSince1970: parsed.secondsSince1970()) }
        switch zone {
        case .fixed(let offset):
            return Date(timeIntervalSince1970: parsed.secondsSince1970(zoneOffset: offset))
        case .rules(let timeZone):
            guard let instant = Self.instant(localSeconds: parsed.localSeconds, in: timeZone) else { return nil }
            return Date(timeIntervalSince1970: Double(instant) + Double(parsed.nanoseconds) / 1_000_000_000)
        }
    }

    /// `date` written in the format.
    func string(from date: Date) -> String {
        if let pattern, patternWrites {
            let offset: Int
            switch zone {
            case .fixed(let fixed): offset = fixed
            case .rules(let timeZone): offset = timeZone.secondsFromGMT(for: date)
            }
            if let text = pattern.string(secondsSince1970: date.timeIntervalSince1970, offset: offset) { return text }
        }
        return formatter.string(from: date)
    }

    /// The instant (seconds since 1970) a wall-clock time means in
    /// `timeZone`: `nil` in a gap, the later one in an overlap.
    static func instant(localSeconds: Int, in timeZone: TimeZone) -> Int? {
        func offset(at seconds: Int) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        let candidates = Set([offset(at: localSeconds - 86_400), offset(at: localSeconds), offset(at: localSeconds + 86_400)])
        return candidates.map { localSeconds - $0 }.filter { offset(at: $0) == localSeconds - $0 }.max()
    }
}
