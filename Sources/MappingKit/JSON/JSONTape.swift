/// The storage of a parsed document's nodes: one block of memory the
/// scanner writes node after node into, growing it when full, without the
/// checks an `Array` makes on every append (uniqueness, capacity, count).
///
/// Immutable once the scanner has handed it to a ``JSONDocument``; a
/// ``PayloadParser`` writes into it again only when no document holds it
/// any more (`isKnownUniquelyReferenced`).
final class JSONTape: RandomAccessCollection, @unchecked Sendable {
    // Written only by the scanner before any document shares it (see above).
    private(set) var base: UnsafeMutablePointer<JSONNode>
    private(set) var capacity: Int
    /// The number of nodes written.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = UnsafeMutablePointer<JSONNode>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> JSONNode {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "node index out of range")
            return base[index]
        }
    }

    /// Runs `body` with the nodes, valid only inside `body`.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<JSONNode>) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    // MARK: - Writing (the scanner)

    /// Forgets the nodes, keeping the memory, and makes room for at least
    /// `minimumCapacity` nodes.
    func reset(minimumCapacity: Int) {
        count = 0
        if capacity < minimumCapacity { grow(to: minimumCapacity) }
    }

    /// Moves the first `used` nodes into a block of at least
    /// `minimumCapacity` (twice the capacity or more); returns its address.
    @discardableResult
    func grow(keeping used: Int = 0, to minimumCapacity: Int) -> UnsafeMutablePointer<JSONNode> {
        let newCapacity = Swift.max(minimumCapacity, capacity * 2)
        let newBase = UnsafeMutablePointer<JSONNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: Swift.min(used, capacity))
        base.deallocate()
        base = newBase
        capacity = newCapacity
        return newBase
    }

    /// Records the number of nodes the scanner wrote.
    func setCount(_ newCount: Int) {
        precondition(newCount >= 0 && newCount <= capacity)
        count = newCount
    }
}
