import Foundation

/// An array payload mapped on several threads (`jobs:` of the `objects`
/// verbs, `mappings apply --jobs`): its elements cut in contiguous chunks
/// (``ElementChunk``), each chunk mapped by an applier of its own on one of
/// the threads (``ParallelLoop``), the results joined and the reports put
/// together (``ChunkedReport``) in element order, so the result and the
/// report are those of one thread: the same values, the same issues in the
/// same order (source paths at the elements' own indices), the same counts,
/// summary and object counts.
///
/// The catalog's plans are shared by the threads (built before, under the
/// cache's lock, then only read); each thread makes its own models, and
/// hands its chunk's results back through a ``Locked`` slot that only it
/// writes, read once every thread is done.
extension MappingContext {
    /// Maps the elements of an array payload in chunks on up to `jobs`
    /// threads, and hands each chunk's value (what `map` made of it, on its
    /// thread) to `deliver`, in element order, on the calling thread,
    /// `chunksPerRound` chunks at a time (every chunk in one round when
    /// `nil`). Returns the report, that of one applier over the whole array.
    /// `nil`, with nothing mapped, when the payload is not an array or one
    /// thread should map it (``ElementChunk/size(elements:jobs:)``): the
    /// caller maps it serially. A `deliver` that throws ends the mapping
    /// once its round is done.
    func mapInChunks<Value, Failure: Error>(
        _ payload: Payload, metadata: JSON, jobs: Int, readsSelfOnly: Bool, chunksPerRound: Int? = nil,
        map: @escaping @Sendable (inout Applier, SourceValue, ElementChunk) -> Value,
        deliver: (Value) throws(Failure) -> Void
    ) throws(Failure) -> ValidationReport? {
        guard jobs > 1 else { return nil }
        let storage = self.storage
        let maximumIssues = self.maximumIssues
        let chunks = Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues) { applier, root in
            applier.elementChunks(of: root, readsSelfOnly: readsSelfOnly, jobs: jobs)
        }
        guard let chunks else { return nil }
        var report = ChunkedReport(maximumIssues: maximumIssues)
        let round = max(1, chunksPerRound ?? chunks.count)
        var start = 0
        while start < chunks.count {
            let batch = Array(chunks[start..<min(chunks.count, start + round)])
            start += batch.count
            // Slot `task` is written by the thread that maps chunk `task`, and read after all are done.
            let slots = Locked([(Value, ChunkedReport.Part)?](repeating: nil, count: batch.count))
            ParallelLoop.run(jobs: jobs, tasks: batch.count) { task in
                let outcome = Applier.run(storage: storage, payload: payload.value, maximumIssues: maximumIssues, metadata: metadata) {
                    applier, root in
                    let value = map(&applier, root, batch[task])
                    return (value, applier.finishChunk())
                }
                slots.withLock { $0[task] = outcome }
            }
            let outcomes = slots.withLock { slots in
                defer { slots = [] }
                return slots
            }
            for outcome in outcomes {
                // Every task has run: each slot is filled.
                guard let (value, part) = outcome else { continue }
                report.append(part)
                try deliver(value)
            }
        }
        return report.report
    }

    /// ``objects(from:as:metadata:jobs:)-(Payload,M.Type,JSON,Int)`` on
    /// several threads; `nil` when it should run on one.
    func objectsInParallel<M: Mappable & SendableMetatype>(
        _ payload: Payload, plan: MappingPlan<ModelTarget>, metadata: JSON, jobs: Int
    ) -> MappingResult<[M]>? {
        var parts: [[M]] = []
        let report = mapInChunks(
            payload, metadata: metadata, jobs: jobs, readsSelfOnly: plan.readsSelfOnly,
            map: { applier, root, chunk in applier.mapModels(of: root, in: chunk, plan: plan) as [M] },
            deliver: { parts.append($0) })
        guard let report else { return nil }
        var models: [M] = []
        models.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for index in parts.indices {
            models += parts[index]
            parts[index] = []
        }
        return MappingResult(value: models, report: report)
    }

    /// ``objects(from:as:metadata:jobs:)-(Payload,JSON.Type,JSON,Int)`` on
    /// several threads; `nil` when it should run on one.
    func jsonObjectsInParallel(_ payload: Payload, metadata: JSON, jobs: Int) -> MappingResult<[JSON]>? {
        var objects: [JSON] = []
        let report = forEachJSONChunk(from: payload, metadata: metadata, jobs: jobs, chunksPerRound: nil, prepare: { $0 }) {
            objects += $0
        }
        guard let report else { return nil }
        return MappingResult(value: objects, report: report)
    }

    /// Maps an array payload's elements to JSON objects on up to `jobs`
    /// threads, a chunk of elements at a time: each chunk's objects go to
    /// `prepare` on the thread that mapped them (`mappings apply --jobs`
    /// renders them there), and what it made to `body`, in element order, on
    /// the calling thread. At most `chunksPerRound` chunks (about 2,000
    /// elements each) are held at a time; `nil`: all of them. Returns the
    /// report, that of ``forEachJSONObject(from:asOneObject:metadata:_:)``;
    /// `nil`, with nothing mapped, when the payload is not an array or is
    /// too small to be worth threads (the caller maps it with
    /// ``forEachJSONObject(from:asOneObject:metadata:_:)``). A `body` that
    /// throws ends the mapping.
    package func forEachJSONChunk<Prepared, Failure: Error>(
        from payload: Payload, metadata: JSON = [:], jobs: Int, chunksPerRound: Int?,
        prepare: @escaping @Sendable ([JSON]) -> Prepared, _ body: (Prepared) throws(Failure) -> Void
    ) throws(Failure) -> ValidationReport? {
        let plan = storage.plans.jsonPlan(index, in: storage)
        return try mapInChunks(
            payload, metadata: metadata, jobs: jobs, readsSelfOnly: plan.readsSelfOnly, chunksPerRound: chunksPerRound,
            map: { applier, root, chunk in
                var objects: [JSON] = []
                objects.reserveCapacity(chunk.positions.count)
                applier.mapJSONObjects(of: root, in: chunk, plan: plan) { object in
                    objects.append(object)
                    return true
                }
                return prepare(objects)
            },
            deliver: body)
    }
}
