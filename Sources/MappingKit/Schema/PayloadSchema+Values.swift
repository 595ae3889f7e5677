/// An entry's value: its constraints, transformer, `@object` and what JSON
/// Schema cannot say (`x-mappings-` keywords).
extension PayloadSchema {
    /// The schema of the value `entry` reads (or writes, reverse).
    mutating func valueSchema(of entry: MappingEntry, in context: MappingContext) -> JSON {
        var schema = JSON.Object()
        var checked: [JSON] = []
        var annotations = JSON.Object()
        // A value refused under `@onInvalid: "default"` or `"ignore"` is a
        // warning: nothing about it is checked.
        let tolerated = direction == .forward && entry.onInvalid != .error
        if let object = entry.object {
            checked.append(objectSchema(of: object, entry: entry, in: context))
        }
        if let transformer = entry.transformer {
            annotations["x-mappings-transformer"] = .string(transformer)
            if let userData = entry.transformUserData { annotations["x-mappings-transformUserData"] = userData }
            if let type = Self.transformerValue(transformer, direction: direction) { checked.append(type) }
        }
        if let constraints = entry.constraints {
            let skipsElements = direction == .forward && entry.invalidElements == .skip
            checked.append(contentsOf: Self.constraintSchemas(constraints, checkingElements: !skipsElements))
            if skipsElements { annotations["x-mappings-invalidElements"] = "skip" }
        }
        if tolerated {
            annotations["x-mappings-onInvalid"] = .string(entry.onInvalid.rawValue)
            if !checked.isEmpty { annotations["x-mappings-unchecked"] = .array(checked) }
            checked = []
        }
        var value = JSON.Object()
        for part in checked { merge(part, into: &value) }
        if acceptsNull(entry) {
            // `null` is no value to check (missing, or a value of its own).
            if !value.isEmpty { schema["anyOf"] = [["type": "null"], .object(value)] }
        } else {
            schema = value
            if isRequired(entry) { merge(["not": ["type": "null"]], into: &schema) }
        }
        if let value = entry.defaultValue { schema["default"] = value }
        if direction == .forward, !entry.fallbackKeyPaths.isEmpty {
            annotations["x-mappings-fallbackKeyPaths"] = .array(entry.fallbackKeyPaths.map { .string($0.description) })
        }
        if entry.missingIsWarning { annotations["x-mappings-optional"] = "warning" }
        if direction == .forward, entry.null == .value { annotations["x-mappings-null"] = "value" }
        if direction == .reverse, entry.reverseNil == .null { annotations["x-mappings-reverseNil"] = "null" }
        schema["description"] = .string("'\(entry.property)' of '\(context.identifier)'")
        if let location = entry.location { schema["x-mappings-location"] = .string(location.description) }
        for (key, value) in annotations { schema[key] = value }
        return .object(schema)
    }

    /// Whether a `null` maps with no error: forward, where `null` is
    /// missing and the entry optional, or with `@null: "value"`; reverse,
    /// where `@reverseNil: "null"` writes it for `nil`.
    func acceptsNull(_ entry: MappingEntry) -> Bool {
        guard direction == .forward else { return entry.reverseNil == .null }
        return entry.null == .value || !isRequired(entry)
    }

    /// Puts `part`'s keywords into `schema`, or, when one is there already,
    /// the part whole into an `allOf`.
    func merge(_ part: JSON, into schema: inout JSON.Object) {
        guard case .object(let members) = part else { return }
        if members.keys.contains(where: { schema[$0] != nil }) {
            Self.add(part, to: &schema)
        } else {
            for (key, value) in members { schema[key] = value }
        }
    }

    /// Adds `part` to `schema`'s `allOf`.
    static func add(_ part: JSON, to schema: inout JSON.Object) {
        var all = schema["allOf"]?.arrayValue ?? []
        all.append(part)
        schema["allOf"] = .array(all)
    }

    /// The JSON a built-in transformer reads (forward) or its reverse
    /// writes (reverse); `nil` for another transformer.
    static func transformerValue(_ name: String, direction: Direction) -> JSON? {
        switch name {
        case "iso8601Date":
            return ["type": "string", "format": "date-time"]
        case "date", "trimmed", "lowercased", "uppercased":
            return ["type": "string"]
        case "epochSeconds", "epochMilliseconds":
            // Forward, a number or a string that is one.
            guard direction == .forward else { return ["type": name == "epochSeconds" ? "number" : "integer"] }
            return ["anyOf": [["type": "number"], ["type": "string", "pattern": .string(numberPattern)]]]
        default:
            return nil
        }
    }

    /// A JSON number's text, whole.
    static let numberPattern = #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#

