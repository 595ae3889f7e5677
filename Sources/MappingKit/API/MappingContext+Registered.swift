import Foundation

/// The verbs that name no type (AppCoreKit's `objectFromValue:` and
/// `objectsFromValue:`): the context's `@class` says what to build, from
/// the catalog's ``ModelRegistry``, so a catalog can decide what a payload
/// becomes.
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
        switch try registeredClass() {
        case .mappable(let type):
            func build<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<Any?> {
                let result = try object(from: payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value, report: result.report)
            }
            return try build(type)
        case .decodable(let type):
            func build<D: Decodable>(_: D.Type) throws(MappingConfigurationError) -> MappingResult<Any?> {
                let result = try object(from: payload, as: D.self, metadata: metadata, options: options)
                return MappingResult(value: result.value.map { $0 as Any }, report: result.report)
            }
            return try build(type)
        }
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
        switch try registeredClass() {
        case .mappable(let type):
            func build<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<[Any]> {
                let result = try objects(from: payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value.map { $0 as Any }, report: result.report)
            }
            return try build(type)
        case .decodable(let type):
            func build<D: Decodable>(_: D.Type) throws(MappingConfigurationError) -> MappingResult<[Any]> {
                let result = try objects(from: payload, as: D.self, metadata: metadata, options: options)
                return MappingResult(value: result.value.map { $0 as Any }, report: result.report)
            }
            return try build(type)
        }
    }

    /// Parses `data` and builds the context's `@class`: ``object(from:metadata:options:)-(Payload,_,_)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func object(from data: Data, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()) throws(MappingError)
        -> MappingResult<Any?>
    {
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in
            try object(from: payload, metadata: metadata, options: options)
        }
    }

    /// Parses `data` and builds the context's `@class` for each element: ``objects(from:metadata:options:)-(Payload,_,_)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func objects(from data: Data, metadata: JSON = [:], options: DecodingOptions = DecodingOptions()) throws(MappingError)
        -> MappingResult<[Any]>
    {
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in
            try objects(from: payload, metadata: metadata, options: options)
        }
    }

    /// A registered type the context's `@class` names.
    private enum RegisteredClass {
        case mappable(any Mappable.Type)
        case decodable(any Decodable.Type)
    }

    /// The type the context's `@class` names in the catalog's registry.
    private func registeredClass() throws(MappingConfigurationError) -> RegisteredClass {
        let compiled = storage.contexts[index]
        var sink = DiagnosticSink()
        sink.files = storage.sources.files
        guard let className = compiled.className else {
            sink.report(.contextHasNoClass(context: compiled.identifier), located: compiled.location)
            throw MappingConfigurationError(diagnostics: sink.sorted)
        }
        let models = storage.models ?? ModelRegistry()
        if let info = models.info(named: className) { return .mappable(info.type) }
        if let info = models.decodable(named: className) { return .decodable(info.type) }
        let close = EditDistance.closest(to: className, in: models.names, limit: 1).first
        sink.report(.unknownClass(name: className, place: .context(compiled.identifier), nearest: close), located: compiled.location)
        throw MappingConfigurationError(diagnostics: sink.sorted)
    }
}
