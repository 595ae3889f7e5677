import Foundation

/// One request exactly as ``HTTPTestServer`` received it, for assertions:
/// the method, the raw request target split into its still-encoded path and
/// query, the headers in the order sent, and the body bytes.
///
/// ```swift
/// let request = try #require(server.requests.first)
/// #expect(request.path == "/users/a%2Fb")
/// #expect(request.query == "q=x%20y&page=2")
/// #expect(request.header("Accept") == "application/json")
/// ```
package struct HTTPRequestRecord: Sendable, Equatable {
    /// One header line as sent: its name (case kept) and value (trimmed).
    package struct Header: Sendable, Equatable {
        package var name: String
        package var value: String
    }

    /// `GET`, `POST`, …, as sent.
    package var method: String
    /// The request target as sent: `/users/a%2Fb?q=x`.
    package var target: String
    /// The target's path, percent-encoding kept: `/users/a%2Fb`.
    package var path: String
    /// The target's query after `?`, encoding kept; `nil` without a `?`.
    package var query: String?
    /// `HTTP/1.1`.
    package var version: String
    /// The headers in the order sent.
    package var headers: [Header]
    /// The body bytes (a `Content-Length` body; empty without one).
    package var body: Data
    /// Which connection carried it: 0 for the server's first accepted
    /// connection, counting up (keep-alive requests share a number).
    package var connection: Int

    /// The value of the first header named `name`, compared without case.
    package func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The query split at `&` and `=`, still percent-encoded, in order.
    package var queryItems: [(name: String, value: String?)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: false).map { item in
            if let equals = item.firstIndex(of: "=") {
                return (String(item[..<equals]), String(item[item.index(after: equals)...]))
            }
            return (String(item), nil)
        }
    }
}
