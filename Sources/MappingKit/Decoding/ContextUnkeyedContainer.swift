/// The unkeyed container of an array, for initializers that walk one
/// themselves (an `Array` property is decoded by MappingKit, which skips
/// bad elements; a hand-written initializer's own loop cannot skip, so an
/// element that does not decode makes its object invalid).
struct ContextUnkeyedContainer: UnkeyedDecodingContainer {
    let session: DecodingSession
    /// The context each element is decoded with (an entry's `@object`).
    let plan: MappingPlan<JSONObjectTarget>?
    let owner: MappingPlan<JSONObjectTarget>?
    /// Path components entered around every call: a nested container's key.
    var prefix: [PathStack.Component] = []
    private var cursor: ElementCursor

    init(session: DecodingSession, array: SourceValue, plan: MappingPlan<JSONObjectTarget>?, owner: MappingPlan<JSONObjectTarget>?) {
        self.session = session
        self.plan = plan
        self.owner = owner
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

    mutating func decodeNil() throws -> Bool {
        let element = try current(JSON.self)
        guard session.kind(element) == .null else { return false }
        advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = try current(T.self)
        var site = DecodingSite(step: nil, name: "", payloadKey: nil, owner: owner, child: plan, placement: .here)
        site.isElement = true
        let position = currentIndex
        let made = try session.within(prefix) {
            try session.entering(element: position, target: position) {
                if session.kind(element) == .null, !session.decodedType(of: T.self).isOptional {
                    session.record(.elementNotObject, .error, at: site, problem: .elementNotObject(found: "null"))
                    return try session.failed(T.self, partial: nil, error: session.typeMismatch(T.self, element))
                }
                return try session.decodeRequired(T.self, element, at: site)
            }
        }
        advance()
        return made
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let element = try current(JSON.self)
        guard session.kind(element) == .object else {
            throw session.within(prefix + [.index(currentIndex)]) {
                session.nestedMismatch(expecting: "a keyed container", [String: String].self, element, owner: owner)
            }
        }
        let container = ContextKeyedContainer<NestedKey>(
            session: session, object: element, plan: plan, owner: owner, injected: nil, cursor: session.newCursor(),
            prefix: prefix + [.index(currentIndex)])
        advance()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = try current(JSON.self)
        guard session.kind(element) == .array else {
            throw session.within(prefix + [.index(currentIndex)]) {
                session.nestedMismatch(expecting: "an unkeyed container", [String].self, element, owner: owner)
            }
        }
        var container = ContextUnkeyedContainer(session: session, array: element, plan: plan, owner: owner)
        container.prefix = prefix + [.index(currentIndex)]
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = try current(JSON.self)
        let decoder = ContextDecoder(
            session: session, value: element, plan: nil, owner: owner, injected: nil, prefix: prefix + [.index(currentIndex)])
        advance()
        return decoder
    }
}
