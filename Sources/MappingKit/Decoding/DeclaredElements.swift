/// The ``ElementPolicy`` of an entry with `@invalidElements` (`policy`):
/// each element named by its place in the payload (a constraint may have
/// left elements out before it, recorded first:
/// Applier+SkippedElements.swift), decoded through
/// `DecodingSession.decodeElement` (`"skip"`: on a trial applier).
struct DeclaredElements: ElementPolicy {
    let policy: InvalidElementsPolicy
    let step: PlanStep<JSONObjectTarget>

    func enter(_ place: PathStack.Component, index: Int, session: DecodingSession) -> Int {
        let position = session.applier.payloadPlace(ofKept: place, step: ObjectIdentifier(step)).position
        if session.records { session.applier.recordPendingSkips(before: position, entry: step.entry, context: step.context) }
        return position
    }

    func decode<T: Decodable>(
        _ type: T.Type, _ item: SourceValue, at site: DecodingSite, session: DecodingSession, store: (T) -> Void
    ) throws -> Bool {
        try session.decodeElement(T.self, item, at: site, policy: policy, step: step, store: store)
    }

    var skipsInvalid: Bool { policy != .fail }
}
