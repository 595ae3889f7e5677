/// What mapping a payload found wrong with it: the issues, in payload
/// order, and a summary by entry.
///
/// Mapping never stops at the first issue: a property with an issue is left
/// untouched and the rest is mapped.
///
/// A report keeps at most ``maximumIssues`` issues (the first ones, in
/// payload order; ``defaultMaximumIssues`` unless the context was made with
/// ``MappingContext/limitingIssues(to:)``) and counts the rest, so a
/// payload of a million broken objects costs a bounded report. The counts
/// (``errorCount``, ``warningCount``, ``hasErrors``) and the ``summary``
/// are exact whatever the cap; ``droppedIssueCount`` says how many issues
/// were not kept.
///
/// ```swift
/// let result = try context.objects(from: payload, as: TweetModel.self)
/// if result.report.hasErrors {
///     print(result.report)            // one line per kept issue, then "… more issues not shown"
///     for line in result.report.summary { print(line) }
///     // $TweetModel.imageUrl (user.profile_image_url): missingRequired in 3 of 20 objects
/// }
/// if result.report.isTruncated {
///     print("\(result.report.droppedIssueCount) more issues")
/// }
/// try result.report.throwIfErrors()   // all-or-nothing callers
/// ```
public struct ValidationReport: Sendable, Hashable, CustomStringConvertible {
    /// The issues kept, in payload order: the first ``maximumIssues`` found.
    public internal(set) var issues: [ValidationIssue] = []
    /// How many objects each context mapped, for the summary's totals.
    public internal(set) var objectCounts: [String: Int] = [:]
    /// The most issues this report keeps; issues past it are counted, not kept.
    public internal(set) var maximumIssues: Int
    /// Error issues found, kept or not.
    public internal(set) var errorCount = 0
    /// Warning issues found, kept or not.
    public internal(set) var warningCount = 0

    /// Summary lines in order of first appearance, counted as issues are
    /// added (their totals are filled from ``objectCounts`` when read).
    private var summaryLines: [SummaryLine] = []
    private var summaryPositions: [SummaryKey: Int] = [:]
    /// Of ``droppedIssueCount``, the issues the reports merged into this one
    /// had left out themselves (``merged(_:maximumIssues:)``): the omission
    /// line says the report's own limit cut issues only when it did.
    var omittedByParts = 0

    /// Issues a report keeps unless told otherwise: 1,000.
    public static let defaultMaximumIssues = 1_000

    /// An empty report that keeps up to ``defaultMaximumIssues`` issues.
    public init() { maximumIssues = Self.defaultMaximumIssues }

    /// An empty report that keeps up to `maximumIssues` issues (negative
    /// values count as 0: every issue is counted, none kept).
    ///
    /// ```swift
    /// let report = ValidationReport(maximumIssues: 10)
    /// ```
    public init(maximumIssues: Int) { self.maximumIssues = max(0, maximumIssues) }

    /// Issues found, kept or not.
    public var issueCount: Int { errorCount.addingSaturated(warningCount) }

    /// Issues found but not kept because of ``maximumIssues``.
    public var droppedIssueCount: Int { issueCount - issues.count }

    /// `true` when some issues were counted but not kept.
    public var isTruncated: Bool { droppedIssueCount > 0 }

    /// `true` when any issue is an error, kept or not.
    public var hasErrors: Bool { errorCount > 0 }

