import Foundation
import MappingKit

/// `mappings import openapi FILE`: a vendor's OpenAPI description (3.0 or
/// 3.1, JSON or YAML) as a `.mappings` file and Swift models, the selected
/// schemas and every one they refer to; prints what maps where and, at its
/// JSON pointer, each construct the file does not check (``ImportNote``).
enum ImportCommand: Subcommand {
    static let name = "import"
    static let synopsis = "mappings import openapi FILE [options]"
    static let abstract = SubcommandAbstract(
        "import openapi FILE",
        "Write a .mappings file and Swift models from a\nvendor's OpenAPI 3.0 or 3.1 description (JSON or YAML).")

    static let reader = ArgumentReader(options: [
        .value("out", short: "o", "DIR", help: "Where the files are written (default: the current folder)."),
        .value("name", short: "n", "NAME", help: """
            NAME.mappings and NAME.swift (default: from the
            document's file name); a Swift type name.
            """),
        .value("schema", "NAME", help: """
            Import this schema of components.schemas (repeat for
            more), with every schema it refers to.
            """),
        .value("path", "TEMPLATE", help: """
            Import the JSON bodies of this path's operations
            (/repos/{owner}/{repo}/issues; repeat for more).
            """),
        .value("tag", "TAG", help: "Import the JSON bodies of the operations with this tag (repeat for more)."),
        .value("models", "codable|mappable|none", help: """
            codable (default): Codable structs decoded through the
            file; mappable: Mappable structs; none: the file only.
            """),
        .value("prefix", "PREFIX", help: "Put PREFIX before every model's name (GH: GHIssue)."),
        .flag("open-enums", help: """
            Every string enum is open: a value it does not list
            becomes the model's unknown case (or nil), a warning.
            """),
        .value("ignore-constraint", "KEYWORD[=VALUE]", help: """
            Leave out a constraint of the document (maxLength=5000
            drops a blanket bound; repeat for more).
            """),
        .flag("list", help: "Print the document's schemas, paths and tags; write nothing."),
        .flag("force", help: "Replace NAME.mappings and NAME.swift if they exist."),
        .value("format", short: "f", "text|json", help: "The report: text (default) or one JSON object."),
    ])

    static let usage = """
        USAGE: \(synopsis)

        Reads a vendor's OpenAPI description (3.0 or 3.1; JSON, or YAML read by the
        tool's own reader: block and flow collections, plain, quoted and block scalars,
        comments, anchors and aliases; tags and several documents refused) and writes
        NAME.mappings with a context per object schema and, unless --models none,
        NAME.swift with a model per context. Without --schema, --path or --tag, every
        schema of components.schemas and every operation's JSON bodies; with them, the
        selection and every schema it refers to.

        What maps to what: required absent → @optional; nullable: true, type [T, null]
        and a null branch of anyOf/oneOf → @null "value" and an optional property;
        enum → @allowedValues and a Swift enum (open with x-extensible-enum,
        x-enum-extensibility: open or --open-enums: @onInvalid and an unknown case);
        minimum, maximum (exclusive bounds exact on integers), minLength, maxLength,
        pattern, minItems, maxItems → the constraints; date-time → Date through
        iso8601Date, uri → URL, int64 → Int64; default → @defaultValue; $ref → @object;
        allOf → @inherits; oneOf/anyOf with a discriminator → @switch; additionalProperties
        → a dictionary; readOnly → left out of @reverseMappings, writeOnly out of the
        forward entries. Anything else (not, if/then, patternProperties, multipleOf,
        uniqueItems, a choice without a discriminator, an unchecked format…) is a note
        at its JSON pointer, in the report and as a comment above its context.

        OPTIONS:
        \(reader.optionsHelp())

        With the operations' responses, NAME.routes.json too: which context maps which
        answer, for 'mappings verify'. The files are written together or not at all,
        after the .mappings file is loaded back. Exit status: 0 written, 1 the written file does not load (a bug
        of the import), 2 the document cannot be read or is no OpenAPI 3 description,
        a $ref is dangling or external, or the selection names nothing, 64 bad command
        line or an output file exists (--force), 74 a file could not be written.
        """

