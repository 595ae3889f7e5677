import Foundation

/// The mapping verbs for any `Decodable` type: the context's entries name
/// the coding keys the type's `init(from:)` asks for; a key the context does
/// not name is read from the payload under the same key.
///
/// A type that is both ``Mappable`` and `Decodable` is mapped with its
/// property table, whichever verb is called (the options do not apply to
/// it). `map(_:into:)` is for ``Mappable`` types only: a `Decodable` value
/// is made by its initializer and cannot be populated.
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
        if let mappable = DecodedType.of(D.self).mappable {
            func viaTable<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<D?> {
                let result = try object(from: payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value as? D, report: result.report)
            }
            return try viaTable(mappable)
        }
        return try decodedObject(from: payload, as: D.self, metadata: metadata, options: options)
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
        if let mappable = DecodedType.of(D.self).mappable {
            func viaTable<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<[D]> {
                let result = try objects(from: payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value.compactMap { $0 as? D }, report: result.report)
            }
            return try viaTable(mappable)
        }
        return try decodedObjects(from: payload, as: D.self, metadata: metadata, options: options)
    }

    // MARK: - Through init(from:) whatever the type

    /// ``object(from:as:metadata:options:)-(Payload,D.Type,_,_)`` through
    /// `init(from:)` even for a ``Mappable`` type (the benchmark decodes the
    /// same structs both ways).
    package func decodedObject<D: Decodable>(
        from payload: Payload, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<D?> {
        let plan = try storage.plans.decodablePlan(index, for: D.self, in: storage)
        return decoding(payload, metadata: metadata, options: options) { session, root in session.decodeRoot(D.self, root, plan: plan) }
    }

    /// ``objects(from:as:metadata:options:)-(Payload,D.Type,_,_)`` through
    /// `init(from:)` even for a ``Mappable`` type.
    package func decodedObjects<D: Decodable>(
        from payload: Payload, as type: D.Type, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()
    ) throws(MappingConfigurationError) -> MappingResult<[D]> {
        let plan = try storage.plans.decodablePlan(index, for: D.self, in: storage)
        return decoding(payload, metadata: metadata, options: options) { session, root in session.decodeRoots(D.self, root, plan: plan) }
    }

    /// One decoding call: a session over the payload, `body`'s value, and the report.
    private func decoding<Value>(
        _ payload: Payload, metadata: JSON, options: DecodingOptions, _ body: (DecodingSession, SourceValue) -> Value
    ) -> MappingResult<Value> {
        Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            let session = DecodingSession(applier: applier, mode: .mapping, options: options)
            let value = body(session, root)
            applier = session.applier
            return MappingResult(value: value, report: applier.finish())
        }
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
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in
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
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in
            try objects(from: payload, as: type, metadata: metadata, options: options)
        }
    }
}
