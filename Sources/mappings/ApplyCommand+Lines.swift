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
        while true {
            let next: JSONLinesReader.Line?
            do {
                next = try reader.next()
            } catch {
                MappingsTool.print(.inputUnreadable(path: path, FileReadError(errorNumber: error.code), similarFile: nil))
                return MappingsTool.invalidInput
            }
            guard let line = next else { break }
            guard !line.isBlank else { continue }
            output.write(mapLine(line, reader: reader, options: options, context: context, report: &report).formatted() + "\n")
            if output.failure != nil { break }
        }
        return finishLines(report, options: options, output: &output)
    }

    /// One line mapped (its result, or `null` after an `invalidLine` issue).
    private static func mapLine(_ line: JSONLinesReader.Line, reader: JSONLinesReader, options: Options, context: MappingContext, report: inout ValidationReport) -> JSON {
        guard let bytes = line.bytes else {
            report.appendInvalidLine(line.number, context: context.identifier, problem: .tooLong(limit: reader.maximumLineLength))
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
