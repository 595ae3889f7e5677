import MappingKit

/// Turns the schemas of an OpenAPI description into ``ContractModel``s:
/// each object schema (a component, or one written in place) a model once,
/// whatever refers to it and however often; `$ref` cycles are models that
/// refer to themselves. What the language cannot say becomes an
/// ``ImportNote`` at its pointer.
///
/// ```swift
/// var importer = SchemaImporter(document: document, settings: .init())
/// let issue = try importer.importComponent("issue")   // the model of #/components/schemas/issue
/// importer.models[issue].context                       // "$Issue"
/// ```
struct SchemaImporter {
    /// What the command line changes in an import.
    struct Settings: Sendable {
        /// `--open-enums`: every string enum is open (``AllowedValues/open``).
        var openEnums = false
        /// `--ignore-constraint`: the constraints left out.
        var ignored: [IgnoredConstraint] = []
        /// `--prefix`: before every model's name.
        var prefix = ""
    }

    /// `--ignore-constraint maxLength=5000`: a constraint keyword of the
    /// schema, and the value it must have to be left out (any when `nil`).
    struct IgnoredConstraint: Sendable, Hashable {
        var keyword: String
        var value: String?

        /// The keywords that can be left out.
        static let keywords = [
            "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "minItems",
            "maxItems", "enum", "format",
        ]

        /// `maxLength=5000` or `pattern`; `nil` for another keyword.
        init?(_ text: String) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard let keyword = parts.first, Self.keywords.contains(keyword) else { return nil }
            self.keyword = keyword
            value = parts.count == 2 ? parts[1] : nil
        }

