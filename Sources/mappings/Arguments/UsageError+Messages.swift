import MappingKit

extension UsageError {
    /// One sentence: what is wrong with the command line. The only place
    /// these are worded.
    var message: String {
        switch self {
        case .argumentNotUTF8(let bytes):
            "the argument $'\(MappingsTool.shortened(RawName.shell(bytes), limit: 200))' is not valid UTF-8: mappings reads "
                + "its arguments as UTF-8 text, in which each byte that is not would become '\u{FFFD}' and name another file"
        case .unknownSubcommand(let name, _):
            "unknown subcommand '\(MappingsTool.shortened(name))'"
        case .unknownOption(let option, _):
            "unknown option '\(MappingsTool.shortened(option))'"
        case .flagWithValue(let option):
            "\(option) takes no value"
        case .missingValue(let option, _):
            "\(option) needs a value"
        case .emptyContext:
            "--context is empty"
        case .invalidFormat(let value, let allowed):
            "--format takes \(allowed.dropLast().joined(separator: ", ") + (allowed.count > 1 ? " or " : "") + (allowed.last ?? "")), not '\(MappingsTool.shortened(value))'"
        case .invalidMaximumIssues(let value):
            "--max-issues takes a whole number of 0 or more, not '\(MappingsTool.shortened(value))'"
        case .invalidMetadata(let found):
            "--metadata takes a JSON object, not \(found)"
        case .metadataNotJSON(let error):
            "--metadata takes a JSON object, not invalid JSON (\(error.diagnostic.message))"
        case .invalidEnvironment:
            "--env takes TAG or NAME=VERSION items separated by commas, such as linux,api=2"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(MappingsTool.shortened(argument))'"
        case .missingMappingsFile(let subcommand):
            subcommand == "check" ? "check needs at least one .mappings file or folder" : "\(subcommand) needs a .mappings file"
        case .missingContext(_, let subcommand):
            "\(subcommand) needs --context ID"
        case .missingURL:
            "fetch needs a URL"
        case .invalidURL(let text):
            "'\(MappingsTool.shortened(text, limit: 200))' is not an absolute http or https URL"
        case .invalidMethod(let text):
            "--method takes GET, POST, PUT, PATCH, DELETE or HEAD, not '\(MappingsTool.shortened(text))'"
        case .invalidHeader(let text):
            "--header takes 'Name: value', not '\(MappingsTool.shortened(text))'"
        case .invalidHeaderName(let text):
            "--redact takes a header name, not '\(MappingsTool.shortened(text))'"
        case .headerLineBreak(let name?):
            "--header '\(name): …' has a line break (CR or LF) in its value, which would end the header there "
                + "and send the rest as other headers"
        case .headerLineBreak(nil):
            "--header has a line break (CR or LF), which would end the header there and send the rest as other headers"
        case .conflictingOptions(let first, let second):
            "\(first) and \(second) cannot be used together"
        case .dataNotAllowed(let method):
            "a \(method) request cannot send --data"
        case .invalidTimeout(let text):
            "--timeout takes a number of seconds greater than 0, not '\(MappingsTool.shortened(text))'"
        case .invalidMaximumBytes(let text):
            "--max-bytes takes a whole number of bytes greater than 0, not '\(MappingsTool.shortened(text))'"
        case .invalidMaximumPages(let text):
            "--max-pages takes a whole number of pages greater than 0, not '\(MappingsTool.shortened(text))'"
        case .outputIsInput(let path, let role):
            "standard output is '\(MappingsTool.shortened(path, limit: 200))', "
                + role.phrase + ": the shell emptied the file before mappings started"
        case .emptyPath(let option, let valueName):
            "\(option) is empty: it takes a \(valueName == "DIR" ? "folder" : "file") name"
        case .reportIsInput(let path, let role):
            "--report '\(MappingsTool.shortened(path, limit: 200))' is \(role.phrase): writing the report there would destroy it"
        case .driftIsInput(let path, let role):
            "--drift '\(MappingsTool.shortened(path, limit: 200))' is \(role.phrase): merging the drift summary into it would destroy it"
        case .pathTemplateMismatch(let template, let path):
            "--path-template '\(MappingsTool.shortened(template, limit: 200))' is not the URL's path "
                + "'\(MappingsTool.shortened(path, limit: 200))' with some segments written :name"
        case .reportsAndSummariesMixed(let report, let summary):
            "'\(MappingsTool.shortened(report, limit: 200))' is a report and '\(MappingsTool.shortened(summary, limit: 200))' "
                + "a drift summary: report merge merges reports or drift summaries, not both at once"
        case .summaryFormat(let format):
            "--format \(MappingsTool.shortened(format)) does not print drift summaries: merged, they are a drift summary, which is JSON"
        case .stampIsInput(let path, let file):
            "--stamp '\(MappingsTool.shortened(path, limit: 200))' is '\(MappingsTool.shortened(file, limit: 200))', "
                + "a file this run checks: writing the stamp there would destroy it"
        case .invalidJobs(let text):
            "--jobs takes a number of threads from 1 to 1024, not '\(MappingsTool.shortened(text))'"
        case .missingReportVerb:
            "report needs a verb: merge or drift"
        case .missingRecordings:
            "verify needs at least one recordings folder (fetch --record DIR) or HAR file"
        case .missingImportVerb:
            "import needs a verb: openapi"
        case .unknownImportVerb(let verb):
            "unknown import verb '\(MappingsTool.shortened(verb))': the verb is openapi"
        case .missingContract:
            "import openapi needs the vendor's OpenAPI document (JSON or YAML)"
        case .invalidIgnoredConstraint(let value, let allowed):
            "--ignore-constraint takes a schema keyword (\(allowed.joined(separator: ", "))), optionally =VALUE, not '\(MappingsTool.shortened(value))'"
        case .unknownReportVerb(let verb):
            "unknown report verb '\(MappingsTool.shortened(verb))': the verbs are merge and drift"
        case .missingReports:
            "report merge needs at least one report file"
        case .missingDriftSummaries:
            "report drift needs at least one drift summary file"
        case .invalidSince(let text):
            "--since takes an ISO 8601 date or date-time, not '\(MappingsTool.shortened(text))'"
        case .reportGivenTwice(let first, let again):
            first == again
                ? "'\(MappingsTool.shortened(first, limit: 200))' is given twice: its part would be counted twice"
                : "'\(MappingsTool.shortened(again, limit: 200))' is '\(MappingsTool.shortened(first, limit: 200))' again: its part would be counted twice"
        case .missingSample:
            "infer needs a sample payload (a file, or '-' for stdin) or --url URL"
        case .requiresOption(let option, let required):
            "\(option) goes with \(required)"
        case .invalidModelName(let name):
            "--name takes a Swift type name starting with a capital letter, not '\(MappingsTool.shortened(name))'"
        case .invalidModels(let value):
            "--models takes codable, mappable or none, not '\(MappingsTool.shortened(value))'"
        case .invalidAccess(let value):
            "--access takes internal, package or public, not '\(MappingsTool.shortened(value))'"
        case .invalidPrefix(let prefix):
            "--prefix takes the start of a Swift type name (a capital ASCII letter, then ASCII letters, digits or _), "
                + "not '\(MappingsTool.shortened(prefix))'"
        case .outputExists(let path):
            "'\(MappingsTool.shortened(path, limit: 200))' exists; infer does not overwrite a file without --force"
        case .modelNameTaken(let name, let type, let use):
            "--name \(name) would hide \(type), which the generated Swift uses (\(use))"
        case .outputIsSample(let path):
            "'\(MappingsTool.shortened(path, limit: 200))' is one of the samples: infer never writes over its samples, even with --force"
        case .outputFolderIsFile(let path, let isSample):
            "--out '\(MappingsTool.shortened(path, limit: 200))' is \(isSample ? "one of the samples" : "a file"), not a folder"
        case .outputIsLink(let path):
            "'\(MappingsTool.shortened(path, limit: 200))' is a symbolic link; infer never writes through one, "
                + "and replaces it (not what it leads to) only with --force"
        case .updateIsLink(let path, let target):
            "--update '\(MappingsTool.shortened(path, limit: 200))' is a symbolic link"
                + (target.map { " to '\(MappingsTool.shortened($0, limit: 200))'" } ?? "")
                + ": infer never writes through one"
        }
    }

