/// One property of a ``Mappable`` type's table, declared with its value
/// type kept, so reading and setting it are compiled for that type where
/// the model is declared.
///
/// ```swift
/// struct Tweet: Mappable {
///     var id: UInt64 = 0
///     var text = ""
///     var user: User?
///     static let properties: MappableProperties<Tweet> = [
///         .property("id", \.id), .property("text", \.text), .property("user", \.user),
///     ]
/// }
/// ```
///
/// It maps exactly as the dictionary form (`["id": \.id, …]`) does, faster:
/// see <doc:DeclaringProperties>.
public struct MappableProperty<Root>: @unchecked Sendable {
    // Immutable: a key path and closures over it, only read.
    let name: String
    let keyPath: PartialKeyPath<Root>
    let typed: TypedAccess<Root>?
    /// A property of a protocol type, declared with `.polymorphic(_:_:)`.
    let polymorphic: PolymorphicAccess<Root>?

    @usableFromInline
    init(name: String, keyPath: PartialKeyPath<Root>, typed: TypedAccess<Root>) {
        self.name = name
        self.keyPath = keyPath
        self.typed = typed
        polymorphic = nil
    }

    init(name: String, keyPath: PartialKeyPath<Root>, polymorphic: PolymorphicAccess<Root>) {
        self.name = name
        self.keyPath = keyPath
        typed = nil
        self.polymorphic = polymorphic
    }

    /// The property `name` (the left side of `.mappings` entries), read and
    /// written through `keyPath`.
    ///
    /// ```swift
    /// .property("screenName", \.screenName)
    /// ```
    @inlinable
    public static func property<Value: MappableValue>(_ name: String, _ keyPath: WritableKeyPath<Root, Value>) -> MappableProperty {
        MappableProperty(name: name, keyPath: keyPath, typed: TypedAccess(keyPath))
    }

    /// An array of nested models, filled through `@object`: its elements
    /// are made and mapped in place in the new array, with the array code
    /// compiled for `Child` here.
    ///
    /// ```swift
    /// .property("hashtags", \.hashtags)   // var hashtags: [Hashtag]
    /// ```
    @inlinable
    public static func property<Child: Mappable>(_ name: String, _ keyPath: WritableKeyPath<Root, [Child]>) -> MappableProperty {
        var typed = TypedAccess(keyPath)
        typed.modelArray = ModelArrayAccess(keyPath)
        return MappableProperty(name: name, keyPath: keyPath, typed: typed)
    }
}
