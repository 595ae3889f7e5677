import Foundation
import MappingKit
import MappingKitHTTP

/// `mappings infer SAMPLE…|--url URL`: reads sample payloads and writes a
/// `.mappings` file and Swift models for them, after checking that the file
/// loads and maps every sample cleanly; prints what it chose where the
/// samples disagreed. `--update FILE` adds what a file does not read yet.
enum InferCommand: Subcommand {
    static let name = "infer"
    static let synopsis = "mappings infer SAMPLE...|--url URL [options]"
    static let abstract = SubcommandAbstract(
        "infer SAMPLE...|--url URL",
        "Write a .mappings file and Swift models for sample\npayloads, checked against them; --update FILE adds\nwhat an existing file does not read yet.")

    static let reader = ArgumentReader(
        options: [
            .value("out", short: "o", "DIR", help: "Where the files are written (default: the current folder)."),
            .value("name", short: "n", "NAME", help: """
                The root context $NAME, NAME.mappings and NAME.swift: a
                Swift type name starting with a capital letter (default:
                from --key-path's last key, else the first sample's file
                name, singular when it holds an array).
                """),
            .value("models", "codable|mappable|none", help: """
                codable (default): Codable structs decoded through the
                file; mappable: Mappable structs with property tables;
                none: the .mappings file only.
                """),
            .value("access", "internal|package|public", help: """
                The access of the generated Swift's declarations (default
                internal; with --update, the Swift file's); public and
                package structs get a memberwise initializer too.
                """),
            .value("prefix", "PREFIX", help: """
                Put PREFIX before every model's name (and context's):
                --prefix GH gives GHIssue, GHLabel; a capital letter,
                then letters, digits or _.
                """),
            .keyPath,
            .flag("lines", help: """
                Read each sample as JSON Lines, one payload a line
                (automatic for .jsonl and .ndjson files).
                """),
            .flag("force", help: """
                Replace NAME.mappings and NAME.swift if they exist (a
                symbolic link itself, never what it leads to; never a sample).
                """),
            .value("update", "FILE", help: """
                Add an optional entry (and model property) for every key
                of the samples FILE does not read, keeping the rest of
                FILE byte for byte; print what was added.
                """),
            .flag("dry-run", help: "With --update: print the change as a diff, write nothing."),
            .value("context", short: "c", "ID", help: """
                With --update: the context the samples are mapped with
                (default: the file's first context).
                """),
            .value("url", "URL", help: """
                Fetch the sample instead (every page a sample with
                --all-pages); fetch's request options apply.
                """),
            .environment,
            .value("format", short: "f", "text|json", help: "The report: text (default) or one JSON object."),
        ] + FetchCommand.reader.options.filter { FetchCommand.requestOptionNames.contains($0.name) })

    static let usage = """
        USAGE: \(synopsis)

        Infers a .mappings file and Swift models from sample payloads (files, '-' for
        stdin, JSON Lines files with one payload a line, or --url): optional entries
        where a key is absent or null in some objects, types (Bool, Int, Int64, Double,
        String, URL, Date in ISO 8601, RFC 1123 or Twitter's format), nested models
        (@object), dictionaries keyed by id (@key), polymorphic arrays (@switch), and
        @allowedValues for a string field whose samples hold 2 to 10 values, each 3
        times on average (not ids, names, texts, URLs, dates): an open enum with an
        unknown case for a state or kind (state, status, type, kind…), so apply and
        fetch report a value the app's enum lacks. No model takes a framework's name
        (SwiftUI's Label, Image…): it takes its parent's before it, or --prefix.
        Before writing, it checks its own output: the file must load, and applying it
        to every sample must give no error issue. It prints what it chose where the
        samples disagreed, the likely --key-path when the samples are an envelope, and
        the command that maps them (with --url, a fetch that keeps --replay).
        --update adds what FILE does not read, a renamed key as a fallback.

        OPTIONS:
        \(reader.optionsHelp())

        Options take their value as '--option value' or '--option=value'.

        Both files are written together or not at all. Exit status: 0 written (or
        nothing to add), 1 the inferred file does not map the samples cleanly (a bug
        of the inferrer, reported as such), 2 a sample or the --update file cannot be
        read or is invalid, --key-path is not in a sample, or the samples hold no
        object or no key, 3 an HTTP or transport failure (--url), 64 bad command line,
        an output file exists or is a link (--force), is a sample, or --name hides a
        type the generated Swift uses, 74 a file could not be written.
        """

