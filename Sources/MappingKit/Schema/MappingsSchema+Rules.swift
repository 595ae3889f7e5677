/// The rules between an entry's own keywords that the schema can see, as
/// the loader applies them (`ContextCompiler+LongEntry`, `+Constraints`,
/// `+Defaults`). A template (`@inherits`) or a selector block adds keys to
/// an entry and replaces values, but never takes a key away, so two
/// keywords written side by side in an entry are still side by side when
/// it compiles: the loader refuses
///
/// - a value constraint (`ValueConstraints.valueKeywords`) beside
///   `@object`, whose values are objects (`misplacedConstraint`);
/// - any constraint in the `@self` entry (`misplacedConstraint`);
/// - `@transformer` beside `@object` (`objectAndTransformer`), and beside
///   `@transformClass` and `@transformSelector` (`twoTransformers`);
/// - beside `@object`, a `@defaultValue` that is not an object, an array
///   of objects or `null` (`unusableDefault`), except in a template,
///   whose default an inheriting entry may replace.
///
/// A local `$` template is not compiled and a selector block is merged
/// only where the environment matches, so they are held to ``entry``
/// alone. What one keyword of the pair only a template or a selector
/// brings is left to `mappings check`.
extension MappingsSchema {
    /// `.contextEntry`, `.entryTemplate` or `.selfEntry`: ``Definition/entry``
    /// and the rules of that kind of entry.
    static func entryWithRules(_ definition: Definition) -> JSON {
        var rules: [JSON] = [reference(.entry)]
        let valueConstraints = ValueConstraints.keywords.filter(ValueConstraints.valueKeywords.contains)
        if definition == .selfEntry {
            rules.append(forbidding(ValueConstraints.keywords))
        } else {
            rules.append(when([.object], forbid: valueConstraints))
        }
        rules.append(when([.object], forbid: [.transformer]))
        rules.append(when([.transformClass, .transformSelector], forbid: [.transformer]))
        if definition != .entryTemplate {
            let objects: JSON = ["type": ["object", "array", "null"], "items": ["type": "object"]]
            rules.append(["if": ["required": ["@object", "@defaultValue"]], "then": ["properties": ["@defaultValue": objects]]])
        }
        let summary: String
        switch definition {
        case .entryTemplate:
            summary = "An entry template: an entry's options, without a value constraint or `@transformer` beside `@object`."
        case .selfEntry:
            summary = "The `@self` entry: an entry's options, without constraints (it maps the object itself); beside `@object`, a default that is an object, an array of objects or null."
        default:
            summary = "An entry's options: no value constraint or `@transformer` beside `@object`, and beside it a default that is an object, an array of objects or null."
        }
        return ["description": .string(summary), "allOf": .array(rules)]
    }

    /// An object in which none of `keywords` is written: each is `false`,
    /// which an editor reports as a property not allowed.
    static func forbidding(_ keywords: [MappingKeyword]) -> JSON {
        var properties = JSON.Object()
        for keyword in keywords { properties[keyword.rawValue] = false }
        return ["properties": .object(properties)]
    }

    /// When an object holds every keyword of `present`, none of `forbidden`.
    static func when(_ present: [MappingKeyword], forbid forbidden: [MappingKeyword]) -> JSON {
        ["if": ["required": .array(present.map { .string($0.rawValue) })], "then": forbidding(forbidden)]
    }
}
