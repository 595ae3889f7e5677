import Foundation
import MappingKit

/// `mappings apply FILE --context ID [PAYLOAD|-]`: map a payload dynamically
/// (no model types) and print the result and the validation report.
enum ApplyCommand: Subcommand {
    static let name = "apply"
    static let synopsis = "mappings apply FILE --context ID [options] [PAYLOAD|-]"
    static let abstract = SubcommandAbstract(
        "apply FILE --context ID [PAYLOAD|-]",
        "Map a payload with a context and print the result\n(stdout) and the validation report (stderr).")

    static let reader = ArgumentReader(options: [
        .context,
        .keyPath,
        .flag("object", help: """
            Map the payload as one object even when it is an array:
            key paths read the array, a number indexing it (default:
            an array maps each element).
            """),
        .value("into", "FILE", help: """
            Populate this existing JSON document instead of
            building a new one, and print it. The file itself is
            never written: '--into doc.json > doc.json' would
            empty it first (the tool refuses); write to another
            file, then move it.
            """),
        .maximumIssues,
        .flag("unmapped", help: """
            After the report, the payload's keys that no entry
            read, per context and key path, with how many objects
            held each ("unmapped" in --format json).
            """),
        .flag("lines", help: """
            Read the payload as JSON Lines (automatic for .jsonl and
            .ndjson): each line mapped as one payload, one compact
            output line per input line, in order; the report over
            every line, its issues naming their line.
            """),
        .value("jobs", short: "j", "N", help: """
            Map on N threads (default: the number of cores): the
            lines of --lines, or the elements of an array payload
            (512 or more; not with --object or --into). The output
            and the report are those of --jobs 1.
            """),
        .flag("quiet", short: "q", help: """
            No progress line (shown on a terminal when a --lines run
            takes more than a second).
            """),
        .value("report", "FILE", help: """
            With --lines: write the report (in --format) to FILE
            instead of standard error (text) or the last line of
            standard output (json).
            """),
        .value("drift", "FILE", help: """
            Merge this run's drift into the drift summary FILE
            (created if absent): the report's issues grouped by
            fingerprint (context, entry, code, path with [*] for
            indices, .mappings line), counted against the payloads
            seen (each --lines line is one); paths and codes, never
            a value. A window per run; 'report merge' reads it.
            """),
        .value("drift-label", "LABEL", help: """
            The source --drift names the payloads by (default: the
            payload's file name, or stdin).
            """),
        .value("metadata", "JSON", help: """
            A JSON object given beside the payload: its keys are
            read by '@metadata.KEY' key paths (e.g. '{"page": 3}').
            """),
        .environment,
        .format,
    ])

    static let usage = """
        USAGE: \(synopsis)

        Maps a JSON payload (a file, a pipe such as <(curl …) or /dev/stdin, or
        '-' / nothing for stdin) with a context of the catalog rooted at FILE
        ('.mappings' is added to a name without extension), and prints the result
        and the report.

        OPTIONS:
        \(reader.optionsHelp())

        Options take their value as '--option value' or '--option=value'.

        Exit status: 0 no error issue, 1 the payload has error issues, 2 the mappings
        or the JSON are invalid or an input cannot be read (a diagnostic on stderr),
        64 bad command line, 74 the output could not be written in full.
        """

    struct Options: Sendable {
        var mappingsFile: String
        var context: String
        var payload: String?
        var keyPath: String?
        var asObject = false
        var into: String?
        var environment: MappingEnvironment
        var format = OutputFormat.text
        var maximumIssues = ValidationReport.defaultMaximumIssues
        var metadata: JSON = [:]
        var unmapped = false
        /// `--lines`.
        var lines = false
        /// `--report FILE`.
        var reportFile: String?
        /// `--quiet`.
        var quiet = false
        /// `--jobs N`.
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// `--drift FILE`.
        var driftFile: String?
        /// `--drift-label LABEL`.
        var driftLabel: String?
    }

