/// Following a key path segment on the tape: what the engine and
/// ``PayloadValue`` read a `.mappings` key path with.
extension TapeView {
    /// Follows one key path segment from the node at `index`: the value of
    /// the key in an object (the last one when repeated), or the element of
    /// an array when the segment is numeric.
    func member(_ key: MappingKeyPath.Key, of index: Int) -> Int? {
        switch nodes[index].kind {
        case .object: key.utf8.withUnsafeBufferPointer { member(utf8: $0, inObject: index) }
        case .array: key.index.flatMap { element($0, inArray: index) }
        default: nil
        }
    }
}
