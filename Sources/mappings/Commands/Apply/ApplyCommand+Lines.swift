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
    /// and the longest line, whatever the stream's size. With `drift`, each
    /// line is observed as one payload (a line that is not JSON, or lacks
    /// `--key-path`, as a refusal), on the thread that mapped it.
    static func applyLines(_ options: Options, context: MappingContext, reportFile: PendingFile?, drift: DriftRecorder? = nil) -> Int32 {
        let path = options.payload ?? "-"
        if path != "-" {
            do throws(FileReadError) {
                let kind = try FileReader.kind(atPath: path)
                if !InputFile.allowedKinds(path).contains(kind) {
                    throw kind == .directory ? FileReadError.isDirectory : .notRegularFile(kind)
                }
            } catch {
                MappingsTool.print(.inputUnreadable(path: path, error, similarFile: error == .notFound ? InputFile.similarFile(to: path) : nil))
                reportFile?.discard()
                return MappingsTool.invalidInput
            }
        }
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let error = FileReadError(errorNumber: errno)
            MappingsTool.print(.inputUnreadable(path: path, error, similarFile: error == .notFound ? InputFile.similarFile(to: path) : nil))
            reportFile?.discard()
            return MappingsTool.invalidInput
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var reader = JSONLinesReader(fileDescriptor: descriptor)
        let jobs = max(1, options.jobs)
        var progress = ProgressLine(descriptor: descriptor, quiet: options.quiet)
        // A pipeline: this thread reads batches; each is mapped on a thread of
        // its own (inline with --jobs 1); whichever thread finishes a batch
        // writes every finished batch that is next in input order. Output and
        // report are those of --jobs 1. At most 2 × jobs batches are held.
        let pipeline = Locked(Pipeline(output: StandardStream.output(), report: ValidationReport(maximumIssues: options.maximumIssues)))
        let slots = DispatchSemaphore(value: 2 * jobs)
        let group = DispatchGroup()
        var index = 0
        var ended = false
        while !ended, !pipeline.withLock({ $0.output.failure != nil }) {
            var batch: [OwnedLine] = []
            var bytes = 0
            while batch.count < Self.batchLines, bytes < Self.batchBytes {
                let next: JSONLinesReader.Line?
                do {
                    next = try reader.next()
                } catch {
                    group.wait()
                    MappingsTool.print(.inputUnreadable(path: path, FileReadError(errorNumber: error.code), similarFile: nil))
                    reportFile?.discard()
                    return MappingsTool.invalidInput
                }
                guard let line = next else {
                    ended = true
                    break
                }
                guard !line.isBlank else { continue }
                // The reader's window moves on: each line keeps its own bytes, copied once.
                let owned = OwnedLine(number: line.number, bytes: line.bytes.map(Array.init))
                bytes += owned.bytes?.count ?? 0
                batch.append(owned)
            }
            guard !batch.isEmpty else { continue }
            let number = index
            index += 1
            let maximumLineLength = reader.maximumLineLength
            let work: @Sendable () -> Void = { [batch] in
                let mapped = Self.map(batch, maximumLineLength: maximumLineLength, options: options, context: context, drift: drift)
                pipeline.withLock { $0.finish(number, mapped, lines: batch.count, slots: slots) }
            }
            slots.wait()
            if jobs == 1 {
                work()
            } else {
                DispatchQueue.global().async(group: group, execute: work)
            }
            let (lines, issues) = pipeline.withLock { ($0.linesWritten, $0.report.issueCount) }
            progress.update(bytes: reader.bytesRead, lines: lines, issues: issues)
        }
        group.wait()
        progress.erase()
        var (output, report, lines) = pipeline.withLock { ($0.output, $0.report, $0.linesWritten) }
        return finishLines(report, options: options, reportFile: reportFile, lines: lines, output: &output)
    }

    /// Lines per batch, and bytes: a batch is what one thread maps at a time.
    static let batchLines = 4_096
    static let batchBytes = 8 << 20

    /// A batch's output lines and report.
    private static func map(
        _ batch: [OwnedLine], maximumLineLength: Int, options: Options, context: MappingContext, drift: DriftRecorder?
    ) -> (String, ValidationReport) {
        var text = ""
        var report = ValidationReport(maximumIssues: options.maximumIssues)
        for line in batch {
            text += mapLine(line, maximumLineLength: maximumLineLength, options: options, context: context, drift: drift, report: &report)
                .formatted()
            text += "\n"
        }
        return (text, report)
    }

    /// A line of the stream with its own bytes (`nil`: too long), as a batch holds it.
    struct OwnedLine: Sendable {
        var number: Int
        var bytes: [UInt8]?
    }

    /// What the threads of a `--lines` run share: the output, the report,
    /// and the batches mapped but not yet written (their turn not come).
    struct Pipeline {
        var output: StandardStream
        var report: ValidationReport
        var finished: [Int: (String, ValidationReport, Int)] = [:]
        /// The batch to write next.
        var next = 0
        var linesWritten = 0

        /// Batch `number` is mapped: writes it and every finished batch after
        /// it that is next in order, freeing a slot for each.
        mutating func finish(_ number: Int, _ mapped: (String, ValidationReport), lines: Int, slots: DispatchSemaphore) {
            finished[number] = (mapped.0, mapped.1, lines)
            while let (text, batchReport, count) = finished.removeValue(forKey: next) {
                output.write(text)
                report = report.merging(batchReport)
                linesWritten += count
                next += 1
                slots.signal()
            }
        }
    }

    /// One line mapped (its result, or `null` after an `invalidLine` issue).
    private static func mapLine(
        _ line: OwnedLine, maximumLineLength: Int, options: Options, context: MappingContext, drift: DriftRecorder?,
        report: inout ValidationReport
    ) -> JSON {
        let refusedRoot: ExpectedRoot = options.asObject ? .object : .any
        guard let bytes = line.bytes else {
            report.appendInvalidLine(line.number, context: context.identifier, problem: .tooLong(limit: maximumLineLength))
            drift?.refuse(.invalidJSON, expecting: refusedRoot)
            return .null
        }
        var payload: Payload
        do {
            payload = try Payload(parsing: bytes)
        } catch {
            report.appendInvalidLine(line.number, context: context.identifier, problem: .notJSON(error))
            drift?.refuse(.invalidJSON, expecting: refusedRoot)
            return .null
        }
        if let keyPath = options.keyPath {
            do {
                payload = try payload.selecting(keyPath)
            } catch {
                report.appendInvalidLine(line.number, context: context.identifier, problem: .withoutKeyPath(error))
                drift?.refuse(.keyPathNotFound, expecting: refusedRoot)
                return .null
            }
        }
        let asOneObject = options.asObject || payload.value.kind != .array
        var objects: [JSON] = []
        let lineReport = context.forEachJSONObject(from: payload, asOneObject: asOneObject, metadata: options.metadata) {
            objects.append($0)
        }
        drift?.observe(lineReport, expecting: expectedRoot(asOneObject: asOneObject))
        report.merge(lineReport, line: line.number)
        return asOneObject ? objects.first ?? .null : .array(objects)
    }

    /// The report after the lines: on standard error (text), as the last
    /// line of standard output (json), or into `--report FILE`. With a
    /// report file the result is flushed first, so whatever happens to the
    /// report, everything mapped is on standard output.
    private static func finishLines(
        _ report: ValidationReport, options: Options, reportFile: PendingFile?, lines: Int, output: inout StandardStream
    ) -> Int32 {
        let rendered = options.format == .json ? report.json.formatted() + "\n" : report.rendered(.text, limitHint: ToolMessage.limitHint)
        var diagnostics = StandardStream(descriptor: 2)
        guard var file = reportFile else {
            if options.format == .json { output.write(rendered) } else { diagnostics.write(rendered) }
            return MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
        }
        let outputWritten: Bool
        do {
            try output.flush()
            outputWritten = true
        } catch {
            outputWritten = false
        }
        do throws(FileWriteError) {
            do {
                try file.write(Array(rendered.utf8))
            } catch {
                file.discard()
                throw error
            }
            try file.commit()
        } catch {
            MappingsTool.print(.reportNotWritten(path: file.path, error, result: outputWritten ? .written(lines: lines) : .outputFailed))
            return MappingsTool.outputFailed
        }
        return MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
    }
}
