import MappingKit

extension ImportNote {
    /// The note's one line, without its pointer: the only place an import's
    /// notes are worded.
    var message: String {
        switch kind {
        case .keywordNotMapped(let keyword):
            return "'\(TerminalText.escaped(keyword))' has no counterpart in .mappings: not checked"
        case .unionWithoutDiscriminator(let branches):
            return "a choice of \(branches) schemas without a 'discriminator': mapped as JSON, unchecked"
        case .severalTypes(let types):
            return "'type' allows \(types.map { TerminalText.escaped($0) }.joined(separator: ", ")): mapped as JSON, unchecked"
        case .formatNotChecked(let format):
            return "'format: \(TerminalText.escaped(format))' is not checked: a plain value"
        case .exclusiveBoundInclusive(let keyword):
            return "'\(keyword)' on a non-integer is checked as an inclusive bound"
        case .constraintIgnored(let keyword, let value):
            return "'\(keyword): \(TerminalText.escaped(value))' left out (--ignore-constraint)"
        case .boundsContradict(let low, let high):
            return "'\(low)' is above '\(high)': no value can keep both, so both are left out"
        case .constraintNotValid(let keyword):
            let form = ["minimum", "maximum"].contains(keyword) ? "a number" : keyword == "pattern" ? "a string"
                : ["enum", "const", "x-extensible-enum"].contains(keyword) ? "a list of values that are not arrays or objects" : "a whole number, 0 or more"
            return "'\(keyword)' is not \(form), as JSON Schema requires: left out"
        case .defaultBreaksConstraints(let reason):
            return "'default' breaks the property's own constraints (\(TerminalText.escaped(reason))): left out"
        case .defaultOnRequired:
            return "'default' on a required property is not used: the property stays required"
        case .enumWithoutSwiftCases:
            return "'enum' is checked by @allowedValues; its values are not all names, so the model keeps the plain type"
        case .patternNotCompiled(let pattern, let reason):
            return "'pattern' \(TerminalText.escaped(pattern)) is not compiled by the .mappings engine (\(TerminalText.escaped(reason))): not checked"
        case .additionalPropertiesBeside:
            return "'additionalProperties' beside 'properties': the other members are not mapped"
        case .discriminatorMappingOutside(let value):
            return "the discriminator's mapping of '\(TerminalText.escaped(value))' names a schema outside oneOf/anyOf: left out"
        case .freeFormLeftOut(let key):
            return "'\(TerminalText.escaped(key))' holds any JSON, which a Codable model cannot: left out of the model and its context (--models mappable or none keep it)"
        case .renamedProperty(let key, let name):
            return "the property of '\(TerminalText.escaped(key))' is named '\(name)': another key gives the same Swift name"
        }
    }

    /// A name for the kind, as the JSON report and the counts by kind give it.
    var kindName: String {
        switch kind {
        case .keywordNotMapped: "keywordNotMapped"
        case .unionWithoutDiscriminator: "unionWithoutDiscriminator"
        case .severalTypes: "severalTypes"
        case .formatNotChecked: "formatNotChecked"
        case .exclusiveBoundInclusive: "exclusiveBoundInclusive"
        case .constraintIgnored: "constraintIgnored"
        case .constraintNotValid: "constraintNotValid"
        case .boundsContradict: "boundsContradict"
        case .defaultBreaksConstraints: "defaultBreaksConstraints"
        case .defaultOnRequired: "defaultOnRequired"
        case .enumWithoutSwiftCases: "enumWithoutSwiftCases"
        case .patternNotCompiled: "patternNotCompiled"
        case .additionalPropertiesBeside: "additionalPropertiesBeside"
        case .discriminatorMappingOutside: "discriminatorMappingOutside"
        case .renamedProperty: "renamedProperty"
        case .freeFormLeftOut: "freeFormLeftOut"
        }
    }

    /// `#/components/schemas/issue/properties/x: 'not' has no counterpart…`.
    var line: String { TerminalText.escaped(pointer.text) + ": " + message }
}
