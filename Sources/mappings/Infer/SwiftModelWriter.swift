/// Writes the inferred models as Swift: `Codable` structs (decoded through
/// the file's contexts) or `Mappable` structs with property tables; the
/// cases of a `@switch` are subclasses of a class holding the shared fields.
/// When the file names classes (`@class`), a `ModelRegistry` of them.
struct SwiftModelWriter {
    var models: [InferredModel]
    var kind: ModelKind
    /// The root model's name: the registry is named after it.
    var rootName: String
    var fileName: String
    var header: [String]
    /// `--access`: of every declaration (and, for `public` and `package`,
    /// a memberwise initializer for each struct decoded as `Codable`).
    var access: ModelAccess = .internal

    /// The whole file: `import Foundation` and `import MappingKit` only
    /// when it uses their types.
    func text() -> String {
        var text = header.map { ($0.isEmpty ? "//" : "// " + $0) + "\n" }.joined()
        let imports = Self.modules.filter { usesModule($0) }
        if !imports.isEmpty { text += "\n" + imports.map { "import \($0)\n" }.joined() }
        for index in models.indices {
            text += "\n" + declaration(index)
        }
        text += registry()
        return text
    }

    /// The modules a generated file may import, in the order it imports them.
    static let modules = ["Foundation", "MappingKit"]

    /// Whether the file names a type of `module`: Foundation's `URL`,
    /// `Date` and `Decimal`; MappingKit's `JSON`, `Mappable` and
    /// `ModelRegistry`.
    func usesModule(_ module: String) -> Bool {
        Set(typesUsed().values.map(\.type)).contains { $0.hasPrefix(module + "'s ") }
    }

    /// `public ` (or `package `) before a declaration; nothing for `internal`.
    private var modifier: String { access.modifier }

    /// The type name of a model, as fields name it.
    private func name(_ index: Int) -> String { models[index].name }

    /// The name `@class` gives a model: for property tables, a `@switch`
    /// base is not `Mappable` itself (a non-final class cannot be), so its
    /// context builds `Other…`, a final subclass.
    static func className(_ model: InferredModel, kind: ModelKind) -> String {
        kind == .mappable && !model.cases.isEmpty ? "Other" + model.name : model.name
    }

    func typeText(_ field: InferredField) -> String {
        let type = field.type.swift(name)
        return field.optional ? Self.optional(type) : type
    }

    private static func optional(_ type: String) -> String { type + "?" }

    private func documentation(_ model: InferredModel) -> String {
        if let documentation = model.documentation { return "/// " + documentation + "\n" }
        let places = model.paths.prefix(3).map { $0.isEmpty ? "the root" : "`\($0)`" }.joined(separator: ", ")
        let more = model.paths.count > 3 ? " and \(model.paths.count - 3) more places" : ""
        if model.wrapsRoot, case .array? = model.fields.first?.type {
            return "/// The samples' elements, each the case of `\(name(model.fields.first?.type.model ?? 0))` its type picks.\n"
        }
        if model.wrapsRoot { return "/// The root objects of the samples, which are dictionaries: \(model.count) object\(model.count == 1 ? "" : "s").\n" }
        let text = "\(places)\(more) in the samples: \(model.count) object\(model.count == 1 ? "" : "s")."
        return "/// " + (text.hasPrefix("the root") ? "The" + text.dropFirst(3) : text) + "\n"
    }

    private func fieldDocumentation(_ field: InferredField) -> String {
        if let documentation = field.documentation { return "    /// " + documentation + "\n" }
        guard field.optional, field.total > 0 else { return "" }
        guard field.present > 0 else { return "    /// Always null or absent in the samples: typed for lack of a value.\n" }
        return "    /// In \(field.present) of \(field.total) objects.\n"
    }

    /// The fields a model declares: its own, and the `@key` receiver.
    private func declaredFields(_ model: InferredModel) -> [InferredField] {
        var fields = model.fields
        if let key = model.keyProperty {
            fields.append(InferredField(name: key, keyPath: [key], type: .string, optional: false, present: model.count, total: model.count))
        }
        return fields
    }

