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

    /// Takes back the issue counted after `ordinal` others, an issue of
    /// `severity` (``ChunkedReport``: reported once per entry by an earlier
    /// chunk already): out of the kept issues when it was kept (they are
    /// the first counted), out of the counts, not out of the summary.
    mutating func takeBack(at ordinal: Int, severity: ValidationIssue.Severity) {
        if ordinal >= 0, ordinal < issues.count { issues.remove(at: ordinal) }
        switch severity {
        case .error: errorCount -= 1
        case .warning: warningCount -= 1
        }
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

extension ValidationReport {
    /// This report followed by `other`, the report of line `line` of a
    /// JSON Lines stream: `other`'s issues carry the line
    /// (``ValidationIssue/line``), its counts and objects add up, so the
    /// summary counts over every line ("missing in 3 of 1000000 objects").
    ///
    /// ```swift
    /// var report = ValidationReport()
    /// for (number, payload) in lines {
    ///     report = report.merging(context.objects(from: payload, as: JSON.self).report, line: number)
    /// }
    /// ```
    public func merging(_ other: ValidationReport, line: Int) -> ValidationReport {
        var merged = self
        merged.merge(other, line: line)
        return merged
    }

    /// ``merging(_:line:)`` in place: what a stream does for each line.
    package mutating func merge(_ other: ValidationReport, line: Int) {
        var other = other
        if !other.issues.isEmpty {
            other.issues = other.issues.map { issue in
                var issue = issue
                issue.line = line
                return issue
            }
        }
        merge(other)
    }

    /// Why a line of a JSON Lines stream could not be mapped.
    package enum InvalidLine {
        case notJSON(JSONParseError)
        case tooLong(limit: Int)
        case withoutKeyPath(PayloadSelectionError)
    }

    /// Records a line of a JSON Lines stream that could not be mapped (not
    /// JSON, too long, without the key path mapped): an error issue with
    /// code ``ValidationIssue/Code/invalidLine`` for `context`, counted in
    /// ``errorCount`` but not in the summary (it is no object of a context).
    package mutating func appendInvalidLine(_ line: Int, context: String, problem: InvalidLine) {
        let issueProblem: IssueProblem
        switch problem {
        case .notJSON(let error): issueProblem = .lineNotJSON(error)
        case .tooLong(let limit): issueProblem = .lineTooLong(limit: limit)
        case .withoutKeyPath(let error): issueProblem = .lineWithoutKeyPath(error)
        }
        var issue = ValidationIssue(
            severity: .error, problem: issueProblem, sourcePath: "", targetPath: "", context: context, entry: "", location: nil)
        issue.line = line
        appendRepeat(issue)
    }
}
