/// The `Decoder` ``PayloadDecoder`` hands a type's `init(from:)`: one
/// value of the payload, read key by key as it is, as `JSONDecoder` reads
/// it; in the first attempt of a context's decoding (``policy`` is
/// ``FirstAttempt``), read through the context's entries.
///
/// A class, as ``ContextDecoder``: handed to `init(from:)` as
/// `any Decoder`, a reference fits the existential inline.
final class StrictDecoder: Decoder {
    let session: UnreportedSession
    /// The decoding's rules (``JSONDecoderRules``, ``FirstAttempt``): a
    /// stored type, not a type parameter, since this is boxed as an
    /// existential for every object, and a generic one then costs a
    /// witness-table instantiation each time (ARCHITECTURE.md).
    let policy: any UnreportedPolicy.Type
    let value: SourceValue
    /// In an attempt: the context the object is read with, if any.
    let plan: PlanLink<JSONObjectTarget>?
    /// Path components entered around every call: `super` (or another
    /// key) for a superclass's decoder.
    let prefix: [PathStack.Component]

    init(
        session: UnreportedSession, value: SourceValue, policy: any UnreportedPolicy.Type, plan: PlanLink<JSONObjectTarget>? = nil,
        prefix: [PathStack.Component] = []
    ) {
        self.session = session
        self.policy = policy
        self.value = value
        self.plan = plan
        self.prefix = prefix
    }

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }
    var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard session.kind(value) == .object else {
            throw session.within(prefix) { session.containerMismatch(keyed: true, value) }
        }
        let container = StrictKeyedContainer<Key>(
            session: session, object: value, cursor: session.members.newCursor(), policy: policy, prefix: prefix, plan: plan)
        return KeyedDecodingContainer(container)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        // A context's array: its elements each read with it (not attempted).
        if plan != nil { throw session.abandon() }
        guard session.kind(value) == .array else {
            throw session.within(prefix) { session.containerMismatch(keyed: false, value) }
        }
        return StrictUnkeyedContainer(session: session, array: value, policy: policy, prefix: prefix)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        if plan != nil { throw session.abandon() }
        return StrictSingleValueContainer(session: session, value: value, policy: policy, prefix: prefix)
    }
}
