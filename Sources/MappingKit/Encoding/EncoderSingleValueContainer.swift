/// A single-value container (an enum's raw value, a wrapper's one value):
/// the value is written whole into the encoder's slot. Through a context
/// (`defers`) the value stands for the whole: its own members are kept typed.
struct EncoderSingleValueContainer: SingleValueEncodingContainer, PrimitiveForwarding {
    let session: EncodingSession
    let slot: EncodedSlot
    let codingPath: [any CodingKey]
    let defers: Bool

    func put<T: Encodable>(_ value: T) throws {
        try session.encode(value, into: slot, at: codingPath, defers: defers)
    }

    mutating func encodeNil() throws { try session.put(.null, into: slot, at: codingPath) }
    mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }
}
