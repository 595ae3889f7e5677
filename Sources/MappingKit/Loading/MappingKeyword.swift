/// The `@` keywords of the `.mappings` language, each declared once in
/// ``declaration``: where it may be written, the shape of its value (its
/// words), how a template hands it on, and what it means. Adding a keyword
/// is a case here and its declaration below; the switch has no `default`,
/// so a case without one does not compile. ARCHITECTURE.md ("A keyword")
/// lists the other files a keyword with behaviour of its own touches.
enum MappingKeyword: String, CaseIterable, Sendable {
    case `import` = "@import"
    case inherits = "@inherits"
    case `class` = "@class"
    case keyPath = "@keyPath"
    case optional = "@optional"
    case defaultValue = "@defaultValue"
    case transformer = "@transformer"
    case transformUserData = "@transformUserData"
    case transformClass = "@transformClass"
    case transformSelector = "@transformSelector"
    case object = "@object"
    case mappings = "@mappings"
    case clearContent = "@clearContent"
    case insertContentAtBegin = "@insertContentAtBegin"
    case identity = "@identity"
    case `self` = "@self"
    case reverseMappings = "@reverseMappings"
    case key = "@key"
    case `switch` = "@switch"
    case cases = "@cases"
    case `default` = "@default"
    case onInvalid = "@onInvalid"
    case fallbackKeyPaths = "@fallbackKeyPaths"
    case null = "@null"
    case reverseNil = "@reverseNil"
    case invalidElements = "@invalidElements"
    case minimum = "@minimum"
    case maximum = "@maximum"
    case minLength = "@minLength"
    case maxLength = "@maxLength"
    case pattern = "@pattern"
    case allowedValues = "@allowedValues"
    case minItems = "@minItems"
    case maxItems = "@maxItems"