    /// The error issues kept.
    public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }

    /// Throws ``ValidationError`` when the report has errors.
    public func throwIfErrors() throws(ValidationError) {
        if hasErrors { throw ValidationError(report: self) }
    }

    /// One line for an entry: how many objects had one kind of issue.
    public struct SummaryLine: Sendable, Hashable, CustomStringConvertible {
        /// The context's identifier.
        public var context: String
        /// The entry's property name.
        public var entry: String
        /// The entry's source key path as written (`user.profile_image_url`).
        public var keyPath: String
        /// The kind of issue counted.
        public var kind: ValidationIssue.Kind
        /// Objects with this issue.
        public var count: Int
        /// Objects the context mapped.
        public var total: Int
    }

    /// Issues grouped by context, entry and kind, in order of first
    /// appearance: what a third-party payload lacks, at a glance. Exact
    /// even when the report is truncated.
    public var summary: [SummaryLine] {
        summaryLines.map { line in
            var line = line
            line.total = objectCounts[line.context] ?? 1
            return line
        }
    }

    /// Every kept issue on its own line, then, when issues were dropped, a
    /// line saying how many (``omissionNote``).
    public var description: String {
        var lines = issues.map(\.description)
        if let omissionNote { lines.append(omissionNote) }
        return lines.joined(separator: "\n")
    }

    /// `nil` unless issues were dropped; otherwise one line saying how many
    /// and how to keep more, as ``rendered(_:limitHint:)`` words it:
    /// `1999000 more issues not shown: the report keeps the first 1000; raise the limit with MappingContext.limitingIssues(to:)`.
    public var omissionNote: String? { omissionLine(limitHint: Self.defaultLimitHint) }

    /// `true` while another issue would be kept.
    var hasRoom: Bool { issues.count < maximumIssues }

    /// Counts an issue and keeps it when there is room.
    mutating func append(_ issue: ValidationIssue) {
        count(issue.severity, issue.kind, context: issue.context, entry: issue.entry, keyPath: issue.keyPath)
        if hasRoom { issues.append(issue) }
    }

    /// Counts an issue, and keeps it when there is room, without counting
    /// it in the summary: a repeat, in the same object, of an issue the
    /// summary counted already (an element of a key path through an
    /// array), so the summary counts the objects affected.
    mutating func appendRepeat(_ issue: ValidationIssue) {
        countRepeat(issue.severity)
        if hasRoom { issues.append(issue) }
    }

    /// Counts a repeat (see ``appendRepeat(_:)``) without building it.
    mutating func countRepeat(_ severity: ValidationIssue.Severity) {
        switch severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        }
    }

    /// Counts an issue without building it: for issues past the cap. The
    /// key path is only read for the first issue of a summary line.
    mutating func count(
        _ severity: ValidationIssue.Severity, _ kind: ValidationIssue.Kind, context: String, entry: String,
        keyPath: @autoclosure () -> String
    ) {
        switch severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        }
        countInSummary(kind, context: context, entry: entry, keyPath: keyPath())
    }

    /// Counts an issue in the summary only: a repeat of an issue already
    /// reported for the same entry of the same context (a
    /// `transformerUnavailable` warning is reported once per entry, not once
    /// per object). The summary line counts every object it affected, while
    /// ``issueCount``, ``errorCount`` and ``warningCount`` count the issues
    /// reported.
    mutating func countInSummary(
        _ kind: ValidationIssue.Kind, context: String, entry: String, keyPath: @autoclosure () -> String
    ) {
        // A fallback's line is per key path: an entry may have several.
        let fallbackPath = kind == .readFromFallback ? keyPath() : ""
        let key = SummaryKey(context: context, entry: entry, kind: kind, fallbackPath: fallbackPath)
        if let position = summaryPositions[key] {
            summaryLines[position].count = summaryLines[position].count.addingSaturated(1)
        } else {
            summaryPositions[key] = summaryLines.count
            summaryLines.append(SummaryLine(
                context: context, entry: entry, keyPath: kind == .readFromFallback ? fallbackPath : keyPath(), kind: kind, count: 1,
                total: 0))
        }
    }

    mutating func countObject(of context: String) { objectCounts[context, default: 0] += 1 }

    /// Adds `count` to a summary line already counted (a report read back
    /// from JSON).
    mutating func addToSummary(_ count: Int, kind: ValidationIssue.Kind, context: String, entry: String, keyPath: String) {
        let key = SummaryKey(context: context, entry: entry, kind: kind, fallbackPath: kind == .readFromFallback ? keyPath : "")
        guard count > 0, let position = summaryPositions[key] else { return }
        summaryLines[position].count = summaryLines[position].count.addingSaturated(count)
    }

    /// Adds the issues and counts of a report made later in the payload:
    /// its kept issues while there is room, all of its counts. Counts add
    /// saturating at `Int.max`: a report read from a file may hold any count.
    mutating func merge(_ other: ValidationReport) {
        issues += other.issues.prefix(max(0, maximumIssues - issues.count))
        errorCount = errorCount.addingSaturated(other.errorCount)
        warningCount = warningCount.addingSaturated(other.warningCount)
        omittedByParts = omittedByParts.addingSaturated(other.omittedByParts)
        for line in other.summaryLines {
            let key = SummaryKey(line)
            if let position = summaryPositions[key] {
                summaryLines[position].count = summaryLines[position].count.addingSaturated(line.count)
            } else {
                summaryPositions[key] = summaryLines.count
                summaryLines.append(line)
            }
        }
        for (context, count) in other.objectCounts {
            objectCounts[context] = (objectCounts[context] ?? 0).addingSaturated(count)
        }
    }

    private struct SummaryKey: Hashable, Sendable {
        var context: String
        var entry: String
        var kind: ValidationIssue.Kind
        /// The key path of a `readFromFallback` line; empty for the others.
        var fallbackPath: String

        init(context: String, entry: String, kind: ValidationIssue.Kind, fallbackPath: String) {
            self.context = context
            self.entry = entry
            self.kind = kind
            self.fallbackPath = fallbackPath
        }

        init(_ line: SummaryLine) {
            self.init(context: line.context, entry: line.entry, kind: line.kind, fallbackPath: line.kind == .readFromFallback ? line.keyPath : "")
        }
    }
}