    struct Options {
        var file: String
        var outputFolder = "."
        var name: String?
        var selection = OpenAPIImport.Selection()
        var settings = SchemaImporter.Settings()
        var models = ModelKind.codable
        var prefix = ""
        var list = false
        var force = false
        var format = ValidationReport.Format.text
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard let verb = read.positionals.first else { throw .missingImportVerb }
        guard verb == "openapi" else { throw .unknownImportVerb(verb) }
        guard read.positionals.count >= 2 else { throw .missingContract }
        if read.positionals.count > 2 { throw .unexpectedArgument(read.positionals[2]) }
        var options = Options(file: read.positionals[1])
        options.outputFolder = read["out"] ?? options.outputFolder
        if let name = read["name"] {
            guard SwiftNames.isTypeName(name) else { throw .invalidModelName(name) }
            options.name = name
        }
        options.selection = OpenAPIImport.Selection(schemas: read.all("schema"), paths: read.all("path"), tags: read.all("tag"))
        options.settings.openEnums = read.has("open-enums")
        for text in read.all("ignore-constraint") {
            guard let ignored = SchemaImporter.IgnoredConstraint(text) else {
                throw .invalidIgnoredConstraint(text, allowed: SchemaImporter.IgnoredConstraint.keywords)
            }
            options.settings.ignored.append(ignored)
        }
        if let text = read["models"] {
            guard let kind = ModelKind(rawValue: text) else { throw .invalidModels(text) }
            options.models = kind
        }
        if let prefix = read["prefix"] {
            guard !prefix.isEmpty, SwiftNames.isTypeName(prefix + "Model") else { throw .invalidPrefix(prefix) }
            options.prefix = prefix
        }
        options.list = read.has("list")
        options.force = read.has("force")
        options.format = try read.format(allowed: [.text, .json])?.reportFormat ?? options.format
        return options
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        let document = try readDocument(options.file)
        if options.list { return MappingsTool.printOutput(String(listing(document).dropLast())) }
        var result: OpenAPIImport
        do throws(ImportError) {
            var settings = options.settings
            settings.prefix = options.prefix
            result = try OpenAPIImport(document: document, selection: options.selection, settings: settings)
            if options.models == .codable { result.leaveOutFreeForm() }
        } catch {
            MappingsTool.print(.importFailed(error))
            return MappingsTool.invalidInput
        }
        let name = options.name ?? defaultName(options.file)
        let folder = options.outputFolder == "." ? "" : options.outputFolder.hasSuffix("/") ? options.outputFolder : options.outputFolder + "/"
        let mappingsPath = folder + name + ".mappings"
        let swiftPath = folder + name + ".swift"
        let routesPath = folder + name + ".routes.json"
        let hasRoutes = result.bodies.contains { $0.status != nil }
        let outputs = (options.models == .none ? [mappingsPath] : [mappingsPath, swiftPath]) + (hasRoutes ? [routesPath] : [])
        if InferCommand.isNotFolder(options.outputFolder) { return fail(.outputFolderIsFile(path: options.outputFolder, isSample: false)) }
        let inputs = InferCommand.sampleIdentities([options.file])
        if let refusal = InferCommand.refusal(for: outputs, force: options.force, samples: inputs) { return fail(refusal) }
        let files = self.files(result, kind: options.models, name: name)
        do throws(MappingConfigurationError) {
            _ = try MappingCatalog(string: files.mappings, displayName: name + ".mappings")
        } catch {
            MappingsTool.print(.importedFileDoesNotLoad(error.diagnostics))
            return MappingsTool.payloadIssues
        }
        do throws(InferCommand.WriteFailure) {
            if InferCommand.status(options.outputFolder, following: true) == nil { try InferCommand.makeFolder(options.outputFolder) }
            var contents = [(path: mappingsPath, bytes: Array(files.mappings.utf8))]
            if let swift = files.swift { contents.append((swiftPath, Array(swift.utf8))) }
            if hasRoutes {
                let routes = RouteTable.json(for: result, mappingsName: name + ".mappings").formatted([.prettyPrinted]) + "\n"
                contents.append((routesPath, Array(routes.utf8)))
            }
            try InferCommand.writeTogether(contents)
        } catch {
            MappingsTool.print(.inferenceNotWritten(
                path: error.path, reason: error.reason, suggestion: error.suggestion, unchanged: error.unchanged, written: error.written,
                verb: "import"))
            return MappingsTool.outputFailed
        }
        let report = ImportReport(result: result, written: outputs, mappingsPath: mappingsPath)
        var text = report.rendered(options.format)
        if text.hasSuffix("\n") { text.removeLast() }  // printOutput ends the output with its own.
        return MappingsTool.printOutput(text)
    }

