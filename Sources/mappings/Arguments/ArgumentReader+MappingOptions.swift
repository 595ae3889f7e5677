import MappingKit

/// The options `apply` and `fetch` share, declared once, as
/// swift-argument-parser's `@OptionGroup` declares a group: each option's
/// name, value and help here, and how its value is read below. A command
/// lists them among its own options, in the order its help shows them:
///
/// ```swift
/// static let reader = ArgumentReader(options: [.context, .keyPath, .object, .maximumIssues, .environment, .format])
/// let context = try read.context(subcommand: "apply")
/// ```
///
/// `check` shares ``environment`` too.
extension ArgumentReader.Option {
    static let context = value("context", short: "c", "ID", help: """
        The context to apply (required); quote it, as in
        -c '$TweetModel', or the shell expands the '$'.
        """)

    static let keyPath = value("key-path", short: "k", "PATH", help: """
        Map only that part of the payload (e.g. artists.items);
        paths in the report start there.
        """)

    static let maximumIssues = value("max-issues", "N", help: """
        Keep at most N issues in the report (default 1000; 0
        keeps none); the rest are counted, so the totals and
        the summary stay exact, and the output says how many
        were left out.
        """)

    static let environment = value("env", "TAG,NAME=VERSION", help: "Selector environment, added to the platform's tags.")

    static let format = value("format", short: "f", "text|json|github|sarif", help: """
        text (default): the result on stdout, the report on
        stderr, so a pipe into jq reads the result alone.
        json: one object on stdout, {"result", "issues",
        "summary", "issuesOmitted"}; fetch adds "http":
        {"status", "url", "pages"}.
        github: a GitHub Actions annotation per problem and
        issue, at its line of the .mappings file (stdout).
        sarif: a SARIF 2.1.0 log of them for code scanning
        (stdout). Neither prints the result.
        """)

    /// `report merge`'s `--format`: the merged report as text or JSON.
    static let reportFormat = value("format", short: "f", "text|json", help: """
        text (default) or json: the merged report, in the form
        'apply --format' gives it.
        """)

    /// `report drift`'s `--format`: the listing in five forms.
    static let driftFormat = value("format", short: "f", "text|json|github|sarif|html", help: """
        text (default): a block per fingerprint. json: one
        object, {"fingerprints", "windows", "other", …}.
        github: a GitHub Actions warning per fingerprint at
        its line of the .mappings file. sarif: a SARIF 2.1.0
        log of them. html: one self-contained page (inline
        CSS, SVG sparklines, no network), the table by impact.
        """)

    /// `report drift --since DATE`.
    static let since = value("since", "DATE", help: """
        List only fingerprints first seen at or after DATE
        (new since then): an ISO 8601 date, 2026-12-01
        (midnight UTC), or date-time, 2026-12-01T08:00:00Z.
        """)

    /// `report drift --new-since FILE`.
    static let newSince = value("new-since", "FILE", help: """
        List only fingerprints absent from the drift summary
        FILE (an earlier one): what is new since it.
        """)

    /// `check`'s `--format`: no result and no JSON report, so three forms.
    static let checkFormat = value("format", short: "f", "text|github|sarif", help: """
        text (default): problems compiler-style on stderr.
        github: a GitHub Actions annotation per problem, at
        its line (stdout). sarif: a SARIF 2.1.0 log (stdout).
        """)
}

/// The shared options' values, read the same way for every command.
extension ArgumentReader.Arguments {
    /// `--context`, required and not empty. Without it, a positional after
    /// the `.mappings` file that looks like an identifier (`$TweetModel`) is
    /// named in the error: the user forgot `--context` before it.
    func context(subcommand: String) throws(UsageError) -> String {
        guard let context = self[ArgumentReader.Option.context.name] else {
            throw .missingContext(
                candidate: positionals.dropFirst().first { $0.hasPrefix("$") && $0.count > 1 }, subcommand: subcommand)
        }
        guard !context.isEmpty else { throw .emptyContext }
        return context
    }

    /// `--key-path`, or `nil`.
    var keyPath: String? { self[ArgumentReader.Option.keyPath.name] }

    /// `--env` added to the platform's environment; the platform's without it.
    func environment() throws(UsageError) -> MappingEnvironment {
        guard let list = self[ArgumentReader.Option.environment.name] else { return .current }
        guard let environment = MappingEnvironment.current.adding(list) else { throw .invalidEnvironment(list) }
        return environment
    }

    /// `--format`, one of `allowed`, or `nil` when not given.
    func format(allowed: [OutputFormat] = OutputFormat.mapping) throws(UsageError) -> OutputFormat? {
        guard let text = self[ArgumentReader.Option.format.name] else { return nil }
        guard let format = OutputFormat(rawValue: text), allowed.contains(format) else {
            throw .invalidFormat(text, allowed: allowed.map(\.rawValue))
        }
        return format
    }

    /// `--max-issues`, or `nil` when not given.
    func maximumIssues() throws(UsageError) -> Int? {
        guard let text = self[ArgumentReader.Option.maximumIssues.name] else { return nil }
        guard let count = Int(text), count >= 0 else { throw .invalidMaximumIssues(text) }
        return count
    }
}
