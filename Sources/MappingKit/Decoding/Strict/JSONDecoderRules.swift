/// ``PayloadDecoder``'s ``UnreportedPolicy``: as `JSONDecoder` decodes.
enum JSONDecoderRules: UnreportedPolicy {
    static func object<T: Decodable>(_ type: T.Type, _ value: SourceValue, in session: UnreportedSession) throws -> T {
        try T(from: StrictDecoder(session: session, value: value, policy: Self.self))
    }

    /// Every type `JSONDecoder` decodes.
    static func admit<T>(_ type: T.Type, _ decoded: DecodedType, in session: UnreportedSession) throws {}

    /// `JSONDecoder`'s conversions (UnreportedSession+Values.swift).
    static func converted<T: Decodable>(_ type: T.Type, _ value: SourceValue, in session: UnreportedSession) throws -> T {
        try session.jsonDecoderConversion(T.self, value)
    }

    /// A member is there, `null` or not.
    static func contains(_ value: SourceValue?, _ read: KeyMemo.Read?, in session: UnreportedSession) -> Bool { value != nil }

    /// A missing member is `keyNotFound`.
    static func isNil(
        _ value: SourceValue?, _ read: KeyMemo.Read?, in session: UnreportedSession, keyNotFound: () -> DecodingError
    ) throws -> Bool {
        guard let value else { throw keyNotFound() }
        return session.kind(value) == .null
    }

    /// `null` is `valueNotFound` for the types `JSONDecoder` reads itself
    /// (`Bool`'s reader says `typeMismatch`, as `JSONDecoder`'s); any other
    /// type's initializer is given it.
    static func requiredNull<T: Decodable>(_ type: T.Type, in session: UnreportedSession, valueNotFound: () -> DecodingError) throws {
        if T.self != Bool.self, !session.decodedType(of: T.self).isOptional, !session.takesNull(T.self) { throw valueNotFound() }
    }

    static func superDecoderAsked(in session: UnreportedSession) throws {}
}
