import Foundation

/// The ``DateCodec`` of each `date` transformer user data, made once: the
/// per-value cost is reading three strings from the user data and one
/// dictionary look-up under an uncontended lock.
final class DateCodecCache: @unchecked Sendable {
    private struct Key: Hashable {
        var format: String
        var timeZone: String
        var locale: String
    }

    // Guarded by `lock`.
    private var codecs: [Key: DateCodec] = [:]
    private let lock = NSLock()
    /// Past this many distinct user data, codecs are made per call rather
    /// than kept (a bound on memory, not a limit users meet).
    private let capacity = 512

    static let shared = DateCodecCache()

    /// The codec for a `date` transformer's user data.
    ///
    /// - Throws: `TransformerError` when the user data has no `format` or
    ///   names an unknown time zone.
    func codec(for userData: JSON?) throws -> DateCodec {
        guard let format = userData?["format"]?.stringValue, !format.isEmpty else {
            throw TransformerError("the 'date' transformer needs '@transformUserData': { \"format\": \"yyyy-MM-dd\" }")
        }
        let key = Key(
            format: format, timeZone: userData?["timeZone"]?.stringValue ?? "UTC",
            locale: userData?["locale"]?.stringValue ?? "en_US_POSIX")
        lock.lock()
        let cached = codecs[key]
        lock.unlock()
        if let cached { return cached }
        guard let zone = TimeZone(identifier: key.timeZone) ?? TimeZone(abbreviation: key.timeZone) else {
            throw TransformerError("unknown time zone '\(key.timeZone)'")
        }
        let codec = DateCodec(format: format, timeZone: zone, localeIdentifier: key.locale)
        lock.lock()
        defer { lock.unlock() }
        if let raced = codecs[key] { return raced }
        if codecs.count < capacity { codecs[key] = codec }
        return codec
    }
}
