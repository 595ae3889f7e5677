import Foundation
import MappingKit

extension ReportCommand {
    /// What `report merge` was given: drift summaries, merged and printed
    /// (the exit status), or reports (each file's bytes, for the report merge).
    enum Given {
        case merged(Int32)
        case reports([[UInt8]])
    }

    /// Reads every file once. When each is a drift summary (a top-level
    /// `"windows"`: `--drift FILE`, `DriftMonitor.write(to:)`, an earlier
    /// merge), merges them as ``DriftSummary/merged(with:)`` does (one
    /// window per id, so a file given twice, or merged into another
    /// already, counts once) and prints the merged summary's JSON
    /// (``DriftSummary/json()``, keys sorted, windows in order of their
    /// ids) on standard output: exit 0. Reports and summaries together are
    /// refused (exit 64), as is a summary that does not read (exit 2).
    static func readSummariesOrReports(_ options: Options) throws(ExitStatus) -> Given {
        var files: [[UInt8]] = []
        var firstReport: String?
        var firstSummary: String?
        // merged(with:) is DriftSummary(windows: the windows of both): every
        // file's at once is the same merge, in one sort instead of one a file.
        var windows: [DriftSummary.Window] = []
        for (index, file) in options.files.enumerated() {
            // Standard input reads once.
            if file == "-", options.files[..<index].contains("-") { return .merged(fail(.reportGivenTwice(first: "-", again: "-"))) }
            let bytes = try InputFile.read(file)
            let reading = DriftSummaryReading.read(bytes)
            if DriftSummaryReading.isMeantAsSummary(reading) {
                firstSummary = firstSummary ?? file
                if case .summary(let summary) = reading {
                    windows += summary.windows
                } else if case .notASummary(let problem) = reading {
                    MappingsTool.print(.notADriftSummary(path: InputFile.displayName(file), problem, readBy: .merge))
                    return .merged(MappingsTool.invalidInput)
                }
                files.append([])
            } else {
                firstReport = firstReport ?? file
                files.append(bytes)
            }
            if let report = firstReport, let summary = firstSummary {
                return .merged(fail(.reportsAndSummariesMixed(report: InputFile.displayName(report), summary: InputFile.displayName(summary))))
            }
        }
        guard firstSummary != nil else { return .reports(files) }
        if let format = options.formatGiven, format != "json" { return .merged(fail(.summaryFormat(format))) }
        let merged = DriftSummary(windows: windows)
        var output = StandardStream.output()
        do {
            output.write(String(decoding: try merged.json(), as: UTF8.self) + "\n")
        } catch {
            // Encoding a summary of strings, numbers and dates does not fail.
        }
        do {
            try output.flush()
        } catch {
            MappingsTool.print(.outputFailed(reason: error.reason, partial: false))
            return .merged(MappingsTool.outputFailed)
        }
        return .merged(MappingsTool.success)
    }
}
