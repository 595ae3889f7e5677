/// Where the payloads of a report came from, as a ``DriftMonitor`` groups
/// them: a label the caller chose, or an endpoint's method, host and path
/// template.
///
/// A source never holds a query or a path's values: `/users/:login/repos`,
/// not `/users/ada/repos`. It is part of every fingerprint, so it must name
/// an endpoint, not a request.
///
/// ```swift
/// let timeline = ReportSource(method: "GET", host: "api.twitter.com", pathTemplate: "/1.1/statuses/home_timeline.json")
/// let cached = ReportSource(label: "timeline-cache")
/// print(timeline)   // GET api.twitter.com/1.1/statuses/home_timeline.json
/// ```
public struct ReportSource: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The caller's label, when the source was made from one.
    public var label: String?
    /// The request's method (`GET`), for an endpoint.
    public var method: String?
    /// The request's host (`api.github.com`), for an endpoint.
    public var host: String?
    /// The endpoint's path template (`/repos/:owner/:repo/issues`), for an endpoint.
    public var pathTemplate: String?

    /// A source named by the caller.
    public init(label: String) {
        self.label = label
    }

    /// An endpoint: its method, host and path template (never a filled path or a query).
    public init(method: String, host: String, pathTemplate: String) {
        self.method = method
        self.host = host
        self.pathTemplate = pathTemplate
    }

    /// No source: what ``ReportObserver/observe(_:context:source:expecting:)`` uses when none is given.
    public static let unnamed = ReportSource(label: "")

    /// The label, or `METHOD host/path-template`.
    public var description: String {
        if let label { return label }
        return [method, (host ?? "") + (pathTemplate ?? "")].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Sources in the order of their description (how summaries list them).
    public static func < (lhs: ReportSource, rhs: ReportSource) -> Bool {
        (lhs.description, lhs.label ?? "", lhs.method ?? "", lhs.host ?? "", lhs.pathTemplate ?? "")
            < (rhs.description, rhs.label ?? "", rhs.method ?? "", rhs.host ?? "", rhs.pathTemplate ?? "")
    }
}
