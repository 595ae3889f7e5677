/// What reverse mapping writes from: a ``Mappable`` model's property table
/// (`ModelReverseSource`) or an `Encodable` value's encoded members
/// (`EncodedMembersSource`). ``ReverseWriter`` walks a context's entries
/// once for both and asks the source only what differs: the value an entry
/// names, typed, nested or as JSON. As `ModelActionHooks` and `JSONActionHooks` are the
/// forward plan's two hooks.
protocol ReverseSource {
    /// What the source holds for one entry's property.
    associatedtype Property

    /// The property or member `name`, or `nil` when the source has none
    /// (the entry writes nothing).
    func property(named name: String) -> Property?

    /// The typed value a transformer's reverse is given; `nil` when it is
    /// `nil` (nothing is written) or the source cannot give one.
    func typedValue(of property: Property) -> Any?

    /// The property written through `object`'s context (a nested model, an
    /// optional, each element of a collection, each member of a keyed one);
    /// `nil` writes nothing.
    func nested(_ property: Property, named name: String, through object: ObjectMapping, depth: Int) throws -> JSON?

    /// The property as JSON, as it is; `nil` writes nothing.
    func plain(_ property: Property, named name: String) throws -> JSON?
}
