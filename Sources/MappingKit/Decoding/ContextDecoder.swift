/// The `Decoder` a `Decodable` type's `init(from:)` is given: one value of
/// the payload, read through a context (its entries name coding keys) or key
/// by key as it is.
///
/// A class: handed to `init(from:)` as `any Decoder`, a reference fits the
/// existential inline where this struct's fields needed a box allocated
/// and copied for every object.
final class ContextDecoder: Decoder {
    let session: DecodingSession
    let value: SourceValue
    /// The context of this object; `nil` reads it key by key.
    let plan: MappingPlan<JSONObjectTarget>?
    /// The context issues are attributed to (this one, or the nearest enclosing one).
    let owner: MappingPlan<JSONObjectTarget>?
    /// For an element of a `@key` dictionary: the property that gets its key.
    let injected: (name: String, value: String)?
    /// Path components entered around every call: `super` for a
    /// superclass's decoder.
    let prefix: [PathStack.Component]

    init(
        session: DecodingSession, value: SourceValue, plan: MappingPlan<JSONObjectTarget>?,
        owner: MappingPlan<JSONObjectTarget>?, injected: (name: String, value: String)?, prefix: [PathStack.Component] = []
    ) {
        self.prefix = prefix
        (self.session, self.value, self.plan, self.owner, self.injected) = (session, value, plan, owner, injected)
    }

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }
    var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let kind = session.kind(value)
        // A context whose entries all read `@self` takes any value (an array
        // payload mapped into a timeline's `tweets`).
        guard kind == .object || plan?.readsSelfOnly == true else {
            throw problem(expecting: "a keyed container", [String: String].self)
        }
        let container = ContextKeyedContainer<Key>(
            session: session, object: value, plan: plan, owner: owner, injected: injected, cursor: session.newCursor(), prefix: prefix)
        return KeyedDecodingContainer(container)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard session.kind(value) == .array else {
            throw problem(expecting: "an unkeyed container", [String].self)
        }
        var container = ContextUnkeyedContainer(session: session, array: value, plan: plan, owner: owner)
        container.prefix = prefix
        return container
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        var container = ContextSingleValueContainer(session: session, value: value, plan: plan, owner: owner)
        container.prefix = prefix
        return container
    }

    /// A container asked of a value of another shape: about this value, or,
    /// for a superclass's decoder, about its member (`super`).
    private func problem(expecting what: String, _ type: Any.Type) -> any Error {
        guard !prefix.isEmpty else { return session.mismatch(expecting: what, type, value) }
        return session.within(prefix) { session.nestedMismatch(expecting: what, type, value, owner: owner) }
    }
}
