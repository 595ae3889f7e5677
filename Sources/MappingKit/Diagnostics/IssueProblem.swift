/// What a ``ValidationIssue`` is about, as data: one case per problem the
/// applier finds, carrying the facts its message is made of (the property,
/// the expected type, what was found, the transformer and its error…).
///
/// The sentences are written in one place (`IssueProblem+Messages.swift`):
/// ``message``. Each problem has a stable ``code`` (finer-grained than the
/// issue's ``ValidationIssue/Kind``).
///
/// Internal, as ``ConfigurationProblem`` is: clients read the public
/// ``ValidationIssue/code``, ``ValidationIssue/message`` and paths of the
/// issue it becomes, so adding a problem breaks no client's `switch`.
///
/// ```swift
/// record(.missingRequired(property: "name"))   // in the applier
/// issue.code == .missingRequired                // what a client matches on
/// ```
///
/// `found` fields are a payload value's summary: `number 42`,
/// `string "abc"`, `array of 3`, `object`, `null`.
enum IssueProblem: Sendable, Hashable {
    /// A required value is absent, `null`, or behind a non-container.
    case missingRequired(property: String)
    /// A value an entry with `"@optional": "warning"` reads is missing.
    case missingOptional(property: String)
    /// The value could not become the property's type.
    case conversionFailed(MappingConversionError)
    /// The model's property table has no entry of this name.
    case noMappableProperty(model: String, property: String)
    /// An `@object` entry of a model property: the value is not an object.
    case expectedObject(model: String, found: String)
    /// An `@object` entry of a collection property: the value is not an array.
    case expectedArray(model: String, found: String)
    /// An `@object` entry mapped dynamically: the value is neither an
    /// object nor an array.
    case expectedObjectOrArray(found: String)
    /// Populating a document whose value at the entry is an array: the
    /// payload holds an object.
    case documentHoldsArray(found: String)
    /// Populating a document whose value at the entry is an object: the
    /// payload holds an array.
    case documentHoldsObject(found: String)
    /// The nested model could not be stored back in the property.
    case cannotStoreModel(type: String, property: String)
    /// The mapped items could not be stored back in the collection property.
    case cannotStoreItems(property: String)
    /// The entry's transformer threw `error` (its description).
    case transformerThrew(transformer: String, error: String)
    /// The transformer's output is not the property's type.
    case transformerOutputWrongType(transformer: String, produced: String, expected: String)
    /// An `@self` transformer's output is not the model's type.
    case selfOutputWrongType(transformer: String, produced: String, expected: String)
    /// An `@self` transformer's output, mapped dynamically, is not an object.
    case selfOutputNotObject(transformer: String, found: String)
    /// An `@self` transformer is not registered, and the value dynamic
    /// mapping copied in its place is not an object: it is dropped.
    case selfValueDropped(transformer: String, found: String)
    /// The transformer's output (of type `produced`) has no JSON form;
    /// `mergingIntoObject` when the entry targets `@self`.
    case outputHasNoJSON(transformer: String, produced: String, mergingIntoObject: Bool)
    /// The entry's transformer is not registered; `valueCopied` when
    /// dynamic mapping copied the value as it is instead.
    case transformerUnregistered(transformer: String, valueCopied: Bool)
    /// An element of a collection, or the payload's root, is not an object.
    case elementNotObject(found: String)
    /// An element's type field (`@switch`) holds a value no case of
    /// `@cases` maps, and there is no `@default`; `found` is the value's
    /// summary (or `nothing`), `known` the case values.
    case noMatchingCase(switchPath: String, found: String, known: [String])
    /// Contexts nested deeper than `limit` (an `@self` entry may map a value
    /// into its own context).
    case nestingTooDeep(limit: Int)
    /// Populating an array document from a payload that is not an array.
    case documentNeedsArray(found: String)
    /// Populating an array document: its element at this position is not
    /// an object and is left as it was.
    case documentElementNotObject(found: String)
    /// Populating a document that is neither an object nor an array.
    case documentNotContainer(found: String)
    /// The key path goes through the array at `array` (a source path), so
    /// it gives a collection (`found`), but the property (of type `type`)
    /// holds one value.
    case fanOutIntoSingleValue(property: String, type: String, array: String, found: String)
    /// `@onInvalid: "default"`: the value found (its summary) could not be
    /// the property's value (`reason`, the error it would have been), and
    /// the entry's default (`replacement`, its summary) was set instead.
    indirect case invalidValueReplaced(found: String, reason: IssueProblem, replacement: String)
    /// `@onInvalid: "default"`: the value found could not be the
    /// property's value (`reason`), and neither could the default
    /// (`replacement`, refused for `replacementReason`): an error with the
    /// value's code, the property left as it was.
    indirect case defaultRefused(found: String, reason: IssueProblem, replacement: String, replacementReason: IssueProblem)
    /// `@onInvalid: "ignore"`: the value found could not be the property's
    /// value (`reason`), and the property was left as a missing optional
    /// value leaves it.
    indirect case invalidValueIgnored(found: String, reason: IssueProblem)
    /// `@invalidElements: "skip"`: an element (its summary, `found`) that
    /// could not be made (`reason`, the error it would have been) was dropped.
    indirect case invalidElementSkipped(found: String, reason: IssueProblem)
    /// `@null: "value"`: the payload holds `null` for a property (of type
    /// `type`) that is not optional.
    case unexpectedNull(property: String, type: String)
    /// The value breaks one of the entry's constraints (`@minimum`,
    /// `@pattern`, `@maxItems`…; ``ValueConstraints``).
    case constraintViolated(ValueConstraints.Violation)
    /// A line of a JSON Lines stream that is not JSON.
    case lineNotJSON(JSONParseError)
    /// A line of a JSON Lines stream longer than `limit` bytes.
    case lineTooLong(limit: Int)
    /// A line of a JSON Lines stream without the key path mapped.
    case lineWithoutKeyPath(PayloadSelectionError)

    /// The stable code of this problem (see ``ValidationIssue/Code``).
    var code: ValidationIssue.Code {
        switch self {
        case .missingRequired: .missingRequired
        case .missingOptional: .missingOptional
        case .conversionFailed: .conversionFailed
        case .noMappableProperty: .noMappableProperty
        case .expectedObject, .expectedObjectOrArray, .documentHoldsObject: .expectedObject
        case .expectedArray, .documentHoldsArray: .expectedArray
        case .cannotStoreModel, .cannotStoreItems: .cannotStore
        case .transformerThrew: .transformerThrew
        case .transformerOutputWrongType: .transformerOutputWrongType
        case .selfOutputWrongType, .selfOutputNotObject, .selfValueDropped: .selfOutputWrongType
        case .outputHasNoJSON: .outputHasNoJSON
        case .transformerUnregistered: .transformerUnregistered
        case .elementNotObject: .elementNotObject
        case .noMatchingCase: .noMatchingCase
        case .nestingTooDeep: .nestingTooDeep
        case .documentNeedsArray, .documentElementNotObject, .documentNotContainer: .documentMismatch
        case .fanOutIntoSingleValue: .fanOutIntoSingleValue
        case .invalidValueReplaced: .invalidValueReplaced
        case .defaultRefused(_, let reason, _, _): reason.code
        case .invalidValueIgnored: .invalidValueIgnored
        case .unexpectedNull: .unexpectedNull
        case .invalidElementSkipped: .invalidElementSkipped
        case .constraintViolated: .constraintViolated
        case .lineNotJSON, .lineTooLong, .lineWithoutKeyPath: .invalidLine
        }
    }

    /// The kind of issue this problem is reported as.
    var kind: ValidationIssue.Kind { code.kind }
}
