/// A property of a protocol type (`[any GitHubEvent]`, `(any GitHubEvent)?`)
/// whose elements are models of several types, picked per element by
/// `@switch`: its accessor, and its nested-model property with the element
/// type known.
struct PolymorphicAccess<Root> {
    let typeName: String
    let getAny: (Root) -> Any
    let nested: any NestedModelProperty<Root>

    static func collection<Element>(_ keyPath: WritableKeyPath<Root, [Element]>) -> PolymorphicAccess {
        PolymorphicAccess(
            typeName: "[\(Element.self)]", getAny: { $0[keyPath: keyPath] }, nested: PolymorphicArrayProperty(keyPath: keyPath))
    }

    static func single<Element>(_ keyPath: WritableKeyPath<Root, Element?>) -> PolymorphicAccess {
        PolymorphicAccess(
            typeName: "\(Element.self)?", getAny: { $0[keyPath: keyPath] as Any }, nested: PolymorphicSingleProperty(keyPath: keyPath))
    }

    /// Whether a model of `type` can be stored as an `Element` (an element
    /// type is tried with an empty instance, at load).
    static func fits<Element>(_: Element.Type) -> (any Mappable.Type) -> Bool {
        { type in
            func make<C: Mappable>(_: C.Type) -> Any { C() }
            return make(type) is Element
        }
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
            checkDefault: { _ in nil }, fastSet: nil, nested: nested)
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
