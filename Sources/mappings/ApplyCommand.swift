import Foundation
import MappingKit

/// `mappings apply FILE --context ID [PAYLOAD|-]`: map a payload dynamically
/// (no model types) and print the result and the validation report.
enum ApplyCommand {
    static let usage = """
        USAGE: mappings apply FILE --context ID [options] [PAYLOAD|-]

        Maps a JSON payload (a file, a pipe such as <(curl …) or /dev/stdin, or
        '-' / nothing for stdin) with a context of the catalog rooted at FILE, and
        prints the result and the report.

        OPTIONS:
          --context ID           The context to apply (required).
          --key-path PATH        Map only that part of the payload (e.g. artists.items);
                                 paths in the report start there.
          --object               Map the payload as one object even when it is an array
                                 (default: an array maps each element).
          --into FILE            Populate this existing JSON document instead of
                                 building a new one, and print it. The file itself is
                                 never written: '--into doc.json > doc.json' would
                                 empty it first (the tool refuses); write to another
                                 file, then move it.
          --max-issues N         Keep at most N issues in the report (default 1000; 0
                                 keeps none); the rest are counted, so the totals and
                                 the summary stay exact, and the output says how many
                                 were left out.
          --env TAG,NAME=VERSION Selector environment, added to the platform's tags.
          --format text|json     Output format (default text).

        Exit status: 0 no error issue, 1 the payload has error issues, 2 the mappings
        or the JSON are invalid or an input cannot be read (a diagnostic on stderr),
        64 bad command line, 74 the output could not be written in full.
        """

