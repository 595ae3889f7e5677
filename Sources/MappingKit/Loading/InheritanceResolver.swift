/// Resolves `@inherits` in every object of every definition.
///
/// Names are looked up in the object holding `@inherits`, then in each
/// enclosing object out to the file's root, then among the catalog's
/// top-level definitions; dotted names walk into the object found. Merging
/// is deep: the object's own keys win, then the first template's, then the
/// later ones'. Templates resolve their own `@inherits` first; unknown names
/// and cycles are errors.
struct InheritanceResolver {
    let sources: CatalogSources
    private var topLevel: [String: Int] = [:]
    /// Each file root's keys (last occurrence), by the root's origin.
    private var rootKeys: [MappingNode.Origin: [String: Int]] = [:]
    private var resolving: [(origin: MappingNode.Origin, name: String)] = []
    private var cache: [MappingNode.Origin: MappingNode] = [:]
    private var budget = InheritanceResolver.maximumCopiedValues
    private var budgetReported = false
    /// How many templates are being resolved one inside the other.
    private var chainDepth = 0
    /// How many objects are being resolved one inside the other (nesting
    /// and templates together).
    private var resolutionDepth = 0
    private var resolutionDepthReported = false

    /// Longest chain of templates inheriting templates, so a long chain
    /// cannot exhaust the stack.
    static let maximumChainDepth = 32

    /// Deepest resolution: objects nested in templates nested in objects…
    /// Each level takes a stack frame (about 5.6 KB in a debug build); the
    /// bound keeps a catalog safe to load on a thread with a 512 KB stack.
    static let maximumResolutionDepth = 64

    /// How many values inheritance may copy in one catalog, so templates
    /// that multiply each other cannot exhaust memory.
    static let maximumCopiedValues = 1_000_000

    init(sources: CatalogSources) {
        var sources = sources
        var counter = 0
        for index in sources.definitions.indices where sources.definitions[index].file == nil {
            sources.replaceNode(at: index, with: sources.definitions[index].node.numberingCodeNodes(from: &counter))
        }
        self.sources = sources
        // Files can hold thousands of definitions: their keys are indexed
        // once instead of searched for every name.
        for root in sources.fileRoots.values {
            var keys: [String: Int] = [:]
            for (position, member) in (root.members ?? []).enumerated() { keys[member.key] = position }
            rootKeys[root.origin] = keys
        }
        for (position, definition) in sources.definitions.enumerated() { topLevel[definition.identifier] = position }
    }

    /// The definitions with every `@inherits` applied.
    mutating func resolveAll(sink: inout DiagnosticSink) -> [CatalogSources.Definition] {
        var result = sources.definitions
        for index in result.indices {
            let definition = result[index]
            let scopes = definition.file.flatMap { sources.fileRoots[$0] }.map { [$0] } ?? []
            result[index].node = resolve(definition.node, scopes: scopes, name: definition.identifier, sink: &sink)
        }
        return result
    }

    /// Resolves `node` and everything inside it; `scopes` are its enclosing
    /// objects, outermost first.
    private mutating func resolve(
        _ node: MappingNode, scopes: [MappingNode], name: String, sink: inout DiagnosticSink
    ) -> MappingNode {
        switch node.value {
        case .object, .array: break
        default: return node
        }
        guard resolutionDepth < Self.maximumResolutionDepth else {
            reportTooDeep(node, name: name, sink: &sink)
            return node
        }
        resolutionDepth += 1
        defer { resolutionDepth -= 1 }
        guard case .object = node.value else {
            if case .array(let elements) = node.value {
                var copy = node
                copy.value = .array(elements.map { resolve($0, scopes: scopes, name: name, sink: &sink) })
                return copy
            }
            return node
        }
        // Past the copy budget the load has failed: stop resolving.
        if budgetReported { return node }
        if let cached = cache[node.origin], node.member(MappingKeyword.inherits.rawValue) != nil { return cached }
        resolving.append((node.origin, name))
        defer { resolving.removeLast() }

        var merged = node
        if let inherits = node.member(MappingKeyword.inherits.rawValue) {
            var members = node.members ?? []
            members.removeAll { $0.key == MappingKeyword.inherits.rawValue }
            merged.value = .object(members)
            for reference in templateNames(inherits, sink: &sink) {
                guard let (template, templateScopes) = lookup(reference.name, from: node, scopes: scopes) else {
                    reportUnknown(reference, from: node, scopes: scopes, sink: &sink)
                    continue
                }
                guard checkTemplate(template, reference: reference, name: name, sink: &sink) else { continue }
                chainDepth += 1
                let resolvedTemplate = resolve(template, scopes: templateScopes, name: reference.name, sink: &sink)
                chainDepth -= 1
                if !merge(resolvedTemplate, into: &merged) {
                    reportBudget(at: reference.origin, sink: &sink)
                    return merged
                }
            }
        }
        // Resolve the children with the merged object as their scope.
        guard var members = merged.members else { return merged }
        let childScopes = scopes + [merged]
        for index in members.indices where !Self.isData(members[index].key) {
            members[index].value = resolve(members[index].value, scopes: childScopes, name: members[index].key, sink: &sink)
        }
        merged.value = .object(members)
        if node.member(MappingKeyword.inherits.rawValue) != nil { cache[node.origin] = merged }
        return merged
    }

