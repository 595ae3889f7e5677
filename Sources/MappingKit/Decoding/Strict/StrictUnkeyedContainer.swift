/// The unkeyed container of an array, for initializers that walk one
/// themselves, as `JSONDecoder`'s: an element that does not decode throws.
struct StrictUnkeyedContainer: UnkeyedDecodingContainer {
    let session: UnreportedSession
    /// The decoding's rules (``StrictDecoder/policy``).
    let policy: any UnreportedPolicy.Type
    /// Path components entered around every call: a nested container's key.
    let prefix: [PathStack.Component]
    private var cursor: ElementCursor

    init(session: UnreportedSession, array: SourceValue, policy: any UnreportedPolicy.Type, prefix: [PathStack.Component]) {
        self.session = session
        self.policy = policy
        self.prefix = prefix
        cursor = ElementCursor(array: array, count: session.count(array), tape: session.tape)
    }

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }
    var count: Int? { cursor.count }
    var isAtEnd: Bool { cursor.isAtEnd }
    var currentIndex: Int { cursor.currentIndex }

    /// The current element, or the error of an array at its end.
    private func current<T>(_ type: T.Type) throws -> SourceValue {
        guard let element = cursor.current(in: session) else {
            throw session.within(prefix) { session.unkeyedAtEnd(T.self, index: currentIndex) }
        }
        return element
    }

    private mutating func advance() { cursor.advance(in: session.tape) }

    /// The path of the current element: a nested container's prefix.
    private var elementPrefix: [PathStack.Component] { prefix + [.index(currentIndex)] }

    mutating func decodeNil() throws -> Bool {
        let element = try current(JSON.self)
        guard session.kind(element) == .null else { return false }
        advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = try current(T.self)
        let position = currentIndex
        let made = try session.within(prefix) {
            try session.entering(codingPath: .index(position)) { try session.decode(T.self, element, policy) }
        }
        advance()
        return made
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let element = try current(JSON.self)
        guard session.kind(element) == .object else {
            throw session.within(elementPrefix) { session.containerMismatch(keyed: true, element) }
        }
        let container = StrictKeyedContainer<NestedKey>(
            session: session, object: element, cursor: session.members.newCursor(), policy: policy, prefix: elementPrefix)
        advance()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = try current(JSON.self)
        guard session.kind(element) == .array else {
            throw session.within(elementPrefix) { session.containerMismatch(keyed: false, element) }
        }
        let container = StrictUnkeyedContainer(session: session, array: element, policy: policy, prefix: elementPrefix)
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        try policy.superDecoderAsked(in: session)
        let element = try current(JSON.self)
        let decoder = StrictDecoder(session: session, value: element, policy: policy, prefix: elementPrefix)
        advance()
        return decoder
    }
}
