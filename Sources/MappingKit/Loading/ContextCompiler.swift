import Foundation

/// Turns resolved definitions into compiled contexts, checking every
/// keyword's value and resolving `@mappings` references.
struct ContextCompiler {
    private(set) var contexts: [CompiledContext] = []
    private(set) var index: [String: Int] = [:]
    private(set) var identifiers: [String] = []
    private(set) var templates: Set<String> = []
    private var entryTemplates: Set<String> = []
    /// Entries of each context (by index) that did not compile, after their
    /// problem was reported, with what could be read of them: the property
    /// and the transformer's name. Load-time validation checks them too, so
    /// a file's problems are all reported in one load; they are never
    /// mapped, since a catalog with errors is not made.
    private(set) var incompleteEntries: [Int: [MappingEntry]] = [:]
    /// What `compileEntry` could read of the entry it last refused.
    private var incomplete: MappingEntry?
    private var sink: DiagnosticSink
    /// Inline contexts (`"@mappings": { … }`) met while compiling, compiled
    /// after the definition that holds them: a loop instead of recursion, so
    /// inline contexts nested as deep as a file allows compile on a small
    /// stack.
    private var pendingInline: [(node: MappingNode, identifier: String, position: Int)] = []

    init(sink: DiagnosticSink) {
        self.sink = sink
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
                sink.error(
                    "top-level '\(key)' must be an object (a context or a template)", at: definition.node.origin,
                    suggestion: "write \"\(key)\": { \"property\": \"source.key.path\" }")
                continue
            }
            if key.contains(",") {
                sink.error(commaMessage(key), at: definition.keyOrigin, suggestion: "define one context for each identifier and share the common part with '@inherits'")
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
            contexts.append(CompiledContext(identifier: key, className: className, entries: [], location: sink.location(of: definition.keyOrigin)))
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
                    position: inline.position)
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

