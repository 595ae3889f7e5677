/// The `Decoder` a `Decodable` type's `init(from:)` is given: one value of
/// the payload, read through a context (its entries name coding keys) or key
/// by key as it is.
struct ContextDecoder: Decoder {
    let session: DecodingSession
    let value: SourceValue
    /// The context of this object; `nil` reads it key by key.
    let plan: MappingPlan<JSONObjectTarget>?
    /// The context issues are attributed to (this one, or the nearest enclosing one).
    let owner: MappingPlan<JSONObjectTarget>?
    /// For an element of a `@key` dictionary: the property that gets its key.
    let injected: (name: String, value: String)?

    var codingPath: [any CodingKey] { session.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let kind = session.kind(value)
        // A context whose entries all read `@self` takes any value (an array
        // payload mapped into a timeline's `tweets`).
        guard kind == .object || session.mode == .probe || plan?.readsSelfOnly == true else {
            throw session.mismatch(expecting: "a keyed container", [String: String].self, value)
        }
        return KeyedDecodingContainer(ContextKeyedContainer<Key>(
            session: session, object: value, plan: plan, owner: owner, injected: injected, cursor: session.newCursor()))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard session.kind(value) == .array || session.mode == .probe else {
            throw session.mismatch(expecting: "an unkeyed container", [String].self, value)
        }
        return ContextUnkeyedContainer(session: session, array: value, plan: plan, owner: owner)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ContextSingleValueContainer(session: session, value: value, plan: plan, owner: owner)
    }
}
