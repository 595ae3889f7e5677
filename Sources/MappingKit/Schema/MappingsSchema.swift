/// The JSON Schema (draft-07, which VS Code's JSON support reads) of the
/// `.mappings` format, which `mappings schema` prints for editors.
///
/// It is made from the loader's keyword table: each ``MappingKeyword``'s
/// ``KeywordDeclaration`` says where it may be written, the shape of its
/// value (given its schema in `MappingsSchema+Keywords.swift`) and what it
/// means, in the language reference's words, so a keyword cannot be known
/// to the loader and not to the schema.
///
/// Every object of a file is one definition: the file (`@import`, contexts
/// and templates by identifier), a context (`@class`, `@inherits`,
/// `@reverseMappings`, `@self`, entries, `$` local templates), a
/// `@reverseMappings` entry set, a long-form entry (the entry keywords and
/// the former ones the loader still reads), an `@object`, and `@cases`.
/// Each takes its keywords, selectors (an `@` key that is no keyword, its
/// object merged into the same kind of object) and nothing else, so a
/// misspelt keyword with a value that is not an object (`"@optinal": true`)
/// is an error, as it is for the loader. A top-level object is an entry
/// template, an `@object` template or a context by the loader's own rule
/// (`ContextCompiler.kind(of:)`), written as `if`/`then`/`else`.
///
/// An entry's own keywords are held to the rules between them that the
/// loader applies whatever templates and selectors add
/// (`MappingsSchema+Rules.swift`): no value constraint beside `@object`,
/// none at all in `@self`, an `@object` default that is objects.
///
/// What the schema cannot know is left to `mappings check`: imports,
/// templates and context references resolved, classes, transformers,
/// combinations of keywords a template or a selector completes, bounds
/// compared, and a selector key close to a keyword (the list is in
/// `InTheBuildAndCI.md`, and `SchemaCoverageTests` holds every
/// ``ConfigurationProblem`` to it or to a fixture the schema refuses).
///
/// ```swift
/// let schema = MappingsSchema.document
/// print(schema.formatted([.prettyPrinted]))   // what `mappings schema` prints
/// ```
package enum MappingsSchema {
    /// The kinds of object a keyword may be written in.
    typealias Place = KeywordDeclaration.Place

    /// The schema's definitions (`#/definitions/NAME`).
    enum Definition: String, CaseIterable, Sendable {
        /// A top-level value: an entry template, an `@object` template or a context.
        case definition
        case context, reverseMappings, entry, object, cases
        /// A context's entry in the long form: ``entry`` and the rules
        /// between its own keywords (`MappingsSchema+Rules.swift`).
        case contextEntry
        /// A top-level entry template: ``entry`` and the rules the loader
        /// holds a template to.
        case entryTemplate
        /// The `@self` entry: ``entry``, its rules, and no constraint.
        case selfEntry
        /// An entry's value: a key path (short form) or options (long form).
        case entryValue
        /// A case of `@cases`, or `@default`: a context identifier or an `@object` body.
        case `case`
        /// A `$` key inside a context, an entry or an `@object`.
        case template
        /// A dotted key path.
        case keyPath
        /// A boolean as the loader reads it.
        case flag
    }

    /// The schema: a JSON value, printed by `mappings schema`.
    package static let document: JSON = {
        var root: JSON.Object = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "MappingKit .mappings file",
        ]
        // VS Code: a .mappings file may hold comments and trailing commas.
        root["allowComments"] = true
        root["allowTrailingCommas"] = true
        if case .object(let members) = objectSchema(.file) {
            for (key, value) in members { root[key] = value }
        }
        var definitions = JSON.Object()
        for definition in Definition.allCases { definitions[definition.rawValue] = schema(of: definition) }
        root["definitions"] = .object(definitions)
        return .object(root)
    }()

    static func schema(of definition: Definition) -> JSON {
        switch definition {
        case .definition: return topLevelDefinition
        case .context: return objectSchema(.context)
        case .reverseMappings: return objectSchema(.reverseMappings)
        case .entry: return objectSchema(.entry)
        case .object: return objectSchema(.object)
        case .cases: return objectSchema(.cases)
        case .contextEntry, .entryTemplate, .selfEntry: return entryWithRules(definition)
        case .entryValue:
            return stringOr(described(reference(.keyPath), "the short form: the source key path of a required entry"), reference(.contextEntry))
        case .case:
            return stringOr(described(nonEmptyString, "a context's identifier"), reference(.object))
        case .template:
            // Not compiled, only merged where `@inherits` names it: any
            // kind of object (an unused scalar loads too).
            return [
                "description": "A local template (a key starting with `$`): not an entry; merged where `@inherits` names it.",
                "if": ["type": "object"],
                "then": anyOf([reference(.context), reference(.entry), reference(.object), reference(.cases)]),
            ]
        case .keyPath:
            // No empty path, no empty segment (`a..b`, `.a`, `a.`).
            return ["type": "string", "pattern": "^[^.]+(?:\\.[^.]+)*$"]
        case .flag:
            // `ContextCompiler.flag`: the strings in any case.
            return anyOf([
                ["type": "boolean"],
                ["enum": [0, 1]],
                ["type": "string", "pattern": "^(?:[Yy][Ee][Ss]|[Nn][Oo]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0)$"],
            ])
        }
    }

    /// The object schema of `place`: its keywords, its selectors, what its
    /// other keys are, and nothing else.
    static func objectSchema(_ place: Place) -> JSON {
        var properties = JSON.Object()
        for keyword in MappingKeyword.allCases where places(of: keyword).contains(place) {
            properties[keyword.rawValue] = property(keyword)
        }
        for former in FormerKeyword.allCases where places(of: former).contains(place) {
            properties[former.rawValue] = property(former)
        }
        var patterns = JSON.Object()
        let itself = place.definition.map(reference) ?? ["allOf": [["$ref": "#"]]]
        patterns[selectorPattern(in: place)] = described(itself, selectorSummary)
        switch place {
        case .file:
            patterns[definitionNamePattern] = reference(.definition)
        case .context, .reverseMappings:
            patterns[templatePattern] = reference(.template)
            patterns[entryNamePattern] = reference(.entryValue)
        case .entry, .object:
            patterns[templatePattern] = reference(.template)
        case .cases:
            break
        }
        var schema: JSON.Object = ["description": .string(place.summary), "type": "object"]
        schema["properties"] = .object(properties)
        schema["patternProperties"] = .object(patterns)
        // `@cases`: any other key is a value of the type field.
        schema["additionalProperties"] = place == .cases ? reference(.case) : false
        return .object(schema)
    }

    /// A top-level object, classified as `ContextCompiler.kind(of:)` does:
    /// only keywords (`$` keys and `@inherits` aside), among them an entry
    /// keyword, and no `@class`: an entry template; only `@mappings` and at
    /// most `@class`: an `@object` template; anything else: a context.
    static var topLevelDefinition: JSON {
        let onlyKeywords: JSON = ["propertyNames": ["pattern": "^[@$]"]]
        let entryKeywords = MappingKeyword.allCases.filter(MappingKeyword.entryKeywords.contains)
        let notObjectTemplate = MappingKeyword.allCases.filter { ![.mappings, .class, .inherits].contains($0) }
        func required(_ keywords: [MappingKeyword]) -> JSON {
            anyOf(keywords.map { ["required": [.string($0.rawValue)]] })
        }
        let isEntryTemplate: JSON = [
            "allOf": [onlyKeywords, ["not": ["required": ["@class"]]], required(entryKeywords)]
        ]
        let isObjectTemplate: JSON = [
            "allOf": [onlyKeywords, ["required": ["@mappings"]], ["not": required(notObjectTemplate)]]
        ]
        return [
            "description": "A context, an entry template (only entry keywords, no `@class`) or an `@object` template (`@mappings`, and at most `@class`).",
            "type": "object",
            "if": isEntryTemplate,
            "then": reference(.entryTemplate),
            "else": ["if": isObjectTemplate, "then": reference(.object), "else": reference(.context)],
        ]
    }

    // MARK: - Keys

    static let selectorSummary =
        "A selector, `@NAME` or `@NAME OP VERSION` (OP one of `<`, `<=`, `>`, `>=`, `==`, `=`, `!=`): its object merges into the object holding it when the environment matches. A key that is neither a keyword nor a selector is an error."

    /// A selector key (`SelectorResolver.Selector.parse`): `@`, a name
    /// starting with a letter (letters, digits, `_`, `+`, `.`, `-`),
    /// optionally an operator and a version of 1 to 9 digits a component.
    /// Never a keyword's name, nor, where the loader reads them, a former
    /// keyword's: a misspelt keyword takes this pattern and must hold an
    /// object, as the loader's selectors do.
    static func selectorPattern(in place: Place) -> String {
        var names = MappingKeyword.allCases.map { String($0.rawValue.dropFirst()) }
        names += FormerKeyword.allCases.filter { places(of: $0).contains(place) }.map { String($0.rawValue.dropFirst()) }
        let letter = "A-Za-z\\u0080-\\uFFFF"
        let name = "[\(letter)][\(letter)0-9_+.-]*"
        let version = "[0-9]{1,9}(?:\\.[0-9]{1,9})*"
        return "^@(?!(?:\(names.joined(separator: "|")))$)\(name) *(?:(?:<=|>=|==|!=|<|>|=) *\(version) *)?$"
    }

    /// A top-level identifier: any key without a comma that is not `@import`
    /// or a selector (a keyword's name too: the loader takes
    /// `"@class": {…}` at the top level for a context of that name).
    static var definitionNamePattern: String {
        let keywords = MappingKeyword.allCases.filter { $0 != .import }.map { String($0.rawValue.dropFirst()) }
        return "^(?:[^@,][^,]*|@(?:\(keywords.joined(separator: "|"))))?$"
    }

    /// An entry's name: no `@`, no `$` first, no comma.
    static let entryNamePattern = "^(?:[^@$,][^,]*)?$"

    /// A local template's key.
    static let templatePattern = "^\\$"
}

