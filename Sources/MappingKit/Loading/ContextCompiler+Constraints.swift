import Foundation

/// Value constraints in a long-form entry (`@minimum`, `@maximum`,
/// `@minLength`, `@maxLength`, `@pattern`, `@allowedValues`, `@minItems`,
/// `@maxItems`): each read into ``ValueConstraints`` with its value
/// checked alone (the pattern compiled), then checked together: bounds in
/// order, where they apply, and the entry's default within them. Every
/// problem is reported, located, in one run.
extension ContextCompiler {
    /// Where a constraint was written: its key, and its value.
    struct ConstraintOrigin {
        var key: MappingNode.Origin
        var value: MappingNode.Origin
    }

    /// Reads the constraint `keyword` from `member` into `fields`; `false`
    /// after reporting a value of the wrong shape or a pattern that does
    /// not compile.
    mutating func readConstraint(_ keyword: MappingKeyword, _ member: MappingNode.Member, into fields: inout LongEntryFields) -> Bool {
        let node = member.value
        switch keyword {
        case .minimum, .maximum:
            guard case .number(let number) = node.value else { return reportShape(keyword, .number, node) }
            if keyword == .minimum { fields.constraints.minimum = number } else { fields.constraints.maximum = number }
        case .minLength, .maxLength, .minItems, .maxItems:
            // A whole number however written (`3`, `3.0`, `1e3`), 0 or more.
            guard case .number(let number) = node.value, number.exact.isWhole, !number.exact.isNegative else {
                return reportShape(keyword, .count, node)
            }
            guard let count = number.exact.wholeValue else {
                sink.report(.countTooLarge(keyword, found: number.text), at: node.origin)
                return false
            }
            switch keyword {
            case .minLength: fields.constraints.minLength = count
            case .maxLength: fields.constraints.maxLength = count
            case .minItems: fields.constraints.minItems = count
            default: fields.constraints.maxItems = count
            }
        case .pattern:
            guard let text = node.stringValue else { return reportShape(keyword, .regularExpression, node) }
            do {
                fields.constraints.pattern = try ValuePattern(text)
            } catch {
                // The caret on the construct, inside the string.
                sink.report(.invalidPattern(pattern: text, error: error), at: sink.origin(node.origin, scalar: error.offset))
                return false
            }
        case .allowedValues:
            guard case .array(let elements) = node.value, !elements.isEmpty else { return reportShape(keyword, .jsonValues, node) }
            // A collection's elements are checked one by one, so an array
            // or object among the allowed values could never match.
            var valid = true
            for element in elements {
                switch element.value {
                case .array, .object:
                    sink.report(.collectionInAllowedValues(found: element.json.formatted()), at: element.origin)
                    valid = false
                default:
                    continue
                }
            }
            guard valid else { return false }
            fields.constraints.allowedValues = elements.map(\.json)
        default:
            return true
        }
        fields.constraintOrigins[keyword] = ConstraintOrigin(key: member.keyOrigin, value: node.origin)
        return true
    }

    private mutating func reportShape(_ keyword: MappingKeyword, _ shape: ConfigurationProblem.ValueShape, _ node: MappingNode) -> Bool {
        sink.report(.invalidKeywordValue(keyword, expected: shape), at: node.origin)
        return false
    }

    /// The constraints of an entry together: each lower bound at most its
    /// upper bound, value constraints on entries whose values they check,
    /// the entry's `@defaultValue` within them.
    mutating func checkConstraints(_ fields: inout LongEntryFields, property: String) {
        guard !fields.constraintOrigins.isEmpty else { return }
        let constraints = fields.constraints
        let contradictions = constraints.contradictions
        for bounds in contradictions {
            guard let origin = fields.constraintOrigins[bounds.lower] else { continue }
            let problem = ConfigurationProblem.contradictoryConstraints(
                lower: bounds.lower, lowerValue: bounds.lowerValue, upper: bounds.upper, upperValue: bounds.upperValue)
            sink.report(problem, at: origin.value)
            fields.valid = false
        }
        let targetsSelf = property == MappingKeyword.`self`.rawValue
        for keyword in ValueConstraints.keywords {
            guard let origin = fields.constraintOrigins[keyword] else { continue }
            let onObject = fields.object != nil && ValueConstraints.valueKeywords.contains(keyword)
            guard targetsSelf || onObject else { continue }
            sink.report(.misplacedConstraint(keyword, property: property), at: origin.key)
            fields.valid = false
        }
        // Between contradicting bounds no default fits: that is said once.
        if let defaultValue = fields.defaultValue, let origin = fields.defaultOrigin, contradictions.isEmpty,
            let violation = constraints.violation(of: PayloadValue(defaultValue))
        {
            sink.report(.defaultViolatesConstraint(property: property, violation: violation), at: origin)
            fields.valid = false
        }
    }
}
