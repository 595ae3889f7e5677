import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``HTTPTransport``: one `URLSession` (FoundationNetworking on
/// Linux) with a delegate that bounds each body as it arrives, counts
/// redirects, and cancels the data task when the calling task is cancelled.
///
/// `URLSession.bytes(for:)` does not exist on Linux, so the body is read
/// through a delegate-based data task on every platform.
///
/// ```swift
/// let transport = URLSessionTransport()
/// let response = try await transport.send(URLRequest(url: url), limit: 1 << 20)
/// response.status  // 200
/// ```
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    /// Redirects followed before ``EndpointError/tooManyRedirects(lastURL:)``.
    public static let maximumRedirects = 10

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

    public func send(_ request: URLRequest, limit: Int) async throws -> HTTPTransportResponse {
        try await send(request, limit: limit, head: nil)
    }

    /// Sends `request`, running `head` on the status and headers as soon as
    /// they arrive (before the body is read), so the status or content-type
    /// error wins over the size limit.
    func send(_ request: URLRequest, limit: Int, head: ResponseHeadCheck?) async throws -> HTTPTransportResponse {
        try Task.checkCancellation()
        let task = session.dataTask(with: request)
        let state = TransferState(limit: limit, url: request.url, head: head)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPTransportResponse, any Error>) in
                state.continuation = continuation
                delegate.register(state, for: task)
                task.resume()
            }
        } onCancel: {
            state.cancelled()
            task.cancel()
        }
    }
}

/// One data task's state: what arrived so far and how it ends.
final class TransferState: @unchecked Sendable {
    private let lock = NSLock()
    let limit: Int
    let head: ResponseHeadCheck?
    /// Set for an unacceptable status: the body stops at the limit without failing.
    var stopsAtLimit = false
    private var resumed = false
    private var isCancelled = false
    private var continuationStorage: CheckedContinuation<HTTPTransportResponse, any Error>?
    var response: HTTPURLResponse?
    var body = Data()
    var redirects = 0
    var url: URL?

    init(limit: Int, url: URL?, head: ResponseHeadCheck? = nil) {
        self.limit = max(0, limit)
        self.url = url
        self.head = head
    }

    var continuation: CheckedContinuation<HTTPTransportResponse, any Error>? {
        get { lock.withLock { continuationStorage } }
        set {
            let cancelledAlready = lock.withLock { () -> Bool in
                continuationStorage = newValue
                return isCancelled
            }
            if cancelledAlready { finish(.failure(CancellationError())) }
        }
    }

    func cancelled() {
        lock.withLock { isCancelled = true }
        finish(.failure(CancellationError()))
    }

    /// Resumes the continuation once; later calls do nothing.
    func finish(_ result: Result<HTTPTransportResponse, any Error>) {
        let continuation = lock.withLock { () -> CheckedContinuation<HTTPTransportResponse, any Error>? in
            guard !resumed, let continuation = continuationStorage else { return nil }
            resumed = true
            return continuation
        }
        continuation?.resume(with: result)
    }

    var isFinished: Bool { lock.withLock { resumed } }
}

/// The session's delegate: routes each task's callbacks to its state.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var states: [Int: TransferState] = [:]

    func register(_ state: TransferState, for task: URLSessionTask) {
        lock.withLock { states[task.taskIdentifier] = state }
    }

    private func state(_ task: URLSessionTask) -> TransferState? {
        lock.withLock { states[task.taskIdentifier] }
    }

    private func fail(_ task: URLSessionTask, _ state: TransferState, _ error: any Error) {
        state.finish(.failure(error))
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let state = state(dataTask) else { return completionHandler(.cancel) }
        guard let http = response as? HTTPURLResponse else {
            state.finish(.failure(URLError(.badServerResponse)))
            return completionHandler(.cancel)
        }
        state.response = http
        switch state.head?(http.statusCode, Self.headers(of: http)) ?? .proceed {
        case .fail(let error):
            state.finish(.failure(error))
            return completionHandler(.cancel)
        case .readBounded:
            state.stopsAtLimit = true
        case .proceed:
            if http.expectedContentLength > Int64(state.limit) {
                state.finish(.failure(EndpointError.bodyTooLarge(limit: state.limit)))
                return completionHandler(.cancel)
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let state = state(dataTask), !state.isFinished else { return }
        if state.body.count + data.count > state.limit {
            guard state.stopsAtLimit else {
                fail(dataTask, state, EndpointError.bodyTooLarge(limit: state.limit))
                return
            }
            // An unacceptable status: keep what fits, and end with the status.
            state.body.append(data.prefix(state.limit - state.body.count))
            if var response = Self.response(dataTask, state) {
                response.bodyTruncated = true
                state.finish(.success(response))
            } else {
                state.finish(.failure(URLError(.badServerResponse)))
            }
            dataTask.cancel()
            return
        }
        state.body.append(data)
    }

    static func headers(of http: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return headers
    }

    /// The response read so far, `nil` before its head.
    static func response(_ task: URLSessionTask, _ state: TransferState) -> HTTPTransportResponse? {
        guard let http = state.response ?? (task.response as? HTTPURLResponse) else { return nil }
        let url = http.url ?? task.currentRequest?.url ?? state.url ?? URL(fileURLWithPath: "/")
        return HTTPTransportResponse(status: http.statusCode, headers: headers(of: http), url: url, body: state.body)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let state = state(task) else { return completionHandler(nil) }
        state.redirects += 1
        if state.redirects > URLSessionTransport.maximumRedirects {
            let last = request.url ?? response.url ?? state.url
            // Not followed: the task ends with this 3xx, which nobody waits for any more.
            // (Cancelling the task here as well traps in FoundationNetworking.)
            state.finish(.failure(last.map { EndpointError.tooManyRedirects(lastURL: $0) } ?? URLError(.httpTooManyRedirects)))
            return completionHandler(nil)
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let state = lock.withLock { states.removeValue(forKey: task.taskIdentifier) }
        guard let state else { return }
        if let error {
            if let urlError = error as? URLError, urlError.code == .cancelled {
                state.finish(.failure(CancellationError()))
            } else {
                state.finish(.failure(error))
            }
            return
        }
        guard let response = Self.response(task, state) else {
            state.finish(.failure(URLError(.badServerResponse)))
            return
        }
        state.finish(.success(response))
    }
}
