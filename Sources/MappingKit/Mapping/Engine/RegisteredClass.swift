/// The type a context's `@class` names in its catalog's ``ModelRegistry``:
/// what the verbs that name no type
/// (``MappingContext/object(from:metadata:options:)-(Payload,_,_)``) build,
/// through the ``Mappable`` verbs or the `Decodable` ones.
enum RegisteredClass {
    case mappable(any Mappable.Type)
    case decodable(any Decodable.Type)

    /// The type `context`'s `@class` names in its catalog's registry.
    ///
    /// - Throws: ``MappingConfigurationError`` when the context has no
    ///   `@class`, or names a class that is not registered.
    init(of context: MappingContext) throws(MappingConfigurationError) {
        let storage = context.storage
        let compiled = storage.contexts[context.index]
        var sink = DiagnosticSink()
        sink.files = storage.sources.files
        guard let className = compiled.className else {
            sink.report(.contextHasNoClass(context: compiled.identifier), located: compiled.location)
            throw MappingConfigurationError(diagnostics: sink.sorted)
        }
        let models = storage.models ?? ModelRegistry()
        if let info = models.info(named: className) {
            self = .mappable(info.type)
            return
        }
        if let info = models.decodable(named: className) {
            self = .decodable(info.type)
            return
        }
        let close = EditDistance.closest(to: className, in: models.names, limit: 1).first
        sink.report(.unknownClass(name: className, place: .context(compiled.identifier), nearest: close), located: compiled.location)
        throw MappingConfigurationError(diagnostics: sink.sorted)
    }

    /// A payload object built as this type through `context`.
    func object(
        from payload: Payload, through context: MappingContext, metadata: JSON, options: DecodingOptions
    ) throws(MappingConfigurationError) -> MappingResult<Any?> {
        switch self {
        case .mappable(let type):
            func build<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<Any?> {
                let result = try context.object(from: payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value, report: result.report)
            }
            return try build(type)
        case .decodable(let type):
            func build<D: Decodable>(_: D.Type) throws(MappingConfigurationError) -> MappingResult<Any?> {
                let result = try context.object(from: payload, as: D.self, metadata: metadata, options: options)
                return MappingResult(value: result.value.map { $0 as Any }, report: result.report)
            }
            return try build(type)
        }
    }

    /// Each element of an array payload (else the payload) built as this
    /// type through `context`.
    func objects(
        from payload: Payload, through context: MappingContext, metadata: JSON, options: DecodingOptions
    ) throws(MappingConfigurationError) -> MappingResult<[Any]> {
        switch self {
        case .mappable(let type):
            func build<M: Mappable>(_: M.Type) throws(MappingConfigurationError) -> MappingResult<[Any]> {
                let result = try context.objects(from: payload, as: M.self, metadata: metadata)
                return MappingResult(value: result.value.map { $0 as Any }, report: result.report)
            }
            return try build(type)
        case .decodable(let type):
            func build<D: Decodable>(_: D.Type) throws(MappingConfigurationError) -> MappingResult<[Any]> {
                let result = try context.objects(from: payload, as: D.self, metadata: metadata, options: options)
                return MappingResult(value: result.value.map { $0 as Any }, report: result.report)
            }
            return try build(type)
        }
    }
}
