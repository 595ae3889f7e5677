/// Dictionaries of models (`[String: M]`, `[String: M]?`) filled through
/// `@object` from a JSON object keyed by identifiers, with `@key` putting
/// each member's key into a property of its element.
extension ModelPlanBuilder {
    /// A nested dictionary: each member of the payload object becomes the
    /// model under the same key. Populating, an item already under the key
    /// (or, with `@identity`, one whose identity matches) is updated in
    /// place; `@clearContent` empties the dictionary first.
    mutating func dictionary<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> [String: Child],
        set: @escaping (inout Root, [String: Child]) -> Void
    ) -> ModelNested {
        let child = PlanLink(plan: plan(mapping.contextIndex, for: Child.self))
        // Load-time validation checked that the key property exists.
        var slot: ModelSlot?
        if let name = mapping.keyProperty, let accessor = ModelDescriptor.of(Child.self).accessors[name] {
            slot = ModelSlot(accessor)
        }
        let keySlot = slot
        return ModelNested(typeName: "[String: \(Child.mappingTypeName)]", isCollection: false) { applier, model, value, step, plan in
            guard applier.kind(value) == .object else {
                applier.recordFound(.expectedObject, value, step: step, plan: plan) {
                    .expectedObject(model: "[String: \(Child.self)]", found: $0)
                }
                return
            }
            let root = model.assumingMemoryBound(to: Root.self)
            var items = step.entry.clearsContent ? [:] : get(root.pointee)
            applier.source.push(step.entry.keyPath)
            applier.target.push(.key(step.entry.property))
            let identity = step.entry.identity
            func fill(_ applier: inout Applier, _ item: inout Child, _ element: SourceValue, key: String) {
                withUnsafeMutablePointer(to: &item) { pointer in
                    var target = ModelTarget(pointer)
                    applier.apply(child.plan, element, into: &target)
                    guard let keySlot else { return }
                    do throws(MappingConversionError) {
                        try keySlot.convert(UnsafeMutableRawPointer(pointer), PayloadValue(.string(key)))
                    } catch {
                        applier.record(
                            .conversionFailed, entry: step.entry, context: plan.context, problem: .conversionFailed(error),
                            atCurrentPath: true)
                    }
                }
            }
            applier.forEachObjectMember(of: value, entry: step.entry, context: plan.context) { applier, key, element in
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
                var probe = applier.probe(maximumIssues: applier.report.maximumIssues - applier.report.issues.count)
                probe.reportedOnce = applier.reportedOnce
                probe.source = applier.source
                probe.target = applier.target
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
            applier.source.pop(step.keys.count)
            applier.target.pop()
            set(&root.pointee, items)
        }
    }
}

extension Applier {
    /// Calls `body` with each member of a dictionary's payload object whose
    /// value is an object, in payload order, with the member's key on the
    /// source and target paths; a member that is not an object is an
    /// `invalidElement` issue at its key and is skipped. Does nothing when
    /// `value` is not an object.
    mutating func forEachObjectMember(
        of value: SourceValue, entry: MappingEntry, context: CompiledContext, _ body: (inout Applier, String, SourceValue) -> Void
    ) {
        func visit(_ applier: inout Applier, _ key: String, _ element: SourceValue) {
            applier.source.push(.key(key))
            applier.target.push(.key(key))
            defer {
                applier.source.pop()
                applier.target.pop()
            }
            guard applier.kind(element) == .object else {
                applier.recordInvalidElement(element, entry: entry, context: context)
                return
            }
            body(&applier, key, element)
        }
        switch value {
        case .node(let index):
            guard tape.kind(index) == .object else { return }
            var child = index + 1
            let end = Int(tape.nodes[index].end)
            while child < end {
                visit(&self, tape.string(child), .node(child + 1))
                child = tape.skip(child + 1)
            }
        case .value(let payload):
            for (key, member) in payload.members ?? [] { visit(&self, key, .value(member)) }
        }
    }
}
