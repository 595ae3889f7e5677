extension ValidationIssue.Code {
    /// Every code an issue of a ``ValidationReport`` has, each with the one
    /// sentence its documentation gives (a test holds them equal), in the
    /// order of ``allCases``.
    package static let summaries: [(code: ValidationIssue.Code, summary: String)] = [
        (.missingRequired, "A required value is absent, `null`, or behind a non-container (`missingRequired`)."),
        (.conversionFailed, "The value could not become the property's type (`typeMismatch`)."),
        (.noMappableProperty, "The model has no mappable property of the entry's name (`typeMismatch`)."),
        (.expectedObject, "An `@object` entry's value is not the object it needs (`typeMismatch`)."),
        (.expectedArray, "An `@object` entry's value is not the array its collection needs (`typeMismatch`)."),
        (.cannotStore, "A mapped model or collection could not be stored in its property (`typeMismatch`)."),
        (.documentMismatch, "The document to populate does not fit the payload (`typeMismatch`)."),
        (.transformerThrew, "The entry's transformer threw (`transformerFailed`)."),
        (.transformerOutputWrongType, "The transformer's output is not the property's type (`transformerFailed`)."),
        (.selfOutputWrongType, "An `@self` transformer's output is not the model (typed) or not an object (dynamic) (`transformerFailed`)."),
        (.outputHasNoJSON, "The transformer's output has no JSON form (`transformerFailed`, a warning)."),
        (.transformerUnregistered, "The entry's transformer is not registered (`transformerUnavailable`)."),
        (.elementNotObject, "An element of a collection, or the payload's root, is not an object (`invalidElement`)."),
        (.nestingTooDeep, "Contexts nested too deep (`invalidElement`)."),
        (.noMatchingCase, "An element's `@switch` value matches no case and there is no `@default` (`invalidElement`)."),
        (.fanOutIntoSingleValue, "A key path through an array gives a collection for a property that holds one value (`typeMismatch`)."),
        (.invalidLine, "A line of a JSON Lines stream is not JSON, is too long, or lacks the key path mapped (`invalidElement`)."),
        (.invalidValueReplaced, "An invalid value replaced by the entry's `@defaultValue`, as its `\"@onInvalid\": \"default\"` says (`invalidValueReplaced`, a warning)."),
        (.invalidValueIgnored, "An invalid value ignored, the property left as a missing optional value leaves it, as its `\"@onInvalid\": \"ignore\"` says (`invalidValueIgnored`, a warning)."),
        (.unexpectedNull, "`null` for a property that is not optional, where the entry's `\"@null\": \"value\"` makes `null` a value (`unexpectedNull`)."),
        (.invalidElementSkipped, "An element of a collection that could not be made, dropped as the entry's `\"@invalidElements\": \"skip\"` says (`invalidElementSkipped`, a warning)."),
        (.constraintViolated, "A value that breaks one of its entry's constraints: `number 120 is above '@maximum' 100` (`constraintViolated`)."),
        (.missingOptional, "A value an entry with `\"@optional\": \"warning\"` reads is missing: the object is made without it (`missingOptional`, a warning)."),
    ]
}
