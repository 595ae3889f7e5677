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

/// One data task: the continuation waiting for the head, then the stream
/// the body's chunks go into.
final class Transfer: Sendable {
    private struct State {
        var head: CheckedContinuation<HTTPTransportResponse, any Error>?
        var headDelivered = false
        /// The body's stream until the head hands it over: held here no
        /// longer, so that the response alone keeps it alive.
        var chunks: AsyncThrowingStream<Data, any Error>?
        /// Set when the task failed before its head arrived, to fail a late waiter.
        var failure: (any Error)?
    }

    let url: URL?
    let body: AsyncThrowingStream<Data, any Error>.Continuation
    private let state: Locked<State>

    init(url: URL?, chunks: AsyncThrowingStream<Data, any Error>, body: AsyncThrowingStream<Data, any Error>.Continuation) {
        self.url = url
        self.body = body
        state = Locked(State(chunks: chunks))
    }

    func waitForHead(_ continuation: CheckedContinuation<HTTPTransportResponse, any Error>) {
        let failure = state.withLock { state -> (any Error)? in
            guard let failure = state.failure else {
                state.head = continuation
                return nil
            }
            state.headDelivered = true
            return failure
        }
        if let failure { continuation.resume(throwing: failure) }
    }

    /// Resumes the head's waiter with the response `head` makes of the
    /// body's stream; `false` when it was resumed already (cancelled).
    func deliverHead(_ head: (AsyncThrowingStream<Data, any Error>) -> HTTPTransportResponse) -> Bool {
        let taken = state.withLock { state -> (CheckedContinuation<HTTPTransportResponse, any Error>, AsyncThrowingStream<Data, any Error>)? in
            guard !state.headDelivered, let waiter = state.head, let chunks = state.chunks else { return nil }
            state.headDelivered = true
            state.head = nil
            state.chunks = nil
            return (waiter, chunks)
        }
        guard let (waiter, chunks) = taken else { return false }
        waiter.resume(returning: head(chunks))
        return true
    }

    /// Ends the transfer with `error`: before the head, its waiter throws
    /// it; after, the body's stream does.
    func fail(_ error: any Error) {
        let waiter = state.withLock { state -> CheckedContinuation<HTTPTransportResponse, any Error>? in
            guard !state.headDelivered else { return nil }
            guard let head = state.head else {
                state.failure = error
                return nil
            }
            state.headDelivered = true
            state.head = nil
            return head
        }
        if let waiter {
            waiter.resume(throwing: error)
        } else {
            body.finish(throwing: error)
        }
    }

    /// Ends the body: all of it has arrived. Without a head, there was no
    /// HTTP response.
    func complete() {
        let headless = state.withLock { !$0.headDelivered }
        if headless {
            fail(URLError(.badServerResponse))
        } else {
            body.finish()
        }
    }
}

/// The session's delegate: routes each task's callbacks to its transfer.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let transfers = Locked([Int: Transfer]())

    func register(_ transfer: Transfer, for task: URLSessionTask) {
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    private func transfer(_ task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(dataTask) else { return completionHandler(.cancel) }
        guard let http = response as? HTTPURLResponse else {
            transfer.fail(URLError(.badServerResponse))
            return completionHandler(.cancel)
        }
        let length = http.expectedContentLength >= 0 ? Int(clamping: http.expectedContentLength) : nil
        let url = http.url ?? dataTask.currentRequest?.url ?? transfer.url ?? URL(fileURLWithPath: "/")
        let delivered = transfer.deliverHead { chunks in
            HTTPTransportResponse(
                status: http.statusCode, headers: Self.headers(of: http), url: url,
                body: HTTPTransportBody(expectedLength: length, chunks))
        }
        guard delivered else { return completionHandler(.cancel) }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(dataTask)?.body.yield(data)
    }

    static func headers(of http: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return headers
    }

    /// Never followed here: the 3xx is the answer, and ``EndpointClient``
    /// follows it by RFC 9110.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        guard let error else { return transfer.complete() }
        if let urlError = error as? URLError, urlError.code == .cancelled {
            transfer.fail(CancellationError())
        } else {
            transfer.fail(error)
        }
    }
}
