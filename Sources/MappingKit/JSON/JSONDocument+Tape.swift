/// Reads on the tape by node index, for the mapping engine's inner loops:
/// no `PayloadValue`, no reference counting per value.
extension JSONDocument {
    /// Runs `body` with a view of the document's tape, valid only inside `body`.
    @inline(__always)
    func withTapeView<R>(_ body: (TapeView) throws -> R) rethrows -> R {
        try withUnsafeTape { bytes, nodes in try body(TapeView(bytes: bytes, nodes: nodes)) }
    }

    /// Runs `body` with the document's bytes and its tape of nodes. The
    /// buffers are valid only inside `body`.
    @inline(__always)
    func withUnsafeTape<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<JSONNode>) throws -> R) rethrows -> R {
        try withUnsafeBytes { bytes in
            try nodes.withUnsafeBufferPointer { nodes in try body(bytes, nodes) }
        }
    }

    /// The number node's value as an `Int64` when it is an integer within
    /// range (`3`, `3.0`, `1e3`), as ``JSON/Number/int64Value`` reads it.
    @inline(__always)
    static func decodeInt64(_ node: JSONNode, in buffer: UnsafeBufferPointer<UInt8>) -> Int64? {
        DecimalToDouble.int64(numberText(node, in: buffer), isInteger: node.flags & JSONNode.isInteger != 0)
    }

    /// The number node's value as the nearest `Double`, as
    /// ``JSON/Number/doubleValue`` reads it.
    @inline(__always)
    static func decodeDouble(_ node: JSONNode, in buffer: UnsafeBufferPointer<UInt8>) -> Double {
        DecimalToDouble.double(numberText(node, in: buffer))
    }

    /// The bytes of a number node's text.
    @inline(__always)
    static func numberText(_ node: JSONNode, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start) + Int(node.length)])
    }
}
