import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What ``EndpointClient`` sends requests through: URLSession by default
/// (``URLSessionTransport``), or your own stack, or a recorder in tests.
///
/// A transport sends one request, follows redirects, and returns the final
/// response with its whole body, reading no more than `limit` bytes.
/// It throws:
/// - ``EndpointError/bodyTooLarge(limit:)`` as soon as the body passes
///   `limit` (at once when `Content-Length` announces more);
/// - ``EndpointError/tooManyRedirects(lastURL:)`` past its redirect limit;
/// - `URLError` for transport failures;
/// - `CancellationError` when the calling task is cancelled, promptly.
///
/// The client adds the request's method and URL to the errors, and enforces
/// the overall deadline itself (by cancelling the call).
///
/// ```swift
/// struct CannedTransport: HTTPTransport {
///     func send(_ request: URLRequest, limit: Int) async throws -> HTTPTransportResponse {
///         HTTPTransportResponse(status: 200, headers: ["Content-Type": "application/json"],
///                               url: request.url!, body: Data(#"{"id": 1}"#.utf8))
///     }
/// }
/// let client = EndpointClient(baseURL: base, catalog: catalog, transport: CannedTransport())
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the final response, its body at most
    /// `limit` bytes.
    func send(_ request: URLRequest, limit: Int) async throws -> HTTPTransportResponse
}

/// A response as a transport returns it: status, headers, the final URL
/// (after redirects) and the whole body.
///
/// ```swift
/// let response = HTTPTransportResponse(status: 204, headers: [:], url: url, body: Data())
/// ```
public struct HTTPTransportResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The URL the response came from, after redirects.
    public var url: URL
    /// The body.
    public var body: Data
    /// Whether the body was cut at the size limit (an unacceptable status's
    /// body, read only for the status error).
    var bodyTruncated = false

    /// A response.
    public init(status: Int, headers: HTTPHeaders, url: URL, body: Data) {
        self.status = status
        self.headers = headers
        self.url = url
        self.body = body
    }

    /// The response as an `HTTPURLResponse`, for response transforms.
    var httpURLResponse: HTTPURLResponse? {
        HTTPURLResponse(
            url: url, statusCode: status, httpVersion: "HTTP/1.1",
            headerFields: Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }
}
