/// The parsed document the engine reads during one mapping call: its bytes
/// and tape of nodes, held once for the whole call (see
/// `JSONDocument.withUnsafeTape`), so the inner loops pass node indices
/// instead of reference-counted views.
///
/// Only valid inside the `withUnsafeTape` call that made it; the engine
/// never lets one escape a mapping call. (`empty` points at nothing, so it
/// is safe to share.)
@usableFromInline
struct PayloadTape {
    let bytes: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<JSONNode>

    init(bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<JSONNode>) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// No document: a payload given as `JSON` is read through `PayloadValue`.
    nonisolated(unsafe) static let empty = PayloadTape(
        bytes: UnsafeBufferPointer(start: nil, count: 0), nodes: UnsafeBufferPointer(start: nil, count: 0))

    @inline(__always)
    func kind(_ index: Int) -> JSONNode.Kind { nodes[index].kind }

    /// The index of the node after the value at `index` and its children.
    @inline(__always)
    func skip(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.end) : index + 1
    }

    /// The decoded string of a string node.
    @inline(__always)
    func string(_ index: Int) -> String { JSONDocument.decodeString(nodes[index], in: bytes) }

    /// Follows one key path segment from the node at `index`: the value of
    /// the key in an object (the last one when repeated), or the element of
    /// an array when the segment is numeric.
    func member(_ key: MappingKeyPath.Key, of index: Int) -> Int? {
        let node = nodes[index]
        switch node.kind {
        case .object:
            var found: Int?
            var child = index + 1
            let end = Int(node.end)
            key.utf8.withUnsafeBufferPointer { key in
                while child < end {
                    if JSONDocument.key(nodes[child], in: bytes, equals: key) { found = child + 1 }
                    child = skip(child + 1)
                }
            }
            return found
        case .array:
            guard let position = key.index, position >= 0, position < Int(node.length) else { return nil }
            var child = index + 1
            for _ in 0..<position { child = skip(child) }
            return child
        default:
            return nil
        }
    }

    /// Calls `body` with each element's position and node of the array at
    /// `index`.
    @inline(__always)
    func forEachElement(ofArray index: Int, _ body: (Int, Int) throws -> Void) rethrows {
        var child = index + 1
        let end = Int(nodes[index].end)
        var position = 0
        while child < end {
            try body(position, child)
            child = skip(child)
            position += 1
        }
    }
}
