/// What an import could not say in `.mappings` exactly, at the JSON
/// pointer of the construct: nothing of the document is left out in
/// silence. The `.mappings` file carries each note as a comment above its
/// context, and the import report lists them by kind.
struct ImportNote: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A schema keyword with no counterpart in the language (`not`,
        /// `if`, `patternProperties`, `multipleOf`, `uniqueItems`, …): not checked.
        case keywordNotMapped(String)
        /// `oneOf`/`anyOf` of several schemas without a `discriminator`:
        /// the value is mapped as JSON, unchecked.
        case unionWithoutDiscriminator(branches: Int)
        /// `type` lists several types (not counting `null`): mapped as JSON.
        case severalTypes([String])
        /// A `format` with no transformer or type of its own: a plain string or number.
        case formatNotChecked(String)
        /// `exclusiveMinimum`/`exclusiveMaximum` on a non-integer: checked as inclusive.
        case exclusiveBoundInclusive(String)
        /// `--ignore-constraint` dropped this constraint.
        case constraintIgnored(String, value: String)
        /// A constraint whose value is not of its form (`maxLength: "50"`): left out.
        case constraintNotValid(String)
        /// Bounds no value can keep both of (`minimum` above `maximum`): both left out.
        case boundsContradict(low: String, high: String)
        /// A `default` that breaks the property's own constraints: left out.
        case defaultBreaksConstraints(reason: String)
        /// `default` on a required property: the property stays required.
        case defaultOnRequired
        /// An enum whose values are not all strings, or not all names a
        /// Swift case can take: `@allowedValues` checks them, the model's
        /// property keeps its plain type.
        case enumWithoutSwiftCases
        /// A `@pattern` the language's engine does not compile: left out.
        case patternNotCompiled(String, reason: String)
        /// `additionalProperties` beside `properties`: the other members are not mapped.
        case additionalPropertiesBeside
        /// `discriminator` whose mapping names a schema that is not a branch.
        case discriminatorMappingOutside(value: String)
        /// A property the model does not have because its name would clash
        /// (two keys giving one Swift name): numbered.
        case renamedProperty(key: String, name: String)
        /// A property that holds any JSON, left out of the `Codable` model
        /// and its context (`--models mappable` or `none` keep it).
        case freeFormLeftOut(key: String)
    }

    var kind: Kind
    var pointer: JSONPointer
    /// The context the construct belongs to (`$Issue`), when there is one.
    var context: String?
}
