/// A key of the payload that no entry of a context read: how an API's drift
/// shows (new keys appear here; removed ones as `missingRequired` issues,
/// changed types as conversion issues).
///
/// ```swift
/// for key in context.unmappedKeys(in: payload) {
///     print("\(key.context): \(key.keyPath) in \(key.count) of \(key.total) objects")
/// }
/// // $TweetModel: retweeted_status in 40 of 100 objects
/// ```
public struct UnmappedKey: Sendable, Hashable {
    /// The context whose objects hold the key (`$TweetModel`).
    public let context: String
    /// The key's path from such an object (`entities.media`).
    public let keyPath: String
    /// How many of those objects hold it, unread.
    public let count: Int
    /// How many objects the context mapped.
    public let total: Int
}
