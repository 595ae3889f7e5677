import Foundation

/// The verbs without model types: JSON shaped by the context's entries,
/// built or populated, and the payload keys no entry reads. Each forwards
/// to the engine (`Mapping/Engine/MappingContext+Running.swift`); the
/// context always fits `JSON`, so only the `Data` forms throw.
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
        observed(runJSONObject(payload, metadata: metadata), expecting: .object)
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
        observed(runJSONObjects(payload, metadata: metadata, jobs: jobs), expecting: .array)
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
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` when `data` is not JSON,
    ///   as every `Data` form does (before this version: the
    ///   ``JSONParseError`` itself).
    public func object(from data: Data, as type: JSON.Type, metadata: JSON = [:]) throws(MappingError) -> MappingResult<JSON> {
        object(from: try parsed(data, expecting: .object), as: type, metadata: metadata)
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
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` when `data` is not JSON,
    ///   as every `Data` form does (before this version: the
    ///   ``JSONParseError`` itself).
    public func objects(
        from data: Data, as type: JSON.Type, metadata: JSON = [:], jobs: Int = 1
    ) throws(MappingError) -> MappingResult<[JSON]> {
        objects(from: try parsed(data, expecting: .array), as: type, metadata: metadata, jobs: jobs)
    }

    // MARK: - Populating a JSON document

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
        observed(runPopulateJSON(payload, into: &document, metadata: metadata), expecting: .any)
    }

    /// Populates a JSON document from a `JSON` payload:
    /// `map(_:intoJSON:)` with a `Payload`.
    @discardableResult
    public func map(_ payload: JSON, intoJSON document: inout JSON, metadata: JSON = [:]) -> ValidationReport {
        map(Payload(payload), intoJSON: &document, metadata: metadata)
    }

    // MARK: - What the context does not read

    /// The payload's keys that no entry read, per context and key path,
    /// most frequent first: the keys of each object the context (and the
    /// contexts its `@object` entries name) maps that no entry's key path
    /// reaches. A key read by an entry, a transformer or `@self` counts as
    /// read; so does everything under a key whose value an entry reads
    /// whole. An array payload counts each element, unless `asOneObject`.
    ///
    /// ```swift
    /// let unread = try catalog.context("$TweetModel").unmappedKeys(in: Payload(parsing: data).value.json)
    /// ```
    public func unmappedKeys(in payload: JSON, asOneObject: Bool = false) -> [UnmappedKey] {
        unmappedKeyCounter(payload, asOneObject: asOneObject, keepsValues: false).result()
    }
}
