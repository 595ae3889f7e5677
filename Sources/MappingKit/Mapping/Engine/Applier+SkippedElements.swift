/// `@invalidElements: "skip"`: the one rule for the elements it leaves out,
/// on every path (typed models, dynamic `JSON`, `Decodable` types through a
/// context). Each element left out is one `invalidElementSkipped` warning
/// at its own place in the payload (its index in the payload's array, or its
/// member's key), in payload order; the summary counts the object holding
/// the collection once, whatever was left out and why, so a line never says
/// "2 of 1 object".
///
/// A collection can lose elements twice: those that break a value
/// constraint, checked on the payload's value, then, of those kept, those
/// that do not convert or cannot be made. While the second pass runs,
/// ``skipping`` holds the first pass's elements (``SkippedElements``), and
/// each issue of the second pass is named by its place in the payload.
///
/// ```json
/// "tags": { "@keyPath": "tags", "@maximum": 10, "@invalidElements": "skip" }
/// ```
///
/// `{"tags": [50, "x", 3]}` into `[Int]` → `tags[0]` (above `@maximum`)
/// and `tags[1]` (not an `Int`), `invalidElementSkipped in 1 of 1 object`.
extension Applier {
    /// Records one element left out at the current paths (the element's
    /// own): a warning, counted once per object in the summary.
    mutating func recordSkippedHere(
        _ found: PayloadValue, reason: @autoclosure () -> IssueProblem, entry: MappingEntry, context: CompiledContext
    ) {
        let repeats = countedInThisObject(.invalidElementSkipped, entry: entry.property, context: context)
        record(
            .invalidElementSkipped, .warning, entry: entry, context: context,
            problem: .invalidElementSkipped(found: found.summary, reason: reason()), atCurrentPath: true, repeatsInObject: repeats)
    }

    /// Records the elements a second pass over `step`'s value left out
    /// (each at its place among the elements it was given), each after the
    /// first pass's elements before it, at the current paths (the
    /// collection's).
    mutating func recordSkipped(
        _ skipped: [(PathStack.Component, PayloadValue, IssueProblem)], step: ObjectIdentifier, entry: MappingEntry,
        context: CompiledContext
    ) {
        for (place, found, reason) in skipped {
            let (position, place) = payloadPlace(ofKept: place, step: step)
            recordPendingSkips(before: position, entry: entry, context: context)
            atComponent(place) { applier in applier.recordSkippedHere(found, reason: reason, entry: entry, context: context) }
        }
    }

    /// Where the element at `place` among those of `step`'s value that were
    /// kept is in the payload: its position (in payload order) and place.
    func payloadPlace(ofKept place: PathStack.Component, step: ObjectIdentifier) -> (position: Int, place: PathStack.Component) {
        if let skipping, skipping.step == step { return skipping.payloadPlace(ofKept: place) }
        if case .index(let index) = place { return (index, place) }
        return (Int.max, place)
    }

    /// Records the first pass's elements still waiting, before `position`
    /// in the payload (all of them: `nil`), at the current paths (the
    /// collection's).
    mutating func recordPendingSkips(before position: Int? = nil, entry: MappingEntry, context: CompiledContext) {
        guard var waiting = skipping, !waiting.pending.isEmpty else { return }
        let taken = waiting.takePending(before: position)
        skipping = waiting
        for element in taken {
            atComponent(element.place) { applier in
                applier.recordSkippedHere(element.found, reason: element.reason, entry: entry, context: context)
            }
        }
    }

    /// ``perform(_:_:into:checking:dropping:)`` for a constrained step with
    /// `@invalidElements: "skip"`: the elements of `present` that break a
    /// constraint are left out (the first pass), the step's action is
    /// performed with the others, and their warnings are recorded in
    /// payload order among the action's own.
    @inline(never)
    mutating func performSkipping<Target: MappingTarget>(_ step: PlanStep<Target>, _ present: SourceValue, into target: inout Target) {
        guard let constraints = step.constraints,
            let (kept, skipped) = SkippedElements.keeping(payloadValue(present), constraints, step: ObjectIdentifier(step))
        else {
            guard satisfiesConstraints(step, present) else { return }
            performAction(step, present, into: &target)
            return
        }
        let outer = skipping
        skipping = skipped
        defer {
            atEntry(step) { applier in applier.recordPendingSkips(entry: step.entry, context: step.context) }
            skipping = outer
        }
        // The elements first, then what the collection kept breaks (`@minItems`).
        if constraints.violation(of: kept) != nil {
            atEntry(step) { applier in applier.recordPendingSkips(entry: step.entry, context: step.context) }
        }
        guard satisfiesConstraints(step, .value(kept)) else { return }
        performAction(step, .value(kept), into: &target)
    }
}
