import Foundation

extension MappingContext {
    // MARK: - Models

    /// Maps a payload object to a new model.
    ///
    /// ```swift
    /// let result = try catalog.context("$TweetModel").object(from: payload, as: TweetModel.self)
    /// result.value.name     // "Twitter API"
    /// result.report.issues  // [] when the payload had everything
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit
    ///   `M` (unknown properties, `@object` on a plain property, a default
    ///   that cannot convert, a transformer of the wrong type). Payload
    ///   problems never throw: they are issues in the report.
    public func object<M: Mappable>(from payload: JSON, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<M> {
        try object(from: PayloadValue(payload), as: type)
    }

    /// Parses `data` and maps it to a new model, reading the parsed
    /// document directly (no `JSON` tree is built).
    ///
    /// - Throws: ``JSONParseError`` or ``MappingConfigurationError``.
    public func object<M: Mappable>(from data: Data, as type: M.Type) throws -> MappingResult<M> {
        try object(from: try Self.payload(data), as: type)
    }

    /// Maps an array payload to one model per element (a payload that is
    /// not an array maps to one model). An element that is not an object is
    /// an `invalidElement` issue and is skipped.
    ///
    /// ```swift
    /// let tweets = try context.objects(from: timeline, as: TweetModel.self)
    /// tweets.value.count  // 20
    /// ```
    public func objects<M: Mappable>(from payload: JSON, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<[M]> {
        try objects(from: PayloadValue(payload), as: type)
    }

    /// Parses `data` and maps it like ``objects(from:as:)-(JSON,M.Type)``.
    public func objects<M: Mappable>(from data: Data, as type: M.Type) throws -> MappingResult<[M]> {
        try objects(from: try Self.payload(data), as: type)
    }

    /// Populates an existing model (a struct through `inout`). Properties
    /// with an issue keep their value; nested models already present are
    /// updated in place.
    ///
    /// ```swift
    /// var tweet = existingTweet
    /// let report = try catalog.context("$TweetModel_Details").map(details, into: &tweet)
    /// ```
    @discardableResult
    public func map<M: Mappable>(_ payload: JSON, into model: inout M) throws(MappingConfigurationError) -> ValidationReport {
        try validate(M.self)
        var applier = Applier(storage: storage, root: PayloadValue(payload), maximumIssues: maximumIssues)
        applier.mapRoot(PayloadValue(payload), into: &model, context: index)
        return applier.finish()
    }

    /// Populates an existing class instance.
    @discardableResult
    public func map<M: Mappable & AnyObject>(_ payload: JSON, into model: M) throws(MappingConfigurationError) -> ValidationReport {
        var reference = model
        return try map(payload, into: &reference)
    }

    /// Maps a payload to a new instance of the context's `@class`, looked up
    /// in the catalog's ``ModelRegistry``.
    ///
    /// - Throws: ``MappingConfigurationError`` when the context has no
    ///   `@class` or the catalog has no registry naming it.
    public func object(from payload: JSON) throws(MappingConfigurationError) -> MappingResult<any Mappable> {
        let type = try registeredClass()
        func open<M: Mappable>(_ type: M.Type) throws(MappingConfigurationError) -> MappingResult<any Mappable> {
            let result = try object(from: payload, as: type)
            return MappingResult(value: result.value, report: result.report)
        }
        return try open(type)
    }

    /// Maps an array payload to instances of the context's registered `@class`.
    public func objects(from payload: JSON) throws(MappingConfigurationError) -> MappingResult<[any Mappable]> {
        let type = try registeredClass()
        func open<M: Mappable>(_ type: M.Type) throws(MappingConfigurationError) -> MappingResult<[any Mappable]> {
            let result = try objects(from: payload, as: type)
            return MappingResult(value: result.value, report: result.report)
        }
        return try open(type)
    }

    // MARK: - JSON (no model types)

    /// Maps a payload object to JSON shaped by the entries: keys are the
    /// entry names in file order, defaults and transformers applied, nested
    /// objects and collections mapped; an entry with no value is absent.
    ///
    /// ```swift
    /// let result = try catalog.context("$TweetModel").jsonObject(from: payload)
    /// print(result.value)  // {"imageUrl":"http://…","name":"Twitter API",…}
    /// ```
    @available(*, deprecated, message: "use object(from:as: JSON.self); json(from:) is the reverse direction")
    public func jsonObject(from payload: JSON) -> MappingResult<JSON> {
        jsonObject(from: PayloadValue(payload))
    }

    /// Maps an array payload to an array of JSON objects (a payload that is
    /// not an array maps to one object in an array).
    @available(*, deprecated, message: "use objects(from:as: JSON.self), which returns [JSON]")
    public func jsonObjects(from payload: JSON) -> MappingResult<JSON> {
        jsonObjects(from: PayloadValue(payload))
    }

    /// Populates an existing JSON document the way models are populated:
    /// keys with an issue keep their value, collections follow
    /// `@clearContent`, `@insertContentAtBegin` and `@identity`.
    ///
    /// An object document takes an object payload. An array document takes
    /// an array payload, element by element: the document's element at the
    /// same position is populated, payload elements past its end are appended
    /// as new objects, and a document element that is not an object is left
    /// as it was with an error issue. Any other combination (an array payload
    /// for an object document, an object for an array, a document that is a
    /// string, number, bool or null) leaves the document untouched and
    /// reports an error issue saying what was expected; nothing is replaced.
    ///
    /// ```swift
    /// var document: JSON = [["login": "a"], ["login": "b"]]
    /// let report = context.map(["name": "Ada"], intoJSON: &document)
    /// document           // unchanged
    /// report.hasErrors   // true: "expected an array of objects, one for each element"
    /// ```
    @discardableResult
    public func map(_ payload: JSON, intoJSON document: inout JSON) -> ValidationReport {
        map(PayloadValue(payload), intoJSON: &document)
    }

    // MARK: - Internals shared with the tool and the Data forms

    static func payload(_ data: Data) throws(JSONParseError) -> PayloadValue {
        let document = try JSONDocument(parsing: [UInt8](data))
        return PayloadValue(document: document, index: document.root)
    }

    func object<M: Mappable>(from payload: PayloadValue, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<M> {
        try validate(M.self)
        var applier = Applier(storage: storage, root: payload, maximumIssues: maximumIssues)
        var model = M()
        applier.mapRoot(payload, into: &model, context: index)
        return MappingResult(value: model, report: applier.finish())
    }

    func objects<M: Mappable>(from payload: PayloadValue, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<[M]> {
        try validate(M.self)
        var applier = Applier(storage: storage, root: payload, maximumIssues: maximumIssues)
        guard let elements = payload.elements else {
            var model = M()
            applier.mapRoot(payload, into: &model, context: index)
            return MappingResult(value: [model], report: applier.finish())
        }
        var models: [M] = []
        models.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            applier.source.push(.index(position))
            applier.target.push(.index(models.count))
            var model = M()
            if applier.mapRoot(element, into: &model, context: index) { models.append(model) }
            applier.source.pop()
            applier.target.pop()
        }
        return MappingResult(value: models, report: applier.finish())
    }

    func jsonObject(from payload: PayloadValue) -> MappingResult<JSON> {
        var applier = Applier(storage: storage, root: payload, maximumIssues: maximumIssues)
        var object = JSON.Object()
        applier.mapJSONRoot(payload, into: &object, context: index)
        return MappingResult(value: .object(object), report: applier.finish())
    }

    func jsonObjects(from payload: PayloadValue) -> MappingResult<JSON> {
        var results: [JSON] = []
        let report = forEachJSONObject(from: payload) { results.append($0) }
        return MappingResult(value: .array(results), report: report)
    }

    /// Maps each element of an array payload (or a payload that is not an
    /// array, or any payload when `asOneObject`, as one object) to JSON, and
    /// hands each object to `body` as soon as it is made, so a caller can
    /// write a large result without holding all of it. A thrown error stops
    /// the mapping and is rethrown.
    package func forEachJSONObject<Failure: Error>(
        from payload: PayloadValue, asOneObject: Bool = false, _ body: (JSON) throws(Failure) -> Void
    ) throws(Failure) -> ValidationReport {
        var applier = Applier(storage: storage, root: payload, maximumIssues: maximumIssues)
        guard !asOneObject, payload.kind == .array else {
            var object = JSON.Object()
            applier.mapJSONRoot(payload, into: &object, context: index)
            try body(.object(object))
            return applier.finish()
        }
        var produced = 0
        var failure: Failure?
        payload.forEachElement { position, element in
            applier.source.push(.index(position))
            applier.target.push(.index(produced))
            defer {
                applier.source.pop()
                applier.target.pop()
            }
            var object = JSON.Object()
            guard applier.mapJSONRoot(element, into: &object, context: index) else { return true }
            produced += 1
            do throws(Failure) {
                try body(.object(object))
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return applier.finish()
    }

    /// Populates a JSON document. What happens for each kind of document
    /// and payload:
    ///
    /// | document | payload | result |
    /// |---|---|---|
    /// | object | object | the object is populated |
    /// | object | array or scalar | untouched, an error issue (unless every entry reads `@self`: then the payload maps as one object) |
    /// | array | array | element by element: the document's element at the same position is populated; payload elements past the document's end are appended as new objects; a document element that is not an object is left as it was, with an error issue |
    /// | array | object or scalar | untouched, an error issue |
    /// | string, number, bool or null | any | untouched, an error issue |
    package func map(_ payload: PayloadValue, intoJSON document: inout JSON) -> ValidationReport {
        var applier = Applier(storage: storage, root: payload, maximumIssues: maximumIssues)
        switch document {
        case .object(var object):
            if applier.mapJSONRoot(payload, into: &object, context: index) { document = .object(object) }
        case .array(var items):
            guard payload.kind == .array else {
                applier.recordDocumentMismatch(
                    context: index, message: "cannot populate an array document from \(payload.summary); expected an array of objects, one for each element")
                break
            }
            payload.forEachElement { position, element in
                applier.source.push(.index(position))
                applier.target.push(.index(position))
                defer {
                    applier.source.pop()
                    applier.target.pop()
                }
                guard position < items.count else {
                    var object = JSON.Object()
                    if applier.mapJSONRoot(element, into: &object, context: index) { items.append(.object(object)) }
                    return true
                }
                guard var object = items[position].objectValue else {
                    applier.recordDocumentMismatch(
                        context: index,
                        message: "the document's element is \(PayloadValue(items[position]).summary), not an object; it is left as it was")
                    return true
                }
                if applier.mapJSONRoot(element, into: &object, context: index) { items[position] = .object(object) }
                return true
            }
            document = .array(items)
        default:
            applier.recordDocumentMismatch(
                context: index,
                message: "cannot populate a document that is \(PayloadValue(document).summary); expected an object or an array of objects")
        }
        return applier.finish()
    }

    /// Checks once per model type that this context fits `M`.
    func validate<M: Mappable>(_ type: M.Type) throws(MappingConfigurationError) {
        let key = "\(index)\u{0}\(ObjectIdentifier(M.self).hashValue)"
        if storage.validated.contains(key) { return }
        var sink = DiagnosticSink()
        sink.files = storage.sources.files
        if let className = compiled.className, let registered = storage.models?.info(named: className), registered.type != M.self {
            sink.error(
                "context '\(identifier)' maps into \(className), not \(M.self)", at: compiled.location,
                suggestion: "ask for \(className).self, or use a context whose '@class' is \(M.self)")
        }
        var validator = ModelValidator(storage: storage, sink: sink)
        // An entry whose transformer is not registered could fill nothing:
        // a configuration error, as for a catalog loaded with transformers:.
        validator.checksTransformerNames = true
        validator.validate(context: index, model: ModelInfo(M.self, name: storage.models?.info(for: M.self)?.name ?? String(describing: M.self)))
        if validator.diagnostics.hasErrors { throw MappingConfigurationError(diagnostics: validator.diagnostics.sorted) }
        storage.validated.insert(key)
    }

    private func registeredClass() throws(MappingConfigurationError) -> any Mappable.Type {
        guard let className = compiled.className else {
            throw MappingConfigurationError(diagnostics: [Diagnostic(
                message: "context '\(identifier)' has no '@class'", location: compiled.location,
                suggestion: "add \"@class\" to the context, or call object(from:as:) with a model type")])
        }
        guard let type = storage.models?.info(named: className)?.type else {
            throw MappingConfigurationError(diagnostics: [Diagnostic(
                message: "model class '\(className)' of '\(identifier)' is not registered", location: compiled.location,
                suggestion: "load the catalog with models: a ModelRegistry that registers \(className)")])
        }
        return type
    }
}

extension Applier {
    /// Maps one root object (a payload or an element of an array payload);
    /// `false` after an `invalidElement` issue when it is not an object.
    @discardableResult
    mutating func mapRoot<M: Mappable>(_ value: PayloadValue, into model: inout M, context index: Int) -> Bool {
        guard value.kind == .object || contextReadsSelfOnly(index) else {
            recordRoot(value, context: index)
            return false
        }
        map(value, into: &model, context: index)
        return true
    }

    @discardableResult
    mutating func mapJSONRoot(_ value: PayloadValue, into object: inout JSON.Object, context index: Int) -> Bool {
        guard value.kind == .object || contextReadsSelfOnly(index) else {
            recordRoot(value, context: index)
            return false
        }
        mapJSON(value, into: &object, context: index)
        return true
    }

    private func contextReadsSelfOnly(_ index: Int) -> Bool {
        let entries = storage.contexts[index].entries
        return !entries.isEmpty && entries.allSatisfy { $0.keyPath.isSelf }
    }

    /// An error issue at the root: the document to populate does not fit
    /// the payload; the document is left as it was.
    mutating func recordDocumentMismatch(context index: Int, message: String) {
        let context = storage.contexts[index]
        append(ValidationIssue(
            severity: .error, kind: .typeMismatch, sourcePath: source.rendered(in: rootValue), targetPath: target.rendered(),
            context: context.identifier, entry: "", keyPath: "@self", location: context.location, message: message))
    }

    private mutating func recordRoot(_ value: PayloadValue, context index: Int) {
        let context = storage.contexts[index]
        append(ValidationIssue(
            severity: .error, kind: .invalidElement, sourcePath: source.rendered(in: rootValue), targetPath: target.rendered(),
            context: context.identifier, entry: "", keyPath: "@self", location: context.location,
            message: "expected object, found \(value.summary)"))
    }
}
