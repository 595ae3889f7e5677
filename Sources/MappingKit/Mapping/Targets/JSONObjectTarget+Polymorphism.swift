/// Dynamic mapping of `@switch`: each object (one, or each element of an
/// array) is mapped with the context its type field picks, and the output
/// object holds the type field at the same key path, so reading it back
/// picks the same case.
extension JSONObjectTarget {
    mutating func mapSwitched(
        _ value: SourceValue, _ table: SwitchTable<PlanLink<JSONObjectTarget>>, step: PlanStep<JSONObjectTarget>,
        applier: inout Applier
    ) {
        let property = step.entry.property
        let kind = applier.kind(value)
        guard kind == .object || kind == .array else {
            applier.recordFound(.expectedObject, value, step: step) { .expectedObjectOrArray(found: $0) }
            return
        }
        guard kind == .array else {
            var nested = JSONObjectTarget(object: object[property]?.objectValue ?? JSON.Object())
            let chosen = applier.atEntry(step) { applier -> Bool in
                guard let child = applier.choose(table, for: value, entry: step.entry, context: step.context) else { return false }
                object[property] = .null
                Self.fill(&nested, child, table, value, &applier)
                return true
            }
            if chosen { object[property] = .object(nested.object) }
            return
        }
        let existing = step.entry.clearsContent ? [] : (object[property]?.arrayValue ?? [])
        let first = step.entry.insertsAtBeginning ? 0 : existing.count
        let inserted = applier.atEntry(step) { applier in
            applier.mapSwitchedElements(of: value, table: table, first: first, entry: step.entry, context: step.context) {
                applier, child, element -> JSON? in
                var nested = JSONObjectTarget(object: JSON.Object())
                Self.fill(&nested, child, table, element, &applier)
                return .object(nested.object)
            }
        }
        object[property] = .array(step.entry.insertsAtBeginning ? inserted + existing : existing + inserted)
    }

    /// Maps `element` with the case's plan, then writes the type field back.
    private static func fill(
        _ nested: inout JSONObjectTarget, _ child: PlanLink<JSONObjectTarget>, _ table: SwitchTable<PlanLink<JSONObjectTarget>>,
        _ element: SourceValue, _ applier: inout Applier
    ) {
        applier.apply(child.plan, element, into: &nested)
        if !table.keys.isEmpty, let field = applier.resolve(element, table.keys) {
            nested.object.insertIfAbsent(applier.payloadValue(field).json, at: table.keyPath)
        }
    }
}
