/// One compiled entry of a mapping context: which property it sets, where
/// it reads, and how.
///
/// Entries come from `.mappings` files (`"name": "user.name"` or the long
/// form with `@keyPath`, `@optional`, …) or from ``MappingDefinition`` in code.
///
/// ```swift
/// let entry = try catalog.context("$TweetModel").entries[0]
/// entry.property            // "imageUrl"
/// entry.keyPath.description // "user.profile_image_url"
/// entry.isOptional          // true
/// entry.location            // Twitter.mappings:5:9
/// ```
public struct MappingEntry: Sendable, Hashable {
    /// The property name, or `"@self"` when the entry maps onto the object itself.
    public let property: String
    /// Where the value is read from.
    public let keyPath: MappingKeyPath
    /// `false` means a missing value is an error issue.
    public let isOptional: Bool
    /// Converted and set when the value is missing (implies optional).
    public let defaultValue: JSON?
    /// The registered transformer's name (`@transformer`, or
    /// `"Class.selector"` from `@transformClass` + `@transformSelector`).
    public let transformer: String?
    /// `@transformUserData`, handed to the transformer.
    public let transformUserData: JSON?
    /// How nested objects are built, for `@object`.
    public let object: ObjectMapping?
    /// `@clearContent`: empty the collection before inserting.
    public let clearsContent: Bool
    /// `@insertContentAtBegin`: insert new items at the front, in payload order.
    public let insertsAtBeginning: Bool
    /// `@identity`: the property names that identify an existing item.
    public let identity: [String]
    /// Where the entry is written (file:line:column), when it came from a file.
    public let location: SourcePosition?
    /// Where its transformer is named (the `@transformer` value, or the
    /// `@transformSelector`), so a problem with it points there.
    var transformerLocation: SourcePosition? = nil
    /// `@onInvalid`: what a value that is present but cannot become the
    /// property's value leads to (an error by default).
    public internal(set) var onInvalid: InvalidValuePolicy = .error
    /// `@fallbackKeyPaths`: where the value is read, in order, when
    /// ``keyPath``'s is missing (a key renamed in a new version of an API).
    public internal(set) var fallbackKeyPaths: [MappingKeyPath] = []
    /// `@null`: whether a `null` in the payload is missing (the default) or a value.
    public internal(set) var null: NullPolicy = .missing
    /// `@reverseNil`: what reverse mapping writes for a `nil` property.
    public internal(set) var reverseNil: ReverseNilPolicy = .omit
    /// `@invalidElements`: what a collection's elements that cannot be made
    /// lead to; `nil` for the behaviour without it.
    public internal(set) var invalidElements: InvalidElementsPolicy? = nil
    /// `"@optional": "warning"`: the value may be missing, and a missing
    /// one is the warning ``ValidationIssue/Code/missingOptional`` (the
    /// object is made; with `"@null": "value"`, only an absent key is
    /// missing). ``isOptional`` is `true`.
    public internal(set) var missingIsWarning = false

    /// The word of `@optional` that makes a missing value a warning.
    static let missingWarningWord = "warning"
    /// `@minimum`, `@maximum`, `@minLength`, `@maxLength`, `@pattern`,
    /// `@allowedValues`, `@minItems`, `@maxItems`: checked on each value
    /// the entry maps; `nil` when it has none.
    var constraints: ValueConstraints? = nil

    /// `true` when the entry maps onto the object itself (`"@self": {…}`).
    public var targetsSelf: Bool { property == MappingKeyword.`self`.rawValue }

    /// The same entry, read at `keyPath` (an entry of a context merged by
    /// `@self`, read from where that entry points).
    func reading(at keyPath: MappingKeyPath) -> MappingEntry {
        var entry = MappingEntry(
            property: property, keyPath: keyPath, isOptional: isOptional, defaultValue: defaultValue, transformer: transformer,
            transformUserData: transformUserData, object: object, clearsContent: clearsContent,
            insertsAtBeginning: insertsAtBeginning, identity: identity, location: location)
        entry.transformerLocation = transformerLocation
        entry.onInvalid = onInvalid
        entry.fallbackKeyPaths = fallbackKeyPaths
        entry.null = null
        entry.reverseNil = reverseNil
        entry.invalidElements = invalidElements
        entry.constraints = constraints
        return entry
    }
}
