import Foundation

/// The ``DateCodec`` of each `date` transformer user data, made once.
///
/// The per-value cost is reading three strings from the user data and a
/// short linear search under an uncontended lock: an app has a handful of
/// date formats, and comparing the same strings again is cheaper than
/// hashing them (measured: 630 ns a value with a dictionary keyed by the
/// three strings, against a 210 ns parse).
final class DateCodecCache: Sendable {
    private struct Entry {
        var format: String
        var timeZone: String
        var locale: String
        var codec: DateCodec
    }

    private let entries = Locked([Entry]())
    /// Past this many distinct user data, codecs are made per call rather
    /// than kept (a bound on memory and on the search, not a limit users
    /// meet).
    private let capacity = 64

    static let shared = DateCodecCache()

    /// The codecs for a `date` transformer's user data: one for `format`,
    /// or one per element of `formats`, in order (a value is read by the
    /// first that reads it; a date is written by the first).
    ///
    /// - Throws: `TransformerError` when the user data has neither, has
    ///   both, has a `formats` that is not a non-empty array of format
    ///   strings, or names an unknown time zone.
    func codecs(for userData: JSON?) throws -> [DateCodec] {
        var format: String?
        var formats: [String]?
        var timeZone = "UTC"
        var locale = "en_US_POSIX"
        if case .object(let object)? = userData {
            for (key, value) in zip(object.keys, object.values) {
                if key == "formats" {
                    let texts = value.arrayValue?.compactMap(\.stringValue) ?? []
                    guard !texts.isEmpty, texts.count == value.arrayValue?.count, !texts.contains(where: \.isEmpty) else {
                        throw TransformerError(
                            "the 'date' transformer's 'formats' takes a non-empty array of formats, as [\"yyyy-MM-dd\", \"dd/MM/yyyy\"], found \(PayloadValue(value).summary)")
                    }
                    formats = texts
                    continue
                }
                guard case .string(let text) = value else { continue }
                switch key {
                case "format": format = text
                case "timeZone": timeZone = text
                case "locale": locale = text
                default: break
                }
            }
        }
        if format != nil, formats != nil {
            throw TransformerError("the 'date' transformer takes 'format' or 'formats', not both: put the format in 'formats'")
        }
        guard let all = formats ?? format.map({ [$0] }), !all.contains(where: \.isEmpty) else {
            throw TransformerError("the 'date' transformer needs '@transformUserData': { \"format\": \"yyyy-MM-dd\" } (or \"formats\": [...])")
        }
        var codecs: [DateCodec] = []
        for format in all { codecs.append(try codec(format: format, timeZone: timeZone, locale: locale)) }
        return codecs
    }

    /// The first codec for a `date` transformer's user data: the one that
    /// writes dates.
    func codec(for userData: JSON?) throws -> DateCodec {
        guard let first = try codecs(for: userData).first else { throw TransformerError("no date format") }
        return first
    }

    /// The codec of one format, made once.
    private func codec(format: String, timeZone: String, locale: String) throws -> DateCodec {
        if let cached = cached(format: format, timeZone: timeZone, locale: locale) { return cached }
        guard let zone = TimeZone(identifier: timeZone) ?? TimeZone(abbreviation: timeZone) else {
            throw TransformerError("unknown time zone '\(timeZone)'")
        }
        let codec = DateCodec(format: format, timeZone: zone, localeIdentifier: locale)
        entries.withLock { entries in
            if entries.count < capacity, !entries.contains(where: { $0.format == format && $0.timeZone == timeZone && $0.locale == locale }) {
                entries.append(Entry(format: format, timeZone: timeZone, locale: locale, codec: codec))
            }
        }
        return codec
    }

    private func cached(format: String, timeZone: String, locale: String) -> DateCodec? {
        entries.withLock { entries -> DateCodec? in
            for entry in entries where entry.format == format && entry.timeZone == timeZone && entry.locale == locale {
                return entry.codec
            }
            return nil
        }
    }
}
