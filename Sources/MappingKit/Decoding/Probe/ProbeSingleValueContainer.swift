/// The single-value container of a probe (``ProbeSession``): a value
/// asked for is a stand-in (an enum's raw value, a wrapper's one value).
struct ProbeSingleValueContainer: SingleValueDecodingContainer {
    let session: ProbeSession
    let prefix: [String]

    var codingPath: [any CodingKey] { ProbeSession.codingPath(prefix) }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try session.placeholder(T.self) }
}
