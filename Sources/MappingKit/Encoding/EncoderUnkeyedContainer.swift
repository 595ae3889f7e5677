/// An unkeyed container: each value goes into a new slot at the end.
struct EncoderUnkeyedContainer: UnkeyedEncodingContainer, PrimitiveForwarding {
    let session: EncodingSession
    let elements: EncodedSlot.Elements
    let codingPath: [any CodingKey]

    var count: Int { elements.slots.count }

    /// The coding path of the next element.
    private var nextPath: [any CodingKey] { codingPath + [AnyCodingKey(intValue: count)] }

    func put<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try session.encode(value, into: elements.append(), at: path)
    }

    mutating func encodeNil() throws { elements.append().content = .json(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder().container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nestedEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nestedEncoder()
    }

    /// An encoder writing a new element.
    private func nestedEncoder() -> ValueEncoder {
        let path = nextPath
        return ValueEncoder(session: session, slot: elements.append(), codingPath: path, defers: false)
    }
}
