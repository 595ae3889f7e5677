import Foundation

/// The verbs that name no type (AppCoreKit's `objectFromValue:` and
/// `objectsFromValue:`): the context's `@class` says what to build, from
/// the catalog's ``ModelRegistry``, so a catalog can decide what a payload
/// becomes. They forward to `RegisteredClass` (`Mapping/Engine/`), which
/// calls the ``Mappable`` or the `Decodable` verbs.
extension MappingContext {
    /// Builds the context's `@class` from a payload object: a registered
    /// ``Mappable`` type through its property table, or a registered
    /// `Decodable` type through its `init(from:)`. The value is `Any` for
    /// the caller to cast; `nil` when a `Decodable` object could not be
    /// made (see the report).
    ///
    /// ```swift
    /// // {"$Tweet": {"@class": "TweetModel", …}}, TweetModel registered
    /// let result = try catalog.context("$Tweet").object(from: payload)
    /// let tweet = result.value as? TweetModel
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError`` when the context has no
    ///   `@class` (``Diagnostic/Code/contextHasNoClass``), when its class is
    ///   not registered (``Diagnostic/Code/unknownClass``), or when the
    ///   context does not fit the class.
    public func object(
        from payload: Payload, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<Any?> {
        try RegisteredClass(of: self).object(from: payload, through: self, metadata: metadata, options: options)
    }

    /// Builds the context's `@class` from each element of an array payload
    /// (a payload that is not an array builds one), as
    /// ``object(from:metadata:options:)-(Payload,_,_)`` builds one.
    ///
    /// ```swift
    /// let tweets = try catalog.context("$Tweet").objects(from: payload).value.compactMap { $0 as? TweetModel }
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError``, as ``object(from:metadata:options:)-(Payload,_,_)``.
    public func objects(
        from payload: Payload, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<[Any]> {
        try RegisteredClass(of: self).objects(from: payload, through: self, metadata: metadata, options: options)
    }

    /// Parses `data` and builds the context's `@class`: ``object(from:metadata:options:)-(Payload,_,_)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func object(from data: Data, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()) throws(MappingError)
        -> MappingResult<Any?>
    {
        try mapping(data, expecting: .object) { payload throws(MappingConfigurationError) in
            try object(from: payload, metadata: metadata, options: options)
        }
    }

    /// Parses `data` and builds the context's `@class` for each element: ``objects(from:metadata:options:)-(Payload,_,_)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func objects(from data: Data, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()) throws(MappingError)
        -> MappingResult<[Any]>
    {
        try mapping(data, expecting: .array) { payload throws(MappingConfigurationError) in
            try objects(from: payload, metadata: metadata, options: options)
        }
    }
}
