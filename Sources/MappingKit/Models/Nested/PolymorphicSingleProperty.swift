/// A polymorphic single model: `Element?`, a model of a case.
struct PolymorphicSingleProperty<Root, Element>: NestedModelProperty {
    let keyPath: WritableKeyPath<Root, Element?>

    var modelType: (any Mappable.Type)? { nil }
    var acceptsModel: ((any Mappable.Type) -> Bool)? { PolymorphicAccess<Root>.fits(Element.self) }

    func models(in root: Root) -> NestedModels? {
        (root[keyPath: keyPath] as? any Mappable).map { .one($0) }
    }

    func bind<Binder: NestedModelBinder>(_ mapping: ObjectMapping, with binder: inout Binder) -> Binder.Bound {
        let keyPath = keyPath
        return binder.polymorphicSingle(
            Element.self, mapping: mapping, set: { (root: inout Root, item: Element) in root[keyPath: keyPath] = item })
    }
}
