/// The `Encoder` an `encode(to:)` is given: it writes one value into an
/// ``EncodedSlot``, through containers that write in place.
///
/// For a value written through a context (`defers`), the keyed container
/// keeps each member typed instead of encoding it: the context then says
/// how each is written.
struct ValueEncoder: Encoder {
    let session: EncodingSession
    let slot: EncodedSlot
    let codingPath: [any CodingKey]
    let defers: Bool

    var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(EncoderKeyedContainer<Key>(
            session: session, members: session.members(of: slot, at: codingPath), codingPath: codingPath, defers: defers))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        EncoderUnkeyedContainer(session: session, elements: session.elements(of: slot, at: codingPath), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        EncoderSingleValueContainer(session: session, slot: slot, codingPath: codingPath, defers: defers)
    }
}
