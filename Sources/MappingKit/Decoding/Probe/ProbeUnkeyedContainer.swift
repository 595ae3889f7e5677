/// The unkeyed container of a probe (``ProbeSession``): an empty array.
struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let prefix: [String]

    var codingPath: [any CodingKey] { ProbeSession.codingPath(prefix) }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    /// `JSONDecoder`'s error for an element asked of an array at its end.
    private func atEnd(_ type: Any.Type) -> DecodingError {
        DecodingError.valueNotFound(type, DecodingError.Context(
            codingPath: codingPath + [AnyCodingKey(intValue: 0)], debugDescription: "Unkeyed container is at end."))
    }

    mutating func decodeNil() throws -> Bool { throw atEnd(JSON.self) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw atEnd(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw atEnd(JSON.self)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw atEnd(JSON.self) }

    mutating func superDecoder() throws -> any Decoder { throw atEnd(JSON.self) }
}