    /// The likely fix, printed as a `note:`, when there is one.
    var note: String? {
        switch self {
        case .argumentNotUTF8(let bytes):
            return "rename the file to a UTF-8 name (mv $'\(MappingsTool.shortened(RawName.shell(bytes), limit: 200))' NEW-NAME), "
                + "or give the value in UTF-8"
        case .unknownSubcommand(_, let suggestions), .unknownOption(_, let suggestions):
            guard !suggestions.isEmpty else { return nil }
            return "did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        case .missingValue(let option, let valueName):
            if option == "--context" || option == "-c" {
                return "a context identifier starts with '$', which the shell expands: "
                    + "write it in single quotes, \(option) '$TweetModel'"
            }
            return "write \(option) \(valueName)"
        case .emptyContext:
            return "the shell replaced an unquoted or double-quoted $Name with nothing: "
                + "write the identifier in single quotes, --context '$TweetModel'"
        case .missingContext(let candidate?, _):
            return "did you mean --context '\(MappingsTool.shortened(candidate))'?"
        case .outputIsInput(let path, _):
            let shown = MappingsTool.shortened(path, limit: 200)
            return "mappings never writes its input files; write to another file, then move it: "
                + "mappings apply … > '\(shown).new' && mv '\(shown).new' '\(shown)'"
        case .emptyPath(let option, let valueName):
            return "an empty value is not taken for the current folder; name the \(valueName == "DIR" ? "folder" : "file")"
                + (valueName == "DIR" ? " (\(option) . for the current one)" : "") + ", or leave out \(option)"
        case .reportGivenTwice:
            return "give each part's report once"
        case .stampIsInput:
            return "the stamp is the build plugin's output: name a file of its work directory, --stamp .build/mappings-checked.swift"
        case .reportIsInput:
            return "mappings never writes over its inputs or its output; name another file: --report report.json"
        case .driftIsInput:
            return "mappings never writes over its inputs or its other outputs; name the file the run's drift "
                + "is kept in, the same one every run: --drift drift.json"
        case .pathTemplateMismatch:
            return "write the URL's path, a segment that varies as :name (a path starting with /, as many segments): "
                + "--path-template /repos/:owner/:repo/issues for https://api.github.com/repos/apple/swift/issues"
        case .reportsAndSummariesMixed:
            return "merge the reports (apply --format json, --report FILE) in one run and the drift summaries "
                + "(--drift FILE, DriftMonitor.write(to:)) in another"
        case .summaryFormat:
            return "leave out --format (or give --format json): the merged summary is printed as JSON"
        case .invalidURL:
            return "write the whole URL, with http:// or https://, in quotes if it has '&' or '?'"
        case .invalidHeader:
            return "write the name, a colon, then the value, in quotes: --header 'Accept: application/json'"
        case .invalidHeaderName:
            return "write the name alone, without a colon or a value: --redact X-Team-Token"
        case .headerLineBreak:
            return "give each header on one line, one --header for each (the value is not shown here)"
        case .conflictingOptions("--record", "--replay"):
            return "record a run first with --record DIR, then replay it with --replay DIR"
        case .dataNotAllowed:
            return "leave out --method (--data alone means POST), or use --method POST, PUT, PATCH or DELETE"
        case .invalidModelName(let name):
            let suggestion = SwiftNames.type(name)
            let shown = SwiftNames.reservedTypes.contains(suggestion) ? suggestion + "Model" : suggestion
            return "for example --name \(shown)"
        case .invalidAccess:
            return "--access public for models another module uses (a package's library target), else leave it out"
        case .invalidPrefix(let prefix):
            // `gh` → `GH`; a prefix with nothing to keep → `GH`.
            let kept = String(prefix.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(8)).uppercased()
            let shown = kept.first?.isLetter == true ? kept : "GH"
            return "for example --prefix \(shown), which names the models \(shown)Issue, \(shown)User…"
        case .outputExists, .outputIsLink:
            return "add --force to replace it, choose another --out DIR or --name NAME, "
                + "or add what it lacks with --update FILE"
        case .modelNameTaken(let name, _, _):
            return "choose another name, such as --name \(name)Model"
        case .outputIsSample:
            return "the samples and the files infer writes must be different files: copy the sample elsewhere, "
                + "or choose another --out DIR or --name NAME"
        case .outputFolderIsFile:
            return "--out takes the folder the files are written in: --out Sources/Models"
        case .updateIsLink(_, let target?):
            return "run --update on the file it leads to: --update '\(MappingsTool.shortened(target, limit: 200))'"
        case .updateIsLink(_, nil):
            return "run --update on the file the link leads to"
        case .missingRecordings:
            return "mappings verify Recordings/github-issues --routes Sources/Models/GitHub.routes.json --openapi api.github.com.yaml"
        case .missingImportVerb, .unknownImportVerb, .missingContract:
            return "mappings import openapi api.github.com.yaml --path '/repos/{owner}/{repo}/issues' -o Sources/Models"
        case .invalidIgnoredConstraint:
            return "for example --ignore-constraint maxLength=5000, or --ignore-constraint pattern for every pattern"
        case .missingSample:
            return "mappings infer events.json --name Event, or mappings infer --url https://api.example.com/events"
        case .missingDriftSummaries:
            return "give the files DriftMonitor.write(to:) or apply/fetch --drift FILE wrote: mappings report drift drift/*.json"
        case .invalidSince:
            return "write a date, --since 2026-12-01 (midnight UTC), or a date-time with its zone, --since 2026-12-01T08:00:00Z"
        case .invalidMetadata, .metadataNotJSON:
            return "write the object in single quotes: --metadata '{\"page\": 3}'; mappings read its keys as @metadata.page"
        case .flagWithValue, .invalidFormat, .invalidMaximumIssues, .invalidEnvironment, .unexpectedArgument,
            .missingMappingsFile, .missingContext, .missingURL, .invalidMethod, .invalidTimeout, .invalidMaximumBytes,
            .invalidMaximumPages, .conflictingOptions, .requiresOption, .invalidModels, .missingReportVerb, .unknownReportVerb, .invalidJobs,
            .missingReports:
            return nil
        }
    }

    /// `false` for a problem the usage line does not help with.
    var showsUsage: Bool {
        switch self {
        case .argumentNotUTF8, .outputIsInput, .outputExists, .reportIsInput, .driftIsInput, .reportsAndSummariesMixed, .stampIsInput,
            .outputIsSample, .outputIsLink, .updateIsLink,
            .modelNameTaken: false
        default: true
        }
    }
}

extension UsageError.Input {
    /// `the payload`, `the .mappings file`: what the file is to the command.
    var phrase: String {
        switch self {
        case .payload: "the payload"
        case .intoDocument: "the --into document"
        case .mappingsFile: "a .mappings file of the catalog"
        case .standardOutput: "the file standard output goes to"
        case .reportFile: "the --report file"
        case .requestBody: "the --data file"
        }
    }
}
