/// What mapping a payload found wrong with it: every issue, in payload
/// order, and a summary by entry.
///
/// Mapping never stops at the first issue: a property with an issue is left
/// untouched and the rest is mapped.
///
/// ```swift
/// let result = try context.objects(from: payload, as: TweetModel.self)
/// if result.report.hasErrors {
///     print(result.report)            // one line per issue
///     for line in result.report.summary { print(line) }
///     // $TweetModel.imageUrl (user.profile_image_url): missingRequired in 3 of 20 objects
/// }
/// try result.report.throwIfErrors()   // all-or-nothing callers
/// ```
public struct ValidationReport: Sendable, Hashable, CustomStringConvertible {
    /// The issues in payload order.
    public internal(set) var issues: [ValidationIssue] = []
    /// How many objects each context mapped, for the summary's totals.
    public internal(set) var objectCounts: [String: Int] = [:]

    /// An empty report.
    public init() {}

    /// `true` when any issue is an error.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    /// The error issues.
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

        public var description: String {
            let verb = kind == .missingRequired ? "missing" : kind.rawValue
            let name = entry.isEmpty ? context : context + "." + entry
            return "\(name) (\(keyPath)): \(verb) in \(count) of \(total) object\(total == 1 ? "" : "s")"
        }
    }

    /// Issues grouped by context, entry and kind, in order of first
    /// appearance: what a third-party payload lacks, at a glance.
    public var summary: [SummaryLine] {
        var lines: [SummaryLine] = []
        var positions: [String: Int] = [:]
        for issue in issues {
            let key = issue.context + "\u{0}" + issue.entry + "\u{0}" + issue.kind.rawValue
            if let position = positions[key] {
                lines[position].count += 1
            } else {
                positions[key] = lines.count
                lines.append(SummaryLine(
                    context: issue.context, entry: issue.entry, keyPath: issue.keyPath, kind: issue.kind, count: 1,
                    total: objectCounts[issue.context] ?? 1))
            }
        }
        return lines
    }

    /// Every issue on its own line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }

    mutating func append(_ issue: ValidationIssue) { issues.append(issue) }

    mutating func countObject(of context: String) { objectCounts[context, default: 0] += 1 }

    mutating func merge(_ other: ValidationReport) {
        issues += other.issues
        for (context, count) in other.objectCounts { objectCounts[context, default: 0] += count }
    }
}

/// Thrown by ``ValidationReport/throwIfErrors()``: the payload did not
/// satisfy the mappings.
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole report.
    public var report: ValidationReport
    public var description: String { report.errors.map(\.description).joined(separator: "\n") }
}
