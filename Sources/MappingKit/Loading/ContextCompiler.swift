import Foundation

/// Turns resolved definitions into compiled contexts, checking every
/// keyword's value and resolving `@mappings` references.
struct ContextCompiler {
    var contexts: [CompiledContext] = []
    private(set) var index: [String: Int] = [:]
    private(set) var identifiers: [String] = []
    private(set) var templates: Set<String> = []
    var entryTemplates: Set<String> = []
    /// Entries of each context (by index) that did not compile, after their
    /// problem was reported, with what could be read of them: the property
    /// and the transformer's name. Load-time validation checks them too, so
    /// a file's problems are all reported in one load; they are never
    /// mapped, since a catalog with errors is not made.
    private(set) var incompleteEntries: [Int: [MappingEntry]] = [:]
    /// What `compileEntry` could read of the entry it last refused.
    var incomplete: MappingEntry?
    var sink: DiagnosticSink
    /// Inline contexts (`"@mappings": { … }`) met while compiling, compiled
    /// after the definition that holds them: a loop instead of recursion, so
    /// inline contexts nested as deep as a file allows compile on a small
    /// stack.
    var pendingInline: [(node: MappingNode, identifier: String, position: Int, isReverse: Bool)] = []
    /// The transformers entries may call: a built-in one is run on an
    /// entry's `@defaultValue` (ContextCompiler+Defaults.swift).
    let transformers: TransformerRegistry

    init(sink: DiagnosticSink, transformers: TransformerRegistry = .standard) {
        self.sink = sink
        self.transformers = transformers
    }

    var diagnostics: DiagnosticSink { sink }

    mutating func compile(_ definitions: [CatalogSources.Definition]) {
        // First every identifier and class is known, so references may point
        // forward (and back: recursive contexts); then everything compiles
        // in definition order.
        var work: [(kind: DefinitionKind, position: Int, definition: CatalogSources.Definition)] = []
        for definition in definitions {
            let key = definition.identifier
            guard let members = definition.node.members else {
                sink.report(.definitionNotObject(identifier: key), at: definition.node.origin)
                continue
            }
            if key.contains(",") {
                sink.report(.commaSeparatedKey(key: key, place: .definition), at: definition.keyOrigin)
                continue
            }
            let kind = Self.kind(of: members)
            guard kind == .context else {
                templates.insert(key)
                if kind == .entryTemplate { entryTemplates.insert(key) }
                work.append((kind, -1, definition))
                continue
            }
            let className = definition.node[MappingKeyword.class.rawValue]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            index[key] = contexts.count
            identifiers.append(key)
            work.append((kind, contexts.count, definition))
            contexts.append(CompiledContext(
                identifier: key, className: className, entries: [], location: sink.location(of: definition.keyOrigin), index: contexts.count))
        }
        for (kind, position, definition) in work {
            let key = definition.identifier
            switch kind {
            case .entryTemplate:
                _ = compileEntry(
                    property: key, value: definition.node, keyOrigin: definition.keyOrigin, context: key, isTemplate: true)
            case .objectTemplate:
                _ = compileObject(definition.node, context: key, property: key)
            case .context:
                contexts[position] = compileContext(
                    definition.node, identifier: key, location: contexts[position].location, position: position)
            }
            while let inline = pendingInline.popLast() {
                contexts[inline.position] = compileContext(
                    inline.node, identifier: inline.identifier, location: contexts[inline.position].location,
                    position: inline.position, isReverse: inline.isReverse)
            }
        }
    }

    /// What a top-level object is.
    enum DefinitionKind { case context, entryTemplate, objectTemplate }

    /// An entry template holds entry keywords and nothing else (no
    /// `@class`, no property keys); an `@object` template holds `@mappings`
    /// and at most `@class`. Anything else is a context, so a context with a
    /// misplaced entry keyword is reported as such instead of being taken for
    /// a template.
    static func kind(of members: [MappingNode.Member]) -> DefinitionKind {
        let keys = members.map(\.key).filter { !$0.hasPrefix("$") && $0 != MappingKeyword.inherits.rawValue }
        let keywords = Set(keys.compactMap { MappingKeyword(rawValue: $0) })
        let onlyKeywords = keys.allSatisfy { $0.hasPrefix("@") }
        if !keywords.isDisjoint(with: MappingKeyword.entryKeywords), !keywords.contains(.class), onlyKeywords {
            return .entryTemplate
        }
        if keywords.contains(.mappings), keywords.isSubset(of: [.mappings, .class]), onlyKeywords {
            return .objectTemplate
        }
        return .context
    }

    // MARK: - Contexts

