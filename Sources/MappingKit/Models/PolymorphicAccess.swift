/// A property of a protocol type (`[any GitHubEvent]`, `(any GitHubEvent)?`)
/// whose elements are models of several types, picked per element by
/// `@switch`: what the accessor of such a property does, with the element
/// type known.
struct PolymorphicAccess<Root> {
    let typeName: String
    let isCollection: Bool
    /// Whether a model of this type can be stored (an element type is
    /// tried with an empty instance, at load).
    let fits: (any Mappable.Type) -> Bool
    /// The models held, for reverse mapping; `nil` for a `nil` property.
    let get: (Root) -> [any Mappable]?
    let getAny: (Root) -> Any
    let bind: (inout ModelPlanBuilder, ObjectMapping) -> ModelNested

    static func fits<Element>(_: Element.Type) -> (any Mappable.Type) -> Bool {
        { type in
            func make<C: Mappable>(_: C.Type) -> Any { C() }
            return make(type) is Element
        }
    }

    static func collection<Element>(_ keyPath: WritableKeyPath<Root, [Element]>) -> PolymorphicAccess {
        PolymorphicAccess(
            typeName: "[\(Element.self)]", isCollection: true, fits: fits(Element.self),
            get: { root in root[keyPath: keyPath].compactMap { $0 as? any Mappable } },
            getAny: { $0[keyPath: keyPath] },
            bind: { builder, mapping in
                builder.polymorphicCollection(
                    Element.self, mapping: mapping, get: { (root: Root) in root[keyPath: keyPath] },
                    set: { (root: inout Root, items: [Element]) in root[keyPath: keyPath] = items })
            })
    }

    static func single<Element>(_ keyPath: WritableKeyPath<Root, Element?>) -> PolymorphicAccess {
        PolymorphicAccess(
            typeName: "\(Element.self)?", isCollection: false, fits: fits(Element.self),
            get: { root in root[keyPath: keyPath].map { [$0 as? any Mappable].compactMap { $0 } } },
            getAny: { $0[keyPath: keyPath] as Any },
            bind: { builder, mapping in
                builder.polymorphicSingle(
                    Element.self, mapping: mapping, set: { (root: inout Root, item: Element) in root[keyPath: keyPath] = item })
            })
    }

    /// The accessor of the property: it is only ever filled through `@object`.
    func accessor(name: String) -> PropertyAccessor<Root> {
        let typeName = typeName
        return PropertyAccessor(
            name: name, typeName: typeName, valueType: Any.self,
            convert: { (_: inout Root, value: PayloadValue) throws(MappingConversionError) in
                throw MappingConversionError(
                    expected: typeName, found: value, detail: "a polymorphic property needs '@object' in its entry")
            },
            setAny: { _, _ in false }, json: { _ in .null }, getAny: getAny, accepts: { _ in false },
            checkDefault: { _ in nil }, model: .polymorphic(fits: fits, isCollection: isCollection, get: get), fastSet: nil,
            nested: NestedBinder(bind: bind))
    }
}

extension MappableProperty {
    /// A collection of a protocol type (or of a base class whose final
    /// subclasses are the models), whose elements are
    /// models of several types: its entry's `@object` picks each element's
    /// mapping and model type by a type field (`@switch`, `@cases`,
    /// `@default`). The case classes must be registered in the catalog's
    /// ``ModelRegistry``; each must conform to `Element`.
    ///
    /// ```swift
    /// protocol GitHubEvent: Mappable {}
    /// struct Feed: Mappable {
    ///     var events: [any GitHubEvent] = []
    ///     static let properties: MappableProperties<Feed> = [.polymorphic("events", \.events)]
    /// }
    /// ```
    public static func polymorphic<Element>(_ name: String, _ keyPath: WritableKeyPath<Root, [Element]>) -> MappableProperty {
        MappableProperty(name: name, keyPath: keyPath, polymorphic: .collection(keyPath))
    }

    /// One model of a protocol type (or of a base class), optional: its
    /// entry's `@object` picks the mapping and model type by a type field.
    ///
    /// ```swift
    /// var latest: (any GitHubEvent)?
    /// static let properties: MappableProperties<Feed> = [.polymorphic("latest", \.latest)]
    /// ```
    public static func polymorphic<Element>(_ name: String, _ keyPath: WritableKeyPath<Root, Element?>) -> MappableProperty {
        MappableProperty(name: name, keyPath: keyPath, polymorphic: .single(keyPath))
    }
}
