/// What the engine writes into: a model through its accessors
/// (``ModelTarget``) or a JSON object by key (``JSONObjectTarget``).
///
/// The engine (``Applier/apply(_:_:into:)``) decides which value each step
/// reads and what a missing value means; a target supplies only what
/// really differs between typed and dynamic mapping, so the two cannot
/// drift.
protocol MappingTarget {
    /// Where a step writes: a property's slot, or an output key.
    associatedtype Slot
    /// What a nested `@object` step holds: a typed child mapping, or a child plan.
    associatedtype Nested

    /// Sets a present value converted to the slot's type; a value that does
    /// not convert is an issue and leaves the slot as it was.
    mutating func setConverted(
        _ value: SourceValue, in slot: Slot, step: PlanStep<Self>, plan: MappingPlan<Self>, applier: inout Applier)
    /// How a convert step into `slot` sets common types without the slot
    /// (decided when the plan is built).
    static func directSet(of slot: Slot) -> DirectSet
    /// Sets a node's value through a step's ``DirectSet``; `false` when it
    /// has none or the value needs the slot.
    func setDirect(_ direct: DirectSet, _ node: Int, _ tape: PayloadTape) -> Bool
    /// Runs the transformer and sets its output.
    mutating func setTransformed(
        _ value: SourceValue, by transformer: TransformerRef, in slot: Slot, step: PlanStep<Self>, plan: MappingPlan<Self>,
        applier: inout Applier)
    /// `@self` with a transformer: the output replaces (model) or merges into (JSON) the target.
    mutating func replaceSelf(
        _ value: SourceValue, by transformer: TransformerRef, slot: Slot, step: PlanStep<Self>, plan: MappingPlan<Self>,
        applier: inout Applier)
    /// An `@object` entry: a nested object or a collection of them.
    mutating func mapNested(
        _ value: SourceValue, _ nested: Nested, step: PlanStep<Self>, plan: MappingPlan<Self>, applier: inout Applier)
    /// An object of objects keyed as in the payload (``PlanAction/keyed(_:)``).
    mutating func mapKeyed(
        _ value: SourceValue, _ nested: Nested, step: PlanStep<Self>, plan: MappingPlan<Self>, applier: inout Applier)
    /// Elements that pick their context by a type field (``PlanAction/switched(_:)``).
    mutating func mapSwitched(
        _ value: SourceValue, _ table: SwitchTable<PlanLink<Self>>, step: PlanStep<Self>, plan: MappingPlan<Self>,
        applier: inout Applier)
}

extension MappingTarget {
    /// Targets without direct sets (JSON objects) always use their slots.
    static func directSet(of slot: Slot) -> DirectSet { .none }

    func setDirect(_ direct: DirectSet, _ node: Int, _ tape: PayloadTape) -> Bool { false }

    /// Models pick their case in their nested step: they never build a switched action.
    mutating func mapSwitched(
        _ value: SourceValue, _ table: SwitchTable<PlanLink<Self>>, step: PlanStep<Self>, plan: MappingPlan<Self>,
        applier: inout Applier
    ) {}

    /// Models know a dictionary from the property's type: their nested step does it.
    mutating func mapKeyed(
        _ value: SourceValue, _ nested: Nested, step: PlanStep<Self>, plan: MappingPlan<Self>, applier: inout Applier
    ) {
        mapNested(value, nested, step: step, plan: plan, applier: &applier)
    }
}