    /// Compiles a context; `isReverse` for the entry set of a context's
    /// `@reverseMappings`, which takes entries and `@inherits` only.
    private mutating func compileContext(
        _ node: MappingNode, identifier: String, location: SourcePosition?, position: Int, isReverse: Bool = false
    ) -> CompiledContext {
        var context = CompiledContext(identifier: identifier, className: nil, entries: [], location: location, index: position)
        for member in node.members ?? [] {
            let key = member.key
            if key.hasPrefix("$") { continue }  // a local template
            switch MappingKeyword(rawValue: key) {
            case let keyword? where isReverse && (keyword == .class || keyword == .reverseMappings):
                sink.report(.keywordInReverseMappings(keyword), at: member.keyOrigin)
            case .reverseMappings?:
                addReverseMappings(member, to: &context)
            case .class?:
                if let name = member.value.stringValue, !name.isEmpty {
                    context.className = name
                } else {
                    sink.report(.invalidKeywordValue(.class, expected: .className), at: member.value.origin)
                }
            case .inherits?:
                continue
            case .import?:
                sink.report(.importNotTopLevel, at: member.keyOrigin)
            case .`self`?:
                addEntry(key, member, to: &context, position: position)
            case .mappings?:
                sink.report(.keywordInContext(.mappings), at: member.keyOrigin)
            case .some(let keyword):
                sink.report(.keywordInContext(keyword), at: member.keyOrigin)
            case nil where key.hasPrefix("@"):
                let known = MappingKeyword.suggested(in: .context)
                if let former = FormerKeyword(rawValue: key) {
                    sink.report(.formerKeywordInContext(former), at: member.keyOrigin)
                } else if let nearest = nearestKeyword(key, among: known) {
                    sink.report(.unknownKeyword(key: key, place: .context(identifier), nearest: nearest), at: member.keyOrigin)
                } else if let selector = SelectorResolver.Selector(key), selector.comparison != nil {
                    sink.report(.selectorNotObject(key: key), at: member.value.origin)
                } else if SelectorResolver.Selector(key) != nil {
                    sink.report(.neitherKeywordNorSelector(key: key), at: member.keyOrigin)
                } else {
                    sink.report(.unknownKeyword(key: key, place: .context(identifier), nearest: nil), at: member.keyOrigin)
                }
            case nil:
                addEntry(key, member, to: &context, position: position)
            }
        }
        return context
    }

    /// Compiles `"@reverseMappings": { … }` as a context of its own, after
    /// this one, and points `context` at it. Its identifier is the
    /// context's with `.@reverseMappings` added; it names no class, so
    /// load-time validation checks it against its context's class (see
    /// `MappingCatalog+Loading.swift`).
    private mutating func addReverseMappings(_ member: MappingNode.Member, to context: inout CompiledContext) {
        guard case .object = member.value.value else {
            sink.report(.reverseMappingsNotObject(isFlag: Self.isFlag(member.value)), at: member.value.origin)
            return
        }
        let target = contexts.count
        contexts.append(CompiledContext(
            identifier: context.identifier + "." + MappingKeyword.reverseMappings.rawValue, className: nil, entries: [],
            location: sink.location(of: member.keyOrigin), index: target))
        pendingInline.append((member.value, contexts[target].identifier, target, true))
        context.reverseIndex = target
    }

    /// Compiles an entry into `context`, or keeps what could be read of it
    /// in ``incompleteEntries``.
    private mutating func addEntry(_ key: String, _ member: MappingNode.Member, to context: inout CompiledContext, position: Int) {
        incomplete = nil
        if let entry = compileEntry(property: key, value: member.value, keyOrigin: member.keyOrigin, context: context.identifier) {
            context.entries.append(entry)
        } else if let partial = incomplete {
            incompleteEntries[position, default: []].append(partial)
        }
        incomplete = nil
    }

    /// What is known of an entry that did not compile.
    static func partialEntry(
        property: String, keyPath: MappingKeyPath, transformer: String?, location: SourcePosition?
    ) -> MappingEntry {
        MappingEntry(
            property: property, keyPath: keyPath, isOptional: true, defaultValue: nil, transformer: transformer,
            transformUserData: nil, object: nil, clearsContent: false, insertsAtBeginning: false, identity: [],
            location: location)
    }

    /// `true` for a value AppCoreKit read as a boolean (`true`, `1`, `"yes"`…).
    static func isFlag(_ node: MappingNode) -> Bool { flag(node) != nil }

