import Foundation

/// A drop-in for `JSONDecoder`, with no mappings at all: the same API,
/// strategies and errors, on MappingKit's parser.
///
/// ```swift
/// let decoder = PayloadDecoder()              // was: JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// decoder.dateDecodingStrategy = .iso8601
/// let tweets = try decoder.decode([Tweet].self, from: data)
/// ```
///
/// It throws the `DecodingError` cases `JSONDecoder` throws, with the same
/// `codingPath`: `keyNotFound` for a missing key, `valueNotFound` for a
/// `null`, `typeMismatch` for a value of another type, `dataCorrupted` for
/// a number out of range, a bad date, URL or base64 text, and for data
/// that is not JSON (its underlying error the ``JSONParseError``, which
/// says the line and column). Like `JSONDecoder`, it stops at the first
/// problem; decode through a ``MappingContext`` to hear about all of them.
///
/// A decoder may be shared between threads: its settings are read under a
/// lock at the start of each call.
public final class PayloadDecoder: Sendable {
    // The settings are only reached under the lock (Locked is Sendable).
    private let settings = Locked(DecodingOptions(dateDecodingStrategy: .deferredToDate))

    /// How dates are read (default: `.deferredToDate`, as `JSONDecoder`).
    public var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy {
        get { settings.withLock { $0.dateDecodingStrategy ?? .deferredToDate } }
        set { settings.withLock { $0.dateDecodingStrategy = newValue } }
    }

    /// How `Data` is read (default: `.base64`).
    public var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy {
        get { settings.withLock { $0.dataDecodingStrategy } }
        set { settings.withLock { $0.dataDecodingStrategy = newValue } }
    }

    /// How `"Infinity"`, `"-Infinity"` and `"NaN"` strings are read (default: `.throw`).
    public var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy {
        get { settings.withLock { $0.nonConformingFloatDecodingStrategy } }
        set { settings.withLock { $0.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// How coding keys are found among the payload's keys (default: `.useDefaultKeys`).
    public var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy {
        get { settings.withLock { $0.keyDecodingStrategy } }
        set { settings.withLock { $0.keyDecodingStrategy = newValue } }
    }

    /// Handed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { settings.withLock { $0.userInfo } }
        set { settings.withLock { $0.userInfo = newValue } }
    }

    /// A decoder with `JSONDecoder`'s defaults.
    public init() {}

    /// Decodes a value of `type` from JSON `data`.
    ///
    /// - Throws: `DecodingError`, as `JSONDecoder` throws it.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let payload: Payload
        do {
            payload = try Payload(parsing: data)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
        return try decode(T.self, from: payload)
    }

    /// Decodes a value of `type` from a payload already parsed (or a
    /// selected part of one).
    ///
    /// ```swift
    /// let payload = try Payload(parsing: data)
    /// let user = try PayloadDecoder().decode(User.self, from: payload.selecting("data.user"))
    /// ```
    ///
    /// - Throws: `DecodingError`, as `JSONDecoder` throws it.
    public func decode<T: Decodable>(_ type: T.Type, from payload: Payload) throws -> T {
        let options = settings.withLock { $0 }
        return try Applier.run(storage: .empty, payload: payload.value, maximumIssues: 0) { applier, root in
            let session = UnreportedSession(applier: applier, options: options)
            return Result { try session.decode(T.self, root, JSONDecoderRules.self) }
        }.get()
    }
}
