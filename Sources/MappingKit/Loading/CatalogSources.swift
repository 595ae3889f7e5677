/// Everything a catalog is compiled from: the files read, and the
/// top-level definitions after imports and selectors, in load order.
struct CatalogSources: Sendable {
    /// One top-level key of one file.
    struct Definition: Sendable {
        var identifier: String
        var keyOrigin: MappingNode.Origin
        var node: MappingNode
        /// Index of the file that defined it; `nil` for definitions made in code.
        var file: Int?
    }

    var files: [SourceFile] = []
    /// Each file's root object after selectors, for lexical lookups.
    var fileRoots: [Int: MappingNode] = [:]
    /// Top-level definitions; a later file's definition replaces an earlier
    /// one in place.
    private(set) var definitions: [Definition] = []
    /// Where each identifier stands in `definitions`.
    private var positions: [String: Int] = [:]

    /// Adds or replaces a definition; returns the one it replaced.
    @discardableResult
    mutating func define(_ definition: Definition) -> Definition? {
        if let position = positions[definition.identifier] {
            let replaced = definitions[position]
            definitions[position] = definition
            return replaced
        }
        positions[definition.identifier] = definitions.count
        definitions.append(definition)
        return nil
    }

    /// Changes the node of the definition at `position` (its identifier stays).
    mutating func replaceNode(at position: Int, with node: MappingNode) {
        definitions[position].node = node
    }
}