    private mutating func compileContext(
        _ node: MappingNode, identifier: String, location: SourcePosition?, position: Int
    ) -> CompiledContext {
        var context = CompiledContext(identifier: identifier, className: nil, entries: [], location: location)
        for member in node.members ?? [] {
            let key = member.key
            if key.hasPrefix("$") { continue }  // a local template
            switch MappingKeyword(rawValue: key) {
            case .class?:
                if let name = member.value.stringValue, !name.isEmpty {
                    context.className = name
                } else {
                    sink.error(
                        "'@class' must be a non-empty string naming a registered model type", at: member.value.origin,
                        suggestion: "write \"@class\": \"ModelName\", or leave '@class' out to map to JSON")
                }
            case .inherits?:
                continue
            case .import?:
                sink.error(
                    "'@import' is only allowed at the top level of a file", at: member.keyOrigin,
                    suggestion: "move it to the file's outermost object")
            case .`self`?:
                addEntry(key, member, to: &context, position: position)
            case .mappings?:
                sink.error(
                    "'@mappings' belongs in an entry's '@object', not directly in a context", at: member.keyOrigin,
                    suggestion: "write \"property\": { \"@keyPath\": …, \"@object\": { \"@mappings\": … } }")
            case .some(let keyword):
                let example = keyword == .keyPath
                    ? "\"property\": { \"@keyPath\": … }" : "\"property\": { \"@keyPath\": …, \"\(keyword.rawValue)\": … }"
                sink.error(
                    "'\(keyword.rawValue)' belongs in an entry, not directly in a context", at: member.keyOrigin,
                    suggestion: "put it inside an entry's long form: \(example)")
            case nil where key.hasPrefix("@"):
                let known: [MappingKeyword] = [.class, .self, .inherits, .mappings] + MappingKeyword.entryKeywords.sorted { $0.rawValue < $1.rawValue }
                if let suggestion = didYouMean(key, among: known) {
                    sink.error(
                        "unknown keyword '\(key)' in context '\(identifier)'", at: member.keyOrigin, suggestion: suggestion,
                        problem: "unknown keyword '\(key)' in a context")
                } else if let selector = SelectorResolver.Selector(key), selector.comparison != nil {
                    sink.error(selectorMessage(key), at: member.value.origin, suggestion: selectorSuggestion(key))
                } else if SelectorResolver.Selector(key) != nil {
                    let bare = String(key.dropFirst())
                    sink.error(
                        "'\(key)' is not a keyword, and not a selector either: a selector's value is an object", at: member.keyOrigin,
                        suggestion: "for a property write \"\(bare)\" without '@'; for a selector write \"\(key)\": { \"key\": … }")
                } else {
                    sink.error(
                        "unknown keyword '\(key)' in context '\(identifier)'", at: member.keyOrigin,
                        suggestion: "a context takes '@class', '@inherits', '@self' and property entries",
                        problem: "unknown keyword '\(key)' in a context")
                }
            case nil:
                addEntry(key, member, to: &context, position: position)
            }
        }
        return context
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
    private static func partialEntry(
        property: String, keyPath: MappingKeyPath, transformer: String?, location: SourcePosition?
    ) -> MappingEntry {
        MappingEntry(
            property: property, keyPath: keyPath, isOptional: true, defaultValue: nil, transformer: transformer,
            transformUserData: nil, object: nil, clearsContent: false, insertsAtBeginning: false, identity: [],
            location: location)
    }

    // MARK: - Entries

    private mutating func compileEntry(
        property: String, value: MappingNode, keyOrigin: MappingNode.Origin, context: String, isTemplate: Bool = false
    ) -> MappingEntry? {
        let location = sink.location(of: keyOrigin)
        switch value.value {
        case .string(let path):
            if property == MappingKeyword.`self`.rawValue {
                sink.error(
                    "the '@self' entry needs '@object' to say how to map onto the object itself", at: keyOrigin,
                    suggestion: "write \"@self\": { \"@keyPath\": \"\(path)\", \"@object\": { \"@mappings\": … } }")
                return nil
            }
            if property.contains(",") {
                sink.error(commaMessage(property), at: keyOrigin, suggestion: "write one entry for each property")
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
                sink.error(commaMessage(property), at: keyOrigin, suggestion: "write one entry for each property and share the options with '@inherits'")
                return nil
            }
            return compileLongEntry(property: property, members: members, keyOrigin: keyOrigin, context: context, isTemplate: isTemplate, location: location)
        default:
            sink.error(
                "entry '\(property)' must be a key path string or an object of options", at: value.origin,
                suggestion: "write \"\(property)\": \"source.key.path\" or \"\(property)\": { \"@keyPath\": \"source.key.path\" }",
                problem: "an entry must be a key path string or an object of options")
            return nil
        }
    }

    private mutating func compileLongEntry(
        property: String, members: [MappingNode.Member], keyOrigin: MappingNode.Origin, context: String,
        isTemplate: Bool, location: SourcePosition?
    ) -> MappingEntry? {
        var keyPath = MappingKeyPath.wholeSource
        var optional: (Bool, MappingNode.Origin)?
        var defaultValue: JSON?
        var transformer: (String, MappingNode.Origin)?
        var transformClass: (String, MappingNode.Origin)?
        var transformSelector: (String, MappingNode.Origin)?
        var userData: (JSON, MappingNode.Origin)?
        var object: (ObjectMapping, MappingNode.Origin)?
        var clear = false
        var insertAtBegin = false
        var identity: [String] = []
        var valid = true
        for member in members {
            let value = member.value
            if member.key.hasPrefix("$") { continue }
            switch MappingKeyword(rawValue: member.key) {
            case .keyPath?:
                if let path = entryKeyPath(value) { keyPath = path } else { valid = false }
            case .optional?:
                if let flag = boolean(value, keyword: .optional) { optional = (flag, value.origin) } else { valid = false }
            case .defaultValue?:
                defaultValue = value.json
            case .transformer?:
                if let name = nonEmptyString(value, keyword: .transformer) { transformer = (name, value.origin) } else { valid = false }
            case .transformClass?:
                if let name = nonEmptyString(value, keyword: .transformClass) { transformClass = (name, member.keyOrigin) } else { valid = false }
            case .transformSelector?:
                if let name = nonEmptyString(value, keyword: .transformSelector) { transformSelector = (name, member.keyOrigin) } else { valid = false }
            case .transformUserData?:
                userData = (value.json, member.keyOrigin)
            case .object?:
                if let mapping = compileObject(value, context: context, property: property) { object = (mapping, member.keyOrigin) } else { valid = false }
            case .clearContent?:
                if let flag = boolean(value, keyword: .clearContent) { clear = flag } else { valid = false }
            case .insertContentAtBegin?:
                if let flag = boolean(value, keyword: .insertContentAtBegin) { insertAtBegin = flag } else { valid = false }
            case .identity?:
                if let names = identityNames(value) { identity = names } else { valid = false }
            case .inherits?:
                continue
            case .some(let keyword):
                let suggestion: String
                switch keyword {
                case .class, .mappings:
                    suggestion = "put '\(keyword.rawValue)' inside '@object': { \"@class\": …, \"@mappings\": … }"
                case .import:
                    suggestion = "move '@import' to the file's outermost object"
                default:
                    suggestion = "'@self' is an entry's name, not an option: write \"@self\": { \"@keyPath\": …, \"@object\": … } in the context, or \"@keyPath\": \"@self\" here"
                }
                sink.error("'\(keyword.rawValue)' is not allowed in an entry", at: member.keyOrigin, suggestion: suggestion)
                valid = false
            case nil where member.key.hasPrefix("@") && SelectorResolver.Selector(member.key)?.comparison != nil:
                sink.error(selectorMessage(member.key), at: value.origin, suggestion: selectorSuggestion(member.key))
                valid = false
            case nil:
                let known = MappingKeyword.entryKeywords.sorted { $0.rawValue < $1.rawValue }
                let message = member.key.hasPrefix("@")
                    ? "unknown keyword '\(member.key)' in entry '\(property)'"
                    : "'\(member.key)' is not an entry keyword (in entry '\(property)')"
                sink.error(
                    message, at: member.keyOrigin,
                    suggestion: didYouMean(member.key.hasPrefix("@") ? member.key : "@" + member.key, among: known)
                        ?? "entries take \(known.map(\.rawValue).joined(separator: ", "))",
                    problem: "not an entry keyword: '\(member.key)'")
                valid = false
            }
        }
        // A template may hold half of a pair; what inherits it completes it.
        if let (_, origin) = transformClass, transformSelector == nil, !isTemplate {
            sink.error(
                "'@transformClass' needs '@transformSelector' (in entry '\(property)')", at: origin,
                suggestion: "add \"@transformSelector\": \"name:error:\", or use \"@transformer\": \"name\"",
                problem: "'@transformClass' needs '@transformSelector'")
            valid = false
        }
        if let (_, origin) = transformSelector, transformClass == nil, !isTemplate {
            sink.error(
                "'@transformSelector' needs '@transformClass' (in entry '\(property)')", at: origin,
                suggestion: "add \"@transformClass\": \"ClassName\", or use \"@transformer\": \"name\"",
                problem: "'@transformSelector' needs '@transformClass'")
            valid = false
        }
        if let (className, _) = transformClass, let (selector, origin) = transformSelector {
            if let (_, other) = transformer {
                sink.error(
                    "'@transformer' and '@transformClass' name two transformers (in entry '\(property)')", at: other,
                    suggestion: "keep either '@transformer' or the '@transformClass' + '@transformSelector' pair",
                    problem: "'@transformer' and '@transformClass' name two transformers")
                valid = false
            } else {
                transformer = ("\(className).\(selector)", origin)
            }
        }
        if let (_, origin) = userData, transformer == nil, transformClass == nil, !isTemplate {
            sink.error(
                "'@transformUserData' has no transformer to go to (in entry '\(property)')", at: origin,
                suggestion: "add \"@transformer\": \"name\" (or '@transformClass' + '@transformSelector'), or remove the user data",
                problem: "'@transformUserData' has no transformer to go to")
            valid = false
        }
        if let (_, origin) = object, let (_, transformerOrigin) = transformer {
            sink.error("entry '\(property)' takes either '@object' or a transformer, not both", at: transformerOrigin,
                       suggestion: "remove the transformer, or remove '@object' and let the transformer build the value",
                       related: [sink.note("'@object' is here", at: origin)],
                       problem: "an entry takes either '@object' or a transformer, not both")
            valid = false
        }
        if property == MappingKeyword.`self`.rawValue, object == nil, transformer == nil, !isTemplate, valid {
            sink.error(
                "the '@self' entry needs '@object' to say how to map onto the object itself", at: keyOrigin,
                suggestion: "add \"@object\": { \"@mappings\": … }")
            valid = false
        }
        if let (flag, origin) = optional, !flag, defaultValue != nil {
            sink.warning(
                "'@defaultValue' makes the entry optional; '@optional': false is ignored", at: origin,
                suggestion: "remove '@optional', or remove '@defaultValue' to make the entry required")
        }
        guard valid else {
            incomplete = Self.partialEntry(property: property, keyPath: keyPath, transformer: transformer?.0, location: location)
            return nil
        }
        return MappingEntry(
            property: property, keyPath: keyPath, isOptional: (optional?.0 ?? false) || defaultValue != nil,
            defaultValue: defaultValue, transformer: transformer?.0, transformUserData: userData?.0, object: object?.0,
            clearsContent: clear, insertsAtBeginning: insertAtBegin, identity: identity, location: location)
    }

    // MARK: - Objects

    private mutating func compileObject(_ node: MappingNode, context: String, property: String) -> ObjectMapping? {
        guard let members = node.members else {
            sink.error(
                "'@object' must be an object with '@mappings' and optionally '@class'", at: node.origin,
                suggestion: "write \"@object\": { \"@class\": \"Model\", \"@mappings\": \"$Model\" }")
            return nil
        }
        var className: String?
        var mappings: MappingNode?
        var valid = true
        for member in members {
            switch MappingKeyword(rawValue: member.key) {
            case .class?:
                if let name = nonEmptyString(member.value, keyword: .class) { className = name } else { valid = false }
            case .mappings?:
                mappings = member.value
            case .inherits?:
                continue
            default:
                if member.key.hasPrefix("$") { continue }
                let suggestion: String
                if let close = didYouMean(member.key, among: [.class, .mappings]) {
                    suggestion = close
                } else if let keyword = MappingKeyword(rawValue: member.key), MappingKeyword.entryKeywords.contains(keyword) {
                    suggestion = "move '\(member.key)' out to the entry, beside '@object'"
                } else if !member.key.hasPrefix("@") {
                    suggestion = "put entries in '@mappings': \"@object\": { \"@mappings\": { \"\(member.key)\": … } }"
                } else {
                    suggestion = "'@object' takes '@class' and '@mappings'"
                }
                sink.error("'\(member.key)' is not allowed in '@object'", at: member.keyOrigin, suggestion: suggestion)
                valid = false
            }
        }
        guard let mappings else {
            sink.error(
                "'@object' needs '@mappings' (an inline context or a context's identifier)", at: node.origin,
                suggestion: "add \"@mappings\": \"$Identifier\" or \"@mappings\": { … }")
            return nil
        }
        let target: Int
        switch mappings.value {
        case .string(let reference):
            guard let found = index[reference] else {
                if templates.contains(reference) {
                    let suggestion = entryTemplates.contains(reference)
                        ? "'\(reference)' is an entry template: inherit it in the entry, \"\(property)\": { \"@inherits\": \"\(reference)\", … }"
                        : "'\(reference)' is an '@object' template: inherit it in '@object', \"@object\": { \"@inherits\": \"\(reference)\" }"
                    sink.error(
                        "'\(reference)' is a template, not a context; '@mappings' needs a context", at: mappings.origin,
                        suggestion: suggestion)
                } else {
                    let close = EditDistance.closest(to: reference, in: identifiers, limit: 1).first
                    sink.error(
                        "unknown context '\(reference)' in '@mappings'", at: mappings.origin,
                        suggestion: close.map { "did you mean '\($0)'?" } ?? Self.knownContexts(identifiers))
                }
                return nil
            }
            target = found
        case .object:
            let identifier = "\(context).\(property)"
            target = contexts.count
            let inlineClass = mappings[MappingKeyword.class.rawValue]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            contexts.append(CompiledContext(
                identifier: identifier, className: inlineClass, entries: [], location: sink.location(of: mappings.origin)))
            pendingInline.append((mappings, identifier, target))
        default:
            sink.error(
                "'@mappings' must be a context's identifier or an inline context object", at: mappings.origin,
                suggestion: "write \"@mappings\": \"$Identifier\" or \"@mappings\": { \"property\": \"key.path\" }")
            return nil
        }
        guard valid else { return nil }
        return ObjectMapping(
            className: className ?? contexts[target].className, contextIdentifier: contexts[target].identifier,
            contextIndex: target)
    }

    // MARK: - Values

    private mutating func keyPath(_ text: String, at origin: MappingNode.Origin) -> MappingKeyPath? {
        guard !text.isEmpty else {
            sink.error("empty key path", at: origin, suggestion: "use \"@self\" for the whole source value")
            return nil
        }
        let path = MappingKeyPath(text)
        if path.segments.contains(where: \.isEmpty) {
            sink.error(
                "key path '\(text)' has an empty segment", at: origin,
                suggestion: "for keys that contain dots, give '@keyPath' an array of segments: [\"a\", \"b.c\"]")
            return nil
        }
        return path
    }

    private mutating func entryKeyPath(_ node: MappingNode) -> MappingKeyPath? {
        switch node.value {
        case .string(let text):
            return keyPath(text, at: node.origin)
        case .array(let elements) where !elements.isEmpty:
            var segments: [String] = []
            for element in elements {
                guard let segment = element.stringValue else {
                    sink.error(
                        "'@keyPath' segments must be strings", at: element.origin,
                        suggestion: "quote the segment: an array index is written as a string too, as in [\"items\", \"0\"]")
                    return nil
                }
                segments.append(segment)
            }
            return MappingKeyPath(segments: segments)
        default:
            sink.error(
                "'@keyPath' must be a dotted string, \"@self\", or a non-empty array of literal segments", at: node.origin,
                suggestion: "write \"@keyPath\": \"user.name\", \"@keyPath\": \"@self\" or \"@keyPath\": [\"meta\", \"a.b\"]")
            return nil
        }
    }

    private mutating func boolean(_ node: MappingNode, keyword: MappingKeyword) -> Bool? {
        switch node.value {
        case .bool(let flag): return flag
        case .number(let number) where number.int64Value == 0 || number.int64Value == 1: return number.int64Value == 1
        case .string(let text):
            switch text.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: break
            }
        default: break
        }
        sink.error(
            "'\(keyword.rawValue)' must be a boolean", at: node.origin,
            suggestion: "write true, false, 1, 0, \"yes\" or \"no\"")
        return nil
    }

