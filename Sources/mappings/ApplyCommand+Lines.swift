import Foundation
import MappingKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ApplyCommand {
    /// Whether the payload is read as JSON Lines: `--lines`, or a `.jsonl`
    /// or `.ndjson` file.
    static func readsLines(_ options: Options) -> Bool {
        options.lines || options.payload.map { $0.hasSuffix(".jsonl") || $0.hasSuffix(".ndjson") } ?? false
    }

    /// `apply --lines`: maps each line of the stream as one payload
    /// (`--key-path` applied per line) and writes one compact line per input
    /// line, in order, as soon as it is mapped (`null` for a line that
    /// could not be mapped; blank lines are skipped). The report counts over
    /// every line; its issues carry their line. Memory: the reader's window
    /// and the longest line, whatever the stream's size.
    static func applyLines(_ options: Options, context: MappingContext) -> Int32 {
        let path = options.payload ?? "-"
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let error = FileReadError(errorNumber: errno)
            MappingsTool.print(.inputUnreadable(path: path, error, similarFile: error == .notFound ? InputFile.similarFile(to: path) : nil))
            return MappingsTool.invalidInput
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var reader = JSONLinesReader(fileDescriptor: descriptor)
        var output = StandardStream.output()
        var report = ValidationReport(maximumIssues: options.maximumIssues)
        let jobs = max(1, options.jobs)
        var ended = false
        var progress = ProgressLine(descriptor: descriptor, quiet: options.quiet)
        var linesMapped = 0
        // Rounds: read a batch per job, map the batches at once (one thread
        // each), write them in order. Output and report are those of --jobs 1:
        // each batch's lines in order, the batches in order.
        while !ended, output.failure == nil {
            var batches: [[JSONLinesReader.Line]] = []
            while batches.count < jobs, !ended {
                var batch: [JSONLinesReader.Line] = []
                var bytes = 0
                while batch.count < Self.batchLines, bytes < Self.batchBytes {
                    let next: JSONLinesReader.Line?
                    do {
                        next = try reader.next()
                    } catch {
                        MappingsTool.print(.inputUnreadable(path: path, FileReadError(errorNumber: error.code), similarFile: nil))
                        return MappingsTool.invalidInput
                    }
                    guard var line = next else {
                        ended = true
                        break
                    }
                    guard !line.isBlank else { continue }
                    // The reader's window moves on: each line keeps its own bytes.
                    line.bytes = line.bytes.map { ArraySlice(Array($0)) }
                    bytes += line.bytes?.count ?? 0
                    batch.append(line)
                }
                if !batch.isEmpty { batches.append(batch) }
            }
            let mapped = Self.map(batches, maximumLineLength: reader.maximumLineLength, options: options, context: context)
            for (text, batchReport) in mapped {
                output.write(text)
                report = report.merging(batchReport)
            }
            linesMapped += batches.reduce(0) { $0 + $1.count }
            progress.update(bytes: reader.bytesRead, lines: linesMapped, issues: report.issueCount)
        }
        progress.erase()
        return finishLines(report, options: options, output: &output)
    }

    /// Lines per batch, and bytes: a batch is what one thread maps at a time.
    static let batchLines = 4_096
    static let batchBytes = 8 << 20

    /// Each batch's output lines and report, the batches mapped in parallel.
    private static func map(
        _ batches: [[JSONLinesReader.Line]], maximumLineLength: Int, options: Options, context: MappingContext
    ) -> [(String, ValidationReport)] {
        // Each thread writes its own slot; read once they all returned.
        let results = Locked([(String, ValidationReport)?](repeating: nil, count: batches.count))
        let work: @Sendable (Int) -> Void = { index in
            var text = ""
            var report = ValidationReport(maximumIssues: options.maximumIssues)
            for line in batches[index] {
                text += mapLine(line, maximumLineLength: maximumLineLength, options: options, context: context, report: &report).formatted()
                text += "\n"
            }
            results.withLock { $0[index] = (text, report) }
        }
        if batches.count == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: batches.count, execute: work) }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// One line mapped (its result, or `null` after an `invalidLine` issue).
    private static func mapLine(
        _ line: JSONLinesReader.Line, maximumLineLength: Int, options: Options, context: MappingContext, report: inout ValidationReport
    ) -> JSON {
        guard let bytes = line.bytes else {
            report.appendInvalidLine(line.number, context: context.identifier, problem: .tooLong(limit: maximumLineLength))
            return .null
        }
        var payload: Payload
        do {
            payload = try Payload(parsing: Array(bytes))
        } catch {
            report.appendInvalidLine(line.number, context: context.identifier, problem: .notJSON(error))
            return .null
        }
        if let keyPath = options.keyPath {
            do {
                payload = try payload.selecting(keyPath)
            } catch {
                report.appendInvalidLine(line.number, context: context.identifier, problem: .withoutKeyPath(error))
                return .null
            }
        }
        let asOneObject = options.asObject || payload.value.kind != .array
        var objects: [JSON] = []
        let lineReport = context.forEachJSONObject(from: payload, asOneObject: asOneObject, metadata: options.metadata) {
            objects.append($0)
        }
        report.merge(lineReport, line: line.number)
        return asOneObject ? objects.first ?? .null : .array(objects)
    }

    /// The report after the lines: on standard error (text), as the last
    /// line of standard output (json), or into `--report FILE`.
    private static func finishLines(_ report: ValidationReport, options: Options, output: inout StandardStream) -> Int32 {
        let rendered = options.format == .json ? report.json.formatted() + "\n" : report.rendered(.text, limitHint: ToolMessage.limitHint)
        if let file = options.reportFile {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: file))
            } catch {
                MappingsTool.print(.fileNotWritten(path: file, reason: error.localizedDescription))
                return MappingsTool.outputFailed
            }
        } else if options.format == .json {
            output.write(rendered)
        }
        var diagnostics = StandardStream(descriptor: 2)
        if options.reportFile == nil, options.format == .text { diagnostics.write(rendered) }
        return MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
    }
}
