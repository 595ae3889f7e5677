/// The report of a parallel call, put together from its chunks' reports in
/// element order: exactly the report one applier makes over the whole array.
///
/// ``ValidationReport/merge(_:)`` makes most of it so: each chunk's
/// applier keeps its first issues and counts all, so joined in order the
/// kept issues are the first ones of the whole array, the counts and the
/// summary (in order of first appearance) add up, and the object counts
/// too. What it cannot know is an issue reported once per entry (an
/// unregistered transformer's warning): one applier reports it for the
/// first object and counts the rest in the summary alone, but every chunk
/// meeting it reports it for its own first object. Each chunk's applier
/// says where it reported one (``Applier/FirstReport``); a chunk reporting
/// one an earlier chunk reported already gives it back: the issue leaves
/// its kept issues (an applier keeps the first issues it counts, so the
/// issue at that place is it), and its error or warning count drops by
/// one, while the summary keeps counting the object, as one applier's does.
struct ChunkedReport {
    /// A chunk's report and the issues it reported once per entry.
    struct Part: Sendable {
        var report: ValidationReport
        var firstReports: [Applier.FirstReport]
    }

    /// The chunks so far.
    private(set) var report: ValidationReport
    /// The issues reported once per entry by the chunks so far.
    private var reportedOnce: Set<Applier.OncePerEntry> = []

    init(maximumIssues: Int) {
        report = ValidationReport(maximumIssues: maximumIssues)
    }

    /// Adds the next chunk's report.
    mutating func append(_ part: Part) {
        var chunk = part.report
        // Last first, so each place still points at its issue.
        for first in part.firstReports.reversed() where reportedOnce.contains(first.key) {
            chunk.takeBack(at: first.ordinal, severity: first.severity)
        }
        for first in part.firstReports { reportedOnce.insert(first.key) }
        report.merge(chunk)
    }
}
