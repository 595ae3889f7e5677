/// What is wrong with a command line: a case per problem, with the text the
/// user typed. Worded once, in `UsageError+Messages.swift`; printed with the
/// command's usage line by ``MappingsTool/fail(_:usage:help:)``; exit 64.
enum UsageError: Error, Sendable, Hashable {
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
    /// `--format xml`.
    case invalidFormat(String)
    /// `--max-issues -1`.
    case invalidMaximumIssues(String)
    /// `--env api=`.
    case invalidEnvironment(String)
    /// A positional argument past the last one the subcommand takes.
    case unexpectedArgument(String)
    /// `mappings apply` or `mappings check` without a `.mappings` file.
    case missingMappingsFile(subcommand: String)
    /// `mappings apply FILE` without `--context`; `candidate` is a positional
    /// argument that looks like a context identifier (`$TweetModel`).
    case missingContext(candidate: String?)
    /// Standard output is one of the input files (`--into doc.json > doc.json`):
    /// the shell emptied it before the tool started. `role` is
    /// `the payload` or `the --into document`.
    case outputIsInput(path: String, role: String)
}
