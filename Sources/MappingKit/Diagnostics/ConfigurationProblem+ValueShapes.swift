// What a keyword's value must be, in the words of `invalidKeywordValue`.

extension ConfigurationProblem.ValueShape {
    /// What the value must be: `'@optional' must be <phrase>`.
    var phrase: String {
        switch self {
        case .boolean: "a boolean"
        case .optionalFlag: "a boolean or \"warning\""
        case .nonEmptyString: "a non-empty string"
        case .className: "a non-empty string naming a registered model type"
        case .propertyNames: "a property name or an array of property names"
        case .keyPath: "a dotted string, \"@self\", or a non-empty array of literal segments"
        case .keyPaths: "a key path or a non-empty array of key paths"
        case .templateNames: "a template name or an array of names"
        case .importPaths: "a string or an array of strings"
        case .objectMapping: "an object with '@mappings' and optionally '@class'"
        case .contextReference: "a context's identifier or an inline context object"
        case .number: "a number"
        case .count: "a whole number, 0 or more"
        case .regularExpression: "a string holding a regular expression"
        case .jsonValues: "a non-empty array of JSON values"
        }
    }
}

extension ConfigurationProblem.Note {
    var message: String {
        switch self {
        case .objectIsHere: "'@object' is here"
        case .optionalIsHere: "'@optional' is here"
        case .alsoWritesThere(let property): "'\(property)' writes there too"
        case .alsoNamesType(let context, let className): "'\(context)' maps it too ('@class': \"\(className)\")"
        }
    }
}

extension SelectorResolver.Selector.Malformed {
    /// Why the selector does not parse, as a clause after `malformed selector 'KEY': `.
    var reason: String {
        let clipped: (String) -> String = { SelectorResolver.clipped($0) }
        return switch self {
        case .missingAt: "a selector starts with '@'"
        case .missingName: "the selector has no name after '@'"
        case .nameNotLetter(let name): "the selector name '\(clipped(name))' does not start with a letter"
        case .notOperator(let found, let name):
            "'\(clipped(found))' after '\(clipped("@" + name))' is not a comparison operator"
        case .missingVersion(let op): "the selector has no version after '\(op)'"
        case .componentTooLong(let component, let limit):
            "the version component '\(clipped(component))' is too long: \(component.count) digits, at most \(limit)"
        case .notVersion(let text):
            "'\(clipped(text))' is not a version (numbers separated by dots, such as 9.0 or 17.4.1)"
        case .deviceSelector: "AppCoreKit's '@device[…]' selectors are not supported"
        }
    }
}
