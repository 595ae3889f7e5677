/// Reverse mapping for ``Mappable`` models: the same context writes a model
/// back to JSON (`Encodable` values have their own verbs, in
/// `MappingContext+Encodable.swift`). They forward to the reverse engine
/// (`Mapping/Reverse/ReverseMapper.swift`).
extension MappingContext {
    /// Writes a model back to JSON through this context (reverse mapping):
    /// key paths become output paths, nested models and collections use
    /// their `@object` contexts, transformers their reverse.
    ///
    /// ```swift
    /// let json = try context.json(from: tweet)
    /// let again = try context.object(from: json, as: TweetModel.self)  // the same tweet
    /// ```
    ///
    /// When the context has `@reverseMappings`, those entries are used
    /// instead of its own (an API that returns `user.name` but expects
    /// `user_name` on POST):
    ///
    /// ```json
    /// "$User": { "@class": "User", "name": "user.name",
    ///            "@reverseMappings": { "name": "user_name" } }
    /// ```
    ///
    /// Entries whose key paths overlap merge, whatever their order: an
    /// object merges into one another entry writes, and a `null`
    /// (`@reverseNil`) never replaces what another entry writes.
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit
    ///   `M`, or when two entries would put different values at one key path
    ///   (``Diagnostic/Code/reverseKeyPathsCollide``, naming both).
    public func json<M: Mappable>(from model: M) throws(MappingConfigurationError) -> JSON {
        try runReverse(model)
    }

    /// Writes models back to a JSON array.
    public func json<M: Mappable>(from models: [M]) throws(MappingConfigurationError) -> JSON {
        try runReverse(models)
    }
}
