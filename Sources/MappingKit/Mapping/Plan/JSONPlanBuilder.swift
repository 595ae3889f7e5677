/// Builds the JSON plans of contexts: a plan and every plan its steps lead
/// to, registered before its steps are built so recursive contexts find it.
struct JSONPlanBuilder {
    let storage: SharedCatalog
    var plans: [Int: MappingPlan<JSONObjectTarget>]

    mutating func plan(_ context: Int) -> MappingPlan<JSONObjectTarget> {
        if let plan = plans[context] { return plan }
        let plan = MappingPlan<JSONObjectTarget>(contextIndex: context, context: storage.contexts[context])
        plans[context] = plan
        plan.finish(JSONActionHooks().steps(of: plan, transformers: storage.transformers, builder: &self))
        return plan
    }
}