    /// The `.mappings` file and, unless `kind` is `.none`, the Swift models.
    static func files(_ result: OpenAPIImport, kind: ModelKind, name: String) -> (mappings: String, swift: String?) {
        let swiftModels = result.swiftModels()
        let source = TerminalText.escaped(URL(fileURLWithPath: result.document.file).lastPathComponent)
        let noted = result.notes.isEmpty ? "every construct of its schemas is mapped" : "\(result.notes.count) construct\(result.notes.count == 1 ? "" : "s") not checked, each noted above its context"
        let header = [
            "Imported by `mappings import openapi` from \(source) (OpenAPI \(result.document.root["openapi"]?.stringValue ?? "3")): \(noted).",
            "Each context names its schema's JSON pointer; check the file with `mappings check`, map an answer with `mappings apply`.",
        ]
        let mappings = ContractMappingsWriter(models: result.models, swiftModels: swiftModels, notes: result.notes, kind: kind, header: header).text()
        guard kind != .none else { return (mappings, nil) }
        let root = result.example.map { swiftModels[$0].name } ?? name
        let swiftHeader = [
            "Imported by `mappings import openapi` from \(source): the models of \(name).mappings.",
            "",
            "    let catalog = try MappingCatalog(contentsOf: url)",
            "    let result = try catalog.context(\"$\(root)\").objects(from: data, as: \(root).self)",
        ]
        let writer = SwiftModelWriter(models: swiftModels, kind: kind, rootName: root, fileName: name + ".mappings", header: swiftHeader)
        return (mappings, writer.text())
    }

    /// The document as JSON (its first character `{`) or YAML; exit 2 after a diagnostic.
    static func readDocument(_ path: String) throws(ExitStatus) -> OpenAPIDocument {
        let bytes = try InputFile.read(path)
        let file = InputFile.displayName(path)
        let json: JSON
        if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
            do {
                json = try JSON(parsing: bytes)
            } catch {
                MappingsTool.print(.invalidJSON(error, file: file))
                throw .invalidInput
            }
        } else {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                MappingsTool.print(.importFailed(ImportError(.unreadable("it is not UTF-8 text"), file: file)))
                throw .invalidInput
            }
            do throws(YAMLError) {
                json = try YAMLReader.read(text, file: file)
            } catch {
                MappingsTool.print(.importFailed(ImportError(.unreadable(error.description), file: file)))
                throw .invalidInput
            }
        }
        do throws(ImportError) {
            return try OpenAPIDocument(json: json, file: file)
        } catch {
            MappingsTool.print(.importFailed(error))
            throw .invalidInput
        }
    }

    /// `--list`: the schemas, the paths with their methods, and the tags.
    static func listing(_ document: OpenAPIDocument) -> String {
        var lines = ["schemas (\(document.schemaNames.count)):"]
        lines += document.schemaNames.map { "  " + TerminalText.escaped($0) }
        let paths = document.root["paths"]?.objectValue ?? [:]
        lines.append("paths (\(paths.count)):")
        var tags: [String] = []
        for (path, item) in paths {
            let methods = OpenAPIImport.methods.filter { item[$0]?.objectValue != nil }
            lines.append("  " + TerminalText.escaped(path) + " " + methods.map { $0.uppercased() }.joined(separator: " "))
            for method in methods {
                for tag in item[method]?["tags"]?.arrayValue?.compactMap(\.stringValue) ?? [] where !tags.contains(tag) { tags.append(tag) }
            }
        }
        lines.append("tags (\(tags.count)): " + tags.map { TerminalText.escaped($0) }.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The document's file name as a type name: `api.github.com.yaml` → `ApiGithubCom`.
    static func defaultName(_ path: String) -> String {
        var name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if path == "-" || name.isEmpty { name = "Contract" }
        let type = SwiftNames.type(name)
        return SwiftNames.reservedTypes.contains(type) ? type + "Contract" : type
    }
}
