/// What an ``UnreportedSession`` decodes for, as a type rather than a
/// value: each decoding's containers, decoder and value conversions are
/// generic over it (`StrictKeyedContainer<Key, Policy>`…), so its rules
/// are compile-time constants wherever the code is specialised, and no
/// session carries a flag.
///
/// - ``JSONDecoderRules``: ``PayloadDecoder``'s decoding, key by key as
///   `JSONDecoder` reads the payload, the first problem thrown as its
///   `DecodingError`.
/// - ``FirstAttempt``: the first attempt of a context's decoding
///   (UnreportedSession+Attempt.swift): keys read through the context's
///   entries, and whatever the context would read otherwise than
///   `JSONDecoder` (or report) abandons the attempt.
///
/// ```swift
/// let made = try session.decode(User.self, root, JSONDecoderRules.self)
/// ```
protocol UnreportedPolicy {
    /// Keys are read as a context reads them (a `null` is no value, a
    /// missing value with a default is one), and anything the reporting
    /// decoding would read otherwise abandons the decoding.
    static var isFirstAttempt: Bool { get }
}
