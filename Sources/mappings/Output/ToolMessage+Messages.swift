import MappingKit
import MappingKitHTTP

extension ToolMessage {
    /// How to keep more issues, said in the report after the count of
    /// issues left out (``ReportRenderer/limitHint``).
    static let limitHint = "keep more with --max-issues N"

    /// The message as printed, without a final newline: an `error:`,
    /// `note:` or `warning:` line, and the lines that go with it. The only
    /// place the tool's own messages are worded and laid out.
    var text: String {
        switch self {
        case .unmapped(let keys):
            guard !keys.isEmpty else { return "unmapped: every key of the payload was read" }
            var contexts: [String] = []
            var byContext: [String: [UnmappedKey]] = [:]
            for key in keys {
                if byContext[key.context] == nil { contexts.append(key.context) }
                byContext[key.context, default: []].append(key)
            }
            return contexts.map { context in
                let unread = byContext[context] ?? []
                let list = unread.enumerated().map { position, key in
                    "\(TerminalText.escaped(key.keyPath)) (in \(key.count) of \(key.total)\(position == 0 ? " objects" : ""))"
                }
                return "\(TerminalText.escaped(context)): \(unread.count) \(unread.count == 1 ? "key" : "keys") not read: "
                    + list.joined(separator: ", ")
            }.joined(separator: "\n")
        case .usage(let error, let synopsis, let help):
            var text = "error: " + error.message
            if let note = error.note { text += "\nnote: " + note }
            if error.showsUsage { text += "\nusage: " + synopsis + "\n  See '" + help + "' for more information." }
            return text
        case .diagnostic(let diagnostic):
            return diagnostic.rendered()
        case .invalidJSON(let error, let file):
            var diagnostic = error.inFile(file).diagnostic
            if case .tooDeep(let limit) = error.reason {
                // The library's advice names JSONParsingOptions, which the tool has no option for.
                diagnostic.suggestion = "mappings reads JSON nested at most \(limit) levels deep and has no option to raise it"
            }
            return diagnostic.rendered()
        case .keyPathNotFound(let error):
            return "error: \(error.description)\nnote: \(error.suggestion)"
        case .fetchFailed(let error):
            return "error: " + Self.oneLine(error.description(for: .commandLine))
        case .requestFailed(let method, let url, let error):
            return "error: \(method) \(Redactor().text(url.absoluteString)): " + Self.oneLine(error)
        case .outputFailed(let reason, let partial):
            let text = "error: cannot write standard output: \(reason)"
            return partial ? text + "\nnote: the result and the report were not written in full" : text
        case .standardInputClosed:
            return """
                error: cannot read standard input: it is closed or not open for reading
                note: name the payload file, or redirect it: mappings apply FILE --context ID < payload.json
                """
        case .inputUnreadable(let path, let error, let similarFile):
            let subject = path == "-" ? "standard input" : "'\(MappingsTool.shortened(path, limit: 200))'"
            let note = similarFile.map { "did you mean '\(MappingsTool.shortened($0, limit: 200))'?" } ?? error.suggestion
            return "error: cannot read \(subject): \(error.message)\nnote: \(note)"
        case .contextIsPath(let value, let kind):
            let what = switch kind {
            case .file: "is a file"
            case .folder: "is a folder"
            case .fileName: "looks like a file name"
            }
            return "note: '\(MappingsTool.shortened(value))' \(what): did the shell replace an unquoted $Name before it "
                + "with nothing? Write the identifier in single quotes: --context '$TweetModel'"
        case .emptyAnswer(let status):
            return "note: the server answered \(EndpointError.statusLine(status)) with no body; there was nothing to map"
        case .pagesLeft(let fetched, let next):
            return "warning: stopped at --max-pages \(fetched) with more pages left; the next one is \(Redactor().text(next.absoluteString))"
        case .pagesRepeated(let page, let next):
            return "warning: page \(page) names \(Redactor().text(next.absoluteString)) as the next page, which was fetched already: "
                + "the pages end there"
        case .checked(let file, let contexts):
            return "\(file): ok, \(contexts) context\(contexts == 1 ? "" : "s")"
        case .checkedThrough(let file, let importer):
            return "\(file): checked through \(importer), which imports it"
        case .stampNotWritten(let path, let error):
            return "error: cannot write the stamp '\(MappingsTool.shortened(path, limit: 200))': \(error.message)\n"
                + "note: every file is clean; the build will check them again\nnote: \(error.suggestion)"
        case .noMappingsInFolder(let folder, let skippedHidden):
            let name = MappingsTool.shortened(folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder, limit: 200)
            return "error: no .mappings file in '\(name)' or its subfolders\n"
                + (skippedHidden
                    ? "note: hidden files and folders (.build, .git) are not looked in; name one to check it: mappings check \(name)/.NAME"
                    : "note: name a folder that holds .mappings files, or the files themselves")
        case .folderUnreadable(let path, let error):
            return "error: cannot read the folder '\(MappingsTool.shortened(path, limit: 200))': \(error.message)\n"
                + "note: \(error == .permissionDenied ? "check the permissions of the folder (listing it needs read permission)" : error.suggestion)"
        case .folderLinkNotFollowed(let path):
            let name = MappingsTool.shortened(path, limit: 200)
            return "note: '\(name)' is a symbolic link to a folder, which check does not follow; "
                + "to check its files, name it: mappings check \(name)"
        case .noObjectsInSamples(let keyPath):
            let place = keyPath.map { "at --key-path \($0)" } ?? "at their root"
            return "error: the samples hold no JSON object \(place): there is nothing to infer a model from\n"
                + "note: give a sample whose root is an object or an array of objects, or --key-path to the part that is"
        case .inferenceFailed(let problems):
            var lines = ["error: the inferred file does not map the samples cleanly: this is a bug of mappings infer; nothing was written"]
            for problem in problems {
                switch problem {
                case .doesNotLoad(let diagnostics):
                    lines.append("note: the inferred file does not load")
                    lines += diagnostics.map { $0.rendered() }
                case .sampleIssues(let sample, let report):
                    lines.append("note: applying it to \(sample) gave \(report.errorCount) error issue\(report.errorCount == 1 ? "" : "s"):")
                    lines.append(report.rendered(.text))
                case .modelMismatch(let context, let expected, let found):
                    lines.append("note: \(context) and its model disagree: expected \(expected.joined(separator: ", ")); found \(found.joined(separator: ", "))")
                }
            }
            lines.append("note: please report it with the samples; meanwhile --models none, or fewer samples, may get past it")
            return lines.joined(separator: "\n")
        case .elementsLeftOut(let sample, let count, let index, let kind):
            return "warning: \(sample): \(count) element\(count == 1 ? "" : "s") of the root array \(count == 1 ? "is" : "are") not an object "
                + "(the first at [\(index)], a \(kind)): left out; apply reports \(count == 1 ? "it" : "them") as invalidElement"
        case .progress(let bytes, let total, let lines, let issues, let elapsed):
            var text = "mapped " + Self.size(bytes)
            if let total, total > 0 {
                let fraction = min(1, Double(bytes) / Double(total))
                text += " of \(Self.size(total)) (\(Int(fraction * 100))%"
                if fraction > 0.01 { text += ", about \(Int((elapsed / fraction - elapsed).rounded())) s left" }
                text += ")"
            }
            let rate = elapsed > 0 ? Int(Double(lines) / elapsed) : 0
            return text + ", \(lines) lines (\(rate) a second), \(issues) issue\(issues == 1 ? "" : "s")"
        case .pagesProgress(let pages, let bytes, let elapsed):
            return "fetched \(pages) page\(pages == 1 ? "" : "s") (\(Self.size(bytes))) in \(Int(elapsed)) s"
        case .notAReport(let path, let reason):
            return "error: \(MappingsTool.shortened(path, limit: 200)): \(reason)"
        case .reportIsNotDrift(let path):
            return "error: \(MappingsTool.shortened(path, limit: 200)): a validation report, not a drift summary: "
                + "a report names no context it was mapped with, no source and no time, so its issues cannot be fingerprinted by payload\n"
                + "note: map the payloads with 'mappings apply … --drift FILE' (or fetch --drift FILE) and give FILE; "
                + "merge reports with 'mappings report merge'"
        case .updateUnreadable(let path):
            return "error: cannot update '\(MappingsTool.shortened(path, limit: 200))': it is not an object of contexts\n"
                + "note: run mappings check on it first; --update edits a file whose top level is an object of \"$Name\": { … } contexts"
        case .notADriftSummary(let path, let problem, let reader):
            let shown = MappingsTool.shortened(path, limit: 200)
            let what: String = switch problem {
            case .notJSON(let error): "it is not JSON (\(error.diagnostic.message))"
            case .notAnObject(let found): "it is JSON but \(found), not an object with \"windows\""
            case .noWindows(true): "it is a validation report (apply --format json, --report FILE)"
            case .noWindows(false): "it is a JSON object without \"windows\", which every drift summary has"
            case .invalidWindows(let place, .missing): "its \(place) is missing"
            case .invalidWindows(let place, .wrongType(let expected)): "its \(place) is not \(expected)"
            case .invalidWindows(let place, .invalid(let reason)): "its \(place) is not valid: \(reason)"
            }
            let note = switch reader {
            case .driftOption: "the file was left as it is; give --drift a file of its own, which the first run creates"
            case .merge: "give report merge the files apply or fetch --drift FILE, DriftMonitor.write(to:) or report merge wrote"
            case .listing: "give report drift the files apply or fetch --drift FILE, DriftMonitor.write(to:) or report merge wrote"
            }
            return "error: '\(shown)' is not a drift summary: \(what)\nnote: \(note)"
        case .driftNotWritten(let path, let error, let result):
            let what = switch result {
            case .notStarted: "nothing was read, mapped or sent"
            case .mapped: "the result and the report are written; this run's drift was not merged, the file is as it was"
            }
            return "error: cannot write the drift summary to '\(MappingsTool.shortened(path, limit: 200))': \(error.message)\n"
                + "note: \(what)\nnote: \(error.suggestion)"
        case .reportNotWritten(let path, let error, let result):
            let what = switch result {
            case .notStarted: "nothing was read or mapped"
            case .written(let lines): "the result is on standard output in full (\(lines) \(lines == 1 ? "line" : "lines")); the report was not written"
            case .outputFailed: "standard output failed too: neither the result nor the report was written in full"
            }
            return "error: cannot write the report to '\(MappingsTool.shortened(path, limit: 200))': \(error.message)\n"
                + "note: \(what)\nnote: \(error.suggestion)"
        case .noKeysInSamples(let keyPath):
            let place = keyPath.map { "at --key-path \(MappingsTool.shortened($0))" } ?? "at their root"
            return "error: the samples' objects \(place) have no keys (like {}): there is nothing to infer\n"
                + "note: give a sample whose objects hold the keys the API sends, or --key-path to a part that holds them"
        case .importFailed(let error):
            return error.description
        case .verifyInputInvalid(let text):
            return text
        case .importedFileDoesNotLoad(let diagnostics):
            let lines = ["error: the .mappings file imported from the contract does not load: this is a bug of mappings import; nothing was written"]
            return (lines + diagnostics.map { $0.rendered() }).joined(separator: "\n")
        case .inferenceNotWritten(let path, let reason, let suggestion, let unchanged, let written, let verb):
            func list(_ paths: [String]) -> String {
                paths.map { "'\(MappingsTool.shortened($0, limit: 200))'" }.joined(separator: " and ")
            }
            var text = "error: cannot write '\(MappingsTool.shortened(path, limit: 200))': \(reason)\n"
            if written.isEmpty {
                text += "note: nothing was written" + (unchanged.isEmpty ? "" : ": \(verb) writes \(list([path] + unchanged)) together or not at all")
            } else {
                text += "note: \(list(written)) \(written.count == 1 ? "was" : "were") written and could not be put back"
            }
            return text + "\nnote: " + suggestion
        }
    }

    /// `12.3 MB`, `1.1 GB`, `512 bytes`.
    static func size(_ bytes: Int) -> String {
        switch bytes {
        case ..<1_000: "\(bytes) bytes"
        case ..<1_000_000: String(format: "%.1f kB", Double(bytes) / 1e3)
        case ..<1_000_000_000: String(format: "%.1f MB", Double(bytes) / 1e6)
        default: String(format: "%.2f GB", Double(bytes) / 1e9)
        }
    }

    /// `text` on one line: a line break and the blanks around it (a status
    /// error's body excerpt has them) become one space.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        var line = ""
        var pending = ""
        var broken = false
        for character in text {
            if character.isNewline {
                broken = true
            } else if character.isWhitespace {
                pending.append(character)
            } else {
                line += broken ? " " : pending
                pending = ""
                broken = false
                line.append(character)
            }
        }
        return line
    }
}
