/// The property table of a ``Mappable`` type: names to key paths, written
/// as a list of ``MappableProperty/property(_:_:)-(_,WritableKeyPath<Root,Value>)`` (the value types kept:
/// faster) or as a dictionary literal.
///
/// ```swift
/// static let properties: MappableProperties<User> = [.property("name", \.name), .property("avatar", \.avatarURL)]
/// static let properties: MappableProperties<User> = ["name": \.name, "avatar": \.avatarURL]
/// ```
///
/// See <doc:DeclaringProperties> for which to choose.
public struct MappableProperties<Root>: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, @unchecked Sendable {
    // Key paths and closures over them are immutable; they are only read.
    let entries: [(name: String, keyPath: PartialKeyPath<Root>, typed: TypedAccess<Root>?)]
    /// The properties declared with `.polymorphic(_:_:)`, by name.
    var polymorphic: [String: PolymorphicAccess<Root>] = [:]

    /// A table from a dictionary literal of names and key paths.
    public init(dictionaryLiteral elements: (String, PartialKeyPath<Root>)...) {
        entries = elements.map { (name: $0.0, keyPath: $0.1, typed: nil) }
    }

    /// A table from a list of properties declared with their value types.
    ///
    /// ```swift
    /// static let properties: MappableProperties<Tweet> = [.property("id", \.id), .property("text", \.text)]
    /// ```
    public init(arrayLiteral elements: MappableProperty<Root>...) {
        self.init(elements)
    }

    /// A table from properties declared with their value types.
    ///
    /// ```swift
    /// static let properties = MappableProperties<Tweet>([.property("id", \.id), .property("text", \.text)])
    /// ```
    public init(_ properties: [MappableProperty<Root>]) {
        entries = properties.map { (name: $0.name, keyPath: $0.keyPath, typed: $0.typed) }
        for property in properties {
            if let access = property.polymorphic { polymorphic[property.name] = access }
        }
    }

    /// The property names, in the order written.
    public var names: [String] { entries.map(\.name) }
}
