/// The unkeyed container of an array, for initializers that walk one
/// themselves, as `JSONDecoder`'s: an element that does not decode throws.
struct StrictUnkeyedContainer: UnkeyedDecodingContainer {
    let session: StrictSession
    let array: SourceValue
    /// Path components entered around every call: a nested container's key.
    let prefix: [PathStack.Component]
    let count: Int?
    private(set) var currentIndex = 0
    /// The node of the next element (a document's array), so each element
    /// is found in one step.
    private var nextNode: Int?

    init(session: StrictSession, array: SourceValue, prefix: [PathStack.Component]) {
        self.session = session
        self.array = array
        self.prefix = prefix
        count = session.count(array)
        if case .node(let index) = array { nextNode = index + 1 }
    }

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The current element, or the error of an array at its end.
    private func current<T>(_ type: T.Type) throws -> SourceValue {
        guard !isAtEnd else { throw session.within(prefix) { session.unkeyedAtEnd(T.self, index: currentIndex) } }
        return session.element(currentIndex, of: array, node: nextNode)
    }

    private mutating func advance() {
        if let node = nextNode { nextNode = session.tape.skip(node) }
        currentIndex += 1
    }

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
            try session.entering(codingPath: .index(position)) { try session.decode(T.self, element) }
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
            session: session, object: element, cursor: session.keyCursors.newCursor(), prefix: elementPrefix)
        advance()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = try current(JSON.self)
        guard session.kind(element) == .array else {
            throw session.within(elementPrefix) { session.containerMismatch(keyed: false, element) }
        }
        let container = StrictUnkeyedContainer(session: session, array: element, prefix: elementPrefix)
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        if session.attempts { throw session.abandon() }
        let element = try current(JSON.self)
        let decoder = StrictDecoder(session: session, value: element, prefix: elementPrefix)
        advance()
        return decoder
    }
}