/// Where each kind of object sits in the schema, and what it is on hover.
extension KeywordDeclaration.Place {
    /// The definition that describes the object; `nil` for the file,
    /// the schema's root.
    var definition: MappingsSchema.Definition? {
        switch self {
        case .file: nil
        case .context: .context
        case .reverseMappings: .reverseMappings
        case .entry: .entry
        case .object: .object
        case .cases: .cases
        }
    }

    /// What an object of this kind is, shown on hover.
    var summary: String {
        switch self {
        case .file:
            "A .mappings file: `@import`, and identified contexts and templates (`\"$Tweet\": {…}`; the `$` is a convention)."
        case .context:
            "A context: `@class` names a registered model type; every other key is an entry, `\"property\": \"source.key.path\"` (short form, required) or an object of options (long form); keys starting with `$` are local templates."
        case .reverseMappings:
            "`@reverseMappings`: a separate entry set for model → JSON, entries in the same forms; no `@class` and no nested `@reverseMappings`."
        case .entry:
            "An entry's options (long form); entries are required by default."
        case .object:
            "`@object`: `@class` and `@mappings` (inline context or a context's identifier), `@key` for a dictionary of models, or `@switch`, `@cases` and `@default` for polymorphism by a type field."
        case .cases:
            "`@cases`: each value of the `@switch` field and its mapping, a context identifier or an inline `@object` body (`@class`, `@mappings`)."
        }
    }
    }