    struct Options {
        var samples: [String] = []
        var request: FetchCommand.Options?
        var outputFolder = "."
        var name: String?
        var models = ModelKind.codable
        /// Whether `--models` was given (`--update` otherwise reads it off the Swift file).
        var modelsGiven = false
        /// `--access`; `nil` when not given (`internal`, or for `--update` the Swift file's).
        var access: ModelAccess?
        /// `--prefix`: before every model's name.
        var prefix = ""
        var keyPath: String?
        var lines = false
        var force = false
        var update: String?
        var dryRun = false
        var context: String?
        var environment: MappingEnvironment = .current
        var format = ValidationReport.Format.text
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        var options = Options(samples: read.positionals, keyPath: read.keyPath, lines: read.has("lines"), force: read.has("force"))
        if let url = read["url"] {
            if let sample = read.positionals.first { throw .conflictingOptions("--url", sample) }
            options.request = try FetchCommand.request(from: read, url: url, mappingsFile: "", context: "$Sample")
        } else {
            guard !read.positionals.isEmpty else { throw .missingSample }
            if let option = FetchCommand.requestOptionNames.sorted().first(where: { read[$0] != nil || read.has($0) }) {
                throw .requiresOption("--" + option, requires: "--url")
            }
        }
        // An empty --out or --update is refused by the reader (a usage error, not the current folder).
        options.outputFolder = read["out"] ?? options.outputFolder
        if let name = read["name"] {
            guard SwiftNames.isTypeName(name) else { throw .invalidModelName(name) }
            options.name = name
        }
        if let text = read["models"] {
            guard let kind = ModelKind(rawValue: text) else { throw .invalidModels(text) }
            options.models = kind
            options.modelsGiven = true
        }
        if let text = read["access"] {
            guard let access = ModelAccess(rawValue: text) else { throw .invalidAccess(text) }
            options.access = access
        }
        if let prefix = read["prefix"] {
            // A type name's start: `Self` and `Type` too, which start `SelfModel` and `TypeModel`.
            guard !prefix.isEmpty, SwiftNames.isTypeName(prefix + "Model") else { throw .invalidPrefix(prefix) }
            options.prefix = prefix
        }
        options.update = read["update"]
        options.dryRun = read.has("dry-run")
        options.context = read["context"]
        if options.context != nil, options.update == nil { throw .requiresOption("--context", requires: "--update") }
        if options.dryRun, options.update == nil { throw .requiresOption("--dry-run", requires: "--update") }
        if options.update != nil, read["out"] != nil || read["name"] != nil || options.force {
            throw .conflictingOptions("--update", read["out"] != nil ? "--out" : read["name"] != nil ? "--name" : "--force")
        }
        options.environment = try read.environment()
        options.format = try read.format(allowed: [.text, .json])?.reportFormat ?? options.format
        return options
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        if let file = options.update { return try update(file, options: options) }
        let samples = try read(options)
        let selected = try select(samples, keyPath: options.keyPath)
        let name = options.name ?? defaultName(options, samples: selected)
        // As the user named the folder: `Status.mappings`, `Models/Status.mappings`.
        let folder = options.outputFolder == "." ? "" : options.outputFolder.hasSuffix("/") ? options.outputFolder : options.outputFolder + "/"
        let mappingsPath = folder + name + ".mappings"
        let swiftPath = folder + name + ".swift"
        let outputs = options.models == .none ? [mappingsPath] : [mappingsPath, swiftPath]
        let sampleFiles = sampleIdentities(options.samples)
        if isNotFolder(options.outputFolder) {
            let isSample = FileIdentity(options.outputFolder, following: true).map(sampleFiles.contains) ?? false
            return fail(.outputFolderIsFile(path: options.outputFolder, isSample: isSample))
        }
        if let refusal = refusal(for: outputs, force: options.force, samples: sampleFiles) { return fail(refusal) }
        let inference: Inference
        do throws(Inference.NothingToInfer) {
            inference = try Inference(
                samples: selected, name: name, kind: options.models, keyPath: options.keyPath, prefix: options.prefix)
        } catch .noObjects {
            MappingsTool.print(.noObjectsInSamples(keyPath: options.keyPath))
            return MappingsTool.invalidInput
        } catch {
            MappingsTool.print(.noKeysInSamples(keyPath: options.keyPath))
            return MappingsTool.invalidInput
        }
        let writer = SwiftModelWriter(models: inference.models, kind: options.models, rootName: name, fileName: "", header: [])
        if options.models != .none, let (type, use) = writer.typesUsed()[options.prefix + name] {
            return fail(.modelNameTaken(options.prefix + name, type: type, use: use))
        }
        for (sample, count, index, kind) in inference.leftOut {
            MappingsTool.print(.elementsLeftOut(sample: PayloadKey.shownName(sample), count: count, index: index, kind: kind))
        }
        let mappingsName = name + ".mappings"
        let files = inference.files(
            mappingsName: mappingsName, swiftName: name + ".swift", samples: samples.map(\.name), access: options.access ?? .internal)
        let check = SelfCheck.run(inference, files: files, samples: selected, environment: options.environment)
        guard check.passed else {
            MappingsTool.print(.inferenceFailed(check.problems))
            return MappingsTool.payloadIssues
        }
        do throws(WriteFailure) {
            if status(options.outputFolder, following: true) == nil { try makeFolder(options.outputFolder) }
            var contents = [(path: mappingsPath, bytes: Array(files.mappings.utf8))]
            if let swift = files.swift { contents.append((swiftPath, Array(swift.utf8))) }
            try writeTogether(contents)
        } catch {
            MappingsTool.print(.inferenceNotWritten(
                path: error.path, reason: error.reason, suggestion: error.suggestion, unchanged: error.unchanged, written: error.written))
            return MappingsTool.outputFailed
        }
        let report = InferenceReport(
            inference: inference, check: check, written: outputs, samples: samples.count,
            applyCommand: applyCommand(options, inference: inference, mappingsPath: mappingsPath))
        return MappingsTool.printOutput(report.rendered(options.format))
    }

