import Foundation

extension EndpointClient {
    /// What a client reports to its event hook, for logging. Descriptions
    /// show no credential: headers and URLs are redacted (``RedirectPolicy``).
    ///
    /// ```swift
    /// let client = EndpointClient(baseURL: base, catalog: catalog, onEvent: { event in
    ///     print(event)   // "→ curl -X GET 'https://…'", "← 200 1234 bytes in 12 ms", "mapped 20 objects, 3 issues"
    /// })
    /// ```
    public enum Event: Sendable, Hashable, CustomStringConvertible {
        /// A request was sent; `curl` describes it as a cURL command.
        case requestSent(method: String, url: URL, curl: String)
        /// A response arrived.
        case responseReceived(status: Int, bytes: Int, duration: Duration, url: URL)
        /// A response was mapped.
        case mapped(objects: Int, issues: Int, url: URL)

        public var description: String {
            switch self {
            case .requestSent(_, _, let curl): "→ " + curl
            case .responseReceived(let status, let bytes, let duration, let url):
                "← \(status) \(bytes) bytes in \(duration) from \(Redactor().text(url.absoluteString))"
            case .mapped(let objects, let issues, let url):
                "mapped \(objects) object\(objects == 1 ? "" : "s"), \(issues) issue\(issues == 1 ? "" : "s") from \(Redactor().text(url.absoluteString))"
            }
        }
    }
}
