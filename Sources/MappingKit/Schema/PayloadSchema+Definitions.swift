/// A context's definition: its entries' key paths as a tree of nested
/// schemas, each entry's value schema at the end of its path.
extension PayloadSchema {
    /// One key on the entries' paths: what is below it, what is required
    /// there, and the value schemas of the entries that end there.
    final class PathNode {
        /// The keys below, in the order the entries name them.
        var children: [(segment: String, node: PathNode)] = []
        /// The keys below that a required entry goes through.
        var required: [String] = []
        /// The value schemas of the entries ending here.
        var values: [JSON] = []
        /// A required entry goes through (or ends at) this key: its value
        /// is an object or an array there (forward), an object (reverse).
        var holdsRequired = false

        /// The node at `segment`, made when there is none.
        func child(_ segment: String) -> PathNode {
            if let found = children.first(where: { $0.segment == segment }) { return found.node }
            let node = PathNode()
            children.append((segment, node))
            return node
        }

        func require(_ segment: String) {
            if !required.contains(segment) { required.append(segment) }
        }
    }

    /// The entries the definition describes: reverse, `@reverseMappings`
    /// when the context has them.
    func entries(of context: MappingContext) -> [MappingEntry] {
        direction == .reverse ? (context.reverseEntries ?? context.entries) : context.entries
    }

    /// `context`'s definition.
    mutating func definition(of context: MappingContext) -> JSON {
        let root = PathNode()
        var also: [JSON] = []
        let entries = entries(of: context)
        for entry in entries where !entry.keyPath.readsMetadata {
            let value = valueSchema(of: entry, in: context)
            let required = isRequired(entry)
            if direction == .forward, !entry.fallbackKeyPaths.isEmpty {
                // Read at the first of its key paths that has a value.
                for path in [entry.keyPath] + entry.fallbackKeyPaths { insert(value, at: path, required: false, into: root) }
                if required {
                    let paths = ([entry.keyPath] + entry.fallbackKeyPaths).map { Self.presence(at: $0.segments) }
                    also.append(["anyOf": .array(paths)])
                }
                continue
            }
            insert(value, at: entry.keyPath, required: required, into: root)
        }
        var schema = JSON.Object()
        let selfOnly = !entries.isEmpty && entries.allSatisfy { $0.keyPath.isSelf }
        if !selfOnly { schema["type"] = "object" }
        schema["description"] = .string("'\(context.identifier)'" + (context.className.map { " (@class \($0))" } ?? ""))
        if let location = context.location { schema["x-mappings-location"] = .string(location.description) }
        emit(root, into: &schema, anchor: nil)
        also += root.values
        if !also.isEmpty { schema["allOf"] = .array(also) }
        return .object(schema)
    }

    /// Whether a value must be there: an entry that is not `@optional`
    /// (reverse: written for every model, unless `nil`).
    func isRequired(_ entry: MappingEntry) -> Bool {
        !entry.isOptional && entry.defaultValue == nil && !entry.targetsSelf
    }

    /// Puts `value` at the end of `path`, marking each key on the way when
    /// the entry is required.
    func insert(_ value: JSON, at path: MappingKeyPath, required: Bool, into root: PathNode) {
        var node = root
        for (position, segment) in path.segments.enumerated() {
            if required { node.require(segment) }
            node = node.child(segment)
            // A key on the way (not the last, which holds the value).
            if required, position < path.segments.count - 1 { node.holdsRequired = true }
        }
        node.values.append(value)
    }

    /// A schema that holds a value at `segments` (not `null`): one of an
    /// entry's key paths, for `anyOf`.
    static func presence(at segments: [String]) -> JSON {
        guard let first = segments.first else { return true }
        let rest = presence(at: Array(segments.dropFirst()))
        let inner: JSON = segments.count == 1 ? ["not": ["type": "null"]] : rest
        return ["properties": .object([first: inner]), "required": [.string(first)]]
    }

    /// The keys below `node` as `properties` and `required` into `schema`;
    /// forward, a key below which entries read is also each element of an
    /// array (a key path through an array maps over its elements), through
    /// the anchor the node is given.
    mutating func emit(_ node: PathNode, into schema: inout JSON.Object, anchor: String?) {
        guard !node.children.isEmpty else { return }
        var properties = JSON.Object()
        var indexes: [(Int, JSON)] = []
        for (segment, child) in node.children {
            let schema = childSchema(child, named: segment)
            properties[segment] = schema
            if let index = MappingKeyPath.Key(segment).index { indexes.append((index, schema)) }
        }
        schema["properties"] = .object(properties)
        if !node.required.isEmpty { schema["required"] = .array(node.required.map(JSON.string)) }
        guard direction == .forward else { return }
        if let last = indexes.map(\.0).max() {
            var items = [JSON](repeating: true, count: last + 1)
            for (index, child) in indexes { items[index] = child }
            schema["prefixItems"] = .array(items)
            let required = node.required.compactMap { MappingKeyPath.Key($0).index }
            if let least = required.max() { schema["minItems"] = .number(JSON.Number(least + 1)) }
        }
        if let anchor { schema["items"] = ["$ref": .string("#" + anchor)] }
    }

    /// The schema of the key `segment` below a node: its own keys, its
    /// entries' value schemas.
    mutating func childSchema(_ node: PathNode, named segment: String) -> JSON {
        var schema = JSON.Object()
        if !node.children.isEmpty {
            if node.holdsRequired { schema["type"] = direction == .forward ? ["object", "array"] : "object" }
            var anchor: String?
            if direction == .forward {
                let name = uniqueAnchor(segment)
                schema["$anchor"] = .string(name)
                anchor = name
            }
            emit(node, into: &schema, anchor: anchor)
        }
        if schema.isEmpty, node.values.count == 1, let value = node.values.first { return value }
        if !node.values.isEmpty { schema["allOf"] = .array(node.values) }
        return .object(schema)
    }

    /// An anchor for a key's schema, unique in the document: the key's
    /// letters and digits (`user`, `user2`…).
    mutating func uniqueAnchor(_ segment: String) -> String {
        var base = String(segment.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        if base.isEmpty || !(base.unicodeScalars.first?.properties.isAlphabetic ?? false) { base = "key" + base }
        var name = base
        var number = 2
        while !anchors.insert(name).inserted {
            name = base + String(number)
            number += 1
        }
        return name
    }
}
