import MappingKit

/// An import of an OpenAPI description: the schemas selected (and every
/// one they refer to) as ``ContractModel``s, the operations whose JSON
/// bodies they describe, and the notes of what `.mappings` cannot say.
///
/// ```swift
/// let result = try OpenAPIImport(document: document, selection: .init(paths: ["/repos/{owner}/{repo}/issues"]))
/// result.operations.first?.summary   // "GET /repos/{owner}/{repo}/issues 200: [$Issue]"
/// ```
struct OpenAPIImport {
    /// What to import: everything when all three are empty.
    struct Selection: Sendable {
        /// `--schema`: names of `components.schemas`.
        var schemas: [String] = []
        /// `--path`: path templates of `paths`, every operation of each.
        var paths: [String] = []
        /// `--tag`: the operations with any of these tags.
        var tags: [String] = []

        var isEmpty: Bool { schemas.isEmpty && paths.isEmpty && tags.isEmpty }
    }

    /// A JSON body an operation sends or answers, and the context that maps it.
    struct Body: Sendable {
        var method: String
        var path: String
        /// The status code (`200`, `2XX`), or `nil` for the request body.
        var status: String?
        var mediaType: String
        var model: Int
        /// The body is an array of the model's objects.
        var array: Bool
        var pointer: JSONPointer
    }

    let document: OpenAPIDocument
    private(set) var models: [ContractModel] = []
    private(set) var notes: [ImportNote] = []
    private(set) var bodies: [Body] = []
    /// The models selected by name or reached from an operation, first reached first.
    private(set) var roots: [Int] = []

    /// The model a first example maps with: the first operation's body's, else the first selected.
    var example: Int? { bodies.first?.model ?? roots.first }

