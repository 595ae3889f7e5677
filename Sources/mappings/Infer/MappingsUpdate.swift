import MappingKit

/// What `mappings infer --update` adds to a `.mappings` file for samples it
/// maps: an optional entry for every key no entry reads (in the context
/// that mapped its object), typed as `infer` types a key, with new contexts
/// (and models) for nested objects; the keys no key path can read
/// (`@metadata`), left out. Applied to the file's text and to its Swift
/// file's by insertions only (``MappingsTextEditor``, ``SwiftSourceEditor``):
/// applied twice with the same samples, the second finds nothing to add.
///
/// ```swift
/// let update = MappingsUpdate(context, objects: objects, file: parsed, contexts: contexts, kind: .codable)
/// let text = try update.edited(original)
/// ```
struct MappingsUpdate {
    /// One entry added.
    struct Addition {
        var context: String
        var field: InferredField
        /// `"name": { … }`, as the file gets it.
        var entry: String
        /// Its type as the Swift file declares it (`Int?`).
        var swiftType: String
        /// The nested enum of an open set (``AllowedValues``), declared in
        /// its model after the property (internal: it takes the model's access).
        var enumeration: String = ""
    }

    var additions: [Addition] = []
    /// The modules the Swift of the additions uses (`Foundation` for a `Date`).
    var modules = Set<String>()
    /// New contexts (`"$Name": { … }`), their identifiers, and their models' declarations.
    var contexts: [String] = []
    var contextNames: [String] = []
    var declarations: [String] = []
    /// Contexts of other files, which the keys they do not read cannot be added to.
    var elsewhere: [String] = []
    /// Keys left out: the context, the key's path shown, and why.
    var leftOut: [(context: String, path: String, reason: LeftOut)] = []

    /// Why a key no entry reads is not added.
    enum LeftOut {
        /// A key named `@metadata`: no key path reads it.
        case metadata
        /// The dotted path the unread-key counter gives could not be cut
        /// into keys that lead to its value in the samples (deeper than the
        /// 64 levels looked at, or a key of many dots inside another).
        case unfound
    }

