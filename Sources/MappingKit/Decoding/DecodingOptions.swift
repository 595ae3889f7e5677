import Foundation

/// How values of `Decodable` types are read: `JSONDecoder`'s strategies,
/// with the same names and meanings, and the `userInfo` handed to every
/// `init(from:)`.
///
/// Through a context (``MappingContext/objects(from:as:metadata:options:)-(Payload,D.Type,_,_)``),
/// a `Date` with no strategy reads as MappingKit reads dates (ISO 8601 with
/// or without fractional seconds and offset, or numbers as seconds since
/// 1970), and an entry's transformer always wins. ``PayloadDecoder`` uses
/// `JSONDecoder`'s defaults.
///
/// ```swift
/// var options = DecodingOptions()
/// options.dateDecodingStrategy = .millisecondsSince1970
/// options.keyDecodingStrategy = .convertFromSnakeCase   // "screen_name" fills `screenName`
/// let tweets = try context.objects(from: payload, as: Tweet.self, options: options)
/// ```
public struct DecodingOptions: Sendable {
    /// How dates are read; `nil` (the default) reads them as MappingKit
    /// does through a context, and as `.deferredToDate` in ``PayloadDecoder``.
    public var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy?
    /// How `Data` is read (default: base64).
    public var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy
    /// How non-conforming floats (`"Infinity"`, `"NaN"` as strings) are read.
    public var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy
    /// How coding keys are found in the payload: as they are (default), or
    /// converted from snake_case (`screenName` reads `screen_name`), or a
    /// function of the payload's keys. An entry of the context names its
    /// key path itself and is not converted.
    public var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy
    /// Handed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]
    /// Whether a context's decoding first attempts each root value
    /// strictly (UnreportedSession+Attempt.swift). Internal: the tests compare
    /// the attempt with the reporting decoding alone.
    var attempts = Attempts.first

    /// ``attempts``' choices.
    enum Attempts: Sendable {
        /// The attempt, then the reporting decoding where it is abandoned.
        case first
        /// The reporting decoding alone.
        case never
        /// The attempt alone: a value it abandons is left out.
        case only
    }

    /// The default options.
    public init(
        dateDecodingStrategy: JSONDecoder.DateDecodingStrategy? = nil,
        dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64,
        nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw,
        keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) {
        self.dateDecodingStrategy = dateDecodingStrategy
        self.dataDecodingStrategy = dataDecodingStrategy
        self.nonConformingFloatDecodingStrategy = nonConformingFloatDecodingStrategy
        self.keyDecodingStrategy = keyDecodingStrategy
        self.userInfo = userInfo
    }
}
