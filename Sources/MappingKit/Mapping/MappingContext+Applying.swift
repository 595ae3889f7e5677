import Foundation

/// The mapping verbs. Each has one core form taking a ``Payload`` (a parsed
/// document read in place, or a `JSON` value, possibly a selected part of
/// either); the `JSON` and `Data` forms forward to it.
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
    /// - Throws: ``MappingConfigurationError`` when the context does not fit
    ///   `M` (unknown properties, `@object` on a plain property, a default
    ///   that cannot convert, a transformer of the wrong type). Payload
    ///   problems never throw: they are issues in the report.
    public func object<M: Mappable>(from payload: Payload, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<M> {
        try validate(M.self)
        var applier = Applier(storage: storage, root: payload.value, maximumIssues: maximumIssues)
        var model = M()
        applier.mapRoot(payload.value, into: &model, context: index)
        return MappingResult(value: model, report: applier.finish())
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
    public func objects<M: Mappable>(from payload: Payload, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<[M]> {
        try validate(M.self)
        let root = payload.value
        var applier = Applier(storage: storage, root: root, maximumIssues: maximumIssues)
        guard root.kind == .array else {
            var model = M()
            applier.mapRoot(root, into: &model, context: index)
            return MappingResult(value: [model], report: applier.finish())
        }
        var models: [M] = []
        models.reserveCapacity(root.count)
        root.forEachElement { position, element in
            applier.source.push(.index(position))
            applier.target.push(.index(models.count))
            var model = M()
            if applier.mapRoot(element, into: &model, context: index) { models.append(model) }
            applier.source.pop()
            applier.target.pop()
            return true
        }
        return MappingResult(value: models, report: applier.finish())
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
    public func map<M: Mappable>(_ payload: Payload, into model: inout M) throws(MappingConfigurationError) -> ValidationReport {
        try validate(M.self)
        var applier = Applier(storage: storage, root: payload.value, maximumIssues: maximumIssues)
        applier.mapRoot(payload.value, into: &model, context: index)
        return applier.finish()
    }

    /// Populates an existing class instance.
    @discardableResult
    public func map<M: Mappable & AnyObject>(_ payload: Payload, into model: M) throws(MappingConfigurationError) -> ValidationReport {
        var reference = model
        return try map(payload, into: &reference)
    }

    // MARK: - JSON and Data forms

    /// Maps a `JSON` payload: ``object(from:as:)-(Payload,M.Type)``.
    public func object<M: Mappable>(from payload: JSON, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<M> {
        try object(from: Payload(payload), as: type)
    }

    /// Parses `data` and maps it: ``object(from:as:)-(Payload,M.Type)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func object<M: Mappable>(from data: Data, as type: M.Type) throws(MappingError) -> MappingResult<M> {
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in try object(from: payload, as: type) }
    }

    /// Maps a `JSON` payload: ``objects(from:as:)-(Payload,M.Type)``.
    public func objects<M: Mappable>(from payload: JSON, as type: M.Type) throws(MappingConfigurationError) -> MappingResult<[M]> {
        try objects(from: Payload(payload), as: type)
    }

    /// Parses `data` and maps it: ``objects(from:as:)-(Payload,M.Type)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func objects<M: Mappable>(from data: Data, as type: M.Type) throws(MappingError) -> MappingResult<[M]> {
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in try objects(from: payload, as: type) }
    }

    /// Populates a model from a `JSON` payload: `map(_:into:)` with a `Payload`.
    @discardableResult
    public func map<M: Mappable>(_ payload: JSON, into model: inout M) throws(MappingConfigurationError) -> ValidationReport {
        try map(Payload(payload), into: &model)
    }

    /// Populates a class instance from a `JSON` payload.
    @discardableResult
    public func map<M: Mappable & AnyObject>(_ payload: JSON, into model: M) throws(MappingConfigurationError) -> ValidationReport {
        try map(Payload(payload), into: model)
    }

    /// Populates a JSON document from a `JSON` payload:
    /// `map(_:intoJSON:)` with a `Payload`.
    @discardableResult
    public func map(_ payload: JSON, intoJSON document: inout JSON) -> ValidationReport {
        map(Payload(payload), intoJSON: &document)
    }

    // MARK: - JSON documents and the tool

    /// Maps each element of an array payload (or a payload that is not an
    /// array, or any payload when `asOneObject`, as one object) to JSON, and
    /// hands each object to `body` as soon as it is made, so a caller can
    /// write a large result without holding all of it. A thrown error stops
    /// the mapping and is rethrown.
    package func forEachJSONObject<Failure: Error>(
        from payload: Payload, asOneObject: Bool = false, _ body: (JSON) throws(Failure) -> Void
    ) throws(Failure) -> ValidationReport {
        let payload = payload.value
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
            var object = JSON.Object()
            let mapped = applier.atElement(source: position, target: produced) {
                $0.mapJSONRoot(element, into: &object, context: index)
            }
            guard mapped else { return true }
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

    /// Populates an existing JSON document the way models are populated:
    /// keys with an issue keep their value, collections follow
    /// `@clearContent`, `@insertContentAtBegin` and `@identity`.
    ///
    /// What happens for each kind of document and payload:
    ///
    /// | document | payload | result |
    /// |---|---|---|
    /// | object | object | the object is populated |
    /// | object | array or scalar | untouched, an error issue (unless every entry reads `@self`: then the payload maps as one object) |
    /// | array | array | element by element: the document's element at the same position is populated; payload elements past the document's end are appended as new objects; a document element that is not an object is left as it was, with an error issue |
    /// | array | object or scalar | untouched, an error issue |
    /// | string, number, bool or null | any | untouched, an error issue |
    ///
    /// ```swift
    /// var document: JSON = [["login": "a"], ["login": "b"]]
    /// let report = context.map(Payload(["name": "Ada"]), intoJSON: &document)
    /// document           // unchanged
    /// report.hasErrors   // true: "expected an array of objects, one for each element"
    /// ```
    @discardableResult
    public func map(_ payload: Payload, intoJSON document: inout JSON) -> ValidationReport {
        let payload = payload.value
        var applier = Applier(storage: storage, root: payload, maximumIssues: maximumIssues)
        switch document {
        case .object(var object):
            if applier.mapJSONRoot(payload, into: &object, context: index) { document = .object(object) }
        case .array(var items):
            guard payload.kind == .array else {
                applier.recordDocumentMismatch(context: index, problem: .documentNeedsArray(found: payload.summary))
                break
            }
            payload.forEachElement { position, element in
                applier.atElement(source: position, target: position) { applier in
                    guard position < items.count else {
                        var object = JSON.Object()
                        if applier.mapJSONRoot(element, into: &object, context: index) { items.append(.object(object)) }
                        return
                    }
                    guard var object = items[position].objectValue else {
                        applier.recordDocumentMismatch(
                            context: index, problem: .documentElementNotObject(found: PayloadValue(items[position]).summary))
                        return
                    }
                    if applier.mapJSONRoot(element, into: &object, context: index) { items[position] = .object(object) }
                }
                return true
            }
            document = .array(items)
        default:
            applier.recordDocumentMismatch(context: index, problem: .documentNotContainer(found: PayloadValue(document).summary))
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
            sink.report(
                .contextModelMismatch(context: identifier, className: className, requested: "\(M.self)"),
                located: compiled.location)
        }
        var validator = ModelValidator(storage: storage, sink: sink)
        // An entry whose transformer is not registered could fill nothing:
        // a configuration error, as for a catalog loaded with transformers:.
        validator.checksTransformerNames = true
        validator.validate(context: index, model: ModelInfo(M.self, name: storage.models?.info(for: M.self)?.name ?? String(describing: M.self)))
        if validator.diagnostics.hasErrors { throw MappingConfigurationError(diagnostics: validator.diagnostics.sorted) }
        storage.validated.insert(key)
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
    mutating func recordDocumentMismatch(context index: Int, problem: @autoclosure () -> IssueProblem) {
        recordAtContext(.documentMismatch, context: storage.contexts[index], problem: problem())
    }

    private mutating func recordRoot(_ value: PayloadValue, context index: Int) {
        recordAtContext(.elementNotObject, context: storage.contexts[index], problem: .elementNotObject(found: value.summary))
    }
}