    /// The update of a file whose top-level members are `contexts` (parsed:
    /// `file`) for `objects` mapped with `context` (new models' names after
    /// `prefix`, the Swift declared with `access`).
    init(
        _ context: MappingContext, objects: [JSON], file: JSON.Object, contexts: [String], kind: ModelKind, prefix: String = "",
        access: ModelAccess = .internal
    ) {
        var reserved = Set(contexts.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }).union(SwiftNames.reservedTypes)
        var paths = KeyPathSegmenter(objects)
        for unread in context.unmappedKeyDetails(in: .array(objects)).keys {
            let (key, values) = (unread.key, unread.values)
            guard contexts.contains(key.context) else {
                if !elsewhere.contains(key.context) { elsewhere.append(key.context) }
                continue
            }
            guard let segments = paths.segments(of: key.keyPath, holding: values.first ?? .null) else {
                leftOut.append((key.context, PayloadKey.shownName(key.keyPath), .unfound))
                continue
            }
            guard let first = segments.first, PayloadKey.isReadable(first) else {
                leftOut.append((key.context, PayloadKey.shown(path: segments), .metadata))
                continue
            }
            // Not a name of the context's family either: an entry it inherits (a @switch case's
            // base), or one a context inheriting it has, would hide or be hidden by it.
            let family = Self.family(of: key.context, in: file)
            let taken = Set(family.flatMap { file[$0]?.objectValue?.keys ?? [] }).union(
                additions.filter { family.contains($0.context) }.map(\.field.name))
            // Typed as infer types a key: the values under their own key in objects of a model.
            let leaf = segments.last.flatMap { PayloadKey.isReadable($0) ? $0 : nil } ?? "value"
            let wrapped = values.map { JSON.object([leaf: $0]) }
            guard let inference = try? Inference(
                samples: [Sample(name: key.keyPath, json: .array(wrapped))], name: "Update", kind: kind, keyPath: nil,
                reservedNames: reserved.union(["Update", prefix + "Update"]), prefix: prefix),
                var field = inference.models.first?.fields.first
            else { continue }
            field.name = SwiftNames.unique(SwiftNames.property(segments.joined(separator: "_")), avoiding: taken)
            field.keyPath = segments
            field.optional = true
            field.present = key.count
            field.total = key.total
            let writer = MappingsWriter(models: inference.models, kind: kind, header: [])
            let swift = SwiftModelWriter(models: inference.models, kind: kind, rootName: "", fileName: "", header: [], access: access)
            additions.append(Addition(
                context: key.context, field: field, entry: "\(MappingsWriter.quoted(field.name)): \(writer.entry(field))",
                swiftType: swift.typeText(field),
                enumeration: SwiftModelWriter(models: inference.models, kind: kind, rootName: "", fileName: "", header: [])
                    .enumeration(field, indent: "    ")))
            modules.formUnion(SwiftModelWriter.modules.filter { kind != .none && swift.usesModule($0) })
            for index in inference.models.indices.dropFirst() {
                self.contexts.append(String(writer.context(index).drop { $0 == " " }))
                contextNames.append(inference.models[index].context)
                if kind != .none { declarations.append(swift.declaration(index)) }
                reserved.insert(inference.models[index].name)
            }
        }
    }

    /// `context` and the contexts of `file` it is tied to by `@inherits`,
    /// either way and through others (a `@switch` base and its cases).
    static func family(of context: String, in file: JSON.Object) -> Set<String> {
        var parents: [String: [String]] = [:]
        for (name, value) in file {
            switch value.objectValue?["@inherits"] {
            case .string(let parent)?: parents[name] = [parent]
            case .array(let list)?: parents[name] = list.compactMap(\.stringValue)
            default: break
            }
        }
        var family: Set<String> = [context]
        var queue = [context]
        while let next = queue.popLast() {
            let tied = (parents[next] ?? []) + parents.compactMap { $0.value.contains(next) ? $0.key : nil }
            for name in tied where family.insert(name).inserted { queue.append(name) }
        }
        return family
    }

    /// The `.mappings` text with the entries (per context, in the order of
    /// `contexts`) and the new contexts added; what was there kept byte for
    /// byte, its line endings and byte order mark too.
    func edited(_ text: String, contexts order: [String]) throws(MappingsTextEditor.EditError) -> String {
        var editor = MappingsTextEditor(text: text)
        for name in order {
            try editor.add(entries: additions.filter { $0.context == name }.map(\.entry), to: name)
        }
        try editor.add(contexts: contexts)
        return editor.text
    }

    /// The Swift text with a property per entry in its model's struct (and
    /// table; an open set's enum after it), declared with the struct's
    /// access, the new models at the end, and the imports their types need;
    /// the entries whose struct was not found (not one infer wrote), to be
    /// added by hand.
    func editedSwift(_ text: String, kind: ModelKind) -> (text: String, unplaced: [Addition]) {
        var swift = SwiftSourceEditor(text: text)
        var unplaced: [Addition] = []
        for addition in additions {
            let type = String(addition.context.drop { $0 == "$" })
            let name = SwiftNames.code(addition.field.name)
            let modifier = swift.access(of: type).modifier
            var declaration = [
                "    /// Added by `mappings infer --update`: in \(addition.field.present) of \(addition.field.total) objects.",
                "    \(modifier)var \(name): \(addition.swiftType)",
            ]
            // The enum as the writer wrote it (internal), given the struct's access.
            if !addition.enumeration.isEmpty {
                declaration += TextLines.split(addition.enumeration).dropLast().map { line in
                    line.hasPrefix("    enum ") ? "    \(modifier)" + line.dropFirst(4) : line
                }
            }
            let entry = "        .property(\(MappingsWriter.quoted(addition.field.name)), \\.\(name)),"
            if !swift.add(declarations: declaration, tableEntries: [entry], to: type) { unplaced.append(addition) }
        }
        if !declarations.isEmpty { swift.append(declarations.joined(separator: "\n")) }
        for module in SwiftModelWriter.modules where modules.contains(module) { swift.addImport(module) }
        return (swift.text, unplaced)
    }
}
