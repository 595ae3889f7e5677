/// Every sentence a report prints, worded once: ``ValidationReport/description``,
/// ``ValidationReport/omissionNote``, ``ValidationError/description`` and
/// ``ValidationReport/rendered(_:limitHint:)`` all read them from here.
extension ValidationReport {
    /// What the text rendering says after the count of issues left out:
    /// how to keep more through the library.
    public static let defaultLimitHint = "raise the limit with MappingContext.limitingIssues(to:)"

    /// The text rendering of a report without issues.
    static let noIssuesLine = "no issues"

    /// The heading of the summary in the text rendering.
    static let summaryHeading = "summary:"

    /// `4 issues (3 errors, 1 warning):`, the first line of the text rendering.
    var countLine: String {
        "\(issueCount) \(Self.plural(issueCount, "issue")) (\(errorCount) \(Self.plural(errorCount, "error")), "
            + "\(warningCount) \(Self.plural(warningCount, "warning"))):"
    }

    /// `nil` unless issues were dropped; otherwise one line saying how many
    /// and, after `; `, how to keep more (`limitHint`, left out when empty):
    /// `3 more issues not shown: the report keeps the first 1; keep more with --max-issues N`.
    /// A merged report whose parts had left issues out says so instead,
    /// and says the limit only when the merge cut issues too:
    /// `6 more issues not shown: the merged reports had left them out`.
    package func omissionLine(limitHint: String) -> String? {
        guard isTruncated else { return nil }
        let head = "\(droppedIssueCount) more \(Self.plural(droppedIssueCount, "issue")) not shown: "
        guard droppedIssueCount > omittedByParts else { return head + "the merged reports had left them out" }
        var line = head + "the report keeps the first \(maximumIssues)"
        if omittedByParts > 0 { line += " (the merged reports had left out \(omittedByParts))" }
        return limitHint.isEmpty ? line : line + "; " + limitHint
    }

    static func plural(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}

extension ValidationReport.SummaryLine {
    /// `$TweetModel.imageUrl (user.profile_image_url): missing in 3 of 20 objects`.
    /// A fallback's line: `$Article.title: read from 'title_name' in 3 of 100 objects`.
    public var description: String {
        let verb = kind == .missingRequired ? "missing" : kind.rawValue
        let name = entry.isEmpty ? context : context + "." + entry
        if kind == .readFromFallback {
            return TerminalText.escaped("\(name): read from '\(keyPath)' in \(count) of \(total) \(ValidationReport.plural(total, "object"))")
        }
        return TerminalText.escaped("\(name) (\(keyPath)): \(verb) in \(count) of \(total) \(ValidationReport.plural(total, "object"))")
    }
}
