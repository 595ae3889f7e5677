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
    /// `@key`: the property of each element that receives the member's key
    /// when the entry fills a dictionary of models (`[String: M]`) from a
    /// JSON object keyed by identifiers; `nil` when not given.
    ///
    /// ```json
    /// "events": { "@keyPath": "events", "@object": { "@mappings": "$Event", "@key": "identifier" } }
    /// ```
    public var keyProperty: String? = nil
    /// `@switch`, `@cases` and `@default`: the mapping of each element
    /// chosen by a type field; `nil` when not given. With it,
    /// ``contextIdentifier`` is the default's context, or else the first case's.
    ///
    /// ```swift
    /// let events = try catalog.context("$Feed").entries[0].object?.polymorphism
    /// events?.keyPath.description      // "type"
    /// events?.cases.map(\.value)       // ["PushEvent", "IssuesEvent", "WatchEvent"]
    /// ```
    public var polymorphism: Polymorphism? = nil
}
