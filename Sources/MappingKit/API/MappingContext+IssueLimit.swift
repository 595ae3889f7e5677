extension MappingContext {
    /// The most issues a report made with this context keeps:
    /// ``ValidationReport/defaultMaximumIssues`` (1,000) unless set with
    /// ``limitingIssues(to:)``. Issues past it are counted, not kept.
    public var maximumIssues: Int { issueLimit }

    /// A copy of this context whose reports keep at most `maximum` issues
    /// (the first ones, in payload order). Issues past the cap are still
    /// counted: the report's ``ValidationReport/errorCount``,
    /// ``ValidationReport/warningCount``, ``ValidationReport/hasErrors`` and
    /// ``ValidationReport/summary`` stay exact, and
    /// ``ValidationReport/droppedIssueCount`` says how many were not kept.
    ///
    /// Pass `0` to keep none (only counts and the summary), `Int.max` to
    /// keep every issue; negative values count as `0`. Contexts are values:
    /// the catalog and other copies are not changed.
    ///
    /// ```swift
    /// let tweets = try catalog.context("$TweetModel").limitingIssues(to: 50)
    /// let result = try tweets.objects(from: data, as: TweetModel.self)
    /// result.report.issues.count       // at most 50
    /// result.report.droppedIssueCount  // the rest, counted
    /// result.report.summary            // exact: "missing in 1000000 of 1000000 objects"
    /// ```
    public func limitingIssues(to maximum: Int) -> MappingContext {
        var copy = self
        copy.issueLimit = max(0, maximum)
        return copy
    }
}