    /// The schemas of an entry's constraints: the count of a collection
    /// (an array's items, an object's members), and each value (the value
    /// itself, and each element or member of a collection) by the
    /// constraints of its kind: numbers by `minimum` and `maximum`, strings
    /// by `minLength`, `maxLength` and `pattern`, any value but a
    /// collection by `enum`.
    static func constraintSchemas(_ constraints: ValueConstraints, checkingElements: Bool) -> [JSON] {
        var parts: [JSON] = []
        var count = JSON.Object()
        if let least = constraints.minItems {
            count["minItems"] = .number(JSON.Number(least))
            count["minProperties"] = .number(JSON.Number(least))
        }
        if let most = constraints.maxItems {
            count["maxItems"] = .number(JSON.Number(most))
            count["maxProperties"] = .number(JSON.Number(most))
        }
        if !count.isEmpty, checkingElements { parts.append(.object(count)) }
        guard constraints.checksValues else { return parts }
        var scalar = JSON.Object()
        if let minimum = constraints.minimum { scalar["minimum"] = .number(minimum) }
        if let maximum = constraints.maximum { scalar["maximum"] = .number(maximum) }
        if let least = constraints.minLength { scalar["minLength"] = .number(JSON.Number(least)) }
        if let most = constraints.maxLength { scalar["maxLength"] = .number(JSON.Number(most)) }
        if let pattern = constraints.pattern { scalar["pattern"] = .string(pattern.source) }
        var element = scalar
        if let allowed = constraints.allowedValues { element["enum"] = .array(allowed) }
        var value = scalar
        if let allowed = constraints.allowedValues {
            value["if"] = ["type": ["array", "object"]]
            value["else"] = ["enum": .array(allowed)]
        }
        if checkingElements {
            value["items"] = .object(element)
            value["additionalProperties"] = .object(element)
        }
        parts.append(.object(value))
        return parts
    }

    /// An `@object` entry's value: one object of its context or an array
    /// of them (with `@key`, an object of them), each of its context, or,
    /// with `@switch`, of the case its type field picks.
    mutating func objectSchema(of object: ObjectMapping, entry: MappingEntry, in context: MappingContext) -> JSON {
        let element = elementSchema(of: object, in: context)
        if entry.targetsSelf { return element }
        if object.keyProperty != nil { return ["type": "object", "additionalProperties": element] }
        let skips = direction == .forward && entry.invalidElements == .skip
        let array: JSON = skips ? ["type": "array"] : ["type": "array", "items": element]
        return ["anyOf": [element, array]]
    }

    /// One object of `object`'s context, or of its `@switch` case.
    mutating func elementSchema(of object: ObjectMapping, in context: MappingContext) -> JSON {
        guard let polymorphism = object.polymorphism else { return reference(to: context.context(for: object)) }
        var branches: [JSON] = []
        var mapping = JSON.Object()
        for item in polymorphism.cases {
            var branch = reference(to: context.context(for: item.mapping)).objectValue ?? JSON.Object()
            for (key, value) in Self.holding(Self.caseValues(item.value), at: polymorphism.keyPath.segments) { branch[key] = value }
            branches.append(.object(branch))
            if case .object(let reference) = self.reference(to: context.context(for: item.mapping)) { mapping[item.value] = reference["$ref"] }
        }
        if let fallback = polymorphism.defaultMapping {
            var branch = reference(to: context.context(for: fallback)).objectValue ?? JSON.Object()
            let every = polymorphism.cases.flatMap { Self.caseValues($0.value) }
            if !every.isEmpty { branch["not"] = .object(Self.holding(every, at: polymorphism.keyPath.segments)) }
            branches.append(.object(branch))
        }
        var schema: JSON.Object = ["oneOf": .array(branches)]
        if polymorphism.keyPath.segments.count == 1, let field = polymorphism.keyPath.segments.first {
            schema["discriminator"] = ["propertyName": .string(field), "mapping": .object(mapping)]
        }
        schema["x-mappings-switch"] = .string(polymorphism.keyPath.description)
        return .object(schema)
    }

    /// The JSON values a case's value matches: its text, and the number or
    /// boolean it spells (a case is compared as the JSON text of the value).
    static func caseValues(_ text: String) -> [JSON] {
        var values: [JSON] = [.string(text)]
        if let number = JSON.Number(text: text) { values.append(.number(number)) }
        if text == "true" || text == "false" { values.append(.bool(text == "true")) }
        return values
    }

    /// The keywords of an object holding one of `values` at `segments`.
    static func holding(_ values: [JSON], at segments: [String]) -> JSON.Object {
        guard let first = segments.first else { return ["enum": .array(values)] }
        let inner: JSON = .object(holding(values, at: Array(segments.dropFirst())))
        return ["properties": .object([first: inner]), "required": [.string(first)]]
    }
}
