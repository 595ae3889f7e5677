/// The keyed container of a probe (``ProbeSession``): no key has a value;
/// each one asked for is recorded, a required one answered with a
/// stand-in, an optional one with `nil`. A ``TapeKeyedContainer`` for the
/// common types' overloads (each key asked for with its own type), on an
/// empty tape: no key has a node.
struct ProbeKeyedContainer<Key: CodingKey>: TapeKeyedContainer {
    let session: ProbeSession
    let prefix: [String]

    var tape: TapeView { .empty }

    func scalarNode(_ key: Key) -> Int? { nil }

    var codingPath: [any CodingKey] { ProbeSession.codingPath(prefix) }

    /// None; the keys an initializer reading them takes depend on the
    /// payload, so the probe is incomplete.
    var allKeys: [Key] {
        session.stopProbe(.readsAllKeys)
        return []
    }

    func contains(_ key: Key) -> Bool {
        session.asked(key.stringValue, Any.self, required: false)
        return false
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        session.asked(key.stringValue, Any.self, required: false)
        return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try session.required(T.self, named: key.stringValue)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try ifPresent(T.self, key) }

    func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        session.asked(key.stringValue, T.self, required: false)
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(ProbeKeyedContainer<NestedKey>(session: session, prefix: prefix + [key.stringValue]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ProbeUnkeyedContainer(prefix: prefix + [key.stringValue])
    }

    func superDecoder() throws -> any Decoder { ProbeDecoder(session: session, prefix: prefix + ["super"]) }

    func superDecoder(forKey key: Key) throws -> any Decoder { ProbeDecoder(session: session, prefix: prefix + [key.stringValue]) }
}
