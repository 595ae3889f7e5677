/// A single-value container (an enum's raw value, a wrapper's one value):
/// the value is written whole into the encoder's slot. Through a context
/// (`defers`) the value stands for the whole: its own members are kept typed.
struct EncoderSingleValueContainer: SingleValueEncodingContainer {
    let session: EncodingSession
    let slot: EncodedSlot
    let codingPath: [any CodingKey]
    let defers: Bool

    private func put<T: Encodable>(_ value: T) throws {
        try session.encode(value, into: slot, at: codingPath, defers: defers)
    }

    mutating func encodeNil() throws { try session.put(.null, into: slot, at: codingPath) }
    mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }
    mutating func encode(_ value: Bool) throws { try put(value) }
    mutating func encode(_ value: String) throws { try put(value) }
    mutating func encode(_ value: Double) throws { try put(value) }
    mutating func encode(_ value: Float) throws { try put(value) }
    mutating func encode(_ value: Int) throws { try put(value) }
    mutating func encode(_ value: Int8) throws { try put(value) }
    mutating func encode(_ value: Int16) throws { try put(value) }
    mutating func encode(_ value: Int32) throws { try put(value) }
    mutating func encode(_ value: Int64) throws { try put(value) }
    mutating func encode(_ value: UInt) throws { try put(value) }
    mutating func encode(_ value: UInt8) throws { try put(value) }
    mutating func encode(_ value: UInt16) throws { try put(value) }
    mutating func encode(_ value: UInt32) throws { try put(value) }
    mutating func encode(_ value: UInt64) throws { try put(value) }
}
