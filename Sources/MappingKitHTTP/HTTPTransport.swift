import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What ``EndpointClient`` sends requests through: URLSession by default
/// (``URLSessionTransport``), a recorder or a replayer of exchanges
/// (``RecordingTransport``, ``ReplayTransport``), or your own stack.
///
/// A transport sends **one** request as it is given — it follows no
/// redirect — and returns as soon as the response's head (status and
/// headers) has arrived. The body comes after, chunk by chunk, from the
/// response's ``HTTPTransportResponse/body``. The client does the rest for
/// every transport alike: it checks the status and the content type on the
/// head, before any of the body is read; it reads the body under its size
/// bound and stops reading (dropping the body, which ends the transfer) as
/// soon as that is passed or it needs no more; it follows redirects by
/// RFC 9110 and keeps credentials with their origin (``RedirectPolicy``);
/// and it enforces the overall deadline by cancelling the call.
///
/// A transport throws `URLError` for transport failures and
/// `CancellationError` (or `URLError.cancelled`) when the calling task is
/// cancelled, promptly; an ``EndpointError`` it throws is passed on with
/// the request's method and URL.
///
/// ```swift
/// struct CannedTransport: HTTPTransport {
///     func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
///         HTTPTransportResponse(status: 200, headers: ["Content-Type": "application/json"],
///                               url: request.url!, body: Data(#"{"id": 1}"#.utf8))
///     }
/// }
/// let client = EndpointClient(baseURL: base, catalog: catalog, transport: CannedTransport())
/// ```
///
/// A transport that streams hands the body over as an
/// `AsyncThrowingStream` and stops its transfer when the stream is
/// dropped (the client drops it when it has read enough):
///
/// ```swift
/// let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
/// continuation.onTermination = { _ in connection.close() }
/// return HTTPTransportResponse(status: 200, headers: headers, url: url,
///                              body: HTTPTransportBody(expectedLength: 1_234, chunks))
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request` once, following no redirect, and returns the
    /// response as soon as its head has arrived; its body is read from the
    /// response's ``HTTPTransportResponse/body``.
    func send(_ request: URLRequest) async throws -> HTTPTransportResponse
}