    private mutating func nonEmptyString(_ node: MappingNode, keyword: MappingKeyword) -> String? {
        if let text = node.stringValue, !text.isEmpty { return text }
        let example = switch keyword {
        case .class: "\"@class\": \"ModelName\""
        case .transformClass: "\"@transformClass\": \"ClassName\""
        case .transformSelector: "\"@transformSelector\": \"name:error:\""
        default: "\"\(keyword.rawValue)\": \"name\""
        }
        sink.error("'\(keyword.rawValue)' must be a non-empty string", at: node.origin, suggestion: "write \(example)")
        return nil
    }

    private mutating func identityNames(_ node: MappingNode) -> [String]? {
        if let name = node.stringValue, !name.isEmpty { return [name] }
        var spot = node.origin
        if case .array(let elements) = node.value, !elements.isEmpty {
            let names = elements.compactMap(\.stringValue).filter { !$0.isEmpty }
            if names.count == elements.count { return names }
            spot = elements.first { ($0.stringValue ?? "").isEmpty }?.origin ?? spot
        }
        sink.error(
            "'@identity' must be a property name or an array of property names", at: spot,
            suggestion: "write \"@identity\": \"id\" or \"@identity\": [\"kind\", \"id\"]")
        return nil
    }

    private func didYouMean(_ key: String, among keywords: [MappingKeyword]) -> String? {
        MappingKeyword.suggestions(for: key, among: keywords).first.map { "did you mean '\($0)'?" }
    }

    private func selectorMessage(_ key: String) -> String {
        "selector '\(key)' must hold an object whose keys replace their siblings when it matches"
    }

    private func selectorSuggestion(_ key: String) -> String {
        "write \"\(key)\": { \"key\": … }, or check the spelling if a keyword was meant"
    }

    /// "known contexts: …" for a suggestion, or that there are none.
    static func knownContexts(_ identifiers: [String]) -> String {
        guard !identifiers.isEmpty else { return "the catalog defines no contexts" }
        let shown = identifiers.prefix(8).joined(separator: ", ")
        return "known contexts: " + shown + (identifiers.count > 8 ? ", …" : "")
    }

    private func commaMessage(_ key: String) -> String {
        let parts = key.split(separator: ",").map { "'\($0.trimmingCharacters(in: .whitespaces))'" }
        return "comma-separated keys are not supported ('\(key)' would stand for \(parts.joined(separator: ", ")))"
    }
}
