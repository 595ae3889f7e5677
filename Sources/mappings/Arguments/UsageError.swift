import MappingKit

/// What is wrong with a command line: a case per problem, with the text the
/// user typed. Worded once, in `UsageError+Messages.swift`; printed with the
/// command's usage line by ``MappingsTool/fail(_:synopsis:help:)``
/// (``ToolMessage/usage(_:synopsis:help:)``); exit 64.
enum UsageError: Error, Sendable, Hashable {
    /// An argument whose bytes are not valid UTF-8 (a file name such as
    /// `caf\xE9.json`): read as text it would name another file.
    case argumentNotUTF8([UInt8])
    /// `mappings chek`: no such subcommand; close names.
    case unknownSubcommand(String, suggestions: [String])
    /// `--contxt`: no such option for this subcommand; close names.
    case unknownOption(String, suggestions: [String])
    /// `--object=yes`: a flag takes no value.
    case flagWithValue(option: String)
    /// `--context` at the end of the line, or followed by another option.
    case missingValue(option: String, valueName: String)
    /// `--context ''`: the shell replaced `"$TweetModel"` with nothing.
    case emptyContext
    /// `--format xml`, or a form the subcommand does not print (`check --format json`).
    case invalidFormat(String, allowed: [String])
    /// `--max-issues -1`.
    case invalidMaximumIssues(String)
    /// `--env api=`.
    case invalidEnvironment(String)
    /// `--metadata` that is JSON but not an object: `found` is the value's
    /// summary (`array of 2`).
    case invalidMetadata(found: String)
    /// `--metadata` that is not JSON.
    case metadataNotJSON(JSONParseError)
    /// A positional argument past the last one the subcommand takes.
    case unexpectedArgument(String)
    /// `mappings apply` or `mappings check` without a `.mappings` file.
    case missingMappingsFile(subcommand: String)
    /// `mappings apply FILE` (or `fetch`) without `--context`; `candidate` is
    /// a positional argument that looks like a context identifier (`$TweetModel`).
    case missingContext(candidate: String?, subcommand: String = "apply")
    /// `mappings fetch FILE --context ID` without a URL.
    case missingURL
    /// `mappings fetch … ftp://x`: not an absolute http or https URL.
    case invalidURL(String)
    /// `--method TRACE`.
    case invalidMethod(String)
    /// `--header 'Accept'`: no colon, or an empty name.
    case invalidHeader(String)
    /// `--redact 'X Key'`: not a header name.
    case invalidHeaderName(String)
    /// `--header` with a line break (CR or LF): `name` is the header's name
    /// when it is one; the value is never shown.
    case headerLineBreak(name: String?)
    /// Two options that cannot go together (`--record` and `--replay`).
    case conflictingOptions(String, String)
    /// `--data` with `--method GET` or `HEAD`.
    case dataNotAllowed(method: String)
    /// `--timeout 0`, `--timeout soon`.
    case invalidTimeout(String)
    /// `--max-bytes 0`.
    case invalidMaximumBytes(String)
    /// `--max-pages 0`.
    case invalidMaximumPages(String)
    /// Standard output is one of the input files (`--into doc.json > doc.json`):
    /// the shell emptied it before the tool started.
    case outputIsInput(path: String, role: Input)
    /// `--jobs 0`.
    case invalidJobs(String)
    /// `mappings report` without `merge`.
    case missingReportVerb
    /// `mappings verify` without a recordings folder or HAR file.
    case missingRecordings
    /// `mappings import` without `openapi`.
    case missingImportVerb
    /// `mappings import swagger`: `openapi` is the only verb.
    case unknownImportVerb(String)
    /// `mappings import openapi` without a document.
    case missingContract
    /// `--ignore-constraint` naming no constraint keyword of a schema.
    case invalidIgnoredConstraint(String, allowed: [String])
    /// `mappings report sum`: `merge` is the only verb.
    case unknownReportVerb(String)
    /// `mappings report merge` without a report file.
    case missingReports
    /// `mappings report drift` without a summary file.
    case missingDriftSummaries
    /// `report drift --since yesterday`: not an ISO 8601 date or date-time.
    case invalidSince(String)
    /// `mappings report merge a.json ./a.json`: one part would count twice.
    case reportGivenTwice(first: String, again: String)
    /// `mappings infer` with no sample and no `--url`.
    case missingSample
    /// An option given without the one it depends on (`--dry-run` without
    /// `--update`, `--header` without `--url`).
    case requiresOption(String, requires: String)
    /// `--name` that is not a Swift type name starting with a capital
    /// letter (`status`, `My-Model`, `Self`).
    case invalidModelName(String)
    /// `--models swiftdata`.
    case invalidModels(String)
    /// `--access private`: not `internal`, `package` or `public`.
    case invalidAccess(String)
    /// `--prefix gh`, `--prefix ''`: not the start of a Swift type name
    /// (a capital ASCII letter, then ASCII letters, digits or `_`).
    case invalidPrefix(String)
    /// `mappings infer` would overwrite this file (without `--force`).
    case outputExists(path: String)
    /// `infer --name URL` when the generated Swift uses that type (`type`:
    /// whose it is, `Foundation's URL`; `use`: where, `the type of $Repo.homepage`).
    case modelNameTaken(String, type: String, use: String)
    /// `mappings infer` would write over one of its samples (even with `--force`).
    case outputIsSample(path: String)
    /// `infer --out FILE`: a file, not a folder (`isSample`: one of the samples).
    case outputFolderIsFile(path: String, isSample: Bool)
    /// `mappings infer` would replace this symbolic link (without `--force`):
    /// it never writes through one.
    case outputIsLink(path: String)
    /// `infer --update LINK`: the file (or its Swift file) is a symbolic
    /// link, which infer does not write through; `target` is where it leads.
    case updateIsLink(path: String, target: String?)

    /// `--report ''`, `-o ''`: an option naming a file or a folder given
    /// an empty value, which would mean the current folder.
    case emptyPath(option: String, valueName: String)
    /// `--report FILE` names a file the command reads, or the one standard
    /// output goes to: writing the report would destroy it.
    case reportIsInput(path: String, role: Input)

    /// `--drift FILE` names a file the command reads, another file it
    /// writes (`--report`), or the one standard output goes to: merging the
    /// drift summary there would destroy it.
    case driftIsInput(path: String, role: Input)
    /// `fetch --path-template` that is not the URL's path with some
    /// segments written `:name`.
    case pathTemplateMismatch(template: String, path: String)
    /// `report merge` given both reports and drift summaries: the first of each.
    case reportsAndSummariesMixed(report: String, summary: String)
    /// `report merge --format text` of drift summaries: they merge into a
    /// summary, which is JSON.
    case summaryFormat(String)

    /// `check --stamp FILE` names a file the run checks (or one they import).
    case stampIsInput(path: String, file: String)

    /// An input file of `apply` (or the file standard output goes to, or
    /// `--report`'s, or `fetch --data @FILE`'s).
    enum Input: Sendable, Hashable { case payload, intoDocument, mappingsFile, standardOutput, reportFile, requestBody }
}
