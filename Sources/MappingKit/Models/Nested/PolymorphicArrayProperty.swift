/// A polymorphic collection: `[Element]`, each element a model of a case.
struct PolymorphicArrayProperty<Root, Element>: NestedModelProperty {
    let keyPath: WritableKeyPath<Root, [Element]>

    var modelType: (any Mappable.Type)? { nil }
    var isCollection: Bool { true }
    var acceptsModel: ((any Mappable.Type) -> Bool)? { PolymorphicAccess<Root>.fits(Element.self) }

    func models(in root: Root) -> NestedModels? {
        .many(root[keyPath: keyPath].compactMap { $0 as? any Mappable })
    }

    func bind<Binder: NestedModelBinder>(_ mapping: ObjectMapping, with binder: inout Binder) -> Binder.Bound {
        let keyPath = keyPath
        return binder.polymorphicCollection(
            Element.self, mapping: mapping, get: { (root: Root) in root[keyPath: keyPath] },
            set: { (root: inout Root, items: [Element]) in root[keyPath: keyPath] = items })
    }
}
