import Foundation
import MappingKit

/// `mappings report merge REPORT.json…`: the JSON reports of parts of one
/// dataset (partitions, days, shards: `apply --format json`, `apply --lines
/// --report FILE`) as one report, exact: counts, objects and the summary add
/// up; issues are kept up to `--max-issues`, each naming its file.
enum ReportCommand: Subcommand {
    static let name = "report"
    static let synopsis = "mappings report merge REPORT.json... [options] | report drift SUMMARY.json... [options]"

    static let reader = ArgumentReader(options: [.maximumIssues, .reportFormat])

    static let abstract = SubcommandAbstract(
        "report merge REPORT.json...",
        "Merge the JSON reports of parts of one dataset into\none, exact (exit 1 if any part has an error issue).")

    /// `report drift …` runs ``ReportDriftCommand`` (its own options and
    /// help); any other verb is read here.
    static var subcommands: [any Subcommand.Type] { [ReportDriftCommand.self] }

    static let usage = """
        USAGE: \(synopsis)

        Merges JSON reports written by 'mappings apply --format json' (or 'apply --lines
        --report FILE') for parts of one dataset into one report, as if the dataset had
        been mapped in one piece: error and warning counts, each context's objects and
        the summary add up ("missing in 3 of 600 objects"), issues are kept in the
        order of the files up to --max-issues, each naming its file, and issuesOmitted
        counts the rest. Prints the report on standard output, as text or JSON.

        Given drift summaries instead (files with "windows": written by apply or fetch
        --drift FILE, DriftMonitor.write(to:) or an earlier merge), prints their merge
        as one drift summary, JSON: one window per id, so the files' order does not
        matter and a window given twice counts once. Reports and summaries cannot be
        merged together.

        OPTIONS:
        \(reader.optionsHelp())

        Exit status: 0 no part has an error issue (summaries: merged), 1 some part has,
        2 a file cannot be read or is not a report (or a summary that does not read),
        64 bad command line, 74 the output could not be written.

        'mappings report drift SUMMARY.json...' lists the fingerprints of drift
        summaries by the share of payloads affected; see 'mappings report drift --help'.
        """

    struct Options {
        var files: [String]
        var format = ValidationReport.Format.text
        var maximumIssues = ValidationReport.defaultMaximumIssues
        /// `--format` as given (drift summaries print as JSON only).
        var formatGiven: String?
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard let verb = read.positionals.first else { throw .missingReportVerb }
        guard verb == "merge" else { throw .unknownReportVerb(verb) }
        let files = Array(read.positionals.dropFirst())
        guard !files.isEmpty else { throw .missingReports }
        var options = Options(files: files)
        options.format = try read.format(allowed: [.text, .json])?.reportFormat ?? options.format
        options.formatGiven = read[ArgumentReader.Option.format.name]
        options.maximumIssues = try read.maximumIssues() ?? options.maximumIssues
        return options
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        let files: [[UInt8]]
        switch try readSummariesOrReports(options) {
        case .merged(let status): return status
        case .reports(let bytes): files = bytes
        }
        // The same file twice would count its part twice.
        for (index, file) in options.files.enumerated() {
            for earlier in options.files[..<index] where earlier == file || (file != "-" && InputFile.isSameFile(earlier, file)) {
                return fail(.reportGivenTwice(first: earlier, again: file))
            }
        }
        var parts: [ValidationReport] = []
        for (file, bytes) in zip(options.files, files) {
            do {
                let json = try JSON(parsing: bytes)
                parts.append(try ValidationReport(json: json).naming(source: InputFile.displayName(file)))
            } catch let error as JSONParseError {
                MappingsTool.print(.invalidJSON(error, file: InputFile.displayName(file)))
                return MappingsTool.invalidInput
            } catch {
                MappingsTool.print(.notAReport(path: InputFile.displayName(file), reason: String(describing: error)))
                return MappingsTool.invalidInput
            }
        }
        let merged = ValidationReport.merged(parts, maximumIssues: options.maximumIssues)
        let text = options.format == .json ? merged.json.formatted(.prettyPrinted) + "\n" : merged.rendered(.text, limitHint: ToolMessage.limitHint)
        var output = StandardStream.output()
        output.write(text)
        var diagnostics = StandardStream(descriptor: 2)
        return MappingsTool.finish(merged, output: &output, diagnostics: &diagnostics)
    }
}
