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
