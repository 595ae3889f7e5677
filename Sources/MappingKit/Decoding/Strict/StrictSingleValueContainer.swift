/// The single-value container of a value (an enum's raw value, a wrapper
/// type's one value), read as `JSONDecoder` reads it.
struct StrictSingleValueContainer: SingleValueDecodingContainer {
    let session: UnreportedSession
    let value: SourceValue
    /// The decoding's rules (``StrictDecoder/policy``).
    let policy: any UnreportedPolicy.Type
    /// Path components entered around every call: `super` for a
    /// superclass's decoder.
    let prefix: [PathStack.Component]

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }

    func decodeNil() -> Bool { session.kind(value) == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try session.within(prefix) { try session.decode(T.self, value, policy) }
    }
}
