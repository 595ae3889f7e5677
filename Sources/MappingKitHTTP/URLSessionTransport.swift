import Foundation
import MappingKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``HTTPTransport``: one `URLSession` (FoundationNetworking on
/// Linux) with a delegate that hands each response over as soon as its head
/// arrives and streams its body, follows no redirect (the client does, by
/// RFC 9110: FoundationNetworking would resend a `PATCH` without its body),
/// and cancels the data task when the calling task is cancelled or the body
/// is dropped unread.
///
/// `URLSession.bytes(for:)` does not exist on Linux, so the body is read
/// through a delegate-based data task on every platform.
///
/// ```swift
/// let transport = URLSessionTransport()
/// let response = try await transport.send(URLRequest(url: url))
/// response.status  // 200
/// for try await chunk in response.body { print(chunk.count) }
/// ```
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // Immutable after init; the session is thread-safe and the delegate locks its state.
    private let session: URLSession
    private let delegate: SessionDelegate

    /// A transport over an ephemeral session (no cache, no cookies stored
    /// between runs) unless given a configuration.
    ///
    /// ```swift
    /// let transport = URLSessionTransport(configuration: .ephemeral)
    /// ```
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = SessionDelegate()
        self.delegate = delegate
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
        try Task.checkCancellation()
        let task = session.dataTask(with: request)
        let (chunks, body) = AsyncThrowingStream<Data, any Error>.makeStream()
        // The client dropped the body (it read enough) or its task was cancelled.
        body.onTermination = { termination in
            if case .cancelled = termination { task.cancel() }
        }
        let transfer = Transfer(url: request.url, chunks: chunks, body: body)
        // Only the response holds the stream from here: dropping it cancels the task.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (head: CheckedContinuation<HTTPTransportResponse, any Error>) in
                transfer.waitForHead(head)
                delegate.register(transfer, for: task)
                task.resume()
            }
        } onCancel: {
            transfer.fail(CancellationError())
            task.cancel()
        }
    }
}
