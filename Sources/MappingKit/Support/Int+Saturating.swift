extension Int {
    /// `self + other`, held at `Int.max` (or `Int.min`) instead of trapping:
    /// how a report adds counts it did not make itself (parts read from
    /// files, pages, chunks), so no count in a file can stop a merge.
    ///
    /// ```swift
    /// Int.max.addingSaturated(1)  // Int.max
    /// ```
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
