/// What the `.mappings` language says of one keyword, declared once in
/// ``MappingKeyword/declaration`` and read by everything that knows
/// keywords: the loader's placement checks and its did-you-mean lists
/// (`ContextCompiler`, `+LongEntry`, `+Objects`, `SelectorResolver`,
/// `InheritanceResolver`), the JSON Schema `mappings schema` prints
/// (`MappingsSchema+Keywords.swift`), and the test that holds the language
/// reference's keyword table to it (`MappingsSchemaTests`), in the way
/// swift-argument-parser's `ArgumentDefinition` feeds parsing, help and
/// completion.
///
/// ```swift
/// let onInvalid = MappingKeyword.onInvalid.declaration
/// onInvalid.places      // [.entry]
/// onInvalid.value       // .words(["error", "default", "ignore"])
/// onInvalid.summary     // "`\"error\"` (the default), …"
/// ```
struct KeywordDeclaration: Sendable {
    /// The kinds of object a keyword may be written in.
    enum Place: String, CaseIterable, Sendable {
        case file, context, reverseMappings, entry, object, cases
    }

    /// The shape of a keyword's value, as the loader reads it and the
    /// schema describes it.
    enum Value: Sendable, Equatable {
        /// `@import`: a relative path or an array of them.
        case importPaths
        /// `@inherits`: a template name or an array of names.
        case templateNames
        /// A non-empty string (`@class`, `@transformer`, `@key`…).
        case nonEmptyString
        /// `@self`: an entry's options without constraints.
        case selfEntry
        /// `@reverseMappings`: a context's entry set.
        case reverseMappings
        /// `@mappings`: a context's identifier or an inline context.
        case contextReference
        /// `@switch`: a dotted key path.
        case dottedKeyPath
        /// `@keyPath`: a dotted key path or an array of literal segments.
        case keyPath
        /// `@fallbackKeyPaths`: a key path or a non-empty array of them.
        case keyPaths
        /// `@optional`: a flag, or `"warning"`.
        case optionalFlag
        /// A boolean as AppCoreKit read one (`true`, `1`, `"yes"`…).
        case flag
        /// Any JSON, handed on as written (`@defaultValue`, `@transformUserData`).
        case data
        /// `@object`: `@class` and `@mappings`, or a polymorphic mapping.
        case objectMapping
        /// `@identity`: a property name or a non-empty array of them.
        case propertyNames
        /// `@cases`: each value of the type field and its mapping.
        case cases
        /// `@default`: a context's identifier or an `@object` body.
        case caseMapping
        /// One of these words (a policy's raw values).
        case words([String])
        /// A number (`@minimum`, `@maximum`).
        case number
        /// A whole number, 0 or more (`@minLength`, `@maxItems`…).
        case count
        /// A regular expression (`@pattern`).
        case regularExpression
        /// A non-empty array of JSON scalars (`@allowedValues`).
        case jsonValues

        /// The words of a policy the loader reads the value into.
        static func words<Word: RawRepresentable & CaseIterable>(of _: Word.Type) -> Value where Word.RawValue == String {
            .words(Word.allCases.map(\.rawValue))
        }
    }

    /// How `@inherits` carries the keyword from a template.
    enum Inheritance: Sendable, Equatable {
        /// Merged with the inheriting object's own (an object's members
        /// one by one, a scalar replaced).
        case merged
        /// Data: the value taken whole, as written.
        case whole
        /// Not inherited (`@import`, at a file's top level; `@inherits`,
        /// which names the templates).
        case never
    }

    /// What a value constraint constrains (``ValueConstraints``).
    enum Constraint: Sendable, Equatable {
        /// Each value the entry maps (each element's, on a collection).
        case onValues
        /// A collection's element count.
        case onCollections
    }

    /// The objects in which the keyword is a keyword; anywhere else the
    /// loader refuses it, and so does the schema.
    let places: Set<Place>
    /// What its value may be.
    let value: Value
    /// How a template hands it on.
    let inheritance: Inheritance
    /// `true` when a key one edit away from it that holds an object is the
    /// keyword misspelt rather than a selector (`"@objet": {…}`): the
    /// keywords whose value is usually an object.
    let misspeltKeyHoldsObject: Bool
    /// For a value constraint: what it constrains; `nil` for the others.
    let constraint: Constraint?
    /// What it means, in one sentence: the language reference's words
    /// (its row of the keyword table, or its text for the five the table
    /// leaves out), shown by editors on hover.
    let summary: String

    init(
        _ places: Set<Place>, _ value: Value, inheritance: Inheritance = .merged, misspeltKeyHoldsObject: Bool = false,
        constraint: Constraint? = nil, summary: String
    ) {
        self.places = places
        self.value = value
        self.inheritance = inheritance
        self.misspeltKeyHoldsObject = misspeltKeyHoldsObject
        self.constraint = constraint
        self.summary = summary
    }
}
