import Foundation

/// The HTTP side of a call's result: status, headers, the URL the response
/// came from (after redirects) and how long the call took.
///
/// ```swift
/// let result = try await client.send(Endpoint(.delete, "posts/:id", slugs: ["id": "17"]))
/// result.response.status    // 204
/// result.response.url       // https://api.example.com/posts/17
/// result.response.duration  // .milliseconds(12)
/// ```
public struct EndpointResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The URL the response came from.
    public var url: URL
    /// From the request being prepared to the body read.
    public var duration: Duration
    /// The body's size in bytes, as received (before any transform).
    public var byteCount: Int

    /// A response.
    public init(status: Int, headers: HTTPHeaders, url: URL, duration: Duration, byteCount: Int) {
        self.status = status
        self.headers = headers
        self.url = url
        self.duration = duration
        self.byteCount = byteCount
    }
}
