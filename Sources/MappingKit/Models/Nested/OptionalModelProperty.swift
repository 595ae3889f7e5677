/// A property of type `Child?`.
struct OptionalModelProperty<Root, Holder: OptionalModelHolder>: NestedModelProperty {
    let keyPath: WritableKeyPath<Root, Holder>

    var modelType: (any Mappable.Type)? { Holder.SingleModel.self }

    func models(in root: Root) -> NestedModels? { root[keyPath: keyPath].singleModel.map { .one($0) } }

    func bind<Binder: NestedModelBinder>(_ mapping: ObjectMapping, with binder: inout Binder) -> Binder.Bound {
        let keyPath = keyPath
        return binder.single(
            Holder.SingleModel.self, mapping: mapping, get: { (root: Root) -> Holder.SingleModel? in root[keyPath: keyPath].singleModel },
            set: { (root: inout Root, child: Holder.SingleModel) in root[keyPath: keyPath] = Holder(singleModel: child) },
            offset: nil)
    }
}
