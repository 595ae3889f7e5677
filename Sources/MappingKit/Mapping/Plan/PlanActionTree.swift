/// What the plan builders decide the same way for every target: an entry's
/// action, from `@self`, a transformer, `@object` or a plain value, with
/// what differs made by the target's hooks (``ModelActionHooks`` for a model
/// type, ``JSONActionHooks`` for JSON objects).
protocol PlanActionTree {
    associatedtype Target: MappingTarget
    /// The builder of the plans the steps lead to.
    associatedtype Builder

    /// `@self` with `@object`: the child plan, into the same target.
    func selfPlan(_ mapping: ObjectMapping, builder: inout Builder) -> PlanLink<Target>
    /// `@self` with a transformer: where its output goes.
    func selfDestination(of entry: MappingEntry) -> Target.Destination
    /// Where the entry's value goes; `nil` when the target has no such property.
    func destination(of entry: MappingEntry) -> Target.Destination?
    /// The action of an entry whose property the target does not have.
    func missingProperty(_ entry: MappingEntry) -> PlanAction<Target>
    /// An `@object` entry's action; `nil` to convert the value instead.
    func nestedAction(_ entry: MappingEntry, _ mapping: ObjectMapping, builder: inout Builder) -> PlanAction<Target>?
}

extension PlanActionTree {
    /// The steps of `plan`, each entry's action decided.
    func steps(of plan: MappingPlan<Target>, transformers: TransformerRegistry, builder: inout Builder) -> [PlanStep<Target>] {
        var steps: [PlanStep<Target>] = []
        steps.reserveCapacity(plan.context.entries.count)
        for entry in plan.context.entries {
            let action = action(for: entry, transformers, &builder)
            let nullDestination = entry.null == .value && !entry.targetsSelf ? destination(of: entry) : nil
            steps.append(PlanStep(entry: entry, context: plan.context, action: action, nullDestination: nullDestination))
        }
        return steps
    }

    /// The decision tree: `@self` (an object, a transformer, or only
    /// presence), then a property the target lacks, a transformer, an
    /// `@object`, and last a plain value converted.
    private func action(for entry: MappingEntry, _ transformers: TransformerRegistry, _ builder: inout Builder) -> PlanAction<Target> {
        if entry.targetsSelf {
            if let mapping = entry.object { return .selfObject(selfPlan(mapping, builder: &builder)) }
            if let transformer = TransformerRef(of: entry, in: transformers) {
                return .selfTransform(transformer, selfDestination(of: entry))
            }
            return .nothing
        }
        guard let destination = destination(of: entry) else { return missingProperty(entry) }
        if let transformer = TransformerRef(of: entry, in: transformers) { return .transform(transformer, destination) }
        // Load-time validation checked that a model's `@object` fits the
        // property (`classMismatch`, `objectOnPlainProperty` otherwise).
        if let mapping = entry.object, let nested = nestedAction(entry, mapping, builder: &builder) { return nested }
        return .convert(destination)
    }
}
