/// A stream's lines mapped on several threads
/// (``MappingContext/objects(fromLines:as:jobs:)-(_,D.Type,_)``): read
/// ahead a round at a time on the iterating task, mapped on the threads
/// (``ParallelLoop``), given in line order.
extension MappedLines.AsyncIterator {
    /// Lines read ahead per thread, at most: a round is this many per
    /// thread, or ``bytesPerThread`` per thread, whichever comes first.
    static var linesPerThread: Int { 512 }
    static var bytesPerThread: Int { 4 << 20 }

    /// The next line's result, reading and mapping a round of lines when
    /// none is ready. A read that throws ends the round: its lines are
    /// given first, then the error; the next call reads on.
    mutating func nextMappedAhead(_ map: @escaping MappedLines.ThreadLineMap, jobs: Int) async throws -> LineResult<Value>? {
        while true {
            if let next = ready.popLast() { return try next.get() }
            if ended { return nil }
            let threads = min(jobs, 1_024)
            var round: [(number: Int, bytes: [UInt8]?)] = []
            var bytes = 0
            var failure: (any Error)?
            do {
                while round.count < threads * Self.linesPerThread, bytes < threads * Self.bytesPerThread {
                    guard let line = try await lines.next() else {
                        ended = true
                        break
                    }
                    guard !line.isBlank else { continue }
                    // The reader's window moves on: each line keeps its own bytes.
                    round.append((line.number, line.bytes.map(Array.init)))
                    bytes += line.bytes?.count ?? 0
                }
            } catch {
                failure = error
            }
            let context = self.context
            let owned = round
            // Slot `task` is written by the thread that maps line `task` of the round, and read after all are done.
            let slots = Locked([Result<LineResult<Value>, MappingConfigurationError>?](repeating: nil, count: owned.count))
            ParallelLoop.run(jobs: threads, tasks: owned.count) { task in
                let line = owned[task]
                let result = Result { () throws(MappingConfigurationError) in try context.mapLine(number: line.number, bytes: line.bytes, map) }
                slots.withLock { $0[task] = result }
            }
            var results: [Result<LineResult<Value>, any Error>] = slots.withLock { $0 }.compactMap { $0?.mapError { $0 } }
            if let failure { results.append(.failure(failure)) }
            ready = results.reversed()
        }
    }
}
