/// A parsed document's bytes and tape of nodes, as one mapping call or one
/// read of a ``JSONDocument`` sees them: the one place the tape is walked
/// (a value skipped, an object's members, an array's elements, a member by
/// key), for the document, ``PayloadValue`` and the engine alike.
///
/// Only valid inside the `JSONDocument.withUnsafeTape` call that made it;
/// nothing lets one escape that call (see ARCHITECTURE.md, "Unsafe code and
/// its invariants"). `empty` points at nothing, so it is safe to share.
@usableFromInline
struct TapeView {
    let bytes: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<JSONNode>

    init(bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<JSONNode>) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// No document: a payload given as `JSON` is read through `PayloadValue`.
    nonisolated(unsafe) static let empty = TapeView(
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

    /// Calls `body` with each element's position and node of the array at
    /// `index`, in order, until it returns `false`.
    @inline(__always)
    func forEachElement(ofArray index: Int, _ body: (_ position: Int, _ node: Int) throws -> Bool) rethrows {
        var child = index + 1
        let end = Int(nodes[index].end)
        var position = 0
        while child < end {
            guard try body(position, child) else { return }
            child = skip(child)
            position += 1
        }
    }

    /// Calls `body` with each member's key node and value node of the
    /// object at `index`, in order, until it returns `false`.
    @inline(__always)
    func forEachMember(ofObject index: Int, _ body: (_ key: Int, _ value: Int) throws -> Bool) rethrows {
        var child = index + 1
        let end = Int(nodes[index].end)
        while child < end {
            guard try body(child, child + 1) else { return }
            child = skip(child + 1)
        }
    }

    /// The value of `key` in the object at `index` (the last one when the
    /// key is repeated); `nil` when absent or not an object.
    func member(utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int) -> Int? {
        guard nodes[index].kind == .object else { return nil }
        var found: Int?
        forEachMember(ofObject: index) { name, value in
            if JSONDocument.key(nodes[name], in: bytes, equals: key) { found = value }
            return true
        }
        return found
    }

    /// The element at `position` of the array at `index`; `nil` when out
    /// of range or not an array.
    func element(_ position: Int, inArray index: Int) -> Int? {
        let node = nodes[index]
        guard node.kind == .array, position >= 0, position < Int(node.length) else { return nil }
        var child = index + 1
        for _ in 0..<position { child = skip(child) }
        return child
    }
}