    // Reporting is kept out of `resolve`, which recurses: its frame stays
    // small, so deep catalogs load on small stacks (debug builds too).

    /// `true` when `template` can be inherited; otherwise reports why not.
    @inline(never)
    private func checkTemplate(
        _ template: MappingNode, reference: (name: String, origin: MappingNode.Origin), name: String, sink: inout DiagnosticSink
    ) -> Bool {
        guard case .object = template.value else {
            sink.report(.inheritsNonObject(name: reference.name), at: reference.origin)
            return false
        }
        if let start = resolving.firstIndex(where: { $0.origin == template.origin }) {
            let cycle = resolving[start...].map(\.name) + [reference.name]
            sink.report(.inheritanceCycle(cycle), at: reference.origin)
            return false
        }
        guard chainDepth < Self.maximumChainDepth else {
            sink.report(
                .inheritanceChainTooLong(limit: Self.maximumChainDepth, start: resolving.first?.name ?? name),
                at: reference.origin)
            return false
        }
        return true
    }

    @inline(never)
    private func reportUnknown(
        _ reference: (name: String, origin: MappingNode.Origin), from node: MappingNode, scopes: [MappingNode],
        sink: inout DiagnosticSink
    ) {
        sink.report(
            .unknownTemplate(name: reference.name, hint: unknownNameHint(reference.name, from: node, scopes: scopes)),
            at: reference.origin)
    }

    @inline(never)
    private mutating func reportTooDeep(_ node: MappingNode, name: String, sink: inout DiagnosticSink) {
        guard !resolutionDepthReported else { return }
        resolutionDepthReported = true
        sink.report(
            .inheritanceTooDeep(limit: Self.maximumResolutionDepth, start: resolving.first?.name ?? name), at: node.origin)
    }

    /// Reported once: every later merge fails the same way.
    @inline(never)
    private mutating func reportBudget(at origin: MappingNode.Origin, sink: inout DiagnosticSink) {
        guard !budgetReported else { return }
        budgetReported = true
        sink.report(.inheritanceTooLarge(limit: Self.maximumCopiedValues), at: origin)
    }

    /// `@defaultValue` and `@transformUserData` hold data, left as written
    /// (``KeywordDeclaration/Inheritance/whole``).
    static func isData(_ key: String) -> Bool { wholeKeys.contains(key) }

    private static let wholeKeys = Set(MappingKeyword.allCases.filter { $0.declaration.inheritance == .whole }.map(\.rawValue))

    private func templateNames(_ member: MappingNode.Member, sink: inout DiagnosticSink) -> [(name: String, origin: MappingNode.Origin)] {
        switch member.value.value {
        case .string(let name):
            return [(name, member.value.origin)]
        case .array(let elements):
            var names: [(String, MappingNode.Origin)] = []
            for element in elements {
                if let name = element.stringValue {
                    names.append((name, element.origin))
                } else {
                    sink.report(.invalidKeywordValue(.inherits, expected: .templateNames), at: element.origin)
                }
            }
            return names
        default:
            sink.report(.invalidKeywordValue(.inherits, expected: .templateNames), at: member.value.origin)
            return []
        }
    }

