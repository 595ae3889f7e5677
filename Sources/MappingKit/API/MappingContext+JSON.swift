import Foundation

extension MappingContext {
    /// Maps a payload object without model types: the result is JSON shaped
    /// by the context's entries (keys are the entry names in file order,
    /// defaults and transformers applied, nested objects and collections
    /// mapped; an entry with no value is absent). The context's `@class`, if
    /// any, is not needed and not created. This is what the `mappings` tool
    /// does, and how a third-party payload is validated with no Swift code.
    ///
    /// Dynamic mapping uses the same verbs as typed mapping, with `JSON` as
    /// the type; `json(from:)` is the other direction (a model back to JSON).
    ///
    /// ```swift
    /// let result = catalog.context("$TweetModel").object(from: Payload(parsing: data), as: JSON.self)
    /// print(result.value)  // {"identifier":"1","message":"Hello",…}
    /// ```
    ///
    /// A payload that is not an object (an array, a number, a string,
    /// `null`) maps to an empty object with one `invalidElement` error issue
    /// (`expected object, found null`), unless every entry reads `@self`.
    public func object(from payload: Payload, as type: JSON.Type, metadata: JSON = [:]) -> MappingResult<JSON> {
        let plan = storage.plans.jsonPlan(index, in: storage)
        return Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) { applier, root in
            var object = JSON.Object()
            applier.mapJSONRoot(root, into: &object, plan: plan)
            return MappingResult(value: .object(object), report: applier.finish())
        }
    }

    /// Maps an array payload without model types: one JSON object per
    /// element, as ``object(from:as:metadata:)-(Payload,JSON.Type,JSON)`` maps each; a
    /// payload that is not an array maps to one object. An element that is
    /// not an object is an `invalidElement` issue and is skipped.
    ///
    /// ```swift
    /// let result = try catalog.context("$TweetModel").objects(from: Payload(parsing: data), as: JSON.self)
    /// result.value.count  // one per tweet
    /// ```
    ///
    /// With `jobs` above 1, a large array maps on up to that many threads,
    /// with exactly the result and the report of `jobs: 1`, as
    /// ``objects(from:as:metadata:jobs:)-(Payload,M.Type,JSON,Int)`` maps
    /// models (what `mappings apply --jobs` does); the default, 1, starts
    /// no thread.
    ///
    /// ```swift
    /// let result = try context.objects(from: Payload(parsing: data), as: JSON.self, jobs: 4)
    /// ```
    public func objects(from payload: Payload, as type: JSON.Type, metadata: JSON = [:], jobs: Int = 1) -> MappingResult<[JSON]> {
        if jobs > 1, let result = jsonObjectsInParallel(payload, metadata: metadata, jobs: jobs) { return result }
        var results: [JSON] = []
        let report = forEachJSONObject(from: payload, metadata: metadata) { results.append($0) }
        return MappingResult(value: results, report: report)
    }

    /// Maps a `JSON` payload: ``object(from:as:metadata:)-(Payload,JSON.Type,JSON)``.
    public func object(from payload: JSON, as type: JSON.Type, metadata: JSON = [:]) -> MappingResult<JSON> {
        object(from: Payload(payload), as: type, metadata: metadata)
    }

    /// Parses `data` and maps it: ``object(from:as:metadata:)-(Payload,JSON.Type,JSON)``.
    ///
    /// ```swift
    /// let result = try context.object(from: Data(#"{"id_str": "1"}"#.utf8), as: JSON.self)
    /// ```
    public func object(from data: Data, as type: JSON.Type, metadata: JSON = [:]) throws(JSONParseError) -> MappingResult<JSON> {
        object(from: try Payload(parsing: data), as: type, metadata: metadata)
    }

    /// Maps a `JSON` payload: ``objects(from:as:metadata:jobs:)-(Payload,JSON.Type,JSON,Int)``.
    ///
    /// ```swift
    /// let result = context.objects(from: [["id_str": "1"]], as: JSON.self)
    /// ```
    public func objects(from payload: JSON, as type: JSON.Type, metadata: JSON = [:], jobs: Int = 1) -> MappingResult<[JSON]> {
        objects(from: Payload(payload), as: type, metadata: metadata, jobs: jobs)
    }

    /// Parses `data` and maps it: ``objects(from:as:metadata:jobs:)-(Payload,JSON.Type,JSON,Int)``.
    ///
    /// ```swift
    /// let result = try context.objects(from: Data(#"[{"id_str": "1"}]"#.utf8), as: JSON.self)
    /// ```
    public func objects(
        from data: Data, as type: JSON.Type, metadata: JSON = [:], jobs: Int = 1
    ) throws(JSONParseError) -> MappingResult<[JSON]> {
        objects(from: try Payload(parsing: data), as: type, metadata: metadata, jobs: jobs)
    }
}
