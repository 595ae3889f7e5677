/// Where each keyword may be written and what its value may be, read
/// from its ``KeywordDeclaration`` (``MappingKeyword/declaration``), the
/// table the loader's checks read too; each value shape has its schema
/// here, through a switch without `default`, so a new shape does not
/// compile until the schema knows it.
extension MappingsSchema {
    /// The objects in which `keyword` is a keyword (anywhere else it is
    /// refused, as the loader refuses it).
    static func places(of keyword: MappingKeyword) -> Set<Place> { keyword.declaration.places }

    /// What `keyword`'s value may be.
    static func value(of keyword: MappingKeyword) -> JSON { schema(ofShape: keyword.declaration.value) }

    /// The schema of a value shape.
    static func schema(ofShape value: KeywordDeclaration.Value) -> JSON {
        switch value {
        case .importPaths: anyOf([importPath, ["type": "array", "items": importPath]])
        case .templateNames: anyOf([["type": "string"], ["type": "array", "items": ["type": "string"]]])
        case .nonEmptyString: nonEmptyString
        case .selfEntry: reference(Definition.selfEntry)
        case .reverseMappings: reference(.reverseMappings)
        case .contextReference: stringOr(nonEmptyString, reference(.context))
        case .dottedKeyPath: reference(.keyPath)
        case .cases: reference(.cases)
        case .caseMapping: reference(.case)
        case .keyPath: anyOf([reference(.keyPath), literalSegments])
        case .keyPaths:
            anyOf([
                reference(.keyPath),
                ["type": "array", "minItems": 1, "items": anyOf([reference(.keyPath), literalSegments])],
            ])
        case .optionalFlag: anyOf([reference(.flag), ["enum": [.string(MappingEntry.missingWarningWord)]]])
        case .flag: reference(.flag)
        case .data: [:]
        case .objectMapping: reference(.object)
        case .propertyNames: anyOf([nonEmptyString, ["type": "array", "minItems": 1, "items": nonEmptyString]])
        case .words(let words): ["type": "string", "enum": .array(words.map { .string($0) })]
        case .number: ["type": "number"]
        // A whole number however written: draft-07's `integer` takes `1e3`
        // and `1.0`, as the loader does; at most `Int.max` (`countTooLarge`).
        case .count: ["type": "integer", "minimum": 0, "maximum": JSON(Int.max)]
        // ICU's syntax, not ECMAScript's: no `"format": "regex"`, which a
        // validator checking formats would hold to ECMAScript.
        case .regularExpression: ["type": "string"]
        // No array or object: a collection's elements are checked one by
        // one, so it could never match (`collectionInAllowedValues`).
        case .jsonValues: ["type": "array", "minItems": 1, "items": ["type": ["string", "number", "boolean", "null"]]]
        }
    }

    /// What a former keyword's value may be: `@required` loads (a boolean,
    /// with a warning), `@transformCallback` is ignored with a warning, and
    /// `@contentType` is an error, so no value is valid.
    static func value(of former: FormerKeyword) -> JSON {
        switch former {
        case .required: reference(.flag)
        case .transformCallback: [:]
        case .contentType: ["not": [:]]
        }
    }

    /// Where a former keyword is met with a note rather than refused.
    static func places(of former: FormerKeyword) -> Set<Place> {
        switch former {
        case .required, .transformCallback, .contentType: [.entry]
        }
    }

    /// The property schema of `keyword` in an object: its value and its
    /// description (plain, and Markdown for VS Code's hover).
    static func property(_ keyword: MappingKeyword) -> JSON {
        described(value(of: keyword), description(of: keyword))
    }

    static func property(_ former: FormerKeyword) -> JSON {
        var schema = described(value(of: former), description(of: former))
        if case .object(var members) = schema {
            members["deprecationMessage"] = .string(deprecationMessage(of: former))
            schema = .object(members)
        }
        return schema
    }

    // MARK: - Value shapes

    static let nonEmptyString: JSON = ["type": "string", "minLength": 1]

    /// An `@import` path as `CatalogFileLoader` takes it: not empty, and
    /// not absolute (no `/`, `~` or `\` first, no `://`).
    static let importPath: JSON = ["type": "string", "minLength": 1, "pattern": "^(?![/~\\\\])(?![\\s\\S]*://)"]

    /// A key path as an array of literal segments (keys with dots).
    static let literalSegments: JSON = ["type": "array", "minItems": 1, "items": ["type": "string"]]

    static func anyOf(_ schemas: [JSON]) -> JSON { ["anyOf": .array(schemas)] }

    /// `string` for a string, `other` for anything else: a value that is
    /// neither is held to `other` alone, so an editor's message is about
    /// the long form (`anyOf` would report the string's).
    static func stringOr(_ string: JSON, _ other: JSON) -> JSON {
        ["if": ["type": "string"], "then": string, "else": other]
    }

    /// A definition by reference; wrapped in `allOf` so that a description
    /// beside it counts (draft-07 ignores the siblings of `$ref`).
    static func reference(_ definition: Definition) -> JSON {
        ["allOf": [["$ref": .string("#/definitions/" + definition.rawValue)]]]
    }

    /// `schema` with `description` and `markdownDescription` first.
    static func described(_ schema: JSON, _ description: String) -> JSON {
        var members: JSON.Object = ["description": .string(description), "markdownDescription": .string(description)]
        if case .object(let own) = schema {
            for (key, value) in own { members[key] = value }
        }
        return .object(members)
    }
}
