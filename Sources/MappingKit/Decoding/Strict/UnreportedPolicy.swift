/// What an ``UnreportedSession`` decodes for, as a type rather than a
/// flag: the rules where its two decodings differ, as static hooks. The
/// session's value conversions are generic over it (`decode(_:_:_:)`,
/// `elements(of:_:_:)`…, and DecodedKind's strict witnesses); the decoder
/// and its three containers, boxed as existentials for every object, hold
/// it as a stored type (`policy`), since a type parameter there costs a
/// metadata or witness-table lookup per object (measured: ARCHITECTURE.md).
/// No session carries a flag and no container tests one.
///
/// - ``JSONDecoderRules``: ``PayloadDecoder``'s decoding, key by key as
///   `JSONDecoder` reads the payload, the first problem thrown as its
///   `DecodingError`.
/// - ``FirstAttempt``: the first attempt of a context's decoding
///   (UnreportedSession+Attempt.swift): keys read through the context's
///   entries, answered as the context answers them, and whatever the
///   reporting decoding would read otherwise than `JSONDecoder` (or
///   report) abandons the attempt.
///
/// ```swift
/// let made = try session.decode(User.self, root, JSONDecoderRules.self)
/// ```
protocol UnreportedPolicy {
    /// An object of type `T`, made by its own initializer.
    static func object<T: Decodable>(_ type: T.Type, _ value: SourceValue, in session: UnreportedSession) throws -> T

    /// Throws when a value of `T` (of kind `decoded`), which MappingKit
    /// converts itself, is read otherwise than this decoding allows.
    static func admit<T>(_ type: T.Type, _ decoded: DecodedType, in session: UnreportedSession) throws

    /// A value of a type MappingKit converts but does not read from the
    /// tape as such (the primitive conversions, `URL`, `Decimal`), or of
    /// any other type through its initializer.
    static func converted<T: Decodable>(_ type: T.Type, _ value: SourceValue, in session: UnreportedSession) throws -> T

    /// `contains(_:)` for a member found (`value`, `null` included) or not,
    /// with what its entry says of it (`read`, in a context).
    static func contains(_ value: SourceValue?, _ read: KeyMemo.Read?, in session: UnreportedSession) -> Bool

    /// `decodeNil(forKey:)` for a member found or not: `keyNotFound` is
    /// the error of a missing member, where it is one.
    static func isNil(
        _ value: SourceValue?, _ read: KeyMemo.Read?, in session: UnreportedSession, keyNotFound: () -> DecodingError
    ) throws -> Bool

    /// Throws when a required `T` is `null`: `valueNotFound` is the error,
    /// where it is one.
    static func requiredNull<T: Decodable>(_ type: T.Type, in session: UnreportedSession, valueNotFound: () -> DecodingError) throws

    /// Throws when a superclass's decoder may not be given.
    static func superDecoderAsked(in session: UnreportedSession) throws
}
