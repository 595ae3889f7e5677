/// A model type that mappings can create and populate: a struct or a class
/// with an empty initializer and a table from property names (the left side
/// of `.mappings` entries) to key paths.
///
/// ```swift
/// final class TweetModel: Mappable {
///     var imageUrl: URL?
///     var name = ""
///     var user: UserModel?
///     required init() {}
///     static let properties: MappableProperties<TweetModel> = [
///         "imageUrl": \.imageUrl, "name": \.name, "user": \.user,
///     ]
/// }
/// ```
///
/// Property types must conform to ``MappableValue`` (the standard types,
/// `Optional`, arrays, sets and dictionaries of them do); a property whose
/// type is itself `Mappable` (or an optional or array of one) is filled
/// through an entry's `@object`.
public protocol Mappable: MappableValue {
    /// A new, empty instance to fill.
    init()
    /// The properties mappings may set, by name.
    static var properties: MappableProperties<Self> { get }
}

extension Mappable {
    /// A model is never converted from a plain value: it is mapped through
    /// an entry's `@object`, so a value reaching this is a mismatch saying so.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Self {
        throw MappingConversionError(
            expected: mappingTypeName, found: value, detail: "a model property needs '@object' in its entry")
    }
}

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
