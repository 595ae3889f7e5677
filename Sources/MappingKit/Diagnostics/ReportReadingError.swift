/// Why a JSON document is not a report ``ValidationReport/init(json:)`` can
/// read: the member at fault and what it should have been. Worded in
/// `ReportReadingError+Messages.swift`.
public struct ReportReadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// The document is not a JSON object.
        case notAnObject(found: String)
        /// A member a report has is missing (`issues`, `summary`).
        case missingMember(String)
        /// A member holds the wrong kind of value; `expected` says what it should be.
        case invalidMember(path: String, expected: String, found: String)
        /// A count (`errors`, `warnings`) below the issues of that severity
        /// the report keeps: the file was edited.
        case inconsistentCount(path: String, count: Int, kept: Int)
        /// A summary line's count (`path`) above the objects its context
        /// mapped (`totalPath`: the line's `total`, or the context's member
        /// of `objects`): "5 of 3 objects" cannot be, the file was edited.
        case countAboveTotal(path: String, count: Int, totalPath: String, total: Int)
    }

    public var reason: Reason

    public init(_ reason: Reason) { self.reason = reason }
}
