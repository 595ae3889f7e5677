/// A contiguous run of a root array's elements, mapped by one ``Applier``
/// on one thread of a parallel call (`MappingContext+Parallel.swift`): its
/// positions in the array, where the tape walk starts, and how many results
/// the elements before it make (where its first result goes in the joined
/// result, and the index its issues' target paths start from).
///
/// How an array is cut: fewer than ``minimumParallelElements`` elements map
/// on the calling thread (threads cost more than they save); otherwise about
/// four chunks per thread, each of ``minimumSize`` to ``maximumSize``
/// elements, so a thread that meets heavier elements does not hold the
/// others up, and a round of chunks (`apply --jobs`) holds a bounded
/// number of results.
struct ElementChunk: Sendable, Hashable {
    /// The elements' positions in the array.
    var positions: Range<Int>
    /// The tape node of the first element (a parsed payload), else -1.
    var firstNode: Int
    /// Results made for the elements before this chunk.
    var producedBefore: Int

    /// Arrays with fewer elements map on one thread.
    static let minimumParallelElements = 512
    /// The fewest elements a chunk is given, but for the last.
    static let minimumSize = 256
    /// The most elements a chunk is given.
    static let maximumSize = 2_048

    /// Elements per chunk for an array of `count` elements on `jobs`
    /// threads; `nil` when one thread should map them all.
    static func size(elements count: Int, jobs: Int) -> Int? {
        guard jobs > 1, count >= minimumParallelElements else { return nil }
        let perThread = count / min(jobs, count) / 4
        return min(maximumSize, max(minimumSize, perThread))
    }
}
