/// A property of a model type `Child`.
struct SingleModelProperty<Root, Child: Mappable>: NestedModelProperty {
    let keyPath: WritableKeyPath<Root, Child>

    var modelType: (any Mappable.Type)? { Child.self }

    func models(in root: Root) -> NestedModels? { .one(root[keyPath: keyPath]) }

    func bind<Binder: NestedModelBinder>(_ mapping: ObjectMapping, with binder: inout Binder) -> Binder.Bound {
        let keyPath = keyPath
        return binder.single(
            Child.self, mapping: mapping, get: { (root: Root) -> Child? in root[keyPath: keyPath] },
            set: { (root: inout Root, child: Child) in root[keyPath: keyPath] = child },
            offset: MemoryLayout<Root>.offset(of: keyPath))
    }
}
