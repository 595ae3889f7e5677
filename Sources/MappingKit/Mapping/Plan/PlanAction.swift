/// What a step does with a present value, decided when the plan is built.
enum PlanAction<Target: MappingTarget> {
    /// `@self` with `@object`: maps the value onto the same target with the child plan.
    case selfObject(PlanLink<Target>)
    /// `@self` with a transformer: the output replaces (or merges into) the target.
    case selfTransform(TransformerRef, Target.Destination)
    /// `@self` with neither: only presence is checked.
    case nothing
    /// The model (named here) has no mappable property of the entry's name.
    case noProperty(model: String)
    /// A transformer's output, set at the destination.
    case transform(TransformerRef, Target.Destination)
    /// A nested object or collection of objects (`@object`).
    case nested(Target.Nested)
    /// The value converted to the destination's type.
    case convert(Target.Destination)
    /// A JSON object of objects mapped member by member, keyed as in the
    /// payload (dynamic mapping's dictionaries of models: `@key`).
    case keyed(Target.Nested)
    /// An object or a collection whose elements each pick their context by
    /// a type field (dynamic mapping's `@switch`).
    case switched(SwitchTable<PlanLink<Target>>)
}
