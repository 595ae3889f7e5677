extension DriftSummary {
    /// The windows of both summaries, one per id: a window in both (the
    /// same window written twice, or a file merged again) is kept once, this
    /// summary's copy first.
    ///
    /// Merging is associative, and merging a summary with itself, or with a
    /// summary it already holds, changes nothing:
    ///
    /// ```swift
    /// let all = monday.merged(with: tuesday).merged(with: wednesday)
    /// all == monday.merged(with: tuesday.merged(with: wednesday))   // true
    /// all.merged(with: tuesday) == all                                // true
    /// ```
    ///
    /// Windows are kept apart, not added into one, so that a window can be
    /// recognised again: a summary grows with its windows. ``lines`` adds them.
    public func merged(with other: DriftSummary) -> DriftSummary {
        DriftSummary(windows: windows + other.windows)
    }
}
