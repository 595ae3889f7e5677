/// What binds a nested-model property to the plans of its `@object`
/// contexts: the engine's plan builder, which makes a step (``Bound``) for
/// each shape. A ``NestedModelProperty`` calls the one
/// method of its shape with its types opened.
protocol NestedModelBinder {
    associatedtype Bound

    /// A property of type `Child` (`offset`: a stored property of a struct,
    /// mapped in place) or `Child?`.
    mutating func single<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> Child?, set: @escaping (inout Root, Child) -> Void,
        offset: Int?
    ) -> Bound

    /// A property of type `[Child]` or `[Child]?`.
    mutating func collection<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> [Child], set: @escaping (inout Root, [Child]) -> Void,
        specialised: ModelArrayAccess?
    ) -> Bound

    /// A property of type `[String: Child]` or `[String: Child]?`.
    mutating func dictionary<Root, Child: Mappable>(
        _: Child.Type, mapping: ObjectMapping, get: @escaping (Root) -> [String: Child],
        set: @escaping (inout Root, [String: Child]) -> Void
    ) -> Bound

    /// A polymorphic collection (`[any Event]`).
    mutating func polymorphicCollection<Root, Element>(
        _: Element.Type, mapping: ObjectMapping, get: @escaping (Root) -> [Element], set: @escaping (inout Root, [Element]) -> Void
    ) -> Bound

    /// A polymorphic single model (`(any Event)?`).
    mutating func polymorphicSingle<Root, Element>(
        _: Element.Type, mapping: ObjectMapping, set: @escaping (inout Root, Element) -> Void
    ) -> Bound
}
