import MappingKit

/// Writes an import's models as a `.mappings` file: one context per
/// model, in the order they were reached, each after a comment naming its
/// schema and the notes of what the file does not check there; an entry
/// per property in the schema's order, in the short form (`"id": "id"`)
/// when required and plain, else the long form on one line.
///
/// What the schema says becomes the entry's keywords: `required` absent
/// `@optional`, `null` allowed `@null: "value"`, `default` `@defaultValue`,
/// `date-time` `@transformer`, a model `@object` (a `@switch` for a
/// choice with a discriminator), the constraints one to one, an enum
/// `@allowedValues` (open: `@onInvalid`); `allOf`'s references
/// `@inherits`; `readOnly` properties are left out of `@reverseMappings`,
/// `writeOnly` ones out of the forward entries.
struct ContractMappingsWriter {
    var models: [ContractModel]
    /// The Swift models as ``SwiftModelWriter`` writes them (for `@class`).
    var swiftModels: [InferredModel]
    var notes: [ImportNote]
    var kind: ModelKind
    /// The header comment's lines (without `// `).
    var header: [String]

    func text() -> String {
        var text = header.map { "// " + $0 + "\n" }.joined()
        text += "{\n"
        text += models.indices.map { context($0) }.joined(separator: ",\n")
        text += "\n}\n"
        return text
    }

    /// `    // #/components/schemas/issue` and the notes, then `    "$Issue": { … }`.
    func context(_ index: Int) -> String {
        let model = models[index]
        var text = "    // " + Self.comment(model.pointer.text) + "\n"
        for note in notes where note.context == model.context {
            text += "    // " + Self.comment(note.line) + "\n"
        }
        var lines: [String] = []
        let parents = model.inherits + (model.base.map { [$0] } ?? [])
        if parents.count == 1 {
            lines.append(pair("@inherits", MappingsWriter.quoted(models[parents[0]].context)))
        } else if parents.count > 1 {
            lines.append(pair("@inherits", "[" + parents.map { MappingsWriter.quoted(models[$0].context) }.joined(separator: ", ") + "]"))
        }
        if kind.namesClass(swiftModels[index]) {
            lines.append(pair("@class", MappingsWriter.quoted(SwiftModelWriter.className(swiftModels[index], kind: kind))))
        }
        for field in model.fields where !field.writeOnly { lines.append(pair(field.name, entry(field))) }
        if model.fields.contains(where: { $0.readOnly || $0.writeOnly }) {
            let reverse = model.fields.filter { !$0.readOnly }.map { "            " + pair($0.name, entry($0)) }
            lines.append(pair("@reverseMappings", reverse.isEmpty ? "{}" : "{\n" + reverse.joined(separator: ",\n") + "\n        }"))
        }
        guard !lines.isEmpty else { return text + "    \(MappingsWriter.quoted(model.context)): {}" }
        return text + "    \(MappingsWriter.quoted(model.context)): {\n" + lines.map { "        " + $0 }.joined(separator: ",\n") + "\n    }"
    }

    /// The entry's value: `"key"`, or `{ "@keyPath": …, … }`.
    func entry(_ field: ContractField) -> String {
        let keyPath = PayloadKey.keyPath([field.key])
        let shape = field.shape
        var members: [String] = []
        if field.defaultValue == nil, !field.required { members.append(pair("@optional", "true")) }
        if shape.nullable { members.append(pair("@null", MappingsWriter.quoted("value"))) }
        if let value = field.defaultValue { members.append(pair("@defaultValue", Self.literal(value))) }
        if let transformer = shape.transformer { members.append(pair("@transformer", MappingsWriter.quoted(transformer))) }
        if let model = shape.type.model { members.append(pair("@object", object(model, dictionary: shape.type.isDictionary))) }
        for (keyword, value) in shape.constraints { members.append(pair(keyword, Self.literal(value))) }
        if let allowed = shape.allowed {
            if field.defaultValue != nil {
                // The contract's default is also an open set's fallback.
                members.append(pair("@allowedValues", Self.literal(.array(allowed.values.map { .string($0) }))))
                if allowed.open { members.append(pair("@onInvalid", MappingsWriter.quoted("default"))) }
            } else {
                members += allowed.entryMembers(optional: field.optional).map { pair($0.keyword, $0.value) }
            }
        }
        if members.isEmpty, keyPath.hasPrefix("\"") { return keyPath }
        return "{ " + ([pair("@keyPath", keyPath)] + members).joined(separator: ", ") + " }"
    }

    /// `@object`: the model's context, or a `@switch` over its cases.
    private func object(_ index: Int, dictionary: Bool) -> String {
        let model = models[index]
        guard let choice = model.polymorphism, !choice.cases.isEmpty else {
            let key = dictionary ? model.keyProperty.map { ", " + pair("@key", MappingsWriter.quoted($0)) } ?? "" : ""
            return "{ " + pair("@mappings", MappingsWriter.quoted(model.context)) + key + " }"
        }
        let cases = choice.cases.map { pair($0.value, MappingsWriter.quoted(models[$0.model].context)) }
        return "{ " + [
            pair("@switch", MappingsWriter.quoted(choice.key)), pair("@cases", "{ " + cases.joined(separator: ", ") + " }"),
            pair("@default", MappingsWriter.quoted(model.context)),
        ].joined(separator: ", ") + " }"
    }

    private func pair(_ key: String, _ value: String) -> String { "\(MappingsWriter.quoted(key)): \(value)" }

    /// A JSON value on one line, as the language's files write them: `[1, 2]`, `{ "a": true }`.
    static func literal(_ value: JSON) -> String {
        switch value {
        case .array(let elements): "[" + elements.map(literal).joined(separator: ", ") + "]"
        case .object(let object):
            object.isEmpty ? "{}" : "{ " + object.map { MappingsWriter.quoted($0.0) + ": " + literal($0.1) }.joined(separator: ", ") + " }"
        default: value.formatted()
        }
    }

    /// Text for a `//` comment: on one line, control characters escaped.
    static func comment(_ text: String) -> String {
        TerminalText.escaped(text).replacingOccurrences(of: "\n", with: " ")
    }
}
