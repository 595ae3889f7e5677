import Foundation

/// The verbs for ``Mappable`` models: a new model, one per element, or an
/// existing model populated. Each has one core form taking a ``Payload`` (a
/// parsed document read in place, or a `JSON` value, possibly a selected
/// part of either); the `JSON` and `Data` forms forward to it, and the core
/// form to the engine (`Mapping/Engine/MappingContext+Running.swift`). The
/// result shapes and errors of every verb family are in MappingKit.md,
/// "Calling a context".
extension MappingContext {
    // MARK: - Models

    /// Maps a payload object to a new model.
    ///
    /// ```swift
    /// let payload = try Payload(parsing: data)
    /// let result = try catalog.context("$TweetModel").object(from: payload, as: TweetModel.self)
    /// result.value.name     // "Twitter API"
    /// result.report.issues  // [] when the payload had everything
    /// ```
    ///
    /// A payload that is not an object gives one `invalidElement` issue and
    /// the model as `init()` made it (unless every entry reads `@self`).
    ///
    /// `metadata` is an object of values given beside the payload, read by
    /// `@metadata.NAME` key paths (`@metadata.page`); `@metadata.index` and
    /// `@metadata.parent` come from the payload's shape. Every mapping verb
    /// takes it.
    ///
    /// ```swift
    /// // "page": "@metadata.page" in the context
    /// let result = try context.object(from: payload, as: SearchPage.self, metadata: ["page": 3])
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit
    ///   `M` (unknown properties, `@object` on a plain property, a default
    ///   that cannot convert, a transformer of the wrong type). Payload
    ///   problems never throw: they are issues in the report.
    public func object<M: Mappable>(from payload: Payload, as type: M.Type, metadata: JSON = [:]) throws(MappingConfigurationError) -> MappingResult<M> {
        observed(try runObject(payload, as: type, metadata: metadata), expecting: .object)
    }

    /// Maps an array payload to one model per element (a payload that is
    /// not an array maps to one model). An element that is not an object is
    /// an `invalidElement` issue and is skipped.
    ///
    /// ```swift
    /// let tweets = try context.objects(from: Payload(parsing: data), as: TweetModel.self)
    /// tweets.value.count  // 20
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit `M`.
    public func objects<M: Mappable>(from payload: Payload, as type: M.Type, metadata: JSON = [:]) throws(MappingConfigurationError) -> MappingResult<[M]> {
        observed(try runObjects(payload, as: type, metadata: metadata), expecting: .array)
    }

    /// Populates an existing model (a struct through `inout`). Properties
    /// with an issue keep their value; nested models already present are
    /// updated in place.
    ///
    /// ```swift
    /// var tweet = existingTweet
    /// let report = try catalog.context("$TweetModel_Details").map(Payload(details), into: &tweet)
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit `M`.
    @discardableResult
    public func map<M: Mappable>(_ payload: Payload, into model: inout M, metadata: JSON = [:]) throws(MappingConfigurationError) -> ValidationReport {
        observed(try runPopulate(payload, into: &model, metadata: metadata), expecting: .object)
    }

    /// Populates an existing class instance.
    @discardableResult
    public func map<M: Mappable & AnyObject>(_ payload: Payload, into model: M, metadata: JSON = [:]) throws(MappingConfigurationError) -> ValidationReport {
        var reference = model
        return try map(payload, into: &reference, metadata: metadata)
    }

    // MARK: - JSON and Data forms

    /// Maps a `JSON` payload: ``object(from:as:metadata:)-(Payload,M.Type,JSON)``.
    public func object<M: Mappable>(from payload: JSON, as type: M.Type, metadata: JSON = [:]) throws(MappingConfigurationError) -> MappingResult<M> {
        try object(from: Payload(payload), as: type, metadata: metadata)
    }

    /// Parses `data` and maps it: ``object(from:as:metadata:)-(Payload,M.Type,JSON)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func object<M: Mappable>(from data: Data, as type: M.Type, metadata: JSON = [:]) throws(MappingError) -> MappingResult<M> {
        try mapping(data, expecting: .object) { payload throws(MappingConfigurationError) in try object(from: payload, as: type, metadata: metadata) }
    }

    /// Maps a `JSON` payload: ``objects(from:as:metadata:)-(Payload,M.Type,JSON)``.
    public func objects<M: Mappable>(from payload: JSON, as type: M.Type, metadata: JSON = [:]) throws(MappingConfigurationError) -> MappingResult<[M]> {
        try objects(from: Payload(payload), as: type, metadata: metadata)
    }

    /// Parses `data` and maps it: ``objects(from:as:metadata:)-(Payload,M.Type,JSON)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func objects<M: Mappable>(from data: Data, as type: M.Type, metadata: JSON = [:]) throws(MappingError) -> MappingResult<[M]> {
        try mapping(data, expecting: .array) { payload throws(MappingConfigurationError) in try objects(from: payload, as: type, metadata: metadata) }
    }

    /// Populates a model from a `JSON` payload: `map(_:into:)` with a `Payload`.
    @discardableResult
    public func map<M: Mappable>(_ payload: JSON, into model: inout M, metadata: JSON = [:]) throws(MappingConfigurationError) -> ValidationReport {
        try map(Payload(payload), into: &model, metadata: metadata)
    }

    /// Populates a class instance from a `JSON` payload.
    @discardableResult
    public func map<M: Mappable & AnyObject>(_ payload: JSON, into model: M, metadata: JSON = [:]) throws(MappingConfigurationError) -> ValidationReport {
        try map(Payload(payload), into: model, metadata: metadata)
    }
}
