// The `report` harness: reports read back from fuzzed JSON (what `mappings
// report merge` reads) and merged every way the library merges them. An
// input is one report, or two separated by a NUL byte. Nothing may trap;
// every report read renders and writes its JSON; a report's counts are
// never below what it keeps; a merge keeps each issue's first source; the
// text rendering carries no control character a terminal would act on.
// The same input read as a drift summary (what `report merge`, `report
// drift` and `--drift FILE` read): no trap, merging it with itself changes
// nothing, its JSON reads back equal; and as a payload path collapsed for a
// fingerprint (an unsafe write): never longer, collapsing twice is once.

import Foundation

enum FuzzReport {
    static func run(_ bytes: [UInt8]) {
        drift(bytes)
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let reports = parts.compactMap { part in
            (try? JSON(parsing: Array(part))).flatMap { try? ValidationReport(json: $0) }
        }
        guard let first = reports.first else { return }
        let second = reports.count > 1 ? reports[1] : first
        for report in reports { check(report) }
        let named = [first.naming(source: "a.json"), second.naming(source: "b.json")]
        for maximum in [1, Int.max] {
            let merged = ValidationReport.merged(named, maximumIssues: maximum)
            if maximum == Int.max { check(merged) }
            // Each issue keeps the source it was first given.
            let expected = named.flatMap { $0.issues.map(\.source) }.prefix(merged.issues.count)
            precondition(Array(expected) == merged.issues.map(\.source), "a merge renamed an issue's source")
            // Merged again, read back: no trap, the sources still first.
            if let again = try? ValidationReport(json: merged.json) {
                let twice = ValidationReport.merged([again.naming(source: "m.json"), again], maximumIssues: maximum)
                precondition(twice.issueCount >= twice.issues.count, "fewer issues counted than kept")
                let kept = min(twice.issues.count, again.issues.count)
                precondition(twice.issues.prefix(kept).map(\.source) == again.issues.prefix(kept).map { $0.source ?? "m.json" })
            }
        }
        // The other merges: no trap, counts never below what is kept.
        for merged in [first.merging(second), first.merging(second, line: Int.max), first.merging(second, indexOffset: Int.max)] {
            precondition(merged.issueCount >= merged.issues.count && merged.droppedIssueCount >= 0)
        }
    }

    /// Drift summaries and collapsed paths.
    static func drift(_ bytes: [UInt8]) {
        if let summary = try? DriftSummary(json: Data(bytes)) {
            precondition(summary.merged(with: summary) == summary, "merging a summary with itself changed it")
            _ = (summary.lines, summary.streams, summary.other, summary.capReached, summary.issuesNotKept)
            if let json = try? summary.json() {
                precondition((try? DriftSummary(json: json)) == summary, "a summary's JSON did not read back equal")
            }
        }
        let path = String(decoding: bytes, as: UTF8.self)
        let collapsed = DriftFingerprint.collapsingIndices(path)
        precondition(collapsed.utf8.count <= path.utf8.count, "a collapsed path grew")
        precondition(DriftFingerprint.collapsingIndices(collapsed) == collapsed, "collapsing twice changed a path")
    }

    /// What every report keeps true.
    static func check(_ report: ValidationReport) {
        precondition(report.errorCount >= 0 && report.warningCount >= 0, "a negative count")
        precondition(report.issueCount >= report.issues.count, "fewer issues counted than kept")
        precondition(report.droppedIssueCount >= 0)
        for line in report.summary { precondition(line.count >= 0 && line.total >= 0, "a negative summary count") }
        let text = report.rendered(.text, limitHint: "keep more with --max-issues N")
        for scalar in text.unicodeScalars where scalar.value != 0x0A {
            precondition(!TerminalText.isUnsafe(scalar), "a control character reached the text rendering")
        }
        // Each kept issue is one line.
        for issue in report.issues { precondition(!issue.description.contains("\n"), "an issue spans lines") }
        let json = report.json
        if let read = try? ValidationReport(json: json) {
            precondition(read.errorCount == report.errorCount && read.warningCount == report.warningCount, "counts lost in JSON")
        }
        _ = report.rendered(.json)
    }
}
