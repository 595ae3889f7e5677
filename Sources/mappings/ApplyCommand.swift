import Foundation
import MappingKit

/// `mappings apply FILE --context ID [PAYLOAD|-]`: map a payload dynamically
/// (no model types) and print the result and the validation report.
enum ApplyCommand {
    static let synopsis = "mappings apply FILE --context ID [options] [PAYLOAD|-]"

    static let reader = ArgumentReader(options: [
        .value("context", short: "c", "ID", help: """
            The context to apply (required); quote it, as in
            -c '$TweetModel', or the shell expands the '$'.
            """),
        .value("key-path", short: "k", "PATH", help: """
            Map only that part of the payload (e.g. artists.items);
            paths in the report start there.
            """),
        .flag("object", help: """
            Map the payload as one object even when it is an array
            (default: an array maps each element).
            """),
        .value("into", "FILE", help: """
            Populate this existing JSON document instead of
            building a new one, and print it. The file itself is
            never written: '--into doc.json > doc.json' would
            empty it first (the tool refuses); write to another
            file, then move it.
            """),
        .value("max-issues", "N", help: """
            Keep at most N issues in the report (default 1000; 0
            keeps none); the rest are counted, so the totals and
            the summary stay exact, and the output says how many
            were left out.
            """),
        .value("metadata", "JSON", help: """
            A JSON object given beside the payload: its keys are
            read by '@metadata.KEY' key paths (e.g. '{"page": 3}').
            """),
        .value("env", "TAG,NAME=VERSION", help: "Selector environment, added to the platform's tags."),
        .value("format", short: "f", "text|json", help: """
            text (default): the result on stdout, the report on
            stderr, so 'mappings apply … | jq' reads the result.
            json: one object on stdout, {"result", "issues",
            "summary", "issuesOmitted"}.
            """),
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

    /// How to keep more issues, said when the report dropped some.
    static let limitHint = "keep more with --max-issues N"

    struct Options {
        var mappingsFile: String
        var context: String
        var payload: String?
        var keyPath: String?
        var asObject = false
        var into: String?
        var environment: MappingEnvironment
        var format = ValidationReport.Format.text
        var maximumIssues = ValidationReport.defaultMaximumIssues
        var metadata: JSON = [:]
    }

    /// The options, or what is wrong with the command line.
    static func options(from read: ArgumentReader.Arguments) -> Result<Options, UsageError> {
        var positionals = read.positionals
        guard !positionals.isEmpty else { return .failure(.missingMappingsFile(subcommand: "apply")) }
        let file = positionals.removeFirst()
        guard let context = read["context"] else {
            return .failure(.missingContext(candidate: positionals.first { $0.hasPrefix("$") && $0.count > 1 }))
        }
        guard !context.isEmpty else { return .failure(.emptyContext) }
        if positionals.count > 1 { return .failure(.unexpectedArgument(positionals[1])) }
        guard let environment = MappingsTool.environment(read["env"]) else {
            return .failure(.invalidEnvironment(read["env"] ?? ""))
        }
        var options = Options(
            mappingsFile: MappingsTool.mappingsFile(file), context: context, payload: positionals.first,
            keyPath: read["key-path"], asObject: read.has("object"), into: read["into"], environment: environment)
        if let text = read["metadata"] {
            switch Self.metadata(text) {
            case .success(let metadata): options.metadata = metadata
            case .failure(let error): return .failure(error)
            }
        }
        switch MappingsTool.reportOptions(read) {
        case .success(let report):
            options.format = report.format ?? options.format
            options.maximumIssues = report.maximumIssues ?? options.maximumIssues
        case .failure(let error):
            return .failure(error)
        }
        return .success(options)
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch reader.read(arguments) {
        case .failure(let error): return fail(error)
        case .success(let read):
            if read.has("help") { return MappingsTool.printOutput(usage) }
            if read.has("version") { return MappingsTool.printOutput("mappings \(MappingsTool.version)") }
            switch Self.options(from: read) {
            case .success(let parsed): options = parsed
            case .failure(let error): return fail(error)
            }
        }
        for (role, path) in [("the payload", options.payload), ("the --into document", options.into)] {
            guard let path, path != "-", InputFile.isStandardOutput(path) else { continue }
            return fail(.outputIsInput(path: path, role: role))
        }
        guard let (_, context) = MappingsTool.loadContext(
            file: options.mappingsFile, environment: options.environment, identifier: options.context,
            maximumIssues: options.maximumIssues)
        else { return MappingsTool.invalidInput }
        guard let read = InputFile.document(options.payload ?? "-"),
            let payload = MappingsTool.select(options.keyPath, in: read)
        else { return MappingsTool.invalidInput }
        var output = StandardStream.output()
        var diagnostics = StandardStream(descriptor: 2)
        var renderer = ReportRenderer(format: options.format, limitHint: limitHint)
        let report: ValidationReport
        if let intoPath = options.into {
            guard var document = InputFile.tree(intoPath) else { return MappingsTool.invalidInput }
            report = context.map(payload, intoJSON: &document, metadata: options.metadata)
            renderer.writeResult(document, to: &output)
        } else {
            report = MappingsTool.mapDynamically(
                payload, context: context, asOneObject: options.asObject || payload.value.kind != .array,
                metadata: options.metadata, renderer: &renderer, output: &output)
        }
        renderer.finish(report, output: &output, diagnostics: &diagnostics)
        return MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
    }

    /// `--metadata`'s value: a JSON object.
    static func metadata(_ text: String) -> Result<JSON, UsageError> {
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            return .failure(.invalidMetadata(found: "invalid JSON (\(error.diagnostic.message))"))
        }
        guard case .object = json else { return .failure(.invalidMetadata(found: PayloadValue(json).summary)) }
        return .success(json)
    }

    static func fail(_ error: UsageError) -> Int32 {
        MappingsTool.fail(error, synopsis: synopsis, help: "mappings apply --help")
    }
}
