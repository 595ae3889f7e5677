/// The keyed container of an object in a context's first attempt: a coding
/// key reads through the context's entry of that name (its `plan`), answered
/// as the context answers it, or the attempt abandoned.
///
/// A class, as ``ContextKeyedContainer``: `KeyedDecodingContainer`'s box
/// copies its container out for every call. Its body is
/// ``UnreportedKeyedContainer``'s.
final class AttemptKeyedContainer<Key: CodingKey>: UnreportedKeyedContainer {
    typealias Policy = FirstAttempt
    let session: UnreportedSession
    let object: SourceValue
    let cursor: Int
    /// (A constant: a class's variable would be checked for exclusive
    /// access at every key.)
    let prefix: [PathStack.Component]
    let plan: PlanLink<JSONObjectTarget>?
    let memo: Int
    @exclusivity(unchecked) var requests = 0

    init(
        session: UnreportedSession, object: SourceValue, cursor: Int, prefix: [PathStack.Component] = [],
        plan: PlanLink<JSONObjectTarget>? = nil
    ) {
        self.session = session
        self.object = object
        self.cursor = cursor
        self.prefix = prefix
        self.plan = plan
        memo = Self.memo(session: session, object: object, plan: plan)
    }
}