    /// The operations' methods, in the order an OpenAPI path item lists them.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    init(document: OpenAPIDocument, selection: Selection, settings: SchemaImporter.Settings = .init()) throws(ImportError) {
        self.document = document
        var importer = SchemaImporter(document: document, settings: settings)
        let names = document.schemaNames
        let schemas = selection.isEmpty ? names : selection.schemas
        for name in schemas {
            guard names.contains(name) else {
                throw ImportError(.unknownSchema(name, suggestions: EditDistance.closest(to: name, in: names, limit: 1)), file: document.file)
            }
            if let model = try importer.importComponent(name), !roots.contains(model) { roots.append(model) }
        }
        for (path, method, operation, pointer) in try operations(selection) {
            try importBodies(of: operation, method: method, path: path, at: pointer, into: &importer)
        }
        guard !importer.models.isEmpty else { throw ImportError(.nothingSelected, file: document.file) }
        models = importer.models
        notes = importer.notes
        // The receiver of a dictionary's keys, named apart from every property the model has by now.
        for index in models.indices where models[index].keyProperty != nil {
            let names = Set(SchemaImporter.flattenedFields(of: index, in: models).map(\.name))
            models[index].keyProperty = SwiftNames.unique("key", avoiding: names)
        }
        checkPatterns()
        checkDefaults()
    }

    /// Leaves out each `default` that breaks its own property's constraints
    /// (`default: 1` with `minimum: 2`: vendors write them), which the
    /// language refuses at load, with a note.
    private mutating func checkDefaults() {
        for model in models.indices {
            for field in models[model].fields.indices {
                let current = models[model].fields[field]
                guard let value = current.defaultValue, !current.shape.constraints.isEmpty || current.shape.allowed != nil else { continue }
                var members = [("@defaultValue", value)] + current.shape.constraints.map { ($0.keyword, $0.value) }
                if let allowed = current.shape.allowed { members.append(("@allowedValues", .array(allowed.values.map { .string($0) }))) }
                let entry = members.map { MappingsWriter.quoted($0.0) + ": " + ContractMappingsWriter.literal($0.1) }.joined(separator: ", ")
                guard let problem = Self.entryProblem(entry) else { continue }
                models[model].fields[field].defaultValue = nil
                notes.append(ImportNote(
                    kind: .defaultBreaksConstraints(reason: problem), pointer: current.pointer.appending("default"), context: models[model].context))
            }
        }
    }

    /// The operations the selection names: each with its path template,
    /// method, object and pointer.
    private func operations(_ selection: Selection) throws(ImportError) -> [(String, String, JSON.Object, JSONPointer)] {
        let paths = document.root["paths"]?.objectValue ?? [:]
        for path in selection.paths where paths[path] == nil {
            throw ImportError(.unknownPath(path, suggestions: EditDistance.closest(to: path, in: paths.keys, limit: 1)), file: document.file)
        }
        var found: [(String, String, JSON.Object, JSONPointer)] = []
        var tags: [String] = []
        var tagged = Set<String>()
        for (path, item) in paths {
            guard case .object(let item) = item else { continue }
            for method in Self.methods {
                guard case .object(let operation)? = item[method] else { continue }
                let operationTags = operation["tags"]?.arrayValue?.compactMap(\.stringValue) ?? []
                for tag in operationTags where !tags.contains(tag) { tags.append(tag) }
                let byTag = operationTags.contains { selection.tags.contains($0) }
                operationTags.filter { selection.tags.contains($0) }.forEach { tagged.insert($0) }
                guard selection.isEmpty || selection.paths.contains(path) || byTag else { continue }
                found.append((path, method, operation, JSONPointer(tokens: ["paths", path, method])))
            }
        }
        if let missing = selection.tags.first(where: { !tagged.contains($0) }) {
            throw ImportError(.unknownTag(missing, known: tags), file: document.file)
        }
        return found
    }

    /// The request body and the success responses (`2XX`) of an operation,
    /// each JSON content's schema a root.
    private mutating func importBodies(
        of operation: JSON.Object, method: String, path: String, at pointer: JSONPointer, into importer: inout SchemaImporter
    ) throws(ImportError) {
        let name = SwiftNames.type(operation["operationId"]?.stringValue ?? method + " " + path)
        var parts: [(status: String?, object: JSON.Object, pointer: JSONPointer)] = []
        if case .object(let body)? = operation["requestBody"] {
            let target = try document.dereferenced(body, at: pointer.appending("requestBody"))
            parts.append((nil, target.object, target.pointer))
        }
        for (status, response) in operation["responses"]?.objectValue ?? [:] where status.hasPrefix("2") {
            guard case .object(let response) = response else { continue }
            let target = try document.dereferenced(response, at: pointer.appending("responses").appending(status))
            parts.append((status, target.object, target.pointer))
        }
        for part in parts {
            for (mediaType, content) in part.object["content"]?.objectValue ?? [:] where Self.isJSON(mediaType) {
                guard let schema = content["schema"] else { continue }
                let place = part.pointer.appending("content").appending(mediaType).appending("schema")
                let suffix = part.status == nil ? "Body" : "Response"
                guard let root = try importer.importRoot(schema, at: place, name: name + suffix) else { continue }
                if !roots.contains(root.model) { roots.append(root.model) }
                bodies.append(Body(method: method.uppercased(), path: path, status: part.status, mediaType: mediaType, model: root.model, array: root.array, pointer: place))
            }
        }
    }

    /// A media type without its parameters, lowercased: `application/json; charset=utf-8` → `application/json`.
    static func essence(_ mediaType: String) -> String {
        mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// `application/json`, `application/vnd.github+json`, `application/json; charset=utf-8`.
    static func isJSON(_ mediaType: String) -> Bool {
        let type = essence(mediaType)
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// Leaves out each `@pattern` the language's engine does not compile
    /// (a vendor's dialect: lookarounds, backreferences), with a note.
    private mutating func checkPatterns() {
        var verdicts: [String: String?] = [:]
        for model in models.indices {
            for field in models[model].fields.indices {
                var kept: [(keyword: String, value: JSON)] = []
                for constraint in models[model].fields[field].shape.constraints {
                    guard constraint.keyword == "@pattern", let pattern = constraint.value.stringValue else {
                        kept.append(constraint)
                        continue
                    }
                    if verdicts[pattern] == nil { verdicts[pattern] = .some(Self.patternProblem(pattern)) }
                    guard let problem = verdicts[pattern] ?? nil else {
                        kept.append(constraint)
                        continue
                    }
                    notes.append(ImportNote(
                        kind: .patternNotCompiled(pattern, reason: problem), pointer: models[model].fields[field].pointer.appending("pattern"),
                        context: models[model].context))
                }
                models[model].fields[field].shape.constraints = kept
            }
        }
    }

    /// Why the language does not compile `pattern`, or `nil` when it does.
    static func patternProblem(_ pattern: String) -> String? {
        entryProblem("\"@pattern\": " + MappingsWriter.quoted(pattern))
    }

    /// Why an entry with these members (`"@minimum": 2, …`) does not load, or `nil` when it does.
    static func entryProblem(_ members: String) -> String? {
        let text = "{ \"$P\": { \"v\": { \"@keyPath\": \"v\", \(members) } } }"
        do {
            _ = try MappingCatalog(string: text)
            return nil
        } catch {
            return error.diagnostics.first?.message ?? "not compiled"
        }
    }

    // MARK: Swift

    /// Leaves out the properties that hold any JSON (a `type: object`
    /// without properties, a choice without a discriminator, several types),
    /// each with a note: MappingKit's `JSON` is not `Codable`, so a `Codable`
    /// model cannot hold them, and a context's entry its model never decodes
    /// is a load error. `--models mappable` and `none` keep them.
    mutating func leaveOutFreeForm() {
        for index in models.indices {
            for field in models[index].fields where field.shape.type.holdsJSON {
                notes.append(ImportNote(kind: .freeFormLeftOut(key: field.key), pointer: field.pointer, context: models[index].context))
            }
            models[index].fields.removeAll { $0.shape.type.holdsJSON }
        }
    }

    /// The models that reach themselves through properties that are no
    /// collection (a model, or an optional one): each must be a class.
    static func modelsHoldingThemselves(_ models: [ContractModel]) -> Set<Int> {
        let edges = models.indices.map { index in
            Set(SchemaImporter.flattenedFields(of: index, in: models).compactMap { field -> Int? in
                if case .model(let target) = field.shape.type { return target }
                return nil
            })
        }
        var holding = Set<Int>()
        for start in models.indices {
            var seen = Set<Int>()
            var pending = Array(edges[start])
            while let next = pending.popLast() {
                if next == start {
                    holding.insert(start)
                    break
                }
                if seen.insert(next).inserted { pending += edges[next] }
            }
        }
        return holding
    }

    /// The models as ``SwiftModelWriter`` writes them: each with every
    /// property its contexts read (those it inherits through `allOf` too);
    /// a case of a choice without those its base declares.
    func swiftModels() -> [InferredModel] {
        let holdsItself = Self.modelsHoldingThemselves(models)
        return models.indices.map { index in
            let model = models[index]
            let fields = SchemaImporter.flattenedFields(of: index, in: models).filter { field in
                guard let base = model.base else { return true }
                return !SchemaImporter.flattenedFields(of: base, in: models).contains { $0.key == field.key }
            }
            var swift = InferredModel(name: model.name)
            swift.documentation = ContractMappingsWriter.comment(model.summary ?? "`\(model.pointer.text)` of the contract.")
            swift.fields = fields.map { field in
                var inferred = InferredField(
                    name: field.name, keyPath: [field.key], type: field.shape.type, optional: field.optional, present: 0, total: 0)
                inferred.allowed = field.shape.allowed
                inferred.documentation = field.summary.map(ContractMappingsWriter.comment)
                return inferred
            }
            swift.base = model.base
            swift.keyProperty = model.keyProperty
            swift.isClass = holdsItself.contains(index) && model.base == nil && model.polymorphism == nil
            if let choice = model.polymorphism {
                swift.switchKey = choice.key
                swift.cases = choice.cases.filter { $0.model != index }
            }
            return swift
        }
    }
}
