/// The `@` keywords of the `.mappings` language.
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
    /// A context's separate entry set for model → JSON.
    case reverseMappings = "@reverseMappings"
    /// Inside `@object`: the element property that receives each member's
    /// key, for a dictionary of models.
    case key = "@key"
    /// Inside `@object`: the key path (relative to the element) whose value
    /// picks the mapping among `@cases`.
    case `switch` = "@switch"
    /// Inside `@object`: the mappings by the `@switch` value.
    case cases = "@cases"
    /// Inside `@object`: the mapping when no case matches.
    case `default` = "@default"
    /// What a value that is present but cannot become the property's value
    /// leads to: `"error"`, `"default"` or `"ignore"` (``InvalidValuePolicy``).
    case onInvalid = "@onInvalid"
    /// Key paths read in order when `@keyPath`'s value is missing.
    case fallbackKeyPaths = "@fallbackKeyPaths"
    /// Whether `null` is missing (`"missing"`) or a value (`"value"`).
    case null = "@null"
    /// What reverse mapping writes for `nil`: `"omit"` or `"null"`.
    case reverseNil = "@reverseNil"
    /// What a collection's elements that cannot be made lead to: `"skip"` or `"fail"`.
    case invalidElements = "@invalidElements"
    /// Value constraints (``ValueConstraints``), checked on each value the
    /// entry maps: numbers at least `@minimum`, at most `@maximum`…
    case minimum = "@minimum"
    case maximum = "@maximum"
    /// …strings of `@minLength` to `@maxLength` Unicode scalars, holding a
    /// match of `@pattern`…
    case minLength = "@minLength"
    case maxLength = "@maxLength"
    case pattern = "@pattern"
    /// …values equal to one of `@allowedValues`…
    case allowedValues = "@allowedValues"
    /// …collections of `@minItems` to `@maxItems` elements.
    case minItems = "@minItems"
    case maxItems = "@maxItems"

    /// Keywords that only make sense in an entry; a top-level object holding
    /// one is an entry template rather than a context.
    static let entryKeywords: Set<MappingKeyword> = [
        .keyPath, .optional, .defaultValue, .transformer, .transformUserData, .transformClass,
        .transformSelector, .object, .clearContent, .insertContentAtBegin, .identity, .onInvalid,
        .fallbackKeyPaths, .null, .reverseNil, .invalidElements, .minimum, .maximum, .minLength, .maxLength, .pattern,
        .allowedValues, .minItems, .maxItems,
    ]

    /// Keywords whose value is an object; a selector-looking key close to
    /// one of these is reported as a misspelt keyword, not taken as a selector.
    static let objectValued: [String] = [
        "@object", "@mappings", "@transformUserData", "@defaultValue", "@inherits", "@reverseMappings",
    ]

    /// Keywords that belong inside `@object` only (besides `@class` and `@mappings`).
    static let objectKeywords: Set<MappingKeyword> = [.key, .switch, .cases, .default]

    static func isKeyword(_ key: String) -> Bool { MappingKeyword(rawValue: key) != nil }

    /// The keywords closest to a misspelt one.
    static func suggestions(for key: String, among candidates: [MappingKeyword] = MappingKeyword.allCases) -> [String] {
        EditDistance.closest(to: key, in: candidates.map(\.rawValue), limit: 1)
    }
}
