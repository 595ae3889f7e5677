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

extension Int {
    /// `self * other` for counts (both at least 0), held at `Int.max`
    /// instead of trapping: how a pattern's size is computed before it is
    /// compiled (`(a{1000}){1000}`).
    ///
    /// ```swift
    /// Int.max.multipliedSaturated(by: 2)  // Int.max
    /// ```
    func multipliedSaturated(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
