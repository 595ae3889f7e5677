/// A property of type `[Child]` or `[Child]?`; `specialised` is its array
/// work compiled for `Child` when it was declared with `.property(_:_:)`.
struct ModelArrayProperty<Root, Holder: ModelArrayHolder>: NestedModelProperty {
    let keyPath: WritableKeyPath<Root, Holder>
    let specialised: ModelArrayAccess?

    var modelType: (any Mappable.Type)? { Holder.ElementModel.self }
    var isCollection: Bool { true }

    func models(in root: Root) -> NestedModels? {
        let held = root[keyPath: keyPath]
        return isNil(held) ? nil : .many(held.elementModels)
    }

    func bind<Binder: NestedModelBinder>(_ mapping: ObjectMapping, with binder: inout Binder) -> Binder.Bound {
        let keyPath = keyPath
        return binder.collection(
            Holder.ElementModel.self, mapping: mapping,
            get: { (root: Root) -> [Holder.ElementModel] in root[keyPath: keyPath].elementModels },
            set: { (root: inout Root, items: [Holder.ElementModel]) in root[keyPath: keyPath] = Holder(elementModels: items) },
            specialised: specialised)
    }
}