    /// The declaration of one model (two types for a `Mappable` `@switch` base).
    func declaration(_ index: Int) -> String {
        let model = models[index]
        switch kind {
        case .codable, .none:
            if !model.cases.isEmpty { return codableBase(model) }
            if let base = model.base { return codableCase(model, base: models[base]) }
            return codableStruct(model)
        case .mappable:
            if !model.cases.isEmpty { return mappableBase(model) }
            if let base = model.base { return mappableCase(model, base: models[base]) }
            return mappableStruct(model)
        }
    }

    // MARK: Codable

    private func codableStruct(_ model: InferredModel) -> String {
        let fields = declaredFields(model)
        let declaration = model.isClass ? "final class \(model.name): Codable, @unchecked Sendable" : "struct \(model.name): Codable, Sendable"
        var text = documentation(model) + "\(modifier)\(declaration) {\n"
        for field in fields {
            text += fieldDocumentation(field) + "    \(modifier)var \(SwiftNames.code(field.name)): \(typeText(field))\n"
        }
        if access != .internal { text += memberwiseInitializer(fields) }
        return text + enumerations(model) + "}\n"
    }

    /// `public init(id: Int, note: String? = nil) { … }`: a `public`
    /// struct's memberwise initializer is internal, so an app module could
    /// not make one (in a test, a preview) without it.
    private func memberwiseInitializer(_ fields: [InferredField]) -> String {
        let parameters = fields.map { field in
            "\(SwiftNames.code(field.name)): \(typeText(field))\(field.optional ? " = nil" : "")"
        }
        var text = "\n    \(modifier)init(\(parameters.joined(separator: ", "))) {\n"
        for field in fields { text += "        self.\(SwiftNames.code(field.name)) = \(SwiftNames.code(field.name))\n" }
        return text + "    }\n"
    }

    private func codableBase(_ model: InferredModel) -> String {
        var text = documentation(model)
        text += "/// The fields every case shares; a value of another `\(PayloadKey.shown(model.switchKey ?? "type"))` decodes as this class.\n"
        text += "\(modifier)class \(model.name): Codable, @unchecked Sendable {\n"
        for field in declaredFields(model) {
            text += fieldDocumentation(field) + "    \(modifier)let \(SwiftNames.code(field.name)): \(typeText(field))\n"
        }
        return text + enumerations(model) + "}\n"
    }

    private func codableCase(_ model: InferredModel, base: InferredModel) -> String {
        let fields = declaredFields(model)
        var text = documentation(model) + "\(modifier)final class \(model.name): \(base.name), @unchecked Sendable {\n"
        for field in fields {
            text += fieldDocumentation(field) + "    \(modifier)let \(SwiftNames.code(field.name)): \(typeText(field))\n"
        }
        guard !fields.isEmpty else { return text + "}\n" }
        text += "\n    private enum CodingKeys: String, CodingKey {\n"
        text += "        case " + fields.map { SwiftNames.code($0.name) }.joined(separator: ", ") + "\n    }\n\n"
        text += "    \(modifier)required init(from decoder: any Decoder) throws {\n"
        text += "        let container = try decoder.container(keyedBy: CodingKeys.self)\n"
        for field in fields {
            let decode = field.optional ? "decodeIfPresent" : "decode"
            text += "        \(SwiftNames.code(field.name)) = try container.\(decode)(\(field.type.swift(name)).self, forKey: .\(SwiftNames.code(field.name)))\n"
        }
        text += "        try super.init(from: decoder)\n    }\n\n"
        text += "    \(modifier)override func encode(to encoder: any Encoder) throws {\n"
        text += "        var container = encoder.container(keyedBy: CodingKeys.self)\n"
        for field in fields {
            let encode = field.optional ? "encodeIfPresent" : "encode"
            text += "        try container.\(encode)(\(SwiftNames.code(field.name)), forKey: .\(SwiftNames.code(field.name)))\n"
        }
        text += "        try super.encode(to: encoder)\n    }\n"
        return text + enumerations(model) + "}\n"
    }

