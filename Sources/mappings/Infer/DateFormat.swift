import MappingKit

/// The date formats `mappings infer` recognises in strings, with what the
/// entry of a `Date` property says to parse them: ISO 8601 through the
/// `iso8601Date` transformer (any precision, any offset, or none), the others
/// through the `date` transformer and their format in `@transformUserData`.
/// Whether a string is one is the transformer's answer (``of(_:)``).
enum DateFormat: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `2022-06-09T12:47:28Z`, `2024-03-01T09:15:27.120+01:00`,
    /// `2024-03-01T09:15:27` (no offset: UTC).
    case iso8601
    /// `Tue, 03 Jun 2008 11:05:30 GMT` (RFC 1123, HTTP dates).
    case rfc1123
    /// `Wed Aug 27 13:08:45 +0000 2008` (Twitter's `created_at`).
    case twitter

    /// How the report names it.
    var title: String {
        switch self {
        case .iso8601: "ISO 8601"
        case .rfc1123: "RFC 1123"
        case .twitter: "Twitter's format"
        }
    }

    /// The transformer the entry names.
    var transformer: String { self == .iso8601 ? "iso8601Date" : "date" }

    /// The `format` handed to the `date` transformer; `nil` for ISO 8601.
    var pattern: String? {
        switch self {
        case .iso8601: nil
        case .rfc1123: "EEE, dd MMM yyyy HH:mm:ss zzz"
        case .twitter: "EEE MMM dd HH:mm:ss Z yyyy"
        }
    }

    static func < (lhs: DateFormat, rhs: DateFormat) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The user data of the entry's transformer: its `format`, or `nil`.
    var userData: JSON? { pattern.map { ["format": .string($0)] } }

    /// The format `text` is written in, or `nil`. The transformers decide:
    /// a string is taken for a date in a format only when the transformer
    /// the entry would name, with that entry's user data, reads it, so
    /// `infer` and `apply` cannot disagree (one grammar of dates,
    /// `Models/Dates`). Only dates with a time of day are proposed (16 to
    /// 40 bytes): `2024-03-01` alone stays a string.
    static func of(_ text: String) -> DateFormat? {
        let length = text.utf8.count
        guard length >= 16, length <= 40, text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let value = JSON.string(text)
        return readers.first { $0.reads(value) }?.format
    }

    /// Each format's check by the built-in transformer `apply` uses, with
    /// the user data the entry will have, prepared once.
    private static let readers: [(format: DateFormat, reads: @Sendable (JSON) -> Bool)] = allCases.compactMap { format in
        TransformerRegistry().reader(format.transformer, userData: format.userData).map { (format, $0) }
    }
}
