/// Dictionaries of models (`[String: M]`, `[String: M]?`) filled through
/// `@object` from a JSON object keyed by identifiers, with `@key` putting
/// each member's key into a property of its element.
extension ModelTarget {
    /// Each member of the payload object `value` becomes the model under
    /// the same key. Populating, an item already under the key (or, with
    /// `@identity`, one whose identity matches) is updated in place;
    /// `@clearContent` empties the dictionary first. `keySetters`, when
    /// the entry has `@key`, set the member's key into the element.
    static func mapDictionary<Root, Child: Mappable>(
        _ value: SourceValue, of model: UnsafeMutableRawPointer, _: Root.Type, get: (Root) -> [String: Child],
        set: (inout Root, [String: Child]) -> Void, keySetters: PropertySetters?, child: MappingPlan<ModelTarget>,
        step: PlanStep<ModelTarget>, applier: inout Applier
    ) {
        guard applier.kind(value) == .object else {
            applier.recordFound(.expectedObject, value, step: step) { .expectedObject(model: "[String: \(Child.self)]", found: $0) }
            return
        }
        if applier.refusesMembers(of: value, step: step) { return }
        let root = model.assumingMemoryBound(to: Root.self)
        var items = step.entry.clearsContent ? [:] : get(root.pointee)
        let identity = step.entry.identity
        func fill(_ applier: inout Applier, _ item: inout Child, _ element: SourceValue, key: String) {
            withUnsafeMutablePointer(to: &item) { pointer in
                var target = ModelTarget(pointer)
                applier.apply(child, element, into: &target)
                guard let keySetters else { return }
                do throws(MappingConversionError) {
                    try keySetters.convert(UnsafeMutableRawPointer(pointer), PayloadValue(.string(key)))
                } catch {
                    applier.record(
                        .conversionFailed, entry: step.entry, context: step.context, problem: .conversionFailed(error),
                        atCurrentPath: true)
                }
            }
        }
        applier.atEntry(step) { applier in
            applier.forEachObjectMember(of: value, entry: step.entry, context: step.context) { applier, key, element in
                if var existing = items.removeValue(forKey: key) {
                    fill(&applier, &existing, element, key: key)
                    items[key] = existing
                    return
                }
                guard !identity.isEmpty, !items.isEmpty else {
                    var item = Child()
                    fill(&applier, &item, element, key: key)
                    items[key] = item
                    return
                }
                // `@identity`: a probe maps the element to learn its identity;
                // an existing item with the same identity is updated and
                // moves to this key, else the probe's item is new.
                var probe = applier.probe()
                var candidate = Child()
                fill(&probe, &candidate, element, key: key)
                let wanted = candidate.identityValues(identity)
                if wanted.contains(where: { $0 != .null }),
                    let match = items.first(where: { $0.value.identityValues(identity) == wanted })?.key,
                    var existing = items.removeValue(forKey: match)
                {
                    fill(&applier, &existing, element, key: key)
                    items[key] = existing
                } else {
                    applier.absorb(probe)
                    items[key] = candidate
                }
            }
        }
        set(&root.pointee, items)
    }
}
