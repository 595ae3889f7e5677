import Foundation

/// What the public verbs (`API/`) run: one mapping call on the engine for
/// each verb's target, an ``Applier`` over the payload with the context's
/// plan for that target. The verbs only pick the form; the work is here.
extension MappingContext {
    // MARK: - Models

    /// A new model mapped from a payload object
    /// (``object(from:as:metadata:)-(Payload,M.Type,JSON)``).
    func runObject<M: Mappable>(_ payload: Payload, as _: M.Type, metadata: JSON) throws(MappingConfigurationError) -> MappingResult<M> {
        let plan = try storage.plans.modelPlan(index, for: M.self, in: storage)
        return Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            var model = M()
            applier.mapModelRoot(root, into: &model, plan: plan)
            return MappingResult(value: model, report: applier.finish())
        }
    }

    /// One model per element of an array payload, else one, on the calling
    /// thread (``objects(from:as:metadata:)-(Payload,M.Type,JSON)``).
    func runObjects<M: Mappable>(_ payload: Payload, as _: M.Type, metadata: JSON) throws(MappingConfigurationError) -> MappingResult<[M]> {
        let plan = try storage.plans.modelPlan(index, for: M.self, in: storage)
        return mapModels(payload, plan: plan, metadata: metadata)
    }

    /// ``runObjects(_:as:metadata:)`` on up to `jobs` threads when the
    /// array is worth it (``objects(from:as:metadata:jobs:)-(Payload,M.Type,JSON,Int)``).
    func runObjects<M: Mappable & SendableMetatype>(
        _ payload: Payload, as _: M.Type, metadata: JSON, jobs: Int
    ) throws(MappingConfigurationError) -> MappingResult<[M]> {
        let plan = try storage.plans.modelPlan(index, for: M.self, in: storage)
        if jobs > 1, let result: MappingResult<[M]> = objectsInParallel(payload, plan: plan, metadata: metadata, jobs: jobs) {
            return result
        }
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

    /// An existing model populated (``map(_:into:metadata:)-(Payload,_,_)``).
    func runPopulate<M: Mappable>(_ payload: Payload, into model: inout M, metadata: JSON) throws(MappingConfigurationError) -> ValidationReport {
        let plan = try storage.plans.modelPlan(index, for: M.self, in: storage)
        return Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            applier.mapModelRoot(root, into: &model, plan: plan)
            return applier.finish()
        }
    }

    // MARK: - JSON

    /// A payload object mapped to JSON
    /// (``object(from:as:metadata:)-(Payload,JSON.Type,JSON)``).
    func runJSONObject(_ payload: Payload, metadata: JSON) -> MappingResult<JSON> {
        let plan = storage.plans.jsonPlan(index, in: storage)
        return Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            var object = JSON.Object()
            applier.mapJSONRoot(root, into: &object, plan: plan)
            return MappingResult(value: .object(object), report: applier.finish())
        }
    }

    /// One JSON object per element of an array payload, else one, on up to
    /// `jobs` threads when the array is worth it
    /// (``objects(from:as:metadata:jobs:)-(Payload,JSON.Type,JSON,Int)``).
    func runJSONObjects(_ payload: Payload, metadata: JSON, jobs: Int) -> MappingResult<[JSON]> {
        if jobs > 1, let result = jsonObjectsInParallel(payload, metadata: metadata, jobs: jobs) { return result }
        var results: [JSON] = []
        let report = forEachJSONObject(from: payload, metadata: metadata) { results.append($0) }
        return MappingResult(value: results, report: report)
    }

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

    /// An existing JSON document populated
    /// (``map(_:intoJSON:metadata:)-(Payload,_,_)``).
    func runPopulateJSON(_ payload: Payload, into document: inout JSON, metadata: JSON) -> ValidationReport {
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
