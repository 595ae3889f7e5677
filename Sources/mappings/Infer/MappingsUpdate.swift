import MappingKit

/// What `mappings infer --update` adds to a `.mappings` file for samples it
/// maps: an optional entry for every key no entry reads (in the context
/// that mapped its object), typed as `infer` types a key, with new contexts
/// (and models) for nested objects; the keys no key path can read
/// (`@metadata`), left out. Applied to the file's text and to its Swift
/// file's by insertions only (``MappingsTextEditor``, ``SwiftSourceEditor``):
/// applied twice with the same samples, the second finds nothing to add.
///
/// A key none reads that appears where a key an entry reads disappeared
/// (never beside it, in the objects of the same context) is no new entry:
/// it is added to that entry's `@fallbackKeyPaths` (``Fallback``), first,
/// and the keys are counted again with the file it makes.
///
/// ```swift
/// let update = MappingsUpdate.planned(
///     text: original, file: parsed, contexts: contexts, context: context, objects: objects, kind: .codable,
///     reload: { text in try? MappingCatalog(string: text).context("$Status") })
/// let text = try update.edited(original, contexts: contexts)
/// ```
struct MappingsUpdate {
    /// One entry added.
    struct Addition {
        var context: String
        /// Its `present` counts the objects that hold the key, `null` included.
        var field: InferredField
        /// `"name": { … }`, as the file gets it.
        var entry: String
        /// Its type as the Swift file declares it (`Int?`).
        var swiftType: String
        /// How many of the objects that hold the key hold a value that is not `null`.
        var valued: Int
        /// The nested enum of an open set (``AllowedValues``), declared in
        /// its model after the property (internal: it takes the model's access).
        var enumeration: String = ""
    }

    /// A key none reads proposed as a fallback of an entry whose key is
    /// absent wherever it is present.
    struct Fallback: Equatable {
        var context: String
        /// The entry, as the file names it, and the key it reads.
        var entry: String
        var key: String
        /// The key none read, added to the entry's `@fallbackKeyPaths`.
        var fallback: String
        /// How many of the context's objects hold `fallback`, and hold `key`.
        var count: Int
        var keyCount: Int
        var total: Int
        var evidence: Evidence

        /// Why the two keys are taken for one.
        enum Evidence: Equatable {
            /// The entry maps objects with `context` (`@object`), and the
            /// fallback's objects hold `found` of the `read` keys it reads.
            case sameObjects(context: String, found: Int, read: Int)
            /// A value of the same words (`html_url`, `htmlUrl`; `title`, `title_text`).
            case sameWords
        }
    }

    var additions: [Addition] = []
    var fallbacks: [Fallback] = []
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

    /// The update of `text` (parsed: `file`, its top-level members
    /// `contexts`) for `objects` mapped with `context`: the fallbacks
    /// found first, then, if there are some, the keys counted again with
    /// the context `reload` loads from the text they make (`nil`: it does
    /// not load, and no fallback is proposed), and the additions.
    static func planned(
        text: String, file: JSON.Object, contexts: [String], context: MappingContext, objects: [JSON], kind: ModelKind,
        prefix: String = "", access: ModelAccess = .internal, reload: (String) -> MappingContext?
    ) -> MappingsUpdate {
        let details = context.unmappedKeyDetails(in: .array(objects))
        func additions(_ details: UnmappedKeyDetails) -> MappingsUpdate {
            MappingsUpdate(details: details, objects: objects, file: file, contexts: contexts, kind: kind, prefix: prefix, access: access)
        }
        let found = fallbacks(details, file: file, contexts: contexts)
        guard !found.isEmpty else { return additions(details) }
        var editor = MappingsTextEditor(text: text)
        let applied = found.filter { fallback in
            (try? editor.add(fallback: PayloadKey.keyPath([fallback.fallback]), to: fallback.entry, in: fallback.context)) != nil
        }
        let edited = editor.text
        guard !applied.isEmpty, let reloaded = reload(edited.hasPrefix("\u{FEFF}") ? String(edited.dropFirst()) : edited) else {
            return additions(details)
        }
        var update = additions(reloaded.unmappedKeyDetails(in: .array(objects)))
        update.fallbacks = applied
        return update
    }