    /// A boolean keyword's value: `true/false`, `1/0`, `"yes"/"no"/"true"/"false"/"1"/"0"`.
    static func flag(_ node: MappingNode) -> Bool? {
        switch node.value {
        case .bool(let flag): return flag
        case .number(let number) where number.int64Value == 0 || number.int64Value == 1: return number.int64Value == 1
        case .string(let text):
            switch text.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    // MARK: - Entries

    private mutating func compileEntry(
        property: String, value: MappingNode, keyOrigin: MappingNode.Origin, context: String, isTemplate: Bool = false
    ) -> MappingEntry? {
        let location = sink.location(of: keyOrigin)
        switch value.value {
        case .string(let path):
            if property == MappingKeyword.`self`.rawValue {
                sink.report(.selfEntryNeedsObject(keyPath: path), at: keyOrigin)
                return nil
            }
            if property.contains(",") {
                sink.report(.commaSeparatedKey(key: property, place: .shortEntry), at: keyOrigin)
                return nil
            }
            guard let keyPath = keyPath(path, at: value.origin) else {
                incomplete = Self.partialEntry(property: property, keyPath: .wholeSource, transformer: nil, location: location)
                return nil
            }
            return MappingEntry(
                property: property, keyPath: keyPath, isOptional: false, defaultValue: nil, transformer: nil,
                transformUserData: nil, object: nil, clearsContent: false, insertsAtBeginning: false, identity: [],
                location: location)
        case .object(let members):
            if property.contains(",") {
                sink.report(.commaSeparatedKey(key: property, place: .longEntry), at: keyOrigin)
                return nil
            }
            return compileLongEntry(property: property, members: members, keyOrigin: keyOrigin, context: context, isTemplate: isTemplate, location: location)
        default:
            sink.report(.invalidEntry(property: property), at: value.origin)
            return nil
        }
    }

    // MARK: - Values

    mutating func keyPath(_ text: String, at origin: MappingNode.Origin) -> MappingKeyPath? {
        guard !text.isEmpty else {
            sink.report(.emptyKeyPath, at: origin)
            return nil
        }
        let path = MappingKeyPath(text)
        if path.segments.contains(where: \.isEmpty) {
            sink.report(.emptyKeyPathSegment(keyPath: text), at: origin)
            return nil
        }
        return checkedMetadata(path, at: origin)
    }

    mutating func entryKeyPath(_ node: MappingNode) -> MappingKeyPath? {
        switch node.value {
        case .string(let text):
            return keyPath(text, at: node.origin)
        case .array(let elements) where !elements.isEmpty:
            var segments: [String] = []
            for element in elements {
                guard let segment = element.stringValue else {
                    sink.report(.keyPathSegmentNotString, at: element.origin)
                    return nil
                }
                segments.append(segment)
            }
            return checkedMetadata(MappingKeyPath(segments: segments), at: node.origin)
        default:
            sink.report(.invalidKeywordValue(.keyPath, expected: .keyPath), at: node.origin)
            return nil
        }
    }

    /// A `@metadata` key path must name a value (MappingKeyPath+Metadata.swift).
    private mutating func checkedMetadata(_ path: MappingKeyPath, at origin: MappingNode.Origin) -> MappingKeyPath? {
        guard let problem = path.metadataProblem else { return path }
        sink.report(problem, at: origin)
        return nil
    }

    mutating func boolean(_ node: MappingNode, keyword: MappingKeyword) -> Bool? {
        if let flag = Self.flag(node) { return flag }
        sink.report(.invalidKeywordValue(keyword, expected: .boolean), at: node.origin)
        return nil
    }

    /// A former keyword's boolean, with the same spellings as `@optional`.
    mutating func boolean(_ node: MappingNode, former: FormerKeyword) -> Bool? {
        if let flag = Self.flag(node) { return flag }
        sink.report(.formerKeywordValue(former), at: node.origin)
        return nil
    }

    /// One of the words a keyword takes (`@onInvalid`'s `"error"`,
    /// `"default"`, `"ignore"`); anything else reported with the nearest word.
    mutating func word<Word: RawRepresentable & CaseIterable>(
        _ node: MappingNode, keyword: MappingKeyword, as _: Word.Type
    ) -> Word? where Word.RawValue == String {
        if let text = node.stringValue, let word = Word(rawValue: text) { return word }
        let allowed = Word.allCases.map(\.rawValue)
        let found = node.stringValue
        let nearest = found.flatMap { EditDistance.closest(to: $0, in: allowed, limit: 1).first }
        sink.report(.invalidKeywordWord(keyword, found: found, allowed: allowed, nearest: nearest), at: node.origin)
        return nil
    }

    mutating func nonEmptyString(_ node: MappingNode, keyword: MappingKeyword) -> String? {
        if let text = node.stringValue, !text.isEmpty { return text }
        sink.report(.invalidKeywordValue(keyword, expected: .nonEmptyString), at: node.origin)
        return nil
    }

    mutating func identityNames(_ node: MappingNode) -> [String]? {
        if let name = node.stringValue, !name.isEmpty { return [name] }
        var spot = node.origin
        if case .array(let elements) = node.value, !elements.isEmpty {
            let names = elements.compactMap(\.stringValue).filter { !$0.isEmpty }
            if names.count == elements.count { return names }
            spot = elements.first { ($0.stringValue ?? "").isEmpty }?.origin ?? spot
        }
        sink.report(.invalidKeywordValue(.identity, expected: .propertyNames), at: spot)
        return nil
    }

    /// The closest keyword to `key`, when one is close.
    func nearestKeyword(_ key: String, among keywords: [MappingKeyword]) -> String? {
        MappingKeyword.suggestions(for: key, among: keywords).first
    }
}