    /// What the language says of this keyword (``KeywordDeclaration``).
    var declaration: KeywordDeclaration {
        switch self {
        case .import:
            KeywordDeclaration(
                [.file], .importPaths, inheritance: .never,
                summary: "a path or an array of paths relative to the importing file (`.mappings` added when there is no extension)")
        case .inherits:
            KeywordDeclaration(
                [.context, .reverseMappings, .entry, .object, .cases], .templateNames, inheritance: .never,
                misspeltKeyHoldsObject: true,
                summary: "a template name or an array of names to merge in, in any object")
        case .class:
            KeywordDeclaration(
                [.context, .object], .nonEmptyString,
                summary: "names a registered model type (optional: without it the context still maps to JSON and validates)")
        case .keyPath:
            KeywordDeclaration(
                [.entry], .keyPath,
                summary: #"dotted path; numeric segments index arrays, other segments map over an array's elements; `@metadata.…` reads values given beside the payload; an array of literal segments for keys with dots; `"@self"` or absent for the whole value"#)
        case .optional:
            KeywordDeclaration(
                [.entry], .optionalFlag,
                summary: #"`true`, `false`, `1`, `0`, `"yes"`, `"no"`; or `"warning"`: optional, a missing value a `missingOptional` warning"#)
        case .defaultValue:
            KeywordDeclaration(
                [.entry], .data, inheritance: .whole, misspeltKeyHoldsObject: true,
                summary: "converted and set when the value is missing; implies `@optional`")
        case .transformer:
            KeywordDeclaration([.entry], .nonEmptyString, summary: "a registered transformer's name")
        case .transformUserData:
            KeywordDeclaration(
                [.entry], .data, inheritance: .whole, misspeltKeyHoldsObject: true, summary: "JSON handed to the transformer")
        case .transformClass, .transformSelector:
            KeywordDeclaration([.entry], .nonEmptyString, summary: #"the transformer registered as `"Class.selector"`"#)
        case .object:
            KeywordDeclaration(
                [.entry], .objectMapping, misspeltKeyHoldsObject: true,
                summary: #"`{ "@class": …, "@mappings": inline context or a context's identifier }` for a nested model or each element of a collection (or of a dictionary `[String: M]`); references resolve at load, and recursive contexts are fine"#)
        case .mappings:
            KeywordDeclaration(
                [.object], .contextReference, misspeltKeyHoldsObject: true, summary: "inline context or a context's identifier")
        case .clearContent:
            KeywordDeclaration([.entry], .flag, summary: "empty the collection first")
        case .insertContentAtBegin:
            KeywordDeclaration([.entry], .flag, summary: "insert new items at the front, payload order kept")
        case .identity:
            KeywordDeclaration(
                [.entry], .propertyNames,
                summary: "property name(s) identifying an item: an existing item with the same identity is updated where it stands, others are inserted as `@insertContentAtBegin` says")
        case .self:
            KeywordDeclaration(
                [.context, .reverseMappings], .selfEntry, summary: "maps a part of the payload onto the object itself")
        case .reverseMappings:
            KeywordDeclaration(
                [.context], .reverseMappings, misspeltKeyHoldsObject: true, summary: "a separate entry set for model → JSON")
        case .key:
            KeywordDeclaration(
                [.object], .nonEmptyString,
                summary: "inside `@object`, for a dictionary of models: the element property that receives each member's key")
        case .switch:
            KeywordDeclaration([.object], .dottedKeyPath, summary: Self.polymorphismSummary)
        case .cases:
            KeywordDeclaration([.object], .cases, summary: Self.polymorphismSummary)
        case .default:
            KeywordDeclaration([.object], .caseMapping, summary: Self.polymorphismSummary)
        case .onInvalid:
            KeywordDeclaration(
                [.entry], .words(of: InvalidValuePolicy.self),
                summary: #"`"error"` (the default), `"default"` or `"ignore"`: what a value that is present but cannot become the property's value leads to, each fallback a warning"#)
        case .fallbackKeyPaths:
            KeywordDeclaration(
                [.entry], .keyPaths,
                summary: "a key path or an array of key paths read in order when `@keyPath`'s value is missing; the summary counts the objects read from each")
        case .null:
            KeywordDeclaration(
                [.entry], .words(of: NullPolicy.self),
                summary: #"`"missing"` (the default: `null` is missing) or `"value"` (`null` sets an optional to `nil`, writes `null` dynamically, and is an `unexpectedNull` error for a property that is not optional)"#)
        case .reverseNil:
            KeywordDeclaration(
                [.entry], .words(of: ReverseNilPolicy.self),
                summary: #"`"omit"` (the default) or `"null"`: what reverse mapping and request bodies write for a `nil` property"#)
        case .invalidElements:
            KeywordDeclaration(
                [.entry], .words(of: InvalidElementsPolicy.self),
                summary: #"on a collection: `"skip"` (drop the elements that cannot be made, a warning each) or `"fail"` (one fails the collection)"#)
        case .minimum, .maximum:
            KeywordDeclaration(
                [.entry], .number, constraint: .onValues,
                summary: "a number: a number (or a string that is a JSON number) below or above it, inclusive bounds, is a `constraintViolated` error; each element of a collection is checked")
        case .minLength, .maxLength:
            KeywordDeclaration(
                [.entry], .count, constraint: .onValues,
                summary: "a whole number: a string shorter or longer, in Unicode scalars, is a `constraintViolated` error")
        case .pattern:
            KeywordDeclaration(
                [.entry], .regularExpression, constraint: .onValues,
                summary: "a regular expression of JSON Schema's dialect, compiled at load and matched in linear time: a string without a match anywhere (unanchored, as in JSON Schema) is a `constraintViolated` error; `\"\"` matches every string")
        case .allowedValues:
            KeywordDeclaration(
                [.entry], .jsonValues, constraint: .onValues,
                summary: "a non-empty array of JSON values: a value equal (as JSON) to none of them is a `constraintViolated` error")
        case .minItems, .maxItems:
            KeywordDeclaration(
                [.entry], .count, constraint: .onCollections,
                summary: "a whole number: a collection (array, set, dictionary) with fewer or more elements is a `constraintViolated` error")
        }
    }

    /// The one row of the language reference that `@switch`, `@cases` and
    /// `@default` share.
    private static let polymorphismSummary =
        "inside `@object`: the type field's key path, the mapping of each of its values, and the mapping when none matches"

    /// The keywords written in `place`, in declaration order.
    static func keywords(in place: KeywordDeclaration.Place) -> [MappingKeyword] {
        allCases.filter { $0.declaration.places.contains(place) }
    }

    /// Keywords that only make sense in an entry; a top-level object holding
    /// one is an entry template rather than a context.
    static let entryKeywords: Set<MappingKeyword> = Set(allCases.filter { $0.declaration.places == [.entry] })

    /// Keywords that belong inside `@object` only, besides `@mappings`
    /// (which an `@object` template holds alone): `@key` and the
    /// polymorphic three.
    static let objectKeywords: Set<MappingKeyword> = Set(
        allCases.filter { $0.declaration.places == [.object] && $0 != .mappings })

    /// Keywords whose misspelling holding an object is reported as such,
    /// not taken as a selector (``KeywordDeclaration/misspeltKeyHoldsObject``).
    static let objectValued: [String] = allCases.filter(\.declaration.misspeltKeyHoldsObject).map(\.rawValue)

    /// The keywords a misspelt key in `place` is compared with: those of
    /// the place, and, in a context, the entry keywords and `@mappings`
    /// too (each then reported as misplaced, with its right place).
    static func suggested(in place: KeywordDeclaration.Place) -> [MappingKeyword] {
        switch place {
        case .context: keywords(in: .context) + [.mappings] + entryKeywords.sorted { $0.rawValue < $1.rawValue }
        case .object: keywords(in: .object).filter { $0 != .inherits }
        case .entry: entryKeywords.sorted { $0.rawValue < $1.rawValue }
        case .file, .reverseMappings, .cases: keywords(in: place)
        }
    }

    static func isKeyword(_ key: String) -> Bool { MappingKeyword(rawValue: key) != nil }

    /// The keywords closest to a misspelt one.
    static func suggestions(for key: String, among candidates: [MappingKeyword] = MappingKeyword.allCases) -> [String] {
        EditDistance.closest(to: key, in: candidates.map(\.rawValue), limit: 1)
    }
}
