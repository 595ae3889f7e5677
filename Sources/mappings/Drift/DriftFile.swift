import Foundation
import MappingKit

/// `apply --drift FILE`, `fetch --drift FILE`: the drift summary a run's
/// window is merged into. Checked and made before anything is read or
/// sent: refused when it is an input or another output of the run (exit
/// 64), or when it holds something other than a drift summary (exit 2,
/// the file left as it was); a temporary file beside it (``PendingFile``)
/// is made at once, so a path that cannot be written is found first (exit
/// 74). At the end, ``commit()`` reads the file again (a run may be long),
/// merges the run's window into it (``DriftSummary/merged(with:)``: one
/// window per id) and renames the temporary file over it.
///
/// ```swift
/// var drift = try options.driftFile.map { path throws(ExitStatus) in
///     try DriftFile.prepare(path, for: ApplyCommand.self, inputs: [(.payload, options.payload)], context: "$Event",
///                           source: ReportSource(label: "events.jsonl"))
/// }
/// // … each payload: drift?.recorder.observe(report, expecting: .array) …
/// if let failed = drift?.commit() { return failed }
/// ```
struct DriftFile {
    /// The path given.
    let path: String
    /// What the run's payloads are observed through.
    let recorder: DriftRecorder
    private var pending: PendingFile?

    /// Checks `path` against the run's files (its inputs, and its other
    /// outputs: `--report`), reads what it holds, and makes
    /// its temporary file. Exit 64 (an input or an output), 2 (not a drift
    /// summary), 74 (cannot be written), after a message.
    static func prepare(
        _ path: String, for command: any Subcommand.Type, inputs: [(UsageError.Input, String?)], context: String,
        source: ReportSource
    ) throws(ExitStatus) -> DriftFile {
        for (role, input) in inputs {
            guard let input, input != "-", InputFile.isSameFile(path, input) else { continue }
            throw ExitStatus(command.fail(.driftIsInput(path: path, role: role)))
        }
        if InputFile.isStandardOutput(path) {
            throw ExitStatus(command.fail(.driftIsInput(path: path, role: .standardOutput)))
        }
        _ = try existingSummary(at: path)
        do {
            let pending = try PendingFile(path: path)
            return DriftFile(path: path, recorder: DriftRecorder(monitor: DriftMonitor(), context: context, source: source), pending: pending)
        } catch {
            MappingsTool.print(.driftNotWritten(path: path, error, result: .notStarted))
            throw ExitStatus(MappingsTool.outputFailed)
        }
    }

    /// Merges the run's window into the file, atomically: `nil`, or the
    /// exit status after a message (74: it could not be written; 2: the
    /// file was replaced by something that is not a drift summary during
    /// the run). A run that observed no payload leaves the file as it was.
    mutating func commit() -> Int32? {
        guard var file = pending else { return nil }
        pending = nil
        guard recorder.observedAny else {
            file.discard()
            return nil
        }
        let existing: DriftSummary
        do throws(ExitStatus) {
            existing = try Self.existingSummary(at: path)
        } catch {
            file.discard()
            return error.code
        }
        let merged = existing.merged(with: recorder.monitor.closeWindow())
        do throws(FileWriteError) {
            // Encoding a summary of strings, whole numbers and dates does not
            // fail; if it did, the file is left as it was, never emptied.
            guard let encoded = try? merged.json() else {
                file.discard()
                throw FileWriteError.writeFailed(code: EINVAL)
            }
            let bytes = Array(encoded) + [UInt8(ascii: "\n")]
            do {
                try file.write(bytes)
            } catch {
                file.discard()
                throw error
            }
            try file.commit()
        } catch {
            MappingsTool.print(.driftNotWritten(path: path, error, result: .mapped))
            return MappingsTool.outputFailed
        }
        return nil
    }

    /// Gives up: the temporary file is removed, the file left as it was.
    mutating func discard() {
        pending?.discard()
        pending = nil
    }

    /// What the file at `path` holds: an empty summary when there is no
    /// file, an empty one, or a device or a FIFO (`/dev/null`, never read);
    /// exit 2 after a message when it cannot be read or is not a drift summary.
    static func existingSummary(at path: String) throws(ExitStatus) -> DriftSummary {
        let empty = DriftSummary(windows: [])
        guard (try? FileReader.kind(atPath: path)) == .regular else { return empty }
        let bytes: [UInt8]
        do throws(FileReadError) {
            bytes = try FileReader.read(path: path, allowing: [.regular], maximumSize: InputFile.maximumSize)
        } catch {
            MappingsTool.print(.inputUnreadable(path: path, error, similarFile: nil))
            throw .invalidInput
        }
        guard bytes.contains(where: { !Self.isWhitespace($0) }) else { return empty }
        switch DriftSummaryReading.read(bytes) {
        case .summary(let summary):
            return summary
        case .notASummary(let problem):
            MappingsTool.print(.notADriftSummary(path: path, problem, readBy: .driftOption))
            throw .invalidInput
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
