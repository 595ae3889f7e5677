import Foundation

/// A context's entries paired with the property accessors of one model
/// type, built once per (context, type) and kept by the catalog, so mapping
/// an object does no property lookups by name.
final class MappingPlan<Root: Mappable>: @unchecked Sendable {
    // Immutable after init.
    final class Step {
        let entry: MappingEntry
        let accessor: PropertyAccessor<Root>?
        init(entry: MappingEntry, accessor: PropertyAccessor<Root>?) {
            self.entry = entry
            self.accessor = accessor
        }
    }

    let context: CompiledContext
    let steps: [Step]

    init(context: CompiledContext, descriptor: ModelDescriptor<Root>) {
        self.context = context
        steps = context.entries.map { Step(entry: $0, accessor: descriptor.accessors[$0.property]) }
    }
}

/// The plans of a catalog, by context and model type.
final class PlanCache: @unchecked Sendable {
    // Guarded by `lock`.
    private var plans: [PlanKey: AnyObject] = [:]
    private let lock = NSLock()

    struct PlanKey: Hashable {
        let context: Int
        let type: ObjectIdentifier
    }

    func plan<Root: Mappable>(_ context: Int, for _: Root.Type, in storage: CatalogStorage) -> MappingPlan<Root> {
        let key = PlanKey(context: context, type: ObjectIdentifier(Root.self))
        lock.lock()
        if let cached = plans[key] as? MappingPlan<Root> {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let plan = MappingPlan<Root>(context: storage.contexts[context], descriptor: ModelDescriptor.of(Root.self))
        lock.lock()
        plans[key] = plan
        lock.unlock()
        return plan
    }
}