    /// Finds a template: the object itself, its enclosing objects from the
    /// nearest out, then the catalog's top level. Returns the template and
    /// its own enclosing objects.
    private func lookup(_ name: String, from node: MappingNode, scopes: [MappingNode]) -> (MappingNode, [MappingNode])? {
        let chain = scopes + [node]
        for depth in stride(from: chain.count - 1, through: 0, by: -1) {
            if let found = walk(name, in: chain[depth], ancestors: Array(chain[..<depth])) { return found }
        }
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let (position, rest): (Int?, ArraySlice<String>) =
            topLevel[name] != nil ? (topLevel[name], []) : (topLevel[segments[0]], segments.dropFirst())
        guard let position else { return nil }
        let definition = sources.definitions[position]
        var current = definition.node
        var path = definition.file.flatMap { sources.fileRoots[$0] }.map { [$0] } ?? []
        for segment in rest {
            guard let next = current[segment] else { return nil }
            path.append(current)
            current = next
        }
        return (current, path)
    }

    /// Looks `name` up as a key of `scope`, or as a dotted path into it.
    private func walk(_ name: String, in scope: MappingNode, ancestors: [MappingNode]) -> (MappingNode, [MappingNode])? {
        if let direct = member(name, of: scope), name != MappingKeyword.inherits.rawValue { return (direct, ancestors + [scope]) }
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard segments.count > 1 else { return nil }
        var current = scope
        var path = ancestors
        for segment in segments {
            guard let next = member(segment, of: current) else { return nil }
            path.append(current)
            current = next
        }
        return (current, path)
    }

    /// "did you mean …" for a name that is not found; for a dotted name,
    /// what the deepest object found holds.
    private func unknownNameHint(
        _ name: String, from node: MappingNode, scopes: [MappingNode]
    ) -> ConfigurationProblem.TemplateHint {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if segments.count > 1 {
            for count in stride(from: segments.count - 1, through: 1, by: -1) {
                let prefix = segments[..<count].joined(separator: ".")
                guard let (found, _) = lookup(prefix, from: node, scopes: scopes) else { continue }
                let keys = (found.members ?? []).map(\.key).filter { !$0.hasPrefix("@") }
                if let close = EditDistance.closest(to: segments[count], in: keys, limit: 1).first {
                    return .nearest("\(prefix).\(close)")
                }
                return keys.isEmpty ? .emptyPrefix(prefix) : .prefixHolds(prefix, names: Array(keys.prefix(8)))
            }
        }
        let known = visibleNames(from: node, scopes: scopes)
        if let close = EditDistance.closest(to: name, in: known, limit: 1).first { return .nearest(close) }
        if segments.count > 1, let close = EditDistance.closest(to: segments[0], in: known, limit: 1).first {
            return .nearest(([close] + segments.dropFirst()).joined(separator: "."))
        }
        return .lookupRule
    }

    /// `scope[key]`, through the index when `scope` is a file's root.
    private func member(_ key: String, of scope: MappingNode) -> MappingNode? {
        guard let keys = rootKeys[scope.origin], let members = scope.members else { return scope[key] }
        guard let position = keys[key] else { return nil }
        guard members.indices.contains(position), members[position].key == key else { return scope[key] }
        return members[position].value
    }

    private func visibleNames(from node: MappingNode, scopes: [MappingNode]) -> [String] {
        var names = sources.definitions.map(\.identifier)
        for scope in scopes + [node] { names += (scope.members ?? []).map(\.key).filter { !$0.hasPrefix("@") } }
        return names
    }

    /// Deep merge: keys already in `target` win; object values merge
    /// recursively; other values are copied only when missing.
    private mutating func merge(_ template: MappingNode, into target: inout MappingNode) -> Bool {
        guard var members = target.members, let additions = template.members else { return true }
        var positions: [String: Int] = [:]
        for (position, member) in members.enumerated() where positions[member.key] == nil { positions[member.key] = position }
        for addition in additions where addition.key != MappingKeyword.inherits.rawValue {
            if let position = positions[addition.key] {
                if case .object = members[position].value.value, case .object = addition.value.value,
                    !Self.isData(addition.key)
                {
                    guard merge(addition.value, into: &members[position].value) else { return false }
                }
            } else {
                budget -= Self.size(of: addition.value)
                guard budget >= 0 else { return false }
                positions[addition.key] = members.count
                members.append(addition)
            }
        }
        target.value = .object(members)
        return true
    }

    /// How many values `node` holds, itself included; counted with a loop,
    /// as a code definition's data may be of any depth.
    private static func size(of node: MappingNode) -> Int {
        var count = 0
        var pending = [node]
        while let next = pending.popLast() {
            count += 1
            switch next.value {
            case .object(let members): pending.append(contentsOf: members.map(\.value))
            case .array(let elements): pending.append(contentsOf: elements)
            default: break
            }
        }
        return count
    }
}
