import Foundation
import MappingKit
import MappingKitHTTP

/// A line (or a few) the tool prints about a run, besides the result and
/// the report: an `error:` that ends it, a `note:` that helps, a
/// `warning:`. Each case carries the facts; the words are in
/// `ToolMessage+Messages.swift`, the only place they are written, and
/// ``MappingsTool/print(_:)`` is the one way they reach standard error.
///
/// ```swift
/// MappingsTool.print(.outputFailed(reason: error.reason, partial: true))
/// // error: cannot write standard output: No space left on device
/// // note: the result and the report were not written in full
/// ```
enum ToolMessage: Sendable {
    /// What `--context` named when it names no context and is not a `$`
    /// identifier: the shell replaced an unquoted `$TweetModel` with nothing,
    /// so `--context` took the next argument, the payload's path.
    enum ContextValue: Sendable, Hashable { case file, folder, fileName }

    // MARK: Worded by other layers, laid out here

    /// A bad command line: the error, its likely fix, the command's usage
    /// line and where its help is.
    case usage(UsageError, synopsis: String, help: String)
    /// A diagnostic of the library (a `.mappings` problem, invalid JSON),
    /// compiler-style.
    case diagnostic(Diagnostic)
    /// A payload, a document or a report that is not JSON, in `file`: the
    /// parser's diagnostic, its advice said in the tool's terms.
    case invalidJSON(JSONParseError, file: String)
    /// `--key-path` is not in the payload.
    case keyPathNotFound(PayloadSelectionError)
    /// `fetch`: the request failed (status, content type, size, deadline,
    /// transport), or the `--replay` recordings cannot be read.
    case fetchFailed(EndpointError)
    /// `fetch`: a failure that is not an ``EndpointError``, with the request.
    case requestFailed(method: String, url: URL, error: String)

    // MARK: Worded here

    /// Standard output could not be written (`reason` is the system's);
    /// `partial` when a result and a report were being written.
    case outputFailed(reason: String, partial: Bool)
    /// The payload is standard input, and standard input is closed.
    case standardInputClosed
    /// A payload or document could not be read; `path` is `-` for standard
    /// input; `similarFile` is a file of a close name beside a missing one.
    case inputUnreadable(path: String, FileReadError, similarFile: String?)
    /// `--context payload.json`: see ``ContextValue``.
    case contextIsPath(String, ContextValue)
    /// `fetch` got a success with no body: nothing was mapped.
    case emptyAnswer(status: Int)
    /// `--max-pages` stopped the fetch with a page left.
    case pagesLeft(fetched: Int, next: URL)
    /// `--all-pages`: page `page` named as its next page one fetched
    /// already; the pages ended there.
    case pagesRepeated(page: Int, next: URL)
    /// `check`: the file loads; written on standard output.
    case checked(file: String, contexts: Int)
    /// `check`: a FILE another FILE imports, checked through it.
    case checkedThrough(file: String, importer: String)
    /// `check --stamp FILE` could not be written.
    case stampNotWritten(path: String, FileWriteError)
    /// `check DIR`: the folder and its subfolders hold no `.mappings`
    /// file; `skippedHidden` when hidden entries were left out.
    case noMappingsInFolder(folder: String, skippedHidden: Bool)
    /// `check DIR`: a folder of the walk could not be listed.
    case folderUnreadable(path: String, FileReadError)
    /// `check DIR`: a symbolic link to a folder, not followed.
    case folderLinkNotFollowed(path: String)
    /// `--unmapped`: the payload's keys no entry read, a line per context
    /// (none: a line saying so).
    case unmapped([UnmappedKey])
    /// `infer`: the samples (at `--key-path`) hold no object at the root.
    case noObjectsInSamples(keyPath: String?)
    /// `infer`: elements of a sample's root array that are not objects,
    /// left out: how many, the first one's index and kind.
    case elementsLeftOut(sample: String, count: Int, index: Int, kind: String)
    /// `infer`: its own output failed its self-check (a bug of the inferrer).
    case inferenceFailed([SelfCheck.Problem])
    /// The progress line of a long run (``ProgressLine``): bytes read (of
    /// `total` when known), lines mapped, issues so far, seconds elapsed.
    case progress(bytes: Int, total: Int?, lines: Int, issues: Int, elapsed: Double)
    /// The progress line of `fetch --all-pages`: pages fetched, bytes received.
    case pagesProgress(pages: Int, bytes: Int, elapsed: Double)
    /// `report merge`: the file is JSON but not a report; `reason` is the
    /// library's ``ReportReadingError`` description.
    case notAReport(path: String, reason: String)
    /// `report drift`: the file is a validation report (`apply --format
    /// json`, `--report FILE`), not a drift summary.
    case reportIsNotDrift(path: String)
    /// `infer --update`: the file is not a `.mappings` file it can edit.
    case updateUnreadable(path: String)
    /// `--report FILE` could not be made or written: why, and what became
    /// of the result.
    case reportNotWritten(path: String, FileWriteError, result: ReportResult)

    /// `--drift FILE`, a file of `report merge` meant as a drift summary,
    /// or a file of `report drift` holds something else; `--drift`'s is
    /// left as it was.
    case notADriftSummary(path: String, DriftSummaryReading.Problem, readBy: SummaryReader)
    /// `--drift FILE` could not be made or written: why, and what became
    /// of the run.
    case driftNotWritten(path: String, FileWriteError, result: DriftResult)

    /// What read a file that should have been a drift summary: what the note suggests.
    enum SummaryReader: Sendable, Hashable {
        /// `apply`/`fetch --drift FILE`.
        case driftOption
        /// `report merge`.
        case merge
        /// `report drift`.
        case listing
    }

    /// What became of the run when its drift could not be merged into `--drift FILE`.
    enum DriftResult: Sendable, Hashable {
        /// Nothing was read, mapped or sent: the file was checked first.
        case notStarted
        /// The payloads were mapped and the output written; the file is as it was.
        case mapped
    }

    /// What standard output holds when the report could not be written.
    enum ReportResult: Sendable, Hashable {
        /// Nothing was read or mapped: the report's file was checked first.
        case notStarted
        /// Every line mapped, in full.
        case written(lines: Int)
        /// Standard output failed too.
        case outputFailed
    }
    /// `infer`: the samples' objects are all empty (`{}`): no key to infer from.
    case noKeysInSamples(keyPath: String?)
    /// `infer`: the file at `path` could not be written (`reason` and
    /// `suggestion`, a ``FileWriteError``'s); of the files to be written
    /// with it, `unchanged` are as they were, `written` could not be put back.
    case inferenceNotWritten(path: String, reason: String, suggestion: String, unchanged: [String], written: [String], verb: String = "infer")
    /// `verify`: a HAR file or a routes file is not one (its worded problem).
    case verifyInputInvalid(String)
    /// `import`: the contract cannot be imported (``ImportError``).
    case importFailed(ImportError)
    /// `import`: the `.mappings` file written from the contract does not
    /// load (a bug of the import): the loader's diagnostics.
    case importedFileDoesNotLoad([Diagnostic])

    /// The note for a `--context` value that names no context, when it
    /// looks like a path: an existing file or folder, or a `.json` name.
    static func contextHint(_ value: String) -> ToolMessage? {
        guard !value.hasPrefix("$") else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory) {
            return .contextIsPath(value, isDirectory.boolValue ? .folder : .file)
        }
        return value.hasSuffix(".json") ? .contextIsPath(value, .fileName) : nil
    }
}
