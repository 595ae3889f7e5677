import MappingKit

/// Writes the inferred models as a `.mappings` file: one context per model,
/// root first, an entry per field in the order its key was first seen,
/// in the short form (`"name": "key"`) when the entry is required and plain,
/// else the long form on one line.
struct MappingsWriter {
    var models: [InferredModel]
    var kind: ModelKind
    /// The header comment's lines (without `// `).
    var header: [String]

    /// The whole file.
    func text() -> String {
        var text = header.map { "// " + $0 + "\n" }.joined()
        text += "{\n"
        let contexts = models.indices.map { context($0) }
        text += contexts.joined(separator: ",\n")
        text += "\n}\n"
        return text
    }

    /// `    "$Status": { … }`.
    func context(_ index: Int) -> String {
        let model = models[index]
        var lines: [String] = []
        if let base = model.base { lines.append(pair("@inherits", Self.quoted(models[base].context))) }
        if kind.namesClass(model) { lines.append(pair("@class", Self.quoted(SwiftModelWriter.className(model, kind: kind)))) }
        for field in model.fields { lines.append(pair(field.name, entry(field))) }
        guard !lines.isEmpty else { return "    \(Self.quoted(model.context)): {}" }
        return "    \(Self.quoted(model.context)): {\n" + lines.map { "        " + $0 }.joined(separator: ",\n") + "\n    }"
    }

    /// `"createdAt": …` without indentation.
    private func pair(_ key: String, _ value: String) -> String { "\(Self.quoted(key)): \(value)" }

    /// The entry's value: `"key"` or `{ "@keyPath": …, … }` (the long
    /// form for literal segments: `["a.b"]`, `["@self"]`).
    func entry(_ field: InferredField) -> String {
        let keyPath = PayloadKey.keyPath(field.keyPath)
        var members: [String] = []
        if let formats = field.type.dateFormats, let first = formats.first {
            members.append(pair("@transformer", Self.quoted(first.transformer)))
            let patterns = formats.compactMap(\.pattern).map(Self.quoted)
            if patterns.count == 1 {
                members.append(pair("@transformUserData", "{ \(pair("format", patterns[0])) }"))
            } else if patterns.count > 1 {
                members.append(pair("@transformUserData", "{ \(pair("formats", "[" + patterns.joined(separator: ", ") + "]")) }"))
            }
        }
        if let model = field.type.model { members.append(pair("@object", object(model, dictionary: field.type.isDictionary))) }
        if let allowed = field.allowed { members += self.allowed(allowed, optional: field.optional) }
        if members.isEmpty, !field.optional, keyPath.hasPrefix("\"") { return keyPath }
        var all = [pair("@keyPath", keyPath)]
        if field.optional { all.append(pair("@optional", "true")) }
        return "{ " + (all + members).joined(separator: ", ") + " }"
    }

    /// `"@allowedValues": […]`, and for an open set `@onInvalid` (``AllowedValues/entryMembers(optional:)``).
    private func allowed(_ allowed: AllowedValues, optional: Bool) -> [String] {
        allowed.entryMembers(optional: optional).map { pair($0.keyword, $0.value) }
    }

    /// `@object`: the model's context, a `@switch` over its cases, `@key` for
    /// the values of a dictionary.
    private func object(_ index: Int, dictionary: Bool) -> String {
        let model = models[index]
        var members: [String] = []
        if let key = model.switchKey, !model.cases.isEmpty {
            members.append(pair("@switch", Self.quoted(key)))
            let cases = model.cases.map { pair($0.value, Self.quoted(models[$0.model].context)) }
            members.append(pair("@cases", "{ " + cases.joined(separator: ", ") + " }"))
            members.append(pair("@default", Self.quoted(model.context)))
        } else {
            members.append(pair("@mappings", Self.quoted(model.context)))
        }
        if dictionary, let key = model.keyProperty { members.append(pair("@key", Self.quoted(key))) }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    static func quoted(_ text: String) -> String { PayloadKey.quoted(text) }
}
