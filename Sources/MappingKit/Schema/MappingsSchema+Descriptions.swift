/// What each keyword means, as the schema shows it on hover: the words of
/// the language reference (`MappingKit.docc/MappingsLanguage.md`).
///
/// A keyword with a row in the reference's `| keyword | meaning |` table
/// has that row's meaning, its `<doc:…>` links and "(below)" left out (a
/// row naming two or three keywords gives each the same words). The five
/// the table does not list (`@import`, `@class`, `@mappings`, `@self`,
/// `@reverseMappings`) have words taken verbatim from the reference's text.
/// `MappingsSchemaTests` holds both to the reference; the switch has no
/// `default`, so a new keyword does not compile without its words.
extension MappingsSchema {
    static func description(of keyword: MappingKeyword) -> String {
        switch keyword {
        case .import:
            "a path or an array of paths relative to the importing file (`.mappings` added when there is no extension)"
        case .inherits:
            "a template name or an array of names to merge in, in any object"
        case .class:
            "names a registered model type (optional: without it the context still maps to JSON and validates)"
        case .keyPath:
            #"dotted path; numeric segments index arrays, other segments map over an array's elements; `@metadata.…` reads values given beside the payload; an array of literal segments for keys with dots; `"@self"` or absent for the whole value"#
        case .optional:
            #"`true`, `false`, `1`, `0`, `"yes"`, `"no"`; or `"warning"`: optional, a missing value a `missingOptional` warning"#
        case .defaultValue:
            "converted and set when the value is missing; implies `@optional`"
        case .transformer:
            "a registered transformer's name"
        case .transformUserData:
            "JSON handed to the transformer"
        case .transformClass, .transformSelector:
            #"the transformer registered as `"Class.selector"`"#
        case .object:
            #"`{ "@class": …, "@mappings": inline context or a context's identifier }` for a nested model or each element of a collection (or of a dictionary `[String: M]`); references resolve at load, and recursive contexts are fine"#
        case .mappings:
            "inline context or a context's identifier"
        case .clearContent:
            "empty the collection first"
        case .insertContentAtBegin:
            "insert new items at the front, payload order kept"
        case .identity:
            "property name(s) identifying an item: an existing item with the same identity is updated where it stands, others are inserted as `@insertContentAtBegin` says"
        case .self:
            "maps a part of the payload onto the object itself"
        case .reverseMappings:
            "a separate entry set for model → JSON"
        case .key:
            "inside `@object`, for a dictionary of models: the element property that receives each member's key"
        case .switch, .cases, .default:
            "inside `@object`: the type field's key path, the mapping of each of its values, and the mapping when none matches"
        case .onInvalid:
            #"`"error"` (the default), `"default"` or `"ignore"`: what a value that is present but cannot become the property's value leads to, each fallback a warning"#
        case .fallbackKeyPaths:
            "a key path or an array of key paths read in order when `@keyPath`'s value is missing; the summary counts the objects read from each"
        case .null:
            #"`"missing"` (the default: `null` is missing) or `"value"` (`null` sets an optional to `nil`, writes `null` dynamically, and is an `unexpectedNull` error for a property that is not optional)"#
        case .reverseNil:
            #"`"omit"` (the default) or `"null"`: what reverse mapping and request bodies write for a `nil` property"#
        case .invalidElements:
            #"on a collection: `"skip"` (drop the elements that cannot be made, a warning each) or `"fail"` (one fails the collection)"#
        case .minimum, .maximum:
            "a number: a number (or a string that is a JSON number) below or above it, inclusive bounds, is a `constraintViolated` error; each element of a collection is checked"
        case .minLength, .maxLength:
            "a whole number: a string shorter or longer, in Unicode scalars, is a `constraintViolated` error"
        case .pattern:
            "a regular expression of JSON Schema's dialect, compiled at load and matched in linear time: a string without a match anywhere (unanchored, as in JSON Schema) is a `constraintViolated` error; `\"\"` matches every string"
        case .allowedValues:
            "a non-empty array of JSON values: a value equal (as JSON) to none of them is a `constraintViolated` error"
        case .minItems, .maxItems:
            "a whole number: a collection (array, set, dictionary) with fewer or more elements is a `constraintViolated` error"
        }
    }

    /// What a former keyword was, and what the loader says of it (its
    /// warning or error and the fix, worded once in
    /// `ConfigurationProblem+Messages.swift`).
    static func description(of former: FormerKeyword) -> String {
        switch former {
        case .required:
            "other libraries' spelling: entries are required by default"
        case .transformCallback:
            "AppCoreKit's code-only transformer block"
        case .contentType:
            "AppCoreKit's element type, declared in code"
        }
    }

    /// The loader's words for a former keyword, which an editor shows as a
    /// deprecation: a warning for the two that load, the error for
    /// `@contentType`, each with its fix.
    static func deprecationMessage(of former: FormerKeyword) -> String {
        let problems: [ConfigurationProblem] =
            switch former {
            case .required: [.requiredKeyword(true), .requiredKeyword(false)]
            case .transformCallback: [.transformCallback]
            case .contentType: [.contentType(className: nil, hasObject: false)]
            }
        return problems.map { problem in
            problem.message + (problem.suggestion.map { " (\($0))" } ?? "")
        }.joined(separator: "; ")
    }
}
