#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 for tests: an ephemeral port, a
/// route table the test sets, every request recorded as received, and
/// faults on demand (see `HTTPTestResponse+Faults.swift`).
///
/// It runs on its own threads (one accepting, one per connection), so async
/// tests and tests that run the `mappings` binary as another process can
/// both use it. It never binds or connects beyond the loopback address, and
/// it is bounded: request heads of ``Limits/maxHeadBytes``, bodies of
/// ``Limits/maxBodyBytes``, at most ``Limits/maxConnections`` connections at
/// once. ``stop()`` ends every connection and thread promptly, a route that
/// never answers included.
///
/// ```swift
/// let server = try HTTPTestServer()
/// defer { server.stop() }
/// server.route("GET", "/users/1", .json(#"{"id": 1}"#))
/// let (data, _) = try await URLSession.shared.data(from: server.url("/users/1"))
/// #expect(server.requests.map(\.path) == ["/users/1"])
/// ```
package final class HTTPTestServer: @unchecked Sendable {
    /// The server's bounds.
    package struct Limits: Sendable {
        /// The request line and headers, in bytes (431 past it).
        package var maxHeadBytes = 16_384
        /// A request body, in bytes (413 past it).
        package var maxBodyBytes = 4 * 1_048_576
        /// Connections open at once (503 and close past it).
        package var maxConnections = 128
        package init() {}
    }

    /// What answers a route: a fixed response, or one made from the request.
    enum Route: Sendable {
        case fixed(HTTPTestResponse)
        case handler(@Sendable (HTTPRequestRecord) -> HTTPTestResponse)
    }

    /// The port the kernel chose.
    package let port: UInt16
    /// The last byte of the loopback address served: 1 for 127.0.0.1.
    package let host: UInt8
    /// `http://127.0.0.1:PORT` (or the address served).
    package let baseURL: URL
    /// The bounds it was started with.
    package let limits: Limits

    // Guarded by `state`.
    let state = NSCondition()
    var routes: [String: Route] = [:]
    var recorded: [HTTPRequestRecord] = []
    var waiters: [Int: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
    var nextWaiter = 0
    var connections: Set<Int32> = []
    var connectionCount = 0
    var runningThreads = 0
    var openDescriptors = 0
    var stopped = false

    let listenFD: Int32
    /// Readable once the server stops: every thread polls it.
    let stopRead: Int32
    let stopWrite: Int32

    /// Binds 127.0.0.`host` (127.0.0.1 unless told; every 127.x address is
    /// loopback on Linux, so 127.0.0.2 is another origin on the same
    /// machine) on an ephemeral port and starts accepting.
    package init(limits: Limits = Limits(), host: UInt8 = 1) throws(HTTPTestServerError) {
        self.limits = limits
        self.host = host
        let listener: (fd: Int32, port: UInt16)
        switch HTTPSocket.bindLoopback(backlog: 128, host: host) {
        case .success(let value): listener = value
        case .failure(let error): throw error
        }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            let code = errno
            HTTPSocket.closeDescriptor(listener.fd)
            throw .pipe(errno: code)
        }
        listenFD = listener.fd
        port = listener.port
        stopRead = pipeFDs[0]
        stopWrite = pipeFDs[1]
        baseURL = URL(string: "http://127.0.0.\(host):\(listener.port)") ?? URL(fileURLWithPath: "/")
        openDescriptors = 3
        runningThreads = 1
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "HTTPTestServer.accept:\(port)"
        thread.start()
    }

    /// Starts a server, runs `body`, and stops it however `body` ends.
    package static func serving<T>(
        limits: Limits = Limits(), host: UInt8 = 1, _ body: (HTTPTestServer) async throws -> T
    ) async throws -> T {
        let server = try HTTPTestServer(limits: limits, host: host)
        defer { server.stop() }
        return try await body(server)
    }

    /// A server of another origin than `self`: on 127.0.0.2 where that
    /// address can be bound (Linux), else on another port of 127.0.0.1
    /// (a port is part of the origin too).
    package func otherOrigin() throws(HTTPTestServerError) -> HTTPTestServer {
        if let server = try? HTTPTestServer(limits: limits, host: host == 2 ? 1 : 2) { return server }
        return try HTTPTestServer(limits: limits, host: host)
    }

    /// A port on 127.0.0.1 that refuses connections: bound to learn a free
    /// port, then closed (nothing listens on it afterwards).
    package static func closedPort() throws(HTTPTestServerError) -> UInt16 {
        switch HTTPSocket.bindLoopback(backlog: nil) {
        case .success(let (fd, port)):
            HTTPSocket.closeDescriptor(fd)
            return port
        case .failure(let error): throw error
        }
    }

    /// `path` (with its query, encoded as written) on this server.
    package func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL.absoluteString + pathAndQuery) ?? baseURL
    }

    // MARK: Routes

    /// Answers `method` on `path` (encoded as sent, without the query) with
    /// `response`; replaces an earlier route. Unrouted requests get a 404
    /// with a JSON error body.
    package func route(_ method: String, _ path: String, _ response: HTTPTestResponse) {
        set(method, path, .fixed(response))
    }

    /// Answers `method` on `path` with what `handler` makes of the request.
    package func route(
        _ method: String, _ path: String, handler: @escaping @Sendable (HTTPRequestRecord) -> HTTPTestResponse
    ) {
        set(method, path, .handler(handler))
    }

    /// Answers every method (`GET`, `HEAD`, `POST`, `PUT`, `PATCH`,
    /// `DELETE`) on `path` with `response`.
    package func routeEveryMethod(_ path: String, _ response: HTTPTestResponse) {
        for method in ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] { route(method, path, response) }
    }

    /// `GET first` redirects to `second` and `second` back to `first`.
    package func redirectLoop(between first: String, and second: String, status: Int = 302) {
        route("GET", first, .redirect(to: second, status: status))
        route("GET", second, .redirect(to: first, status: status))
    }

    private func set(_ method: String, _ path: String, _ route: Route) {
        state.lock()
        routes[Self.key(method, path)] = route
        state.unlock()
    }

    static func key(_ method: String, _ path: String) -> String { method.uppercased() + " " + path }

    func response(for request: HTTPRequestRecord) -> HTTPTestResponse {
        state.lock()
        let route = routes[Self.key(request.method, request.path)]
        state.unlock()
        switch route {
        case .fixed(let response): return response
        case .handler(let handler): return handler(request)
        case nil:
            return .error(status: 404, code: "no_route", message: "no route for \(request.method) \(request.path)")
        }
    }

    // MARK: Records

    /// Every request received so far, in arrival order.
    package var requests: [HTTPRequestRecord] {
        state.lock()
        defer { state.unlock() }
        return recorded
    }

    /// Forgets the requests received so far.
    package func clearRequests() {
        state.lock()
        recorded.removeAll()
        state.unlock()
    }

    /// `true` once `count` requests have been received, `false` if `timeout`
    /// passes first. Waits without sleeping or blocking a thread.
    package func waitForRequests(_ count: Int, timeout: Duration = .seconds(2)) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            state.lock()
            if recorded.count >= count || stopped {
                state.unlock()
                continuation.resume(returning: recorded.count >= count)
                return
            }
            let id = nextWaiter
            nextWaiter += 1
            waiters[id] = (count, continuation)
            state.unlock()
            let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [self] in
                state.lock()
                let waiter = waiters.removeValue(forKey: id)
                state.unlock()
                waiter?.continuation.resume(returning: false)
            }
        }
    }

    func record(_ request: HTTPRequestRecord) {
        state.lock()
        recorded.append(request)
        let total = recorded.count
        let ready = waiters.filter { $0.value.count <= total }
        for id in ready.keys { waiters[id] = nil }
        state.unlock()
        for waiter in ready.values { waiter.continuation.resume(returning: true) }
    }

    // MARK: Diagnostics for leak tests

    /// Threads of this server still running (0 after ``stop()``).
    package var threadsRunning: Int {
        state.lock()
        defer { state.unlock() }
        return runningThreads
    }

    /// Descriptors this server opened and has not closed (0 after ``stop()``).
    package var descriptorsOpen: Int {
        state.lock()
        defer { state.unlock() }
        return openDescriptors
    }

    // MARK: Stopping

    /// Stops accepting, ends every connection (those that never answer or
    /// drip included), waits for the server's threads to finish (at most
    /// 5 s) and closes its descriptors. Calling it again does nothing.
    package func stop() {
        state.lock()
        if stopped {
            state.unlock()
            return
        }
        stopped = true
        var byte: UInt8 = 1
        _ = write(stopWrite, &byte, 1)
        for fd in connections { HTTPSocket.shutdownBoth(fd) }
        let deadline = Date(timeIntervalSinceNow: 5)
        while runningThreads > 0, state.wait(until: deadline) {}
        let finished = runningThreads == 0
        if finished {
            HTTPSocket.closeDescriptor(stopRead)
            HTTPSocket.closeDescriptor(stopWrite)
            openDescriptors -= 2
        }
        let pending = waiters
        waiters.removeAll()
        state.unlock()
        for waiter in pending.values { waiter.continuation.resume(returning: false) }
    }

    func threadFinished() {
        state.lock()
        runningThreads -= 1
        state.broadcast()
        state.unlock()
    }

    // MARK: Accepting

    private func acceptLoop() {
        defer {
            HTTPSocket.closeDescriptor(listenFD)
            state.lock()
            openDescriptors -= 1
            state.unlock()
            threadFinished()
        }
        while true {
            guard HTTPSocket.wait(for: listenFD, stopFD: stopRead, milliseconds: -1) == .readable else { return }
            let fd = accept(listenFD, nil, nil)
            if fd < 0 {
                if errno == EINTR || errno == EAGAIN || errno == ECONNABORTED { continue }
                return
            }
            HTTPSocket.noSigPipe(fd)
            HTTPSocket.noDelay(fd)
            state.lock()
            if stopped {
                state.unlock()
                HTTPSocket.closeDescriptor(fd)
                return
            }
            if connections.count >= limits.maxConnections {
                state.unlock()
                _ = HTTPSocket.sendAll(fd, Self.head(status: 503, headers: [("Content-Length", "0"), ("Connection", "close")]))
                HTTPSocket.closeDescriptor(fd)
                continue
            }
            connections.insert(fd)
            openDescriptors += 1
            runningThreads += 1
            let number = connectionCount
            connectionCount += 1
            state.unlock()
            let thread = Thread { [self] in
                serve(fd, connection: number)
                state.lock()
                connections.remove(fd)
                HTTPSocket.closeDescriptor(fd)
                openDescriptors -= 1
                state.unlock()
                threadFinished()
            }
            thread.name = "HTTPTestServer.connection:\(number)"
            thread.start()
        }
    }

    /// A response head: status line and headers, then the blank line.
    static func head(status: Int, headers: [(name: String, value: String)]) -> Data {
        var text = "HTTP/1.1 \(status) \(HTTPTestResponse.reason(status))\r\n"
        for header in headers { text += "\(header.name): \(header.value)\r\n" }
        text += "\r\n"
        return Data(text.utf8)
    }
}