    /// The options, or what is wrong with the command line.
    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard let file = read.positionals.first else { throw .missingMappingsFile(subcommand: "apply") }
        let context = try read.context(subcommand: "apply")
        let positionals = read.positionals.dropFirst()
        if positionals.count > 1 { throw .unexpectedArgument(positionals[positionals.startIndex + 1]) }
        var options = Options(
            mappingsFile: MappingsTool.mappingsFile(file), context: context, payload: positionals.first,
            keyPath: read.keyPath, asObject: read.has("object"), into: read["into"], environment: try read.environment())
        if let text = read["metadata"] { options.metadata = try metadata(text) }
        options.unmapped = read.has("unmapped")
        options.lines = read.has("lines")
        options.reportFile = read["report"]
        options.quiet = read.has("quiet")
        options.driftFile = read["drift"]
        options.driftLabel = read["drift-label"]
        if options.driftLabel != nil, options.driftFile == nil { throw .requiresOption("--drift-label", requires: "--drift") }
        if let text = read["jobs"] {
            guard let jobs = Int(text), jobs > 0, jobs <= 1_024 else { throw .invalidJobs(text) }
            options.jobs = jobs
        }
        if readsLines(options) {
            if options.into != nil { throw .conflictingOptions("--lines", "--into") }
            if options.unmapped { throw .conflictingOptions("--lines", "--unmapped") }
        } else if options.reportFile != nil {
            throw .requiresOption("--report", requires: "--lines")
        }
        options.format = try read.format() ?? options.format
        if readsLines(options), options.format.annotationStyle != nil {
            throw .conflictingOptions("--lines", "--format " + options.format.rawValue)
        }
        options.maximumIssues = try read.maximumIssues() ?? options.maximumIssues
        return options
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        try MappingsTool.running(in: options.format) { log throws(ExitStatus) in try execute(options, log: &log) }
    }

    /// Runs `apply`; with a log (`--format github`, `sarif`), the problems
    /// and the report's issues go to it and the result is not printed.
    static func execute(_ options: Options, log: inout AnnotationLog?) throws(ExitStatus) -> Int32 {
        for (role, path) in [(UsageError.Input.payload, options.payload), (.intoDocument, options.into)] {
            guard let path, path != "-", InputFile.isStandardOutput(path) else { continue }
            return fail(.outputIsInput(path: path, role: role))
        }
        // The report's file is checked and made before anything is read.
        let reportFile = try options.reportFile.map { path throws(ExitStatus) in try prepareReport(at: path, options: options) }
        // So is the drift summary's, and what it holds.
        var drift: DriftFile?
        let context: MappingContext
        do throws(ExitStatus) {
            drift = try prepareDrift(options)
            context = try MappingsTool.loadContext(
                file: options.mappingsFile, environment: options.environment, identifier: options.context,
                maximumIssues: options.maximumIssues, log: &log
            ).context
        } catch {
            reportFile?.discard()
            drift?.discard()
            throw error
        }
        if readsLines(options) {
            let status = applyLines(options, context: context, reportFile: reportFile, drift: drift?.recorder)
            return drift?.commit() ?? status
        }
        let refusedRoot: ExpectedRoot = options.asObject || options.into != nil ? .object : .any
        let payload: Payload
        do throws(ExitStatus) {
            let document = try InputFile.document(options.payload ?? "-") { drift?.recorder.refuse(.invalidJSON, expecting: refusedRoot) }
            do throws(ExitStatus) {
                payload = try MappingsTool.select(options.keyPath, in: document)
            } catch {
                drift?.recorder.refuse(.keyPathNotFound, expecting: refusedRoot)
                throw error
            }
        } catch {
            throw ExitStatus(drift?.commit() ?? error.code)
        }
        var output = log == nil ? StandardStream.output() : .discarding()
        var diagnostics = StandardStream(descriptor: 2)
        var renderer = ReportRenderer(format: options.format.reportFormat, limitHint: ToolMessage.limitHint)
        let report: ValidationReport
        let asOneObject = options.into != nil || options.asObject || payload.value.kind != .array
        if let intoPath = options.into {
            var document = try InputFile.tree(intoPath)
            report = context.map(payload, intoJSON: &document, metadata: options.metadata)
            renderer.writeResult(document, to: &output)
        } else {
            report = MappingsTool.mapDynamically(
                payload, context: context, asOneObject: asOneObject,
                metadata: options.metadata, jobs: options.jobs, renderer: &renderer, output: &output)
        }
        drift?.recorder.observe(report, expecting: expectedRoot(asOneObject: asOneObject))
        let unmapped = options.unmapped ? context.unmappedKeys(in: payload.value.json, asOneObject: asOneObject) : nil
        MappingsTool.finish(report, unmapped: unmapped, renderer: &renderer, output: &output, diagnostics: &diagnostics)
        log?.add(report, payload: options.payload ?? "-")
        let status = MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
        return drift?.commit() ?? status
    }

    /// `--report FILE`, refused when it is an input of this run or the file
    /// standard output goes to (exit 64), then made (a temporary file beside
    /// it, renamed at the end), so a path that cannot be written is found
    /// before the stream is read (exit 74).
    static func prepareReport(at path: String, options: Options) throws(ExitStatus) -> PendingFile {
        let inputs: [(UsageError.Input, String?)] = [
            (.payload, options.payload), (.mappingsFile, options.mappingsFile), (.intoDocument, options.into),
        ]
        for (role, input) in inputs {
            guard let input, input != "-", InputFile.isSameFile(path, input) else { continue }
            throw ExitStatus(fail(.reportIsInput(path: path, role: role)))
        }
        if InputFile.isStandardOutput(path) { throw ExitStatus(fail(.reportIsInput(path: path, role: .standardOutput))) }
        do {
            return try PendingFile(path: path)
        } catch {
            MappingsTool.print(.reportNotWritten(path: path, error, result: .notStarted))
            throw ExitStatus(MappingsTool.outputFailed)
        }
    }

    /// `--metadata`'s value: a JSON object.
    static func metadata(_ text: String) throws(UsageError) -> JSON {
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            throw .metadataNotJSON(error)
        }
        guard case .object = json else { throw .invalidMetadata(found: PayloadValue(json).summary) }
        return json
    }
}
