import Foundation

/// ``Mappable`` models mapped on several threads (`jobs:`): the result and
/// the report are exactly those of one thread. `JSON` takes `jobs:` in its
/// own verbs (`MappingContext+JSON.swift`), and so do the lines of a stream
/// (`MappingContext+Lines.swift`). They forward to the engine
/// (`Mapping/Engine/MappingContext+Running.swift`, whose threads are in
/// `MappingContext+Parallel.swift`).
extension MappingContext {
    /// Maps an array payload to one model per element, as
    /// ``objects(from:as:metadata:)-(Payload,M.Type,JSON)`` does, on up to
    /// `jobs` threads: the elements are cut in contiguous chunks, each
    /// mapped on a thread of its own, and the models and the report are put
    /// back together in element order, so the result is exactly that of one
    /// thread (the same models in the same order; the same issues, in the
    /// same order, at the elements' own indices, with the same counts and
    /// summary).
    ///
    /// ```swift
    /// let cores = ProcessInfo.processInfo.activeProcessorCount
    /// let tweets = try context.objects(from: Payload(parsing: data), as: TweetModel.self, jobs: cores)
    /// tweets.value.count  // one model per tweet, in payload order
    /// ```
    ///
    /// Without `jobs` (the verb above), or with 1, no thread is started.
    /// An array of fewer than 512 elements, or a payload that is not an
    /// array, maps on the calling thread whatever `jobs` says; values below
    /// 1 count as 1; no more threads are used than chunks (about four per
    /// thread, 256 to 2,048 elements each), nor than the system runs at once.
    /// The call returns when every thread is done.
    ///
    /// Models are made on the threads that map them, so `M` need not be
    /// `Sendable`, but its `init()` and its properties' setters must not
    /// share mutable state; transformers run on several threads at once
    /// (their closures are `@Sendable`). A model whose `Mappable`
    /// conformance is isolated to an actor (`@MainActor Mappable`) is not
    /// `SendableMetatype`: it maps on one thread.
    ///
    /// - Throws: ``MappingConfigurationError`` when the context does not fit `M`.
    public func objects<M: Mappable & SendableMetatype>(
        from payload: Payload, as type: M.Type, metadata: JSON = [:], jobs: Int
    ) throws(MappingConfigurationError) -> MappingResult<[M]> {
        observed(try runObjects(payload, as: type, metadata: metadata, jobs: jobs), expecting: .array)
    }

    /// Maps a `JSON` payload: ``objects(from:as:metadata:jobs:)-(Payload,M.Type,JSON,Int)``.
    ///
    /// ```swift
    /// let result = try context.objects(from: [["id_str": "1"], ["id_str": "2"]], as: TweetModel.self, jobs: 2)
    /// ```
    public func objects<M: Mappable & SendableMetatype>(
        from payload: JSON, as type: M.Type, metadata: JSON = [:], jobs: Int
    ) throws(MappingConfigurationError) -> MappingResult<[M]> {
        try objects(from: Payload(payload), as: type, metadata: metadata, jobs: jobs)
    }

    /// Parses `data` and maps it: ``objects(from:as:metadata:jobs:)-(Payload,M.Type,JSON,Int)``.
    ///
    /// ```swift
    /// let result = try context.objects(from: data, as: TweetModel.self, jobs: 4)
    /// ```
    ///
    /// - Throws: ``MappingError/invalidJSON(_:)`` or ``MappingError/configuration(_:)``.
    public func objects<M: Mappable & SendableMetatype>(
        from data: Data, as type: M.Type, metadata: JSON = [:], jobs: Int
    ) throws(MappingError) -> MappingResult<[M]> {
        try mapping(data, expecting: .array) { payload throws(MappingConfigurationError) in
            try objects(from: payload, as: type, metadata: metadata, jobs: jobs)
        }
    }
}