        func matches(_ keyword: String, _ value: JSON) -> Bool {
            guard keyword == self.keyword else { return false }
            guard let wanted = self.value else { return true }
            return (value.stringValue ?? value.formatted()) == wanted
        }
    }

    let document: OpenAPIDocument
    let settings: Settings
    private(set) var models: [ContractModel] = []
    private(set) var notes: [ImportNote] = []
    /// The model made of the schema at each pointer.
    private var modelAt: [JSONPointer: Int] = [:]
    private var takenNames: Set<String> = []
    /// How deep the schemas being read are nested (bounded: a document
    /// parsed within its depth limit can still nest schemas through `$ref`s).
    private var depth = 0
    static let maximumDepth = 200

    init(document: OpenAPIDocument, settings: Settings) {
        self.document = document
        self.settings = settings
        takenNames = SwiftNames.reservedTypes
    }

    /// The model of `components.schemas[name]`; `nil` when that schema is
    /// not an object (a string enum, an alias of a scalar): such a schema
    /// is no context of its own, it is written into each entry using it.
    mutating func importComponent(_ name: String) throws(ImportError) -> Int? {
        let pointer = OpenAPIDocument.schemaPointer(name)
        guard case .object(let schema)? = document.value(at: pointer) else {
            throw ImportError(.notAnObject(expected: "a schema"), file: document.file, at: pointer)
        }
        let target = try document.dereferenced(schema, at: pointer)
        guard try isModel(target.object, at: target.pointer) else { return nil }
        return try model(for: target.object, at: target.pointer, name: SwiftNames.type(name))
    }

    /// What the schema `value` at `pointer` describes as a body's root: its
    /// model (`$Issue`), and whether the body is an array of them; `nil`
    /// when it is no object nor array of objects. `name` names a model
    /// written in place.
    mutating func importRoot(_ value: JSON, at pointer: JSONPointer, name: String) throws(ImportError) -> (model: Int, array: Bool)? {
        let shape = try shape(of: value, at: pointer, owner: name, key: "", element: false)
        switch shape.type {
        case .model(let index): return (index, false)
        case .array(.model(let index)): return (index, true)
        default: return nil
        }
    }

    // MARK: Models

    /// Whether the schema is one of an object with properties (or a
    /// composition or choice of them): a model and a context.
    /// An `allOf` that leads back to a schema being looked at (`Named:
    /// allOf: [$ref Named, …]`) adds nothing: `visiting` holds them.
    func isModel(_ schema: JSON.Object, at pointer: JSONPointer, visiting: Set<JSONPointer> = []) throws(ImportError) -> Bool {
        if schema["properties"]?.objectValue != nil { return true }
        if schema["discriminator"] != nil, (schema["oneOf"] ?? schema["anyOf"])?.arrayValue != nil { return true }
        guard !visiting.contains(pointer), visiting.count < Self.maximumDepth else { return false }
        if let parts = schema["allOf"]?.arrayValue, parts.count > 1 || schema["properties"] != nil {
            for (index, part) in parts.enumerated() {
                guard case .object(let object) = part else { continue }
                let target = try document.dereferenced(object, at: pointer.appending("allOf").appending(index))
                if try isModel(target.object, at: target.pointer, visiting: visiting.union([pointer])) { return true }
            }
        }
        return false
    }

    /// The model of the object schema at `pointer`, made the first time
    /// it is asked for (its index is taken before its properties are read,
    /// so a schema that refers to itself gets its own model).
    mutating func model(for schema: JSON.Object, at pointer: JSONPointer, name: String) throws(ImportError) -> Int {
        if let index = modelAt[pointer] { return index }
        let index = models.count
        let unique = SwiftNames.unique(modelName(name), avoiding: takenNames)
        takenNames.insert(unique)
        models.append(ContractModel(name: unique, pointer: pointer, summary: Self.summary(schema)))
        modelAt[pointer] = index
        try enter(pointer)
        defer { depth -= 1 }
        var fields: [ContractField] = []
        var required = Set(schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        var inherits: [Int] = []
        for (position, part) in (schema["allOf"]?.arrayValue ?? []).enumerated() {
            let partPointer = pointer.appending("allOf").appending(position)
            guard case .object(let object) = part else { continue }
            let target = try document.dereferenced(object, at: partPointer)
            if object["$ref"] != nil, try isModel(target.object, at: target.pointer) {
                let parent = try model(for: target.object, at: target.pointer, name: SwiftNames.type(target.pointer.tokens.last ?? name))
                if !inherits.contains(parent), parent != index { inherits.append(parent) }
                continue
            }
            // A part written in place: its properties are the model's own.
            required.formUnion(target.object["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            fields += try properties(of: target.object, at: target.pointer, model: unique, required: required, taken: fields)
            noteUnmapped(target.object, at: target.pointer, context: "$" + unique, modelKeywords: true)
        }
        fields += try properties(of: schema, at: pointer, model: unique, required: required, taken: fields)
        // A property an inherited context has as optional that this one requires: its entry again, required.
        for parent in inherits {
            for field in Self.flattenedFields(of: parent, in: models) where required.contains(field.key) && !field.required {
                guard !fields.contains(where: { $0.key == field.key }) else { continue }
                var again = field
                again.required = true
                again.defaultValue = nil
                fields.append(again)
            }
        }
        models[index].inherits = inherits
        models[index].fields = fields
        if let discriminator = schema["discriminator"]?.objectValue {
            try polymorphism(of: index, schema, at: pointer, discriminator: discriminator)
        }
        noteUnmapped(schema, at: pointer, context: "$" + unique, modelKeywords: true)
        return index
    }

    /// `name` with `--prefix`, or without one `Model` after a framework's
    /// type name (`Label` → `LabelModel`), as infer names its models.
    private func modelName(_ name: String) -> String {
        guard settings.prefix.isEmpty else { return settings.prefix + name }
        return SwiftNames.frameworkTypes[name] != nil || SwiftNames.reservedTypes.contains(name) ? name + "Model" : name
    }

    /// The fields of `schema`'s `properties`, named apart from `taken`.
    private mutating func properties(
        of schema: JSON.Object, at pointer: JSONPointer, model: String, required: Set<String>, taken: [ContractField]
    ) throws(ImportError) -> [ContractField] {
        guard let properties = schema["properties"]?.objectValue else { return [] }
        var names = Set(taken.map(\.name))
        var fields: [ContractField] = []
        for (key, value) in properties {
            let place = pointer.appending("properties").appending(key)
            let shape = try self.shape(of: value, at: place, owner: model, key: key, element: false)
            let wanted = SwiftNames.property(key)
            let name = SwiftNames.unique(wanted, avoiding: names)
            names.insert(name)
            if name != wanted { note(.renamedProperty(key: key, name: name), at: place, context: "$" + model) }
            let object = value.objectValue ?? [:]
            var field = ContractField(
                name: name, key: key, pointer: place, shape: shape, required: required.contains(key),
                readOnly: object["readOnly"]?.boolValue == true, writeOnly: object["writeOnly"]?.boolValue == true,
                summary: Self.summary(object))
            if let value = object["default"] {
                if field.required {
                    note(.defaultOnRequired, at: place.appending("default"), context: "$" + model)
                } else if !value.isNull {
                    field.defaultValue = value
                }
            }
            fields.append(field)
        }
        if let extra = schema["additionalProperties"], !(extra.boolValue ?? false) {
            note(extra.boolValue == false ? .keywordNotMapped("additionalProperties: false") : .additionalPropertiesBeside,
                at: pointer.appending("additionalProperties"), context: "$" + model)
        }
        return fields
    }

    /// The fields of a model and of the contexts it inherits, as its Swift
    /// model declares them: inherited first, a field of its own replacing
    /// an inherited one of the same key.
    static func flattenedFields(of index: Int, in models: [ContractModel], visited: Set<Int> = []) -> [ContractField] {
        guard !visited.contains(index) else { return [] }
        var fields: [ContractField] = []
        for parent in models[index].inherits {
            for field in flattenedFields(of: parent, in: models, visited: visited.union([index])) where !fields.contains(where: { $0.key == field.key }) {
                fields.append(field)
            }
        }
        for field in models[index].fields {
            if let position = fields.firstIndex(where: { $0.key == field.key }) {
                fields[position] = field
            } else {
                fields.append(field)
            }
        }
        return fields
    }

    /// `discriminator` on a `oneOf`/`anyOf` of references: the model
    /// becomes the base of each branch's model (``ContractModel/Polymorphism``).
    private mutating func polymorphism(
        of index: Int, _ schema: JSON.Object, at pointer: JSONPointer, discriminator: JSON.Object
    ) throws(ImportError) {
        guard let key = discriminator["propertyName"]?.stringValue else {
            note(.keywordNotMapped("discriminator without propertyName"), at: pointer.appending("discriminator"), context: models[index].context)
            return
        }
        let choice = schema["oneOf"] != nil ? "oneOf" : "anyOf"
        var cases: [(value: String, model: Int)] = []
        var branchModels: [JSONPointer: Int] = [:]
        for (position, branch) in (schema[choice]?.arrayValue ?? []).enumerated() {
            let place = pointer.appending(choice).appending(position)
            guard case .object(let object) = branch, object["$ref"] != nil else {
                note(.keywordNotMapped("\(choice) branch without $ref"), at: place, context: models[index].context)
                continue
            }
            let target = try document.dereferenced(object, at: place)
            guard try isModel(target.object, at: target.pointer) else {
                note(.keywordNotMapped("\(choice) branch that is not an object"), at: place, context: models[index].context)
                continue
            }
            branchModels[target.pointer] = try model(for: target.object, at: target.pointer, name: SwiftNames.type(target.pointer.tokens.last ?? "Case"))
        }
        var mapped = Set<Int>()
        for (value, reference) in discriminator["mapping"]?.objectValue ?? [:] {
            guard let reference = reference.stringValue else { continue }
            let pointer = JSONPointer(reference: reference) ?? OpenAPIDocument.schemaPointer(reference)
            guard let model = branchModels[pointer] else {
                note(.discriminatorMappingOutside(value: value), at: pointer, context: models[index].context)
                continue
            }
            cases.append((value, model))
            mapped.insert(model)
        }
        // A branch the mapping does not name: the value is its schema's name.
        for (pointer, model) in branchModels.sorted(by: { $0.key < $1.key }) where !mapped.contains(model) {
            cases.append((pointer.tokens.last ?? models[model].name, model))
        }
        models[index].polymorphism = ContractModel.Polymorphism(key: key, cases: cases)
        if !models[index].fields.contains(where: { $0.key == key }) {
            models[index].fields.insert(
                ContractField(
                    name: SwiftNames.property(key), key: key, pointer: pointer.appending("discriminator"), shape: FieldShape(.string),
                    required: true), at: 0)
        }
        for model in Set(cases.map(\.model)) where model != index && models[model].base == nil {
            models[model].base = index
            models[model].fields.removeAll { $0.key == key }
        }
    }

    // MARK: Values

    /// What the schema `value` at `pointer` says a value is; `owner` and
    /// `key` name a model written in place (`IssuePullRequest`) and an enum
    /// (`State`); `element` for the items of an array or the values of a
    /// dictionary (no Swift enum of their own: their set is checked by
    /// `@allowedValues`).
    mutating func shape(of value: JSON, at pointer: JSONPointer, owner: String, key: String, element: Bool) throws(ImportError) -> FieldShape {
        guard case .object(let schema) = value else { return FieldShape(.json) }
        try enter(pointer)
        defer { depth -= 1 }
        if schema["$ref"] != nil {
            let target = try document.dereferenced(schema, at: pointer)
            if try isModel(target.object, at: target.pointer) {
                let name = SwiftNames.type(target.pointer.tokens.last ?? key)
                var shape = FieldShape(.model(try model(for: target.object, at: target.pointer, name: name)))
                // `nullable-simple-user`: a component that allows `null` itself.
                shape.nullable = Self.allowsNull(target.object)
                return shape
            }
            return try shape(of: .object(target.object), at: target.pointer, owner: owner, key: key, element: element)
        }
        var nullable = schema["nullable"]?.boolValue == true
        var types = schema["type"].map { $0.arrayValue?.compactMap(\.stringValue) ?? [$0.stringValue].compactMap { $0 } } ?? []
        if types.contains("null") {
            nullable = true
            types.removeAll { $0 == "null" }
        }
        for choice in ["oneOf", "anyOf"] {
            guard let branches = schema[choice]?.arrayValue else { continue }
            let others = branches.enumerated().filter { !Self.isNullSchema($0.element) }
            if others.count < branches.count { nullable = true }
            if others.count == 1, schema["properties"] == nil {
                var shape = try self.shape(of: others[0].element, at: pointer.appending(choice).appending(others[0].offset), owner: owner, key: key, element: element)
                shape.nullable = shape.nullable || nullable
                return shape
            }
            if others.count > 1, schema["discriminator"] == nil, schema["properties"] == nil {
                note(.unionWithoutDiscriminator(branches: others.count), at: pointer.appending(choice), context: "$" + owner)
                var shape = FieldShape(.json)
                shape.nullable = nullable
                return shape
            }
        }
        if let parts = schema["allOf"]?.arrayValue, parts.count == 1, schema["properties"] == nil {
            var shape = try self.shape(of: parts[0], at: pointer.appending("allOf").appending(0), owner: owner, key: key, element: element)
            shape.nullable = shape.nullable || nullable
            return shape
        }
        if try isModel(schema, at: pointer) {
            let name = key.isEmpty ? owner : owner + SwiftNames.type(key, singular: element)
            var shape = FieldShape(.model(try model(for: schema, at: pointer, name: name)))
            shape.nullable = nullable
            return shape
        }
        if types.count > 1 {
            note(.severalTypes(types), at: pointer.appending("type"), context: "$" + owner)
            var shape = FieldShape(.json)
            shape.nullable = nullable
            return shape
        }
        var shape = try scalarShape(schema, type: types.first ?? Self.impliedType(schema), at: pointer, owner: owner, key: key, element: element)
        shape.nullable = shape.nullable || nullable
        noteUnmapped(schema, at: pointer, context: "$" + owner, modelKeywords: false)
        return shape
    }

    /// A value that is no model: a string, a number, a Boolean, an array
    /// or a dictionary, with its constraints.
    private mutating func scalarShape(
        _ schema: JSON.Object, type: String?, at pointer: JSONPointer, owner: String, key: String, element: Bool
    ) throws(ImportError) -> FieldShape {
        var shape: FieldShape
        switch type {
        case "string":
            shape = FieldShape(.string)
            if let format = schema["format"]?.stringValue, !isIgnored("format", .string(format), at: pointer, owner: owner) {
                switch format {
                case "date-time":
                    shape = FieldShape(.date([.iso8601]))
                    shape.transformer = DateFormat.iso8601.transformer
                case "uri", "url":
                    shape = FieldShape(.url)
                default:
                    note(.formatNotChecked(format), at: pointer.appending("format"), context: "$" + owner)
                }
            }
            constrain(&shape, schema, ["minLength", "maxLength", "pattern"], at: pointer, owner: owner)
        case "integer":
            let format = schema["format"]?.stringValue
            shape = FieldShape(format == "int64" ? .int64 : .int)
            if let format, !["int32", "int64"].contains(format) { note(.formatNotChecked(format), at: pointer.appending("format"), context: "$" + owner) }
            constrain(&shape, schema, ["minimum", "maximum"], at: pointer, owner: owner)
            bounds(&shape, schema, integer: true, at: pointer, owner: owner)
        case "number":
            shape = FieldShape(.double)
            if let format = schema["format"]?.stringValue, !["float", "double"].contains(format) {
                note(.formatNotChecked(format), at: pointer.appending("format"), context: "$" + owner)
            }
            constrain(&shape, schema, ["minimum", "maximum"], at: pointer, owner: owner)
            bounds(&shape, schema, integer: false, at: pointer, owner: owner)
        case "boolean":
            shape = FieldShape(.bool)
        case "array":
            let items = schema["items"] ?? .bool(true)
            var elements = try self.shape(of: items, at: pointer.appending("items"), owner: owner, key: key, element: true)
            shape = FieldShape(.array(elements.type))
            shape.transformer = elements.transformer
            shape.constraints = elements.constraints
            elements.constraints = []
            constrain(&shape, schema, ["minItems", "maxItems"], at: pointer, owner: owner)
        case "object":
            if case .object? = schema["additionalProperties"] {
                let values = try self.shape(of: schema["additionalProperties"] ?? .bool(true), at: pointer.appending("additionalProperties"), owner: owner, key: key, element: true)
                shape = FieldShape(.dictionary(values.type))
                if case .model(let index) = values.type, models[index].keyProperty == nil {
                    models[index].keyProperty = SwiftNames.unique("key", avoiding: Set(models[index].fields.map(\.name)))
                }
                shape.transformer = values.transformer
                shape.constraints = values.constraints
            } else {
                // A free-form object: any members.
                shape = FieldShape(.json)
            }
        default:
            shape = FieldShape(.json)
        }
        try enumeration(&shape, schema, at: pointer, owner: owner, key: key, element: element)
        dropContradictions(&shape, at: pointer, owner: owner)
        return shape
    }

    /// Bounds no value can keep both of (`minimum: 1` with `maximum: -1`),
    /// which the language refuses at load: both left out, with a note.
    private mutating func dropContradictions(_ shape: inout FieldShape, at pointer: JSONPointer, owner: String) {
        for (low, high) in [("@minimum", "@maximum"), ("@minLength", "@maxLength"), ("@minItems", "@maxItems")] {
            guard let least = shape.constraints.last(where: { $0.keyword == low })?.value.doubleValue,
                let most = shape.constraints.last(where: { $0.keyword == high })?.value.doubleValue, least > most
            else { continue }
            shape.constraints.removeAll { $0.keyword == low || $0.keyword == high }
            note(.boundsContradict(low: String(low.dropFirst()), high: String(high.dropFirst())), at: pointer, context: "$" + owner)
        }
    }

    /// `enum`, `x-extensible-enum` and `const`: the values a string may
    /// hold, a Swift enum for a property's own set of names (open when the
    /// document or `--open-enums` says so), `@allowedValues` otherwise.
    private mutating func enumeration(_ shape: inout FieldShape, _ schema: JSON.Object, at pointer: JSONPointer, owner: String, key: String, element: Bool) throws(ImportError) {
        let extensible = schema["x-extensible-enum"]?.arrayValue
        guard var values = schema["enum"]?.arrayValue ?? extensible ?? schema["const"].map({ [$0] }) else { return }
        let keyword = schema["enum"] != nil ? "enum" : extensible != nil ? "x-extensible-enum" : "const"
        guard !isIgnored("enum", .array(values), at: pointer, owner: owner) else { return }
        if values.contains(where: \.isNull) {
            shape.nullable = true
            values.removeAll(where: \.isNull)
        }
        guard !values.isEmpty else { return }
        // A collection among the values could never match one value: the document's error.
        guard !values.contains(where: { $0.arrayValue != nil || $0.objectValue != nil }) else {
            note(.constraintNotValid(keyword), at: pointer.appending(keyword), context: "$" + owner)
            return
        }
        let open = extensible != nil || settings.openEnums || schema["x-enum-extensibility"]?.stringValue == "open"
        let strings = values.compactMap(\.stringValue)
        if !element, shape.type == .string, strings.count == values.count, strings.allSatisfy(AllowedValues.isRawValue) {
            shape.type = .enumeration(SwiftNames.type(key.isEmpty ? owner : key))
            shape.allowed = AllowedValues(values: strings, counts: [], open: open)
            return
        }
        // An open set of elements is not checked: a value the document does not list is one it allows.
        guard !open else { return }
        if !element, strings.count != values.count || !strings.allSatisfy(AllowedValues.isRawValue), shape.type == .string {
            note(.enumWithoutSwiftCases, at: pointer.appending(keyword), context: "$" + owner)
        }
        shape.constraints.append(("@allowedValues", .array(values)))
    }

    /// The constraints named in `keywords` (the schema's names, the
    /// language's with `@`), unless ignored.
    private mutating func constrain(_ shape: inout FieldShape, _ schema: JSON.Object, _ keywords: [String], at pointer: JSONPointer, owner: String) {
        for keyword in keywords {
            guard let value = schema[keyword], !isIgnored(keyword, value, at: pointer, owner: owner) else { continue }
            if keyword == "minimum" || keyword == "maximum", case .bool = schema["exclusive" + keyword.prefix(1).uppercased() + keyword.dropFirst()] {
                // 3.0's Boolean exclusive form: ``bounds(_:_:integer:at:owner:)`` writes it.
                continue
            }
            // The language's forms: a number for a bound, a whole number of 0 or more for a
            // length or a count, a string for a pattern; another value is the document's error.
            let fits = switch keyword {
            case "minimum", "maximum": value.numberValue != nil
            case "pattern": value.stringValue != nil
            default: value.numberValue?.int64Value.map { $0 >= 0 } ?? false
            }
            guard fits else {
                note(.constraintNotValid(keyword), at: pointer.appending(keyword), context: "$" + owner)
                continue
            }
            shape.constraints.append(("@" + keyword, value))
        }
    }

    /// `exclusiveMinimum`/`exclusiveMaximum` (3.1's number, 3.0's Boolean
    /// beside `minimum`): exact for an integer (one more, one less), an
    /// inclusive bound with a note for another number.
    private mutating func bounds(_ shape: inout FieldShape, _ schema: JSON.Object, integer: Bool, at pointer: JSONPointer, owner: String) {
        for (keyword, inclusive, step) in [("exclusiveMinimum", "minimum", 1.0), ("exclusiveMaximum", "maximum", -1.0)] {
            guard let value = schema[keyword], !isIgnored(keyword, value, at: pointer, owner: owner) else { continue }
            let bound: JSON.Number?
            switch value {
            case .bool(true): bound = schema[inclusive]?.numberValue
            case .number(let number): bound = number
            default: bound = nil
            }
            guard let bound else { continue }
            if integer, let whole = bound.int64Value {
                shape.constraints.append(("@" + inclusive, .number(JSON.Number(whole + Int64(step)))))
            } else {
                shape.constraints.append(("@" + inclusive, .number(bound)))
                note(.exclusiveBoundInclusive(keyword), at: pointer.appending(keyword), context: "$" + owner)
            }
        }
    }

    /// Whether `--ignore-constraint` leaves this constraint out (with a note when it does).
    private mutating func isIgnored(_ keyword: String, _ value: JSON, at pointer: JSONPointer, owner: String) -> Bool {
        guard settings.ignored.contains(where: { $0.matches(keyword, value) }) else { return false }
        note(.constraintIgnored(keyword, value: value.stringValue ?? value.formatted()), at: pointer.appending(keyword), context: "$" + owner)
        return true
    }

    // MARK: Notes

    /// The keywords of a schema the import reads.
    static let mappedKeywords: Set<String> = [
        "type", "format", "properties", "required", "items", "additionalProperties", "enum", "const", "nullable", "default",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "minItems", "maxItems",
        "$ref", "allOf", "oneOf", "anyOf", "discriminator", "readOnly", "writeOnly", "x-extensible-enum", "x-enum-extensibility",
    ]

    /// Keywords that describe and do not constrain (and extensions, `x-…`): nothing to check, no note.
    static let annotations: Set<String> = [
        "title", "description", "example", "examples", "deprecated", "externalDocs", "xml", "$comment", "$schema", "$id",
        "$anchor", "contentMediaType", "contentEncoding",
    ]

    /// A note for each keyword of `schema` the import does not read.
    private mutating func noteUnmapped(_ schema: JSON.Object, at pointer: JSONPointer, context: String, modelKeywords: Bool) {
        for key in schema.keys where !Self.mappedKeywords.contains(key) && !Self.annotations.contains(key) && !key.hasPrefix("x-") {
            note(.keywordNotMapped(key), at: pointer.appending(key), context: context)
        }
    }

    private mutating func note(_ kind: ImportNote.Kind, at pointer: JSONPointer, context: String?) {
        let note = ImportNote(kind: kind, pointer: pointer, context: context)
        if !notes.contains(note) { notes.append(note) }
    }

    /// Records a pointer nested one level deeper; too deep is an error.
    private mutating func enter(_ pointer: JSONPointer) throws(ImportError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            depth -= 1
            throw ImportError(.referenceCycle([pointer]), file: document.file, at: pointer)
        }
    }

    // MARK: Helpers

    /// `{ "type": "null" }`, `{ "type": ["null"] }`, `{ "enum": [null] }`, `{ "nullable": true }` alone.
    static func isNullSchema(_ value: JSON) -> Bool {
        guard case .object(let schema) = value else { return false }
        if schema["type"]?.stringValue == "null" { return true }
        if let types = schema["type"]?.arrayValue, types.allSatisfy({ $0.stringValue == "null" }), !types.isEmpty { return true }
        if let values = schema["enum"]?.arrayValue, !values.isEmpty, values.allSatisfy(\.isNull) { return true }
        return false
    }

    /// Whether the schema itself allows `null`: `nullable: true` (3.0) or `null` among its types (3.1).
    static func allowsNull(_ schema: JSON.Object) -> Bool {
        if schema["nullable"]?.boolValue == true { return true }
        return schema["type"]?.stringValue == "null" || schema["type"]?.arrayValue?.contains(.string("null")) == true
    }

    /// The type a schema without `type` implies by its keywords; `nil` for any value.
    static func impliedType(_ schema: JSON.Object) -> String? {
        if schema["items"] != nil { return "array" }
        if schema["additionalProperties"] != nil { return "object" }
        if schema["pattern"] != nil || schema["minLength"] != nil || schema["maxLength"] != nil { return "string" }
        // The values an `enum` or a `const` lists say the type (`null` aside).
        let values = (schema["enum"]?.arrayValue ?? schema["const"].map { [$0] } ?? []).filter { !$0.isNull }
        guard !values.isEmpty else { return nil }
        if values.allSatisfy({ $0.stringValue != nil }) { return "string" }
        if values.allSatisfy({ $0.boolValue != nil }) { return "boolean" }
        if values.allSatisfy({ $0.numberValue?.isInteger == true }) { return "integer" }
        if values.allSatisfy({ $0.numberValue != nil }) { return "number" }
        return nil
    }

    /// The schema's description for documentation: its `title`, else the
    /// first line of its `description`.
    static func summary(_ schema: JSON.Object) -> String? {
        let text = schema["title"]?.stringValue ?? schema["description"]?.stringValue
        return text?.split(whereSeparator: \.isNewline).first.map(String.init)
    }
}
