/// A property of type `[String: Child]` or `[String: Child]?`.
struct ModelDictionaryProperty<Root, Holder: ModelDictionaryHolder>: NestedModelProperty {
    let keyPath: WritableKeyPath<Root, Holder>

    var modelType: (any Mappable.Type)? { Holder.ElementModel.self }
    var isCollection: Bool { true }
    var isDictionary: Bool { true }

    func models(in root: Root) -> NestedModels? {
        let held = root[keyPath: keyPath]
        return isNil(held) ? nil : .keyed(held.modelsByKey.mapValues { $0 as any Mappable })
    }

    func bind<Binder: NestedModelBinder>(_ mapping: ObjectMapping, with binder: inout Binder) -> Binder.Bound {
        let keyPath = keyPath
        return binder.dictionary(
            Holder.ElementModel.self, mapping: mapping,
            get: { (root: Root) -> [String: Holder.ElementModel] in root[keyPath: keyPath].modelsByKey },
            set: { (root: inout Root, items: [String: Holder.ElementModel]) in root[keyPath: keyPath] = Holder(modelsByKey: items) })
    }
}