    // MARK: Enums

    /// The nested enum of each open set of the model's fields.
    private func enumerations(_ model: InferredModel) -> String {
        model.fields.map { enumeration($0, indent: "    ") }.joined()
    }

    /// `enum State: String, Codable, Sendable { case open … case unknown }`
    /// for a field typed by an open set, at `indent`, after a blank line;
    /// empty for another field.
    func enumeration(_ field: InferredField, indent: String) -> String {
        guard case .enumeration(let name) = field.type, let allowed = field.allowed else { return "" }
        let conformance = kind == .mappable ? "MappableValue" : "Codable"
        // From samples, each value with its count; from a contract (no counts), the values it lists.
        let source = allowed.counts.isEmpty ? "in the contract" : "in the samples"
        let found = allowed.counts.isEmpty
            ? allowed.values.joined(separator: ", ") : zip(allowed.values, allowed.counts).map { "\($0) (\($1))" }.joined(separator: ", ")
        let other = allowed.setsDefault(optional: field.optional)
            ? "`\(SwiftNames.property(allowed.defaultValue))` for any other (its entry's `@onInvalid` is \"default\")"
            : allowed.open ? "any other is left out (its entry's `@onInvalid` is \"ignore\")"
            : "any other is a `constraintViolated` error (its entry's `@allowedValues`)"
        var text = "\n\(indent)/// `\(PayloadKey.shown(path: field.keyPath))` \(source): \(found); \(other).\n"
        text += "\(indent)\(modifier)enum \(name): String, \(conformance), Sendable {\n"
        for (caseName, rawValue) in allowed.cases(optional: field.optional) {
            let raw = caseName == rawValue ? "" : " = \(MappingsWriter.quoted(rawValue))"
            text += "\(indent)    case \(SwiftNames.code(caseName))\(raw)\n"
        }
        return text + "\(indent)}\n"
    }

    // MARK: Mappable

    /// The initial value of a required property of a property-table model
    /// (`initialCase`: an open set's, its default's case).
    private func initialValue(_ type: InferredType, initialCase: String = "") -> String {
        switch type {
        case .bool: "false"
        case .int, .int64, .uint64, .double, .decimal: "0"
        case .string: "\"\""
        case .url: "URL(fileURLWithPath: \"/\")"
        case .date: "Date(timeIntervalSince1970: 0)"
        case .json: "JSON.null"
        case .enumeration: ".\(SwiftNames.code(initialCase))"
        case .array: "[]"
        case .dictionary: "[:]"
        case .model(let index): models[index].cases.isEmpty ? "\(name(index))()" : "Other\(name(index))()"
        }
    }

    private func mappableProperty(_ field: InferredField) -> String {
        let type = field.type.swift(name)
        let initialCase = field.allowed.map { SwiftNames.property($0.defaultValue) } ?? ""
        let declared = field.optional ? "\(Self.optional(type))" : "\(type) = \(initialValue(field.type, initialCase: initialCase))"
        return fieldDocumentation(field) + "    \(modifier)var \(SwiftNames.code(field.name)): \(declared)\n"
    }

    private func table(_ typeName: String, _ fields: [InferredField]) -> String {
        let entries = fields.map { field in
            let polymorphic = field.type.model.map { !models[$0].cases.isEmpty } ?? false
            return polymorphic
                ? ".polymorphic(\(MappingsWriter.quoted(field.name)), \\.\(SwiftNames.code(field.name)))"
                : ".property(\(MappingsWriter.quoted(field.name)), \\.\(SwiftNames.code(field.name)))"
        }
        guard !entries.isEmpty else { return "    \(modifier)static let properties: MappableProperties<\(typeName)> = []\n" }
        return "    \(modifier)static let properties: MappableProperties<\(typeName)> = [\n"
            + entries.map { "        " + $0 + ",\n" }.joined() + "    ]\n"
    }

