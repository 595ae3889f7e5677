/// How an entry builds a nested model or each element of a collection: the
/// `@object` of a `.mappings` entry.
///
/// ```json
/// "user": { "@keyPath": "user", "@object": { "@class": "UserModel", "@mappings": "$UserModel" } }
/// ```
public struct ObjectMapping: Sendable, Hashable {
    /// The model type to create: `@object`'s `@class`, or else the `@class`
    /// of its `@mappings`; `nil` when neither names one (maps to JSON).
    public let className: String?
    /// The identifier of the context that maps each object (`$TweetModel.user`
    /// for inline `@mappings`).
    public let contextIdentifier: String
    /// Index of that context in the catalog's table.
    let contextIndex: Int
}
