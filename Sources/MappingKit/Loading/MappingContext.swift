/// A compiled, validated mapping context: the `"$TweetModel": {…}` of a
/// `.mappings` file, ready to map payloads.
///
/// Get one from a catalog; contexts are cheap values that share the
/// catalog's immutable tables and are safe to use from many tasks.
///
/// ```swift
/// let catalog = try MappingCatalog(contentsOf: url)
/// let tweets = try catalog.context("$TweetModel")
/// tweets.className            // "TweetModel"
/// tweets.entries.map(\.property) // ["imageUrl", "name", "message", "identifier"]
/// ```
public struct MappingContext: Sendable {
    let storage: SharedCatalog
    let index: Int
    /// The most issues a report made with this context keeps; see
    /// ``limitingIssues(to:)`` in `API/MappingContext+IssueLimit.swift`.
    var issueLimit = ValidationReport.defaultMaximumIssues
    /// The observer every mapping call reports to, and its source; see
    /// `API/MappingCatalog+Observing.swift`.
    var attachment: ObserverAttachment?

    init(storage: SharedCatalog, index: Int, attachment: ObserverAttachment? = nil) {
        self.storage = storage
        self.index = index
        self.attachment = attachment
    }

    var compiled: CompiledContext { storage.contexts[index] }

    /// The identifier (`$TweetModel`; `$TweetModel.user` for inline `@mappings`).
    public var identifier: String { compiled.identifier }
    /// The `@class` model type name, when the context names one.
    public var className: String? { compiled.className }
    /// The entries in file order, inherited ones after the context's own.
    public var entries: [MappingEntry] { compiled.entries }
    /// Where the context is defined.
    public var location: SourcePosition? { compiled.location }
    /// The entries of the context's `@reverseMappings`, used instead of
    /// ``entries`` for model → JSON; `nil` when it has none.
    ///
    /// ```swift
    /// // "$User": { "name": "user.name", "@reverseMappings": { "name": "user_name" } }
    /// try catalog.context("$User").reverseEntries?.map(\.keyPath.description)  // ["user_name"]
    /// ```
    public var reverseEntries: [MappingEntry]? { compiled.reverseIndex.map { storage.contexts[$0].entries } }

    /// The context an entry's `@object` maps nested objects with.
    public func context(for object: ObjectMapping) -> MappingContext {
        var nested = MappingContext(storage: storage, index: object.contextIndex, attachment: attachment)
        nested.issueLimit = issueLimit
        return nested
    }
}
