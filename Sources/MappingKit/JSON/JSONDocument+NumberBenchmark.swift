/// Number reads over a whole document, for `mappings-benchmark --tape`.
extension JSONDocument {
    /// The number of number nodes.
    package var numberCount: Int {
        nodes.reduce(0) { $0 + ($1.kind == .number ? 1 : 0) }
    }

    /// The sum of every number read as a `Double`: from the tape's bytes
    /// (``decodeDouble(_:in:)``), or, with `throughString`, the way numbers
    /// were read before it (a `String` of the text, then `Double(String)`).
    package func sumOfNumbers(throughString: Bool) -> Double {
        withUnsafeTape { bytes, nodes in
            var sum = 0.0
            for node in nodes where node.kind == .number {
                if throughString {
                    let text = String(decoding: Self.numberText(node, in: bytes), as: UTF8.self)
                    sum += Double(text) ?? 0
                } else {
                    sum += Self.decodeDouble(node, in: bytes)
                }
            }
            return sum
        }
    }
}
