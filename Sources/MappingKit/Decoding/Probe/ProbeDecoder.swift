/// The `Decoder` a probed type's initializer is given (``ProbeSession``):
/// an object with no members, whose keyed container records each key asked
/// for and answers it with a stand-in.
struct ProbeDecoder: Decoder {
    let session: ProbeSession
    /// The keys of the nested containers it is inside of.
    let prefix: [String]

    var codingPath: [any CodingKey] { ProbeSession.codingPath(prefix) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ProbeKeyedContainer<Key>(session: session, prefix: prefix))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProbeUnkeyedContainer(prefix: prefix)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ProbeSingleValueContainer(session: session, prefix: prefix)
    }
}
