import Foundation

/// The mapping verbs for any `Decodable` type: the context's entries name
/// the coding keys the type's `init(from:)` asks for; a key the context does
/// not name is read from the payload under the same key.
///
/// A type that is both ``Mappable`` and `Decodable` is mapped with its
/// property table, whichever verb is called (the options do not apply to
/// it). `map(_:into:)` is for ``Mappable`` types only: a `Decodable` value
/// is made by its initializer and cannot be populated.
///
/// They forward to the decoding engine
/// (`Decoding/MappingContext+Decoding.swift`).
extension MappingContext {
    /// Decodes a payload object as a `Decodable` type through this context.
    ///
    /// ```swift
    /// struct Tweet: Decodable { let id: String; let text: String; let user: User }
    /// // {"$Tweet": {"id": "id_str", "user": {"@object": {"@mappings": "$User"}}}}
    /// let result = try catalog.context("$Tweet").object(from: payload, as: Tweet.self)
    /// result.value?.id        // "1"
    /// result.report.issues    // every problem of the object, not just the first
    /// ```
    ///
    /// The value is `nil` when the initializer could not complete (a
    /// required value missing or not converting, an `init(from:)` that
    /// threw): the report then says every reason, each with its payload
    /// path and the `.mappings` file:line of its entry.
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit
    ///   `D` (an entry naming a key `D` never asks for, an unknown
    ///   transformer, a `@class` naming another type). Payload problems never
    ///   throw: they are issues in the report.
    public func object<D: Decodable>(
        from payload: Payload, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<D?> {
        observed(try runDecodableObject(payload, as: type, metadata: metadata, options: options), expecting: .object)
    }

    /// Decodes each element of an array payload as a `Decodable` type (a
    /// payload that is not an array decodes as one). An element whose
    /// initializer cannot complete is skipped, with its issues; the others
    /// are decoded.
    ///
    /// ```swift
    /// let tweets = try context.objects(from: Payload(parsing: data), as: Tweet.self)
    /// tweets.value.count   // the tweets that decoded
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit `D`.
    public func objects<D: Decodable>(
        from payload: Payload, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<[D]> {
        observed(try runDecodableObjects(payload, as: type, metadata: metadata, options: options), expecting: .array)
    }

    // MARK: - JSON and Data forms

    /// Decodes a `JSON` payload: ``object(from:as:metadata:options:)-(Payload,D.Type,_,_)``.
    public func object<D: Decodable>(
        from payload: JSON, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<D?> {
        try object(from: Payload(payload), as: type, metadata: metadata, options: options)
    }

    /// Parses `data` and decodes it: ``object(from:as:metadata:options:)-(Payload,D.Type,_,_)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func object<D: Decodable>(
        from data: Data, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingError) -> MappingResult<D?> {
        try mapping(data, expecting: .object) { payload throws(MappingConfigurationError) in
            try object(from: payload, as: type, metadata: metadata, options: options)
        }
    }

    /// Decodes a `JSON` payload: ``objects(from:as:metadata:options:)-(Payload,D.Type,_,_)``.
    public func objects<D: Decodable>(
        from payload: JSON, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<[D]> {
        try objects(from: Payload(payload), as: type, metadata: metadata, options: options)
    }

    /// Parses `data` and decodes it: ``objects(from:as:metadata:options:)-(Payload,D.Type,_,_)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func objects<D: Decodable>(
        from data: Data, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingError) -> MappingResult<[D]> {
        try mapping(data, expecting: .array) { payload throws(MappingConfigurationError) in
            try objects(from: payload, as: type, metadata: metadata, options: options)
        }
    }
}
