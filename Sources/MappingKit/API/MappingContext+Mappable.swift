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
        let plan = try storage.plans.modelPlan(index, for: M.self, in: storage)
        return Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            var model = M()
            applier.mapModelRoot(root, into: &model, plan: plan)
            return MappingResult(value: model, report: applier.finish())
        }
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
        let plan = try storage.plans.modelPlan(index, for: M.self, in: storage)
        return mapModels(payload, plan: plan, metadata: metadata)
    }

    /// The models of `payload` mapped on the calling thread: one per
    /// element of an array, else one.
    func mapModels<M: Mappable>(_ payload: Payload, plan: MappingPlan<ModelTarget>, metadata: JSON) -> MappingResult<[M]> {
        Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            guard applier.kind(root) == .array else {
                var model = M()
                applier.mapModelRoot(root, into: &model, plan: plan)
                return MappingResult(value: [model], report: applier.finish())
            }
            let models: [M] = applier.mapModels(of: root, in: applier.allElements(of: root), plan: plan)
            return MappingResult(value: models, report: applier.finish())
        }
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
        let plan = try storage.plans.modelPlan(index, for: M.self, in: storage)
        return Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            applier.mapModelRoot(root, into: &model, plan: plan)
            return applier.finish()
        }
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
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in try object(from: payload, as: type, metadata: metadata) }
    }

    /// Maps a `JSON` payload: ``objects(from:as:metadata:)-(Payload,M.Type,JSON)``.
    public func objects<M: Mappable>(from payload: JSON, as type: M.Type, metadata: JSON = [:]) throws(MappingConfigurationError) -> MappingResult<[M]> {
        try objects(from: Payload(payload), as: type, metadata: metadata)
    }

    /// Parses `data` and maps it: ``objects(from:as:metadata:)-(Payload,M.Type,JSON)``.
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func objects<M: Mappable>(from data: Data, as type: M.Type, metadata: JSON = [:]) throws(MappingError) -> MappingResult<[M]> {
        let payload = try MappingError.parse(data)
        return try MappingError.configuring { () throws(MappingConfigurationError) in try objects(from: payload, as: type, metadata: metadata) }
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

    /// Populates a JSON document from a `JSON` payload:
    /// `map(_:intoJSON:)` with a `Payload`.
    @discardableResult
    public func map(_ payload: JSON, intoJSON document: inout JSON, metadata: JSON = [:]) -> ValidationReport {
        map(Payload(payload), intoJSON: &document, metadata: metadata)
    }

    // MARK: - JSON documents and the tool

    /// Maps each element of an array payload (or a payload that is not an
    /// array, or any payload when `asOneObject`, as one object: then an
    /// array's entries read it by index) to JSON, and
    /// hands each object to `body` as soon as it is made, so a caller can
    /// write a large result without holding all of it. A thrown error stops
    /// the mapping and is rethrown.
    package func forEachJSONObject<Failure: Error>(
        from payload: Payload, asOneObject: Bool = false, metadata: JSON = [:], _ body: (JSON) throws(Failure) -> Void
    ) throws(Failure) -> ValidationReport {
        let plan = storage.plans.jsonPlan(index, in: storage)
        var failure: Failure?
        let report = Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            guard !asOneObject, applier.kind(root) == .array else {
                var object = JSON.Object()
                // Asked for as one object: an array payload is read as one too.
                applier.mapJSONRoot(root, into: &object, plan: plan, acceptingArray: asOneObject)
                do throws(Failure) {
                    try body(.object(object))
                } catch {
                    failure = error
                }
                return applier.finish()
            }
            applier.mapJSONObjects(of: root, in: applier.allElements(of: root), plan: plan) { object in
                do throws(Failure) {
                    try body(object)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            return applier.finish()
        }
        if let failure { throw failure }
        return report
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
    public func map(_ payload: Payload, intoJSON document: inout JSON, metadata: JSON = [:]) -> ValidationReport {
        let plan = storage.plans.jsonPlan(index, in: storage)
        return Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, payload in
            switch document {
            case .object(var object):
                document = .null
                applier.mapJSONRoot(payload, into: &object, plan: plan)
                document = .object(object)
            case .array(var items):
                guard applier.kind(payload) == .array else {
                    let found = applier.payloadValue(payload)
                    applier.recordAtContext(.documentMismatch, context: plan.context, problem: .documentNeedsArray(found: found.summary))
                    break
                }
                document = .null
                applier.forEachElement(of: payload) { applier, position, element in
                    applier.atElement(source: position, target: position) { applier in
                        guard position < items.count else {
                            var object = JSON.Object()
                            if applier.mapJSONRoot(element, into: &object, plan: plan) { items.append(.object(object)) }
                            return
                        }
                        guard var object = items[position].objectValue else {
                            applier.recordAtContext(
                                .documentMismatch, context: plan.context,
                                problem: .documentElementNotObject(found: PayloadValue(items[position]).summary))
                            return
                        }
                        items[position] = .null
                        applier.mapJSONRoot(element, into: &object, plan: plan)
                        items[position] = .object(object)
                    }
                    return true
                }
                document = .array(items)
            default:
                applier.recordAtContext(
                    .documentMismatch, context: plan.context, problem: .documentNotContainer(found: PayloadValue(document).summary))
            }
            return applier.finish()
        }
    }
}
