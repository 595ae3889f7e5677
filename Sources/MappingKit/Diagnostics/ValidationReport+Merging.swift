extension ValidationReport {
    /// This report followed by `other`, the report of a later part of the
    /// same listing (the next page of an API): `other`'s kept issues while
    /// there is room, all of its counts, and object counts added, so the
    /// ``summary`` counts over both ("missing in 3 of 60 objects").
    ///
    /// `indexOffset` is added to the leading array index of `other`'s issue
    /// paths (`[3].name` becomes `[23].name` with an offset of 20), so paths
    /// point into the joined array.
    ///
    /// ```swift
    /// var all = ValidationReport()
    /// var offset = 0
    /// for page in pages {
    ///     all = all.merging(page.report, indexOffset: offset)
    ///     offset += page.value.count
    /// }
    /// all.summary.first?.description  // "$Issue.title (title): missing in 3 of 60 objects"
    /// ```
    public func merging(_ other: ValidationReport, indexOffset: Int = 0) -> ValidationReport {
        var other = other
        if indexOffset != 0 {
            other.issues = other.issues.map { issue in
                var issue = issue
                issue.sourcePath = Self.offsettingLeadingIndex(of: issue.sourcePath, by: indexOffset)
                issue.targetPath = Self.offsettingLeadingIndex(of: issue.targetPath, by: indexOffset)
                return issue
            }
        }
        var merged = self
        merged.merge(other)
        return merged
    }

    /// `[3].name` → `[3 + offset].name`; a path without a leading index is kept.
    static func offsettingLeadingIndex(of path: String, by offset: Int) -> String {
        guard path.hasPrefix("["), let close = path.firstIndex(of: "]") else { return path }
        let digits = path[path.index(after: path.startIndex)..<close]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let index = Int(digits) else { return path }
        let (sum, overflow) = index.addingReportingOverflow(offset)
        guard !overflow else { return path }
        return "[\(sum)]" + path[path.index(after: close)...]
    }
}
