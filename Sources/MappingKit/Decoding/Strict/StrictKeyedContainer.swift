/// ``PayloadDecoder``'s keyed container of an object, as `JSONDecoder`'s:
/// a coding key reads the member of the same key (converted as the key
/// strategy says), a missing key is `keyNotFound`, a `null` is
/// `valueNotFound` for the types `JSONDecoder` reads itself.
///
/// A class, as ``ContextKeyedContainer``: `KeyedDecodingContainer`'s box
/// copies its container out for every call. Its body is
/// ``UnreportedKeyedContainer``'s.
final class StrictKeyedContainer<Key: CodingKey>: UnreportedKeyedContainer {
    typealias Policy = JSONDecoderRules
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
