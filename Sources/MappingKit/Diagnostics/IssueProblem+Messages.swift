// The one place where the applier's issue sentences are written: each
// problem's facts become the issue's message here, and a conversion error
// its description.

extension IssueProblem {
    /// One sentence: what was expected and what was found.
    ///
    /// ```swift
    /// IssueProblem.missingRequired(property: "name").message
    /// // missing required value for 'name'
    /// ```
    var message: String {
        if let (expected, found) = expectation { return Self.expected(expected, found: found) }
        switch self {
        case .missingRequired(let property):
            return "missing required value for '\(property)'"
        case .missingOptional(let property):
            return "missing value for '\(property)', which is optional ('@optional': \"warning\")"
        case .conversionFailed(let error):
            return error.description
        case .noMappableProperty(let model, let property):
            return "\(model) has no mappable property '\(property)'"
        case .cannotStoreModel(let type, let property):
            return "cannot store \(type) in '\(property)'"
        case .cannotStoreItems(let property):
            return "cannot store the items in '\(property)'"
        case .transformerThrew(let transformer, let error):
            return "transformer '\(transformer)' failed: \(error)"
        case .transformerOutputWrongType(let transformer, let produced, let expected),
            .selfOutputWrongType(let transformer, let produced, let expected):
            return "transformer '\(transformer)' produced \(produced), expected \(expected)"
        case .selfOutputNotObject(let transformer, let found):
            return "transformer '\(transformer)' produced \(found), expected an object for '@self'"
        case .selfValueDropped(let transformer, let found):
            return "transformer '\(transformer)' is not registered, and the value copied in its place is \(found), "
                + "not an object to merge into '@self': it is dropped; register the transformer"
        case .outputHasNoJSON(let transformer, let produced, let mergingIntoObject):
            let purpose = mergingIntoObject ? " to merge into the object" : ""
            return "transformer '\(transformer)' produced \(produced), which has no JSON form\(purpose)"
        case .transformerUnregistered(let transformer, let valueCopied):
            return "transformer '\(transformer)' is not registered" + (valueCopied ? "; the value is copied as it is" : "")
        case .noMatchingCase(let switchPath, let found, let known):
            return "'\(switchPath)' is \(found), which no case of '@cases' maps (known: \(known.joined(separator: ", "))); the element is skipped"
        case .nestingTooDeep(let limit):
            return "contexts nested more than \(limit) deep; an '@self' entry may map a value into its own context"
        case .documentNeedsArray(let found):
            return "cannot populate an array document from \(found); expected an array of objects, one for each element"
        case .documentElementNotObject(let found):
            return "the document's element is \(found), not an object; it is left as it was"
        case .documentNotContainer(let found):
            return "cannot populate a document that is \(found); expected an object or an array of objects"
        case .fanOutIntoSingleValue(let property, let type, let array, let found):
            return "the key path goes through the array at '\(array)' and gives \(found), but '\(property)' (\(type)) is not a collection"
        case .invalidValueReplaced(let found, let reason, let replacement):
            return "\(found) is invalid (\(reason.message)); the default \(replacement) is set instead ('@onInvalid': \"default\")"
        case .defaultRefused(let found, let reason, let replacement, let replacementReason):
            return "\(found) is invalid (\(reason.message)), and so is the default \(replacement) "
                + "(\(replacementReason.message)); nothing is set ('@onInvalid': \"default\")"
        case .invalidValueIgnored(let found, let reason):
            return "\(found) is invalid (\(reason.message)); it is ignored ('@onInvalid': \"ignore\")"
        case .invalidElementSkipped(let found, let reason):
            return "\(found) is invalid (\(reason.message)); the element is skipped ('@invalidElements': \"skip\")"
        case .unexpectedNull(let property, let type):
            return "null for '\(property)', which is \(type), not optional ('@null': \"value\")"
        case .constraintViolated(let violation):
            return violation.message
        case .lineNotJSON(let error):
            return "not JSON: \(error.diagnostic.message) at column \(error.location.column); each line must be one JSON payload"
        case .lineTooLong(let limit):
            return "longer than \(limit / (1 << 20)) MiB: skipped; a JSON Lines payload is one line, not a whole document"
        case .lineWithoutKeyPath(let error):
            return error.description
        case .expectedObject, .expectedArray, .expectedObjectOrArray, .documentHoldsArray, .documentHoldsObject,
            .elementNotObject:
            return ""  // worded by `expectation`
        }
    }

    /// What was expected and what was found, for the problems worded
    /// `expected …, found …`; `nil` for the others.
    private var expectation: (expected: String, found: String)? {
        switch self {
        case .expectedObject(let model, let found): ("object for \(model)", found)
        case .expectedArray(let model, let found): ("array of \(model)", found)
        case .expectedObjectOrArray(let found): ("object or array of objects", found)
        case .documentHoldsArray(let found): ("array of objects (the document holds an array)", found)
        case .documentHoldsObject(let found): ("object (the document holds an object)", found)
        case .elementNotObject(let found): ("object", found)
        default: nil
        }
    }

    /// `expected URL, found number 42`: the sentence of every mismatch,
    /// a conversion error's included.
    static func expected(_ expected: String, found: String) -> String { "expected \(expected), found \(found)" }
}

extension MappingConversionError {
    /// `expected URL, found number 42` (with the inner path and detail when set).
    public var description: String {
        var text = IssueProblem.expected(expected, found: found)
        if let detail { text += " (\(detail))" }
        if !innerPath.isEmpty { text = "at \(innerPath): " + text }
        return text
    }
}

extension ValueConstraints.Violation {
    /// Allowed values listed in a message before the rest are counted.
    static let listedValues = 10

    /// `number 120 is above '@maximum' 100`, `at [2]: string "ab" is
    /// shorter than '@minLength' 3 (2 characters)`.
    var message: String {
        let sentence: String
        switch rule {
        case .belowMinimum(let minimum):
            sentence = "\(found) is below '@minimum' \(minimum)"
        case .aboveMaximum(let maximum):
            sentence = "\(found) is above '@maximum' \(maximum)"
        case .shorterThanMinLength(let minLength, let length):
            sentence = "\(found) is shorter than '@minLength' \(minLength) (\(Self.characters(length)))"
        case .longerThanMaxLength(let maxLength, let length):
            sentence = "\(found) is longer than '@maxLength' \(maxLength) (\(Self.characters(length)))"
        case .noPatternMatch(let pattern):
            sentence = "\(found) does not match '@pattern' \(MessageExcerpt.quoted(pattern))"
        case .notAllowed(let allowed):
            var listed = allowed.prefix(Self.listedValues).map(MessageExcerpt.cut)
            if allowed.count > Self.listedValues { listed.append("… \(allowed.count - Self.listedValues) more") }
            sentence = "\(found) is not one of '@allowedValues' (\(listed.joined(separator: ", ")))"
        case .fewerItemsThanMinItems(let minItems):
            sentence = "\(found) has fewer items than '@minItems' \(minItems)"
        case .moreItemsThanMaxItems(let maxItems):
            sentence = "\(found) has more items than '@maxItems' \(maxItems)"
        }
        return innerPath.isEmpty ? sentence : "at \(innerPath): " + sentence
    }

    /// `1 character`, `2 characters`.
    private static func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }
}
