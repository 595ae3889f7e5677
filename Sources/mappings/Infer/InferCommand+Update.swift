import Foundation
import MappingKit

extension InferCommand {
    /// One entry `--update` adds.
    struct Addition {
        var context: String
        var field: InferredField
        /// `"name": { … }`, as the file gets it.
        var entry: String
        /// Its type as the Swift file declares it (`Int?`).
        var swiftType: String
    }

    /// What `--update` adds: entries per context, new contexts and model
    /// declarations, and the contexts of other files it cannot add to.
    struct Update {
        var additions: [Addition] = []
        var contexts: [String] = []
        var contextNames: [String] = []
        var declarations: [String] = []
        var elsewhere: [String] = []
    }

    /// `--update FILE`: maps the samples with the file's context, and adds
    /// an optional entry for each key no entry read (in the context that
    /// mapped its object), with nested contexts for objects; the Swift file
    /// beside it (`FILE.swift`) gets the properties. Nothing that is there
    /// changes. `--dry-run` prints the diff instead.
    static func update(_ file: String, options: Options) -> Int32 {
        let path = MappingsTool.mappingsFile(file)
        guard let bytes = InputFile.read(path) else { return MappingsTool.invalidInput }
        let original = String(decoding: bytes, as: UTF8.self)
        var editor = MappingsTextEditor(text: original)
        guard let contexts = try? editor.contexts(), case .object(let parsed)? = try? JSON(parsing: original, options: .mappings) else {
            MappingsTool.print(.updateUnreadable(path: path))
            return MappingsTool.invalidInput
        }
        let identifier = options.context ?? contexts.first { $0.hasPrefix("$") } ?? ""
        guard let (_, context) = MappingsTool.loadContext(
            file: path, environment: options.environment, identifier: identifier, maximumIssues: 0)
        else { return MappingsTool.invalidInput }
        let samples: [Sample]
        switch read(options) {
        case .success(let read): samples = read
        case .failure(let status): return status.code
        }
        guard let selected = select(samples, keyPath: options.keyPath) else { return MappingsTool.invalidInput }
        let objects = selected.flatMap { sample -> [JSON] in
            if case .array(let elements) = sample.json { return elements }
            return [sample.json]
        }
        let swiftPath = (path.hasSuffix(".mappings") ? String(path.dropLast(9)) : path) + ".swift"
        let swiftURL = URL(fileURLWithPath: swiftPath)
        let swiftOriginal = (try? Data(contentsOf: swiftURL)).map { String(decoding: $0, as: UTF8.self) }
        let kind: ModelKind = options.modelsGiven
            ? options.models : swiftOriginal.map { $0.contains(": Mappable") ? .mappable : .codable } ?? .none
        let update = additions(context, objects: objects, file: parsed, contexts: contexts, kind: kind)
        guard !update.additions.isEmpty else {
            return MappingsTool.printOutput(UpdateReport(file: path, update: update, swiftFile: nil, unplaced: []).rendered(options.format))
        }

        // The .mappings text: entries per context in the order found, then the new contexts.
        do throws(MappingsTextEditor.EditError) {
            for name in contexts {
                try editor.add(entries: update.additions.filter { $0.context == name }.map(\.entry), to: name)
            }
            try editor.add(contexts: update.contexts)
        } catch {
            MappingsTool.print(.updateUnreadable(path: path))
            return MappingsTool.invalidInput
        }
        // It must still load.
        do {
            _ = try MappingCatalog(
                string: editor.text, baseURL: URL(fileURLWithPath: path).deletingLastPathComponent(),
                environment: options.environment, displayName: path)
        } catch {
            MappingsTool.print(.inferenceFailed([.doesNotLoad(error.diagnostics)]))
            return MappingsTool.payloadIssues
        }
        // The Swift file: a property per entry in its model's struct, the new models at the end.
        var swift = swiftOriginal.map(SwiftSourceEditor.init(text:))
        var unplaced: [Addition] = []
        if kind != .none, swift != nil {
            for addition in update.additions {
                let type = String(addition.context.drop { $0 == "$" })
                let name = SwiftNames.code(addition.field.name)
                let declaration = "    /// Added by `mappings infer --update`: in \(addition.field.present) of \(addition.field.total) objects.\n"
                    + "    var \(name): \(addition.swiftType)"
                let entry = "        .property(\(MappingsWriter.quoted(addition.field.name)), \\.\(name)),"
                if swift?.add(declarations: declaration.split(separator: "\n").map(String.init), tableEntries: [entry], to: type) != true {
                    unplaced.append(addition)
                }
            }
            if !update.declarations.isEmpty { swift?.append(update.declarations.joined(separator: "\n")) }
        }
        let swiftFile = swift == nil ? nil : swiftPath
        if options.dryRun {
            var diff = LineDiff.unified(original, editor.text, oldName: path, newName: path)
            if let swiftOriginal, let swift {
                diff += LineDiff.unified(swiftOriginal, swift.text, oldName: swiftPath, newName: swiftPath)
            }
            return MappingsTool.printOutput(diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
        }
        do {
            try Data(editor.text.utf8).write(to: URL(fileURLWithPath: path))
            if let swift { try Data(swift.text.utf8).write(to: swiftURL) }
        } catch {
            MappingsTool.print(.fileNotWritten(path: path, reason: error.localizedDescription))
            return MappingsTool.outputFailed
        }
        let report = UpdateReport(file: path, update: update, swiftFile: swiftFile, unplaced: unplaced)
        return MappingsTool.printOutput(report.rendered(options.format))
    }

    /// The entries (and nested contexts and models) for every key of
    /// `objects` that `context` does not read.
    static func additions(_ context: MappingContext, objects: [JSON], file: JSON.Object, contexts: [String], kind: ModelKind) -> Update {
        var update = Update()
        var reserved = Set(contexts.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }).union(SwiftNames.reservedTypes)
        for (key, values) in context.unmappedKeysWithValues(in: .array(objects)) {
            guard contexts.contains(key.context) else {
                if !update.elsewhere.contains(key.context) { update.elsewhere.append(key.context) }
                continue
            }
            let taken = Set(file[key.context]?.objectValue?.keys ?? []).union(
                update.additions.filter { $0.context == key.context }.map(\.field.name))
            // Typed as infer types a key: the values under their own key in objects of a model.
            let leaf = String(key.keyPath.split(separator: ".").last ?? Substring(key.keyPath))
            let wrapped = values.map { JSON.object([leaf: $0]) }
            guard let inference = Inference(
                samples: [Sample(name: key.keyPath, json: .array(wrapped))], name: "Update", kind: kind, keyPath: nil,
                reservedNames: reserved.union(["Update"])),
                var field = inference.models.first?.fields.first
            else { continue }
            let name = SwiftNames.unique(SwiftNames.property(key.keyPath), avoiding: taken)
            field.name = name
            field.key = key.keyPath
            field.keyIsPath = true
            field.optional = true
            field.present = key.count
            field.total = key.total
            let writer = MappingsWriter(models: inference.models, kind: kind, header: [])
            let swift = SwiftModelWriter(models: inference.models, kind: kind, rootName: "", fileName: "", header: [])
            update.additions.append(Addition(
                context: key.context, field: field, entry: "\(MappingsWriter.quoted(name)): \(writer.entry(field))",
                swiftType: swift.typeText(field)))
            for index in inference.models.indices.dropFirst() {
                update.contexts.append(String(writer.context(index).drop { $0 == " " }))
                update.contextNames.append(inference.models[index].context)
                if kind != .none { update.declarations.append(swift.declaration(index)) }
                reserved.insert(inference.models[index].name)
            }
        }
        return update
    }
}
