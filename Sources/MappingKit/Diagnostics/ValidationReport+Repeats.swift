extension ValidationReport {
    /// Counts, in the summary only, an issue already reported for the same
    /// entry of the same context (a `transformerUnavailable` warning is
    /// reported once per entry, not once per object): the summary line
    /// counts every object it affected, while ``issueCount``,
    /// ``errorCount`` and ``warningCount`` count the issues reported.
    mutating func countRepeat(
        _ severity: ValidationIssue.Severity, _ kind: ValidationIssue.Kind, context: String, entry: String,
        keyPath: @autoclosure () -> String
    ) {
        count(severity, kind, context: context, entry: entry, keyPath: keyPath())
        switch severity {
        case .error: errorCount -= 1
        case .warning: warningCount -= 1
        }
    }
}
