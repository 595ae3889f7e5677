import Foundation
import MappingKit

/// `mappings report drift SUMMARY.json…`: the drift summaries of many
/// devices and windows (``DriftMonitor/write(to:)``, `apply`/`fetch
/// --drift FILE`) merged (``DriftSummary/merged(with:)``: a window given
/// twice counts once), and their fingerprints listed by the share of
/// payloads they affected, as text, JSON, GitHub annotations, a SARIF log
/// or one HTML page (``DriftListing``).
///
/// ```
/// mappings report drift drift/*.json --since 2026-12-01 --format html > drift.html
/// ```
enum ReportDriftCommand: Subcommand {
    static let name = "report drift"
    static let synopsis = "mappings report drift SUMMARY.json... [--since DATE] [--new-since FILE] [options]"
    static let abstract = SubcommandAbstract(
        "report drift SUMMARY.json...",
        "List the fingerprints of drift summaries by the\nshare of payloads affected (text, json, github,\nsarif, or one html page; exit 1 if any).")

    static let reader = ArgumentReader(options: [.since, .newSince, .driftFormat])

    static let usage = """
        USAGE: \(synopsis)

        Merges drift summaries (the JSON DriftMonitor.write(to:) writes, or apply/fetch
        --drift FILE) of many devices and windows, a window given twice counted once,
        and lists their fingerprints by the share of payloads they affected (then the
        share of objects, then the count): each with its count, objects and payloads of
        those seen, first and last seen, an example path, its .mappings file:line, its
        source and context. Says when a window reached its fingerprint cap and what the
        'other' bucket counts. Validation reports (apply --format json, --report FILE)
        are refused: they name no context, source or time to fingerprint by.

        OPTIONS:
        \(reader.optionsHelp())

        Exit status: 0 no fingerprint listed, 1 some are listed (or, without --since and
        --new-since, issues were counted past the cap), 2 a file cannot be read or is not
        a drift summary, 64 bad command line, 74 the output could not be written.
        """

    struct Options {
        var files: [String]
        var format = DriftFormat.text
        var since: Date?
        var newSince: String?
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard !read.positionals.isEmpty else { throw .missingDriftSummaries }
        var options = Options(files: read.positionals)
        if let text = read[ArgumentReader.Option.format.name] {
            guard let format = DriftFormat(rawValue: text) else { throw .invalidFormat(text, allowed: DriftFormat.allCases.map(\.rawValue)) }
            options.format = format
        }
        if let text = read[ArgumentReader.Option.since.name] {
            guard let date = DriftListing.date(text) else { throw .invalidSince(text) }
            options.since = date
        }
        options.newSince = read[ArgumentReader.Option.newSince.name]
        return options
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        var merged = DriftSummary(windows: [])
        for file in options.files { merged = merged.merged(with: try summary(file)) }
        let baseline = try options.newSince.map { file throws(ExitStatus) in (name: InputFile.displayName(file), summary: try summary(file)) }
        let listing = DriftListing(summary: merged, since: options.since, baseline: baseline)
        let text: String
        switch options.format {
        case .text: text = listing.text
        case .json: text = listing.json.formatted(.prettyPrinted) + "\n"
        case .html: text = listing.html
        case .github, .sarif:
            var log = AnnotationLog(style: options.format == .github ? .github : .sarif)
            for row in listing.rows { log.add(Annotation(drift: row)) }
            if let note = listing.capNote { log.add(Annotation(note: note, code: "driftCapReached")) }
            text = log.rendered()
        }
        var output = StandardStream.output()
        output.write(text)
        do {
            try output.flush()
        } catch {
            MappingsTool.print(.outputFailed(reason: error.reason, partial: false))
            return MappingsTool.outputFailed
        }
        let pastCap = !listing.isFiltered && listing.summary.other.issues > 0
        return listing.rows.isEmpty && !pastCap ? MappingsTool.success : MappingsTool.payloadIssues
    }

    /// The summary in `file`; exit 2 after a message when it cannot be read,
    /// is not JSON, is a validation report or is not a drift summary.
    static func summary(_ file: String) throws(ExitStatus) -> DriftSummary {
        let bytes = try InputFile.read(file)
        let shown = InputFile.displayName(file)
        switch DriftSummaryReading.read(bytes) {
        case .summary(let summary):
            return summary
        case .notASummary(.notJSON(let error)):
            MappingsTool.print(.invalidJSON(error, file: shown))
        case .notASummary(.noWindows(looksLikeReport: true)):
            MappingsTool.print(.reportIsNotDrift(path: shown))
        case .notASummary(let problem):
            MappingsTool.print(.notADriftSummary(path: shown, problem, readBy: .listing))
        }
        throw .invalidInput
    }
}
