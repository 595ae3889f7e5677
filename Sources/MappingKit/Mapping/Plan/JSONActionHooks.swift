/// The hooks of a JSON plan (see ``PlanActionTree``): every entry writes the key
/// of its name; an `@object` maps a child plan, one per case for `@switch`,
/// member by member for `@key`.
struct JSONActionHooks: PlanActionTree {
    func selfPlan(_ mapping: ObjectMapping, builder: inout JSONPlanBuilder) -> PlanLink<JSONObjectTarget> {
        PlanLink(plan: builder.plan(mapping.contextIndex))
    }

    func selfDestination(of entry: MappingEntry) -> String { entry.property }

    func destination(of entry: MappingEntry) -> String? { entry.property }

    /// Never asked: every entry has a key.
    func missingProperty(_ entry: MappingEntry) -> PlanAction<JSONObjectTarget> { .nothing }

    func nestedAction(_ entry: MappingEntry, _ mapping: ObjectMapping, builder: inout JSONPlanBuilder) -> PlanAction<JSONObjectTarget>? {
        if mapping.polymorphism != nil {
            return .switched(SwitchTable(mapping) { PlanLink(plan: builder.plan($0.contextIndex)) })
        }
        let child = PlanLink(plan: builder.plan(mapping.contextIndex))
        return mapping.keyProperty == nil ? .nested(child) : .keyed(child)
    }
}