    private func mappableStruct(_ model: InferredModel) -> String {
        let fields = declaredFields(model)
        let declaration = model.isClass ? "final class \(model.name): Mappable, @unchecked Sendable" : "struct \(model.name): Mappable, Sendable"
        var text = documentation(model) + "\(modifier)\(declaration) {\n"
        for field in fields { text += mappableProperty(field) }
        text += "\n    \(modifier)init() {}\n\n" + table(model.name, fields)
        return text + enumerations(model) + "}\n"
    }

    private func mappableBase(_ model: InferredModel) -> String {
        let fields = declaredFields(model)
        var text = documentation(model)
        text += "/// The fields every case shares (a non-final class is not `Mappable`: each case is).\n"
        text += "\(modifier)class \(model.name): @unchecked Sendable {\n"
        for field in fields { text += mappableProperty(field) }
        text += "\n    \(modifier)init() {}\n" + enumerations(model) + "}\n\n"
        text += "/// A value of another `\(PayloadKey.shown(model.switchKey ?? "type"))` (`@default`).\n"
        text += "\(modifier)final class Other\(model.name): \(model.name), Mappable, @unchecked Sendable {\n"
        text += table("Other" + model.name, fields) + "}\n"
        return text
    }

    private func mappableCase(_ model: InferredModel, base: InferredModel) -> String {
        let fields = declaredFields(model)
        var text = documentation(model) + "\(modifier)final class \(model.name): \(base.name), Mappable, @unchecked Sendable {\n"
        for field in fields { text += mappableProperty(field) }
        if !fields.isEmpty { text += "\n" }
        text += table(model.name, declaredFields(base) + fields)
        return text + enumerations(model) + "}\n"
    }

    // MARK: Types used

    /// The types the generated file names besides its models, each with
    /// whose it is and where it is used (`"URL": ("Foundation's URL", "the
    /// type of $Repo.homepage")`): a model may not take one of these names.
    func typesUsed() -> [String: (type: String, use: String)] {
        var used: [String: (type: String, use: String)] = [:]
        func note(_ name: String, _ owner: String, _ use: String) {
            if used[name] == nil { used[name] = ("\(owner)'s \(name)", use) }
        }
        switch kind {
        case .codable, .none:
            note("Codable", "Swift", "every model conforms to it")
            for name in ["Decoder", "Encoder", "CodingKey"] { note(name, "Swift", "every model decodes and encodes through it") }
        case .mappable:
            note("Mappable", "MappingKit", "every model conforms to it")
            note("MappableProperties", "MappingKit", "every model's property table")
        }
        note("Sendable", "Swift", "every model conforms to it")
        if models.contains(where: { kind.namesClass($0) }) { note("ModelRegistry", "MappingKit", "the registry of the models @class names") }
        for model in models {
            for field in declaredFields(model) {
                for name in Self.leafTypes(field.type) {
                    let owner = ["URL", "Date", "Decimal"].contains(name) ? "Foundation" : name == "JSON" ? "MappingKit" : "Swift"
                    note(name, owner, "the type of \(model.context).\(field.name)")
                }
            }
        }
        return used
    }

    /// The named types in a field's type: `[String: Date]` → `String`, `Date`.
    private static func leafTypes(_ type: InferredType) -> [String] {
        switch type {
        case .array(let element): leafTypes(element)
        case .dictionary(let value): ["String"] + leafTypes(value)
        case .model, .enumeration: []
        default: [type.swift { _ in "" }]
        }
    }

    // MARK: Registry

    /// The name of the registry: `ModelRegistry.statusModels`.
    var registryName: String { SwiftNames.lowerCamel(rootName) + "Models" }

    private func registry() -> String {
        let named = models.filter { kind.namesClass($0) }
        guard !named.isEmpty else { return "" }
        var text = "\nextension ModelRegistry {\n"
        text += "    /// The models `@class` names in \(fileName): `MappingCatalog(contentsOf: url, models: .\(registryName))`.\n"
        text += "    \(modifier)static let \(registryName) = ModelRegistry()\n"
        for model in named {
            let type = Self.className(model, kind: kind)
            text += "        .registering(\(type).self)\n"
        }
        return text + "}\n"
    }
}