    struct Options {
        var mappingsFile: String?
        var context: String?
        var payload: String?
        var keyPath: String?
        var asObject = false
        var into: String?
        var env: String?
        var format = "text"
        var maximumIssues = ValidationReport.defaultMaximumIssues
    }

    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        func value(_ flag: String) -> Result<String, UsageError> {
            guard index + 1 < arguments.count else { return .failure(UsageError("\(flag) needs a value")) }
            index += 1
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--context":
                switch value(argument) { case .success(let v): options.context = v; case .failure(let e): return .failure(e) }
            case "--key-path":
                switch value(argument) { case .success(let v): options.keyPath = v; case .failure(let e): return .failure(e) }
            case "--into":
                switch value(argument) { case .success(let v): options.into = v; case .failure(let e): return .failure(e) }
            case "--env":
                switch value(argument) { case .success(let v): options.env = v; case .failure(let e): return .failure(e) }
            case "--format":
                switch value(argument) {
                case .success(let v):
                    guard v == "text" || v == "json" else { return .failure(UsageError("--format takes text or json, not '\(v)'")) }
                    options.format = v
                case .failure(let e): return .failure(e)
                }
            case "--max-issues":
                switch value(argument) {
                case .success(let v):
                    guard let count = Int(v), count >= 0 else {
                        return .failure(UsageError("--max-issues takes a whole number of 0 or more, not '\(MappingsTool.shortened(v))'"))
                    }
                    options.maximumIssues = count
                case .failure(let e): return .failure(e)
                }
            case "--object":
                options.asObject = true
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    return .failure(UsageError("unknown option '\(argument)'"))
                }
                if options.mappingsFile == nil {
                    options.mappingsFile = argument
                } else if options.payload == nil {
                    options.payload = argument
                } else {
                    return .failure(UsageError("unexpected argument '\(argument)'"))
                }
            }
            index += 1
        }
        guard options.mappingsFile != nil else { return .failure(UsageError("apply needs a .mappings file")) }
        guard options.context != nil else { return .failure(UsageError("apply needs --context ID")) }
        return .success(options)
    }

    struct UsageError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            return MappingsTool.printOutput(usage)
        }
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            MappingsTool.printError("error: \(error.message)\n\n" + usage)
            return MappingsTool.usageError
        }
        guard let environment = MappingsTool.environment(options.env) else {
            MappingsTool.printError("error: --env takes TAG or NAME=VERSION items separated by commas, such as linux,api=2")
            return MappingsTool.usageError
        }
        for (flag, path) in [("the payload", options.payload), ("the --into document", options.into)] {
            guard let path, path != "-", InputFile.isStandardOutput(path) else { continue }
            MappingsTool.printError("""
                error: standard output is '\(path)', \(flag): the shell emptied the file before mappings started
                note: mappings never writes its input files; write to another file, then move it: \
                mappings apply … > '\(path).new' && mv '\(path).new' '\(path)'
                """)
            return MappingsTool.usageError
        }
        let file = options.mappingsFile ?? ""
        let context: MappingContext
        do {
            let catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: file), environment: environment, displayName: file)
            for warning in catalog.warnings { MappingsTool.printError(warning.rendered()) }
            context = try catalog.context(options.context ?? "").limitingIssues(to: options.maximumIssues)
        } catch {
            for diagnostic in error.diagnostics { MappingsTool.printError(diagnostic.rendered()) }
            return MappingsTool.invalidInput
        }
        guard var payload = InputFile.document(options.payload ?? "-") else { return MappingsTool.invalidInput }
        if let keyPath = options.keyPath {
            switch payload.selecting(MappingKeyPath(keyPath)) {
            case .success(let selected): payload = selected
            case .failure(let failure):
                MappingsTool.printError("error: key path '\(MappingsTool.shortened(keyPath))' is not in the payload: \(failure.message)\nnote: \(failure.suggestion)")
                return MappingsTool.invalidInput
            }
        }
        var output = StandardStream.output()
        let report: ValidationReport
        if let intoPath = options.into {
            guard var document = InputFile.tree(intoPath) else { return MappingsTool.invalidInput }
            report = context.map(payload, intoJSON: &document)
            write(report, format: options.format, to: &output) { output, indent in
                output.write(document.formatted(.prettyPrinted), indentingLinesBy: indent)
            }
        } else {
            let asOneObject = options.asObject || payload.kind != .array
            report = write(format: options.format, to: &output) { output, indent in
                var array = PrettyArray(indent: indent)
                let report = context.forEachJSONObject(from: payload, asOneObject: asOneObject) { object in
                    if asOneObject {
                        output.write(object.formatted(.prettyPrinted), indentingLinesBy: indent)
                    } else {
                        array.append(object, to: &output)
                    }
                }
                if !asOneObject { array.finish(&output) }
                return report
            }
        }
        do {
            try output.flush()
        } catch {
            MappingsTool.printError("error: cannot write standard output: \(error.reason)\nnote: the result and the report were not written in full")
            return MappingsTool.outputFailed
        }
        return report.hasErrors ? MappingsTool.payloadIssues : MappingsTool.success
    }

    /// Writes the result (by `writeResult`, nested at the indent it is
    /// given) and the report, as text or as the `--format json` object.
    private static func write(
        format: String, to output: inout StandardStream,
        result writeResult: (inout StandardStream, String) -> ValidationReport
    ) -> ValidationReport {
        if format == "json" {
            output.write("{\n  \"result\": ")
            let report = writeResult(&output, "  ")
            output.write(",\n  \"issues\": ")
            output.write(report.issuesJSON.formatted(.prettyPrinted), indentingLinesBy: "  ")
            output.write(",\n  \"summary\": ")
            output.write(report.summaryJSON.formatted(.prettyPrinted), indentingLinesBy: "  ")
            output.write(",\n  \"issuesOmitted\": \(report.droppedIssueCount)")
            output.write("\n}\n")
            return report
        }
        let report = writeResult(&output, "")
        output.write("\n")
        writeText(report, to: &output)
        return report
    }

    private static func write(
        _ report: ValidationReport, format: String, to output: inout StandardStream,
        result writeResult: (inout StandardStream, String) -> Void
    ) {
        _ = write(format: format, to: &output) { output, indent in
            writeResult(&output, indent)
            return report
        }
    }

    static func writeText(_ report: ValidationReport, to output: inout StandardStream) {
        let (total, errors, warnings) = (report.issueCount, report.errorCount, report.warningCount)
        guard total > 0 else {
            output.write("\nno issues\n")
            return
        }
        output.write("\n\(total) issue\(total == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")):\n")
        for issue in report.issues { output.write(issue.description + "\n") }
        if report.isTruncated {
            let dropped = report.droppedIssueCount
            output.write("\(dropped) more issue\(dropped == 1 ? "" : "s") not shown: the report keeps the first \(report.maximumIssues); keep more with --max-issues N\n")
        }
        output.write("\nsummary:\n")
        for line in report.summary { output.write("  " + line.description + "\n") }
    }

    /// A JSON array written element by element, laid out as
    /// `JSON.formatted(.prettyPrinted)` lays it out nested at `indent`.
    struct PrettyArray {
        let indent: String
        private var count = 0

        init(indent: String) { self.indent = indent }

        mutating func append(_ element: JSON, to output: inout StandardStream) {
            output.write(count == 0 ? "[\n" : ",\n")
            output.write(indent + "  ")
            output.write(element.formatted(.prettyPrinted), indentingLinesBy: indent + "  ")
            count += 1
        }

        func finish(_ output: inout StandardStream) {
            output.write(count == 0 ? "[]" : "\n" + indent + "]")
        }
    }
}
