/// A property that holds nested models — `M`, `M?`, `[M]`, `[M]?`,
/// `[String: M]`, `[String: M]?`, or a protocol type picked per element by
/// `@switch` — described once, where its type is opened: what it holds (for
/// load-time validation), the models it holds now (for reverse mapping),
/// and how the engine binds it to the plans of its `@object` contexts.
///
/// The models side names no engine type: ``bind(_:with:)`` asks a
/// ``NestedModelBinder`` (the engine's plan builder) for the step.
protocol NestedModelProperty<Root> {
    associatedtype Root
    /// The model type held; `nil` for a polymorphic property, whose
    /// elements pick theirs.
    var modelType: (any Mappable.Type)? { get }
    /// Whether it holds a collection (`[M]`, `[String: M]`, a polymorphic array).
    var isCollection: Bool { get }
    /// Whether it holds models by key (`[String: M]`, `[String: M]?`).
    var isDictionary: Bool { get }
    /// For a polymorphic property: whether a model of `type` can be stored;
    /// `nil` for the others.
    var acceptsModel: ((any Mappable.Type) -> Bool)? { get }
    /// The models held now; `nil` when the property is `nil`.
    func models(in root: Root) -> NestedModels?
    /// The engine's step for the property, its child plans bound by `binder`.
    func bind<Binder: NestedModelBinder>(_ mapping: ObjectMapping, with binder: inout Binder) -> Binder.Bound
}

extension NestedModelProperty {
    var isCollection: Bool { false }
    var isDictionary: Bool { false }
    var acceptsModel: ((any Mappable.Type) -> Bool)? { nil }
}

/// The nested-model property of a property of type `Value`, when `Value`
/// holds models; `modelArray` is the specialised array work of a `[Child]`
/// declared with `.property(_:_:)`.
func nestedModelProperty<Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, modelArray: ModelArrayAccess?
) -> (any NestedModelProperty<Root>)? {
    func single<Child: Mappable>(_: Child.Type) -> (any NestedModelProperty<Root>)? {
        guard let writable = keyPath as? WritableKeyPath<Root, Child> else { return nil }
        return SingleModelProperty(keyPath: writable)
    }
    func optional<Holder: OptionalModelHolder>(_: Holder.Type) -> (any NestedModelProperty<Root>)? {
        guard let writable = keyPath as? WritableKeyPath<Root, Holder> else { return nil }
        return OptionalModelProperty(keyPath: writable)
    }
    func array<Holder: ModelArrayHolder>(_: Holder.Type) -> (any NestedModelProperty<Root>)? {
        guard let writable = keyPath as? WritableKeyPath<Root, Holder> else { return nil }
        return ModelArrayProperty(keyPath: writable, specialised: modelArray)
    }
    func dictionary<Holder: ModelDictionaryHolder>(_: Holder.Type) -> (any NestedModelProperty<Root>)? {
        guard let writable = keyPath as? WritableKeyPath<Root, Holder> else { return nil }
        return ModelDictionaryProperty(keyPath: writable)
    }
    if let model = Value.self as? any Mappable.Type { return single(model) }
    if let holder = Value.self as? any OptionalModelHolder.Type { return optional(holder) }
    if let holder = Value.self as? any ModelArrayHolder.Type { return array(holder) }
    if let holder = Value.self as? any ModelDictionaryHolder.Type { return dictionary(holder) }
    return nil
}
