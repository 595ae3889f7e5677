import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response as a transport returns it: the head (status, headers, the URL
/// that answered), and the body still to be read.
///
/// ```swift
/// let response = HTTPTransportResponse(status: 204, headers: [:], url: url, body: Data())
/// ```
public struct HTTPTransportResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The URL that answered: the request's.
    public var url: URL
    /// The body, read once, chunk by chunk.
    public var body: HTTPTransportBody

    /// A response whose body is read as it arrives.
    public init(status: Int, headers: HTTPHeaders, url: URL, body: HTTPTransportBody) {
        self.status = status
        self.headers = headers
        self.url = url
        self.body = body
    }

    /// A response whose whole body is at hand.
    public init(status: Int, headers: HTTPHeaders, url: URL, body: Data) {
        self.init(status: status, headers: headers, url: url, body: HTTPTransportBody(body))
    }
}
