/// What the engine writes into: a model through its properties' setters
/// (``ModelTarget``) or a JSON object by key (``JSONObjectTarget``).
///
/// The engine (``Applier/apply(_:_:into:)``) decides which value each step
/// reads and what a missing value means; a target supplies only what
/// really differs between typed and dynamic mapping, so the two cannot
/// drift. Every requirement gets the step, which knows its entry and
/// context.
protocol MappingTarget {
    /// Where a step writes: a property's setters, or an output key.
    associatedtype Destination
    /// What a nested `@object` step holds: a typed child mapping, or a child plan.
    associatedtype Nested

    /// Sets a present value converted to the destination's type; a value
    /// that does not convert is an issue and leaves the destination as it was.
    mutating func setConverted(_ value: SourceValue, in destination: Destination, step: PlanStep<Self>, applier: inout Applier)
    /// `@null: "value"`: a `null` found for `step` (`destination` is where
    /// its property is, whatever its action): an optional property is set
    /// to `nil`, JSON gets `null`, anything else is an `unexpectedNull` issue.
    mutating func setNull(in destination: Destination?, step: PlanStep<Self>, applier: inout Applier)
    /// How a convert step into `destination` stores common types without
    /// a closure (decided when the plan is built).
    static func directSet(of destination: Destination) -> DirectSet
    /// Sets a node's value through a step's ``DirectSet``; `false` when it
    /// has none or the value needs the destination's setters.
    func setDirect(_ direct: DirectSet, _ node: Int, _ tape: TapeView) -> Bool
    /// Runs the transformer and sets its output.
    mutating func setTransformed(
        _ value: SourceValue, by transformer: TransformerRef, in destination: Destination, step: PlanStep<Self>,
        applier: inout Applier)
    /// `@self` with a transformer: the output replaces (model) or merges into (JSON) the target.
    mutating func replaceSelf(
        _ value: SourceValue, by transformer: TransformerRef, with destination: Destination, step: PlanStep<Self>,
        applier: inout Applier)
    /// An `@object` entry: a nested object or a collection of them.
    mutating func mapNested(_ value: SourceValue, _ nested: Nested, step: PlanStep<Self>, applier: inout Applier)
    /// An object of objects keyed as in the payload (``PlanAction/keyed(_:)``).
    mutating func mapKeyed(_ value: SourceValue, _ nested: Nested, step: PlanStep<Self>, applier: inout Applier)
    /// Elements that pick their context by a type field (``PlanAction/switched(_:)``).
    mutating func mapSwitched(
        _ value: SourceValue, _ table: SwitchTable<PlanLink<Self>>, step: PlanStep<Self>, applier: inout Applier)
    /// What the step's destination makes of the collection a key path
    /// through arrays gives (Applier+FanOut.swift).
    static func fanOutShape(of action: PlanAction<Self>) -> FanOutShape
}

extension MappingTarget {
    /// Targets without direct sets (JSON objects) always use their destinations.
    static func directSet(of destination: Destination) -> DirectSet { .none }

    func setDirect(_ direct: DirectSet, _ node: Int, _ tape: TapeView) -> Bool { false }

    /// Models pick their case in their nested step: they never build a switched action.
    mutating func mapSwitched(
        _ value: SourceValue, _ table: SwitchTable<PlanLink<Self>>, step: PlanStep<Self>, applier: inout Applier
    ) {}

    /// Models know a dictionary from the property's type: their nested step does it.
    mutating func mapKeyed(_ value: SourceValue, _ nested: Nested, step: PlanStep<Self>, applier: inout Applier) {
        mapNested(value, nested, step: step, applier: &applier)
    }
}
