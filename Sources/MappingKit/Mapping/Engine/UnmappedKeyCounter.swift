/// Counts unread keys over the objects of a payload (``MappingContext/unmappedKeys(in:asOneObject:)``).
struct UnmappedKeyCounter {
    /// A context of the catalog: it resolves every object mapping.
    let catalogContext: MappingContext

    init(catalogContext: MappingContext) { self.catalogContext = catalogContext }
    /// Objects mapped, per context.
    private var totals: [String: Int] = [:]
    /// Per context, per key path, the objects holding it unread.
    private var counts: [String: [String: Int]] = [:]
    private var trees: [String: ReadTree] = [:]
    /// Whether the unread values are kept (``values``): `mappings infer --update` types them.
    var keepsValues = false
    /// Per context, per key path, the unread values (at most
    /// ``maximumKeptValues`` each), when ``keepsValues``.
    private(set) var values: [String: [String: [JSON]]] = [:]
    /// Per context, per key path, the objects holding it unread with a
    /// value that is not `null`, when ``keepsValues``.
    private(set) var valued: [String: [String: Int]] = [:]
    /// Per context, the objects it mapped (at most ``maximumKeptValues``
    /// each), when ``keepsValues``: `--update` looks in them for a key an
    /// entry reads and a key none reads that never hold values together.
    private(set) var objects: [String: [JSON]] = [:]
    static let maximumKeptValues = 10_000
    /// Nesting bound: payload depth is bounded by the parser, recursion of contexts by this.
    private static let maximumDepth = 256
    private var depth = 0

    /// One object (or, for a `@self`-only context, any value) mapped with `context`.
    /// `alsoRead`: what the enclosing context's entries read inside this
    /// object (`user.name` beside `user` with `@object`), read too.
    mutating func visit(_ value: JSON, with context: MappingContext, alsoRead: ReadTree? = nil) {
        guard depth < Self.maximumDepth, case .object = value else { return }
        depth += 1
        defer { depth -= 1 }
        totals[context.identifier, default: 0] += 1
        if keepsValues, objects[context.identifier]?.count ?? 0 < Self.maximumKeptValues {
            objects[context.identifier, default: []].append(value)
        }
        var unread: [String: JSON] = [:]
        walk(value, tree(for: context), prefix: "", unread: &unread, alsoRead: alsoRead)
        for (keyPath, value) in unread {
            counts[context.identifier, default: [:]][keyPath, default: 0] += 1
            guard keepsValues else { continue }
            if !value.isNull { valued[context.identifier, default: [:]][keyPath, default: 0] += 1 }
            guard values[context.identifier]?[keyPath]?.count ?? 0 < Self.maximumKeptValues else { continue }
            values[context.identifier, default: [:]][keyPath, default: []].append(value)
        }
    }

    func result() -> [UnmappedKey] {
        counts.flatMap { context, paths in
            paths.map { UnmappedKey(context: context, keyPath: $0.key, count: $0.value, total: totals[context] ?? 0) }
        }
        .sorted { ($0.count, $1.context, $1.keyPath) > ($1.count, $0.context, $0.keyPath) }
    }

    private mutating func tree(for context: MappingContext) -> ReadTree {
        if let known = trees[context.identifier] { return known }
        let tree = ReadTree()
        trees[context.identifier] = tree
        add(context, to: tree, depth: 0)
        return tree
    }

    /// The entries of `context` into `tree` (a `@self` entry with `@object`
    /// merges its context's entries at its key path). An entry's
    /// `@fallbackKeyPaths` are read too: a payload that has the old key
    /// reads it.
    private func add(_ context: MappingContext, to tree: ReadTree, depth: Int) {
        guard depth < 16 else { return }
        for entry in context.entries {
            for path in [entry.keyPath] + entry.fallbackKeyPaths where path.segments.first != "@metadata" {
                let node = tree.node(at: path.segments)
                if entry.targetsSelf, let object = entry.object, object.polymorphism == nil, object.keyProperty == nil {
                    add(context.context(for: object), to: node, depth: depth + 1)
                } else if let object = entry.object, !entry.targetsSelf {
                    node.objects.append(object)
                } else {
                    node.readsAll = true
                }
            }
        }
    }

    private mutating func walk(
        _ value: JSON, _ tree: ReadTree, prefix: String, unread: inout [String: JSON], alsoRead: ReadTree? = nil
    ) {
        guard !tree.readsAll, alsoRead?.readsAll != true, case .object(let members) = value else { return }
        for (key, member) in members {
            let path = prefix.isEmpty ? key : prefix + "." + key
            guard let child = tree.children[key] else {
                if alsoRead?.children[key] == nil { unread[path] = member }
                continue
            }
            read(member, child, path: path, unread: &unread)
        }
    }

    /// A value some entry's key path reaches.
    private mutating func read(_ value: JSON, _ tree: ReadTree, path: String, unread: inout [String: JSON]) {
        if tree.readsAll { return }
        // A value an `@object` entry maps is counted in its context; what
        // this context reads inside it counts as read there.
        for object in tree.objects { mapped(value, object, alsoRead: tree) }
        guard tree.objects.isEmpty, !tree.children.isEmpty else { return }
        switch value {
        case .object:
            walk(value, tree, prefix: path, unread: &unread)
        case .array(let elements):
            // Indexed (`items.0.name`) or through every element (`items.name`).
            for (index, element) in elements.enumerated() {
                if let indexed = tree.children[String(index)] {
                    read(element, indexed, path: path + "." + String(index), unread: &unread)
                } else {
                    walk(element, tree, prefix: path, unread: &unread)
                }
            }
        default:
            return
        }
    }

    /// A value an `@object` entry maps: each object in its context (or its
    /// `@switch` case's), each element of an array, each member of a `@key`
    /// dictionary.
    private mutating func mapped(_ value: JSON, _ object: ObjectMapping, alsoRead: ReadTree) {
        switch value {
        case .array(let elements):
            for element in elements { mappedObject(element, object, alsoRead: alsoRead) }
        case .object(let members) where object.keyProperty != nil:
            for (_, member) in members { mappedObject(member, object, alsoRead: nil) }
        default:
            mappedObject(value, object, alsoRead: alsoRead)
        }
    }

    private mutating func mappedObject(_ value: JSON, _ object: ObjectMapping, alsoRead: ReadTree?) {
        guard let polymorphism = object.polymorphism else {
            return visit(value, with: contextOf(object), alsoRead: alsoRead)
        }
        var selector: JSON? = value
        for segment in polymorphism.keyPath.segments { selector = selector?[segment] }
        let chosen: ObjectMapping? = if case .string(let text)? = selector {
            polymorphism.cases.first { $0.value == text }?.mapping ?? polymorphism.defaultMapping
        } else {
            polymorphism.defaultMapping
        }
        guard let chosen else { return }
        visit(value, with: contextOf(chosen), alsoRead: alsoRead)
    }

    private func contextOf(_ object: ObjectMapping) -> MappingContext { catalogContext.context(for: object) }
}