    /// The update of a file whose top-level members are `contexts` (parsed:
    /// `file`) for `objects` mapped with `context`: additions only (new
    /// models' names after `prefix`, the Swift declared with `access`).
    init(
        _ context: MappingContext, objects: [JSON], file: JSON.Object, contexts: [String], kind: ModelKind, prefix: String = "",
        access: ModelAccess = .internal
    ) {
        self.init(
            details: context.unmappedKeyDetails(in: .array(objects)), objects: objects, file: file, contexts: contexts, kind: kind,
            prefix: prefix, access: access)
    }

    /// The additions for the unread keys `details` found in `objects`.
    private init(
        details: UnmappedKeyDetails, objects: [JSON], file: JSON.Object, contexts: [String], kind: ModelKind, prefix: String,
        access: ModelAccess
    ) {
        var reserved = Set(contexts.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }).union(SwiftNames.reservedTypes)
        var paths = KeyPathSegmenter(objects)
        for unread in details.keys {
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
                swiftType: swift.typeText(field), valued: unread.valued,
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

    /// The keys none reads that `found` holds where an entry's key is
    /// absent, proposed as that entry's fallback: for each entry of a
    /// context of `file` that reads one key (its own entries, not those it
    /// inherits), a key of the same context's objects none reads, never in
    /// an object beside the entry's key, which is absent from every object
    /// or in every object that lacks the other; and of the same kind: the
    /// objects of an `@object` entry's context (holding 80% of the keys it
    /// reads, the most found), or for another entry a key of the same
    /// words (`htmlUrl` for `html_url`, `title_text` for `title`), one
    /// only. A key is the fallback of one entry at most.
    static func fallbacks(_ found: UnmappedKeyDetails, file: JSON.Object, contexts: [String]) -> [Fallback] {
        var fallbacks: [Fallback] = []
        for context in contexts {
            guard let objects = found.objects[context], !objects.isEmpty, case .object(let entries)? = file[context] else { continue }
            let unread = found.keys.map(\.key).filter { $0.context == context && PayloadKey.isDottedSegment($0.keyPath) }.map(\.keyPath)
            for (name, entry) in entries where !name.hasPrefix("@") {
                let taken = Set(fallbacks.filter { $0.context == context }.map(\.fallback))
                guard let key = Self.readKey(entry),
                    let fallback = Self.fallback(
                        for: [key] + Self.fallbackKeys(entry), entry: entry, among: unread.filter { !taken.contains($0) }, in: objects,
                        file: file)
                else { continue }
                fallbacks.append(Fallback(
                    context: context, entry: name, key: key, fallback: fallback.key, count: objects.count { $0[fallback.key] != nil },
                    keyCount: objects.count { $0[key] != nil }, total: objects.count, evidence: fallback.evidence))
            }
        }
        return fallbacks
    }

    /// The one key an entry reads (`"title"`, `{"@keyPath": "user", …}`);
    /// `nil` for a path of several keys, `@self`, a template's name and an
    /// entry of another form.
    private static func readKey(_ entry: JSON) -> String? {
        let keyPath: JSON? = if case .object(let members) = entry { members["@keyPath"] } else { entry }
        switch keyPath {
        case .string(let key)? where PayloadKey.isDottedSegment(key): return key
        case .array(let segments)? where segments.count == 1: return segments.first?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        default: return nil
        }
    }

    /// The key of `unread` that takes the place of `key` in `objects` (see
    /// ``fallbacks(_:file:contexts:)``), with why; `nil` when none does, or
    /// two do alike.
    private static func fallback(
        for keys: [String], entry: JSON, among unread: [String], in objects: [JSON], file: JSON.Object
    ) -> (key: String, evidence: Fallback.Evidence)? {
        guard let key = keys.first else { return nil }
        let holding = objects.filter { object in keys.contains { object[$0] != nil } }
        var best: [(key: String, evidence: Fallback.Evidence, score: Int)] = []
        for candidate in unread {
            let others = objects.filter { $0[candidate] != nil }
            // Never together; the entry's key gone, or every object holding one of the two.
            guard !others.isEmpty, !holding.contains(where: { $0[candidate] != nil }),
                holding.isEmpty || holding.count + others.count == objects.count
            else { continue }
            let values = others.compactMap { $0[candidate] }.filter { !$0.isNull }
            if let mapped = Self.objectContext(of: entry) {
                let read = Set((file[mapped]?.objectValue ?? [:]).compactMap { name, value in name.hasPrefix("@") ? nil : readKey(value) })
                let elements = values.flatMap { value -> [JSON] in if case .array(let items) = value { items } else { [value] } }
                guard read.count >= 2, !elements.isEmpty, elements.allSatisfy({ $0.objectValue != nil }) else { continue }
                let keys = Set(elements.flatMap { $0.objectValue?.keys ?? [] })
                let found = read.intersection(keys).count
                guard found * 5 >= read.count * 4 else { continue }
                best.append((candidate, .sameObjects(context: mapped, found: found, read: read.count), found * 1_000 / read.count))
            } else {
                let words = { (text: String) in SwiftNames.words(text).map { $0.lowercased() } }
                let (mine, theirs) = (words(key), words(candidate))
                guard !mine.isEmpty, !theirs.isEmpty, values.allSatisfy({ $0.objectValue == nil }),
                    Set(mine).isSubset(of: theirs) || Set(theirs).isSubset(of: mine)
                else { continue }
                best.append((candidate, .sameWords, mine == theirs ? 2 : 1))
            }
        }
        guard let top = best.max(by: { $0.score < $1.score }), best.count(where: { $0.score == top.score }) == 1 else { return nil }
        return (top.key, top.evidence)
    }

    /// The keys of an entry's `@fallbackKeyPaths` that are one key each.
    private static func fallbackKeys(_ entry: JSON) -> [String] {
        switch entry.objectValue?["@fallbackKeyPaths"] {
        case .string(let key)? where PayloadKey.isDottedSegment(key): [key]
        case .array(let paths)?: paths.compactMap { readKey(.object(["@keyPath": $0])) }
        default: []
        }
    }

    /// The context an entry's `@object` maps with by name (`"@mappings": "$User"`).
    private static func objectContext(of entry: JSON) -> String? {
        guard case .object(let members) = entry, case .object(let object)? = members["@object"] else { return nil }
        return object["@mappings"]?.stringValue
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

    /// The `.mappings` text with the fallbacks, the entries (per context,
    /// in the order of `contexts`) and the new contexts added; what was
    /// there kept byte for byte, its line endings and byte order mark too.
    func edited(_ text: String, contexts order: [String]) throws(MappingsTextEditor.EditError) -> String {
        var editor = MappingsTextEditor(text: text)
        for fallback in fallbacks {
            try editor.add(fallback: PayloadKey.keyPath([fallback.fallback]), to: fallback.entry, in: fallback.context)
        }
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
                "    /// Added by `mappings infer --update`: \(Self.presence(addition)).",
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

    /// `in 4 of 5 objects`, and when some of them hold `null`, how many
    /// hold a value: `in 4 of 5 objects, a value in 1` (`always null`).
    static func presence(_ addition: Addition) -> String {
        let field = addition.field
        let present = "in \(field.present) of \(field.total) objects"
        guard addition.valued < field.present else { return present }
        return present + (addition.valued == 0 ? ", always null" : ", a value in \(addition.valued)")
    }
}
