/// Dynamic mapping of a dictionary of models: an `@object` with `@key`
/// maps a JSON object of objects member by member into an object with the
/// same keys, each output object holding its key under the `@key` name.
extension JSONObjectTarget {
    mutating func mapKeyed(_ value: SourceValue, _ child: PlanLink<JSONObjectTarget>, step: PlanStep<JSONObjectTarget>, applier: inout Applier) {
        let property = step.entry.property
        guard applier.kind(value) == .object else {
            applier.recordFound(.expectedObject, value, step: step) { .expectedObject(model: "objects by key", found: $0) }
            return
        }
        if applier.refusesMembers(of: value, step: step) { return }
        // Populating: an object already under a member's key is updated in place.
        var items: JSON.Object
        switch object[property] {
        case .object(let existing)? where !step.entry.clearsContent: items = existing
        case .array?:
            applier.recordFound(.expectedArray, value, step: step) { .documentHoldsArray(found: $0) }
            return
        default: items = JSON.Object()
        }
        object[property] = .null
        let keyName = step.entry.object?.keyProperty
        applier.atEntry(step) { applier in
            applier.forEachObjectMember(of: value, entry: step.entry, context: step.context) { applier, key, element in
                var nested = JSONObjectTarget(object: items[key]?.objectValue ?? JSON.Object())
                applier.apply(child.plan, element, into: &nested)
                if let keyName { nested.object[keyName] = .string(key) }
                items[key] = .object(nested.object)
            }
        }
        object[property] = .object(items)
    }
}