    /// The command whose mapping the self-check ran, for the report:
    /// `mappings apply Status.mappings --context '$Status' SAMPLE`, with
    /// `--key-path`, `--object` and `--lines` as the samples need them;
    /// for `--url`, `mappings fetch … URL` with the request options that
    /// fetch the same pages (``requestWords(_:)``), `--replay` kept, so it
    /// runs as printed, offline when the samples came from recordings.
    static func applyCommand(_ options: Options, inference: Inference, mappingsPath: String) -> String {
        let root = inference.models.first?.context ?? "$" + inference.name
        var words = ["mappings", options.request == nil ? "apply" : "fetch", shellQuoted(mappingsPath), "--context", shellQuoted(root)]
        if let keyPath = options.keyPath { words += ["--key-path", shellQuoted(keyPath)] }
        if inference.appliesAsOneObject { words.append("--object") }
        if options.lines { words.append("--lines") }
        guard let request = options.request else { return (words + ["SAMPLE"]).joined(separator: " ") }
        words += requestWords(request)
        words.append(shellQuoted(Redactor(policy: request.redirects).text(request.url.absoluteString)))
        return words.joined(separator: " ")
    }

    /// The options of `request` that decide which pages are fetched and
    /// what they hold: the method and body, the headers that are not
    /// credentials (a `--replay` needs none; give yours again to fetch
    /// live), `--append-headers`, the pages and `--max-bytes`, and the
    /// recordings: `--replay DIR`, or `--record DIR`'s folder as `--replay`,
    /// whose recordings answer the same requests with no network.
    static func requestWords(_ request: FetchCommand.Options) -> [String] {
        var words: [String] = []
        if request.method != (request.data == nil ? .get : .post) { words += ["--method", request.method.rawValue] }
        for field in request.headers where !request.redirects.isCredential(field.name) {
            words += ["--header", shellQuoted("\(field.name): \(field.value)")]
        }
        if let data = request.data { words += ["--data", shellQuoted(data)] }
        if request.appendsHeaders { words.append("--append-headers") }
        if let nextKeyPath = request.nextKeyPath {
            words += ["--next-key-path", shellQuoted(nextKeyPath)]
        } else if request.allPages {
            words.append("--all-pages")
        }
        if request.maximumPages != EndpointClient.defaultPageLimit { words += ["--max-pages", String(request.maximumPages)] }
        if request.maximumBytes != EndpointClient.defaultMaximumResponseSize { words += ["--max-bytes", String(request.maximumBytes)] }
        if let folder = request.replayDirectory ?? request.recordDirectory { words += ["--replay", shellQuoted(folder)] }
        return words
    }

    /// `text` as a shell reads it back: as it is when it holds only safe
    /// characters, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_./,:=@+".unicodeScalars.contains(scalar))
        }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `--key-path`'s last key, else the first sample's file name (singular
    /// when the samples are arrays), in UpperCamelCase, `Model` after a
    /// type the file or a framework has (``SwiftNames/frameworkTypes``);
    /// `Model` for standard input.
    static func defaultName(_ options: Options, samples: [Sample]) -> String {
        let arrays = samples.contains { if case .array = $0.json { true } else { false } }
        if let keyPath = options.keyPath, let last = keyPath.split(separator: ".").last {
            return SwiftNames.type(String(last), singular: arrays)
        }
        let source: String
        if let url = options.request?.url {
            source = url.lastPathComponent
        } else {
            source = URL(fileURLWithPath: options.samples.first ?? "-").deletingPathExtension().lastPathComponent
        }
        let name = source == "-" || source.isEmpty || source == "/" ? "Model" : SwiftNames.type(source, singular: arrays)
        // `Data`, or without a prefix a framework's `Task`: `DataModel`, `TaskModel`.
        let clashes = SwiftNames.reservedTypes.contains(name) || options.prefix.isEmpty && SwiftNames.frameworkTypes[name] != nil
        return clashes ? name + "Model" : name
    }
}
