import Foundation
import MappingKit

extension ApplyCommand {
    /// The source `--drift` names this run's payloads by: `--drift-label`,
    /// else the payload's file name (`events.jsonl` of
    /// `logs/2026-12-02/events.jsonl`, so that the same feed read from
    /// another folder is the same source), `stdin` for standard input.
    static func driftSource(_ options: Options) -> ReportSource {
        if let label = options.driftLabel { return ReportSource(label: label) }
        guard let payload = options.payload, payload != "-", payload != "/dev/stdin" else { return ReportSource(label: "stdin") }
        let name = URL(fileURLWithPath: payload).lastPathComponent
        return ReportSource(label: name.isEmpty ? payload : name)
    }

    /// `--drift FILE`, checked against the run's files (the payload, the
    /// `.mappings` file, the `--into` document, the `--report` file,
    /// standard output's) and made before anything is read; `nil` without
    /// `--drift`.
    static func prepareDrift(_ options: Options) throws(ExitStatus) -> DriftFile? {
        guard let path = options.driftFile else { return nil }
        let files: [(UsageError.Input, String?)] = [
            (.payload, options.payload), (.mappingsFile, options.mappingsFile), (.intoDocument, options.into),
            (.reportFile, options.reportFile),
        ]
        return try DriftFile.prepare(path, for: ApplyCommand.self, inputs: files, context: options.context, source: driftSource(options))
    }

    /// The root shape a payload mapped as `apply` maps it is expected to
    /// have: an array mapped element by element, `.array`; a payload mapped
    /// as one object (`--object`, `--into`, any root that is not an
    /// array), `.object`.
    static func expectedRoot(asOneObject: Bool) -> ExpectedRoot {
        asOneObject ? .object : .array
    }
}
