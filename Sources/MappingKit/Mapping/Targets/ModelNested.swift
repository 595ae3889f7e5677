/// A nested `@object` step of a model: maps the value into the property,
/// with the child model's type known (bound by ``ModelPlanBuilder``; the
/// work is ``ModelTarget``'s, in `ModelTarget+Nested.swift`,
/// `+Collections.swift`, `+Dictionaries.swift` and `+Polymorphism.swift`).
final class ModelNested {
    // Immutable after the plan is built.
    let map: (inout Applier, UnsafeMutableRawPointer, SourceValue, PlanStep<ModelTarget>) -> Void
    /// The property's type, and whether it is a collection (`[M]`, `[M]?`):
    /// read when a key path through an array gives the value (a collection
    /// of values, see Applier+FanOut.swift).
    let typeName: String
    let isCollection: Bool

    init(
        typeName: String, isCollection: Bool,
        _ map: @escaping (inout Applier, UnsafeMutableRawPointer, SourceValue, PlanStep<ModelTarget>) -> Void
    ) {
        self.map = map
        self.typeName = typeName
        self.isCollection = isCollection
    }
}
