/// Nested collections of models: a property of type `[Child]` or
/// `[Child]?` filled through `@object` from an array of the payload.
extension ModelTarget {
    /// Maps the array `value` into the property: new models after (or
    /// before, or in place of) what it holds, or, with `@identity`, updating
    /// the items of the same identity where they stand. `specialised` is the
    /// array work of a `[Child]` declared with `.property(_:_:)`, compiled
    /// for `Child`.
    @inline(__always)
    static func mapArray<Root, Child: Mappable>(
        _ value: SourceValue, of model: UnsafeMutableRawPointer, _: Root.Type, get: (Root) -> [Child],
        set: (inout Root, [Child]) -> Void, specialised: ModelArrayAccess?, child: MappingPlan<ModelTarget>,
        step: PlanStep<ModelTarget>, applier: inout Applier
    ) {
        guard applier.kind(value) == .array else {
            applier.recordFound(.expectedArray, value, step: step) { .expectedArray(model: "\(Child.self)", found: $0) }
            return
        }
        let entry = step.entry
        if let specialised, entry.identity.isEmpty {
            mapNewElements(value, into: model, with: specialised, child: child, step: step, applier: &applier)
            return
        }
        let root = model.assumingMemoryBound(to: Root.self)
        var items = entry.clearsContent ? [] : get(root.pointee)
        let inserted = applier.atEntry(step) { applier -> [Child] in
            guard entry.identity.isEmpty else {
                // `@identity`: elements may update existing items (Applier+Collections.swift).
                let identity = entry.identity
                let kind = CollectionItems<Child>(
                    make: { Child() },
                    fill: { applier, item, element in
                        withUnsafeMutablePointer(to: &item) { pointer in
                            var target = ModelTarget(pointer)
                            applier.apply(child, element, into: &target)
                        }
                    },
                    identity: { $0.identityValues(identity) })
                return applier.mapElements(applier.elements(of: value), existing: &items, items: kind, entry: entry, context: step.context)
            }
            // Each object element becomes a new item, in payload order,
            // mapped in place in the new array's storage.
            let first = entry.insertsAtBeginning ? 0 : items.count
            return [Child](unsafeUninitializedCapacity: applier.count(value)) { buffer, made in
                made = applier.mapNewModels(
                    of: value, into: UnsafeMutableRawPointer(buffer.baseAddress), stride: MemoryLayout<Child>.stride,
                    capacity: buffer.count, first: first, child: child, step: step
                ) { item in _ = item.initializeMemory(as: Child.self, repeating: Child(), count: 1) }
            }
        }
        // `count`, not `isEmpty`: this code is generic over `Child` at run
        // time, and `isEmpty` (a `Collection` requirement) would look up
        // `[Child]`'s metadata and conformance on every call.
        if items.count == 0 {
            set(&root.pointee, inserted)
        } else {
            set(&root.pointee, entry.insertsAtBeginning ? inserted + items : items + inserted)
        }
    }

    /// The elements of the array `value` as new models, stored into the
    /// property through `access` (after, before or in place of what it
    /// holds, as the entry says).
    static func mapNewElements(
        _ value: SourceValue, into model: UnsafeMutableRawPointer, with access: ModelArrayAccess,
        child: MappingPlan<ModelTarget>, step: PlanStep<ModelTarget>, applier: inout Applier
    ) {
        let replace = step.entry.clearsContent
        let first = replace || step.entry.insertsAtBeginning ? 0 : access.count(model)
        let capacity = applier.count(value)
        applier.atEntry(step) { applier in
            access.store(model, capacity, replace, step.entry.insertsAtBeginning) { base in
                applier.mapNewModels(
                    of: value, into: base, stride: access.stride, capacity: capacity, first: first, child: child,
                    step: step, initialize: access.initialize)
            }
        }
    }
}

extension Applier {
    /// Maps each object element of the array `value` into a new model made
    /// in place by `initialize`, one after the other from `storage`
    /// (`stride` apart, at most `capacity`), in payload order; an element
    /// that is not an object is reported and skipped. `first` is the first
    /// new model's index in the property, for issue paths. Returns how many
    /// models it made.
    mutating func mapNewModels(
        of value: SourceValue, into storage: UnsafeMutableRawPointer?, stride: Int, capacity: Int, first: Int,
        child: MappingPlan<ModelTarget>, step: PlanStep<ModelTarget>, initialize: (UnsafeMutableRawPointer) -> Void
    ) -> Int {
        var made = 0
        var dropped = DroppedElements()
        forEachElement(of: value) { applier, position, element in
            applier.atElement(source: position, target: first + made) { applier in
                if applier.kind(element) == .object, let storage, made < capacity {
                    let item = storage + made * stride
                    initialize(item)
                    made += 1
                    var target = ModelTarget(address: item)
                    applier.apply(child, element, into: &target)
                } else {
                    applier.recordInvalidElement(element, at: first + position, entry: step.entry, context: step.context, dropped: &dropped)
                }
            }
            return true
        }
        return made
    }
}
