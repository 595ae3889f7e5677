import Foundation
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The loopback test server itself, seen from URLSession: requests recorded
/// as sent, each fault observable from the client, prompt stops, no leaks.
/// Deadlines are short (≤ 2 s) and nothing sleeps to wait for timing.
@Suite struct HTTPTestServerTests {
    /// An ephemeral session with no cache and a short idle timeout.
    static func session(timeout: TimeInterval = 2) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    static func get(_ url: URL, timeout: TimeInterval = 2) async throws -> (Data, HTTPURLResponse) {
        let session = session(timeout: timeout)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: URLRequest(url: url))
        let http = try #require(response as? HTTPURLResponse)
        return (data, http)
    }

    /// The URLError a request ends in (`nil` if it succeeded or threw something else).
    static func failure(_ url: URL, timeout: TimeInterval = 2) async -> URLError.Code? {
        do {
            _ = try await get(url, timeout: timeout)
            return nil
        } catch let error as URLError {
            return error.code
        } catch {
            return nil
        }
    }

    @Test func getWithQueryAndEncodedPathIsRecordedExactly() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/users/a%2Fb%C3%A4", .json(#"{"id": 1}"#))
            var request = URLRequest(url: server.url("/users/a%2Fb%C3%A4?q=x%20y&tag=a%2Bb&flag"))
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            request.setValue("token-1", forHTTPHeaderField: "X-Api-Key")
            let session = Self.session()
            defer { session.finishTasksAndInvalidate() }
            let (data, response) = try await session.data(for: request)
            expectEqual((response as? HTTPURLResponse)?.statusCode, 200)
            expectEqual(String(decoding: data, as: UTF8.self), #"{"id": 1}"#)

            let recorded = server.requests
            expectEqual(recorded.count, 1)
            let first = try #require(recorded.first)
            expectEqual(first.method, "GET")
            expectEqual(first.path, "/users/a%2Fb%C3%A4")
            expectEqual(first.query, "q=x%20y&tag=a%2Bb&flag")
            expectEqual(first.target, "/users/a%2Fb%C3%A4?q=x%20y&tag=a%2Bb&flag")
            expectEqual(first.queryItems.map(\.name), ["q", "tag", "flag"])
            expectEqual(first.queryItems.map(\.value), ["x%20y", "a%2Bb", nil])
            expectEqual(first.version, "HTTP/1.1")
            expectEqual(first.header("accept"), "application/json")
            expectEqual(first.header("X-API-KEY"), "token-1")
            expectEqual(first.header("Host"), "127.0.0.1:\(server.port)")
            expectEqual(first.body, Data())
        }
    }

    @Test func postBodyIsRecordedByteForByte() async throws {
        try await HTTPTestServer.serving { server in
            server.route("POST", "/upload", .json(#"{"ok": true}"#, status: 201))
            // Every byte value, and more than 1 KiB (past curl's `Expect: 100-continue` threshold).
            let body = Data((0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            var request = URLRequest(url: server.url("/upload"))
            request.httpMethod = "POST"
            request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
            let session = Self.session()
            defer { session.finishTasksAndInvalidate() }
            let (_, response) = try await session.upload(for: request, from: body)
            expectEqual((response as? HTTPURLResponse)?.statusCode, 201)
            let recorded = try #require(server.requests.first)
            expectEqual(recorded.method, "POST")
            expectEqual(recorded.path, "/upload")
            expectEqual(recorded.query, nil)
            expectEqual(recorded.header("Content-Type"), "application/octet-stream")
            expectEqual(recorded.header("Content-Length"), "4000")
            expectEqual(recorded.body, body)
        }
    }

    @Test func fixturesAreServed() async throws {
        try await HTTPTestServer.serving { server in
            let name = "json/valid/escapes.json"
            server.route("GET", "/fixture", .fixture(name))
            server.route("GET", "/missing", .fixture("json/valid/no-such-file.json"))
            let (data, response) = try await Self.get(server.url("/fixture"))
            expectEqual(response.statusCode, 200)
            expectEqual(data, try Fixtures.data(name))
            let (_, missing) = try await Self.get(server.url("/missing"))
            expectEqual(missing.statusCode, 500)
        }
    }

    @Test func errorStatusesCarryAJSONErrorBody() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/limited", .error(status: 429, code: "rate_limited", message: "slow \"down\""))
            server.route("GET", "/broken", .error(status: 503))
            let (data, response) = try await Self.get(server.url("/limited"))
            expectEqual(response.statusCode, 429)
            expectEqual(response.value(forHTTPHeaderField: "Content-Type"), "application/json")
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let error = try #require(object["error"] as? [String: Any])
            expectEqual(error["code"] as? String, "rate_limited")
            expectEqual(error["message"] as? String, "slow \"down\"")
            let (_, broken) = try await Self.get(server.url("/broken"))
            expectEqual(broken.statusCode, 503)
            // An unrouted path is a 404 with a JSON body too.
            let (body, unrouted) = try await Self.get(server.url("/nowhere"))
            expectEqual(unrouted.statusCode, 404)
            #expect(String(decoding: body, as: UTF8.self).contains("no_route"))
        }
    }

    @Test func wrongContentTypeAndInvalidJSON() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/html", .wrongContentType())
            server.route("GET", "/invalid", .invalidJSON())
            let (_, html) = try await Self.get(server.url("/html"))
            expectEqual(html.value(forHTTPHeaderField: "Content-Type"), "text/html")
            let (data, invalid) = try await Self.get(server.url("/invalid"))
            expectEqual(invalid.value(forHTTPHeaderField: "Content-Type"), "application/json")
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
        }
    }

    @Test func oversizedBodiesWithAndWithoutContentLength() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/sized", .oversized(bytes: 300_000, withContentLength: true))
            server.route("GET", "/chunked", .oversized(bytes: 300_000, withContentLength: false))
            let (sized, sizedResponse) = try await Self.get(server.url("/sized"))
            expectEqual(sized.count, 300_000)
            expectEqual(sizedResponse.value(forHTTPHeaderField: "Content-Length"), "300000")
            #expect(try JSONSerialization.jsonObject(with: sized) is [Any])
            let (chunked, chunkedResponse) = try await Self.get(server.url("/chunked"))
            expectEqual(chunked.count, 300_000)
            expectEqual(chunkedResponse.value(forHTTPHeaderField: "Content-Length"), nil)
            expectEqual(chunked, sized)
        }
    }

    @Test func aTruncatedBodyFails() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/cut", .truncated(#"{"id": 1, "name": "a long enough name"}"#, sending: 10))
            server.route("GET", "/closed", .closesConnection)
            let cut = await Self.failure(server.url("/cut"))
            let closed = await Self.failure(server.url("/closed"))
            #if canImport(FoundationNetworking)
                // What swift-corelibs-foundation makes of curl's "partial file"
                // and "empty reply from server".
                expectEqual(cut, .unknown)
                expectEqual(closed, .badServerResponse)
            #else
                #expect(cut != nil)
                #expect(closed != nil)
            #endif
            expectEqual(server.requests.map(\.path), ["/cut", "/closed"])
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/hang", .neverAnswers)
            expectEqual(await Self.failure(server.url("/hang"), timeout: 0.3), .timedOut)
            // Under load the client may time out before its request is even
            // written; when it arrived, it was this one.
            #expect(server.requests.allSatisfy { $0.path == "/hang" })
        }
    }

    @Test func stopEndsAConnectionThatNeverAnswers() async throws {
        let server = try HTTPTestServer()
        server.route("GET", "/hang", .neverAnswers)
        let url = server.url("/hang")
        // Generous bounds that are never reached: under a full parallel
        // `swift test` the client task can wait seconds for a thread of the
        // cooperative pool before it sends. The wait returns on arrival.
        let client = Task { await Self.failure(url, timeout: 30) }
        #expect(await server.waitForRequests(1, timeout: ClientTestSupport.patience))
        server.stop()
        expectEqual(server.threadsRunning, 0)
        expectEqual(server.descriptorsOpen, 0)
        // The client sees the connection go, not its idle timeout.
        let code = await client.value
        #expect(code != nil && code != .timedOut, "\(String(describing: code))")
    }

    @Test func aSlowDripArrivesWholeWithinTheIdleTimeout() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/drip", .drip(#"{"id":1}"#, every: .milliseconds(5)))
            let (data, response) = try await Self.get(server.url("/drip"), timeout: 2)
            expectEqual(response.statusCode, 200)
            expectEqual(String(decoding: data, as: UTF8.self), #"{"id":1}"#)
        }
    }

    @Test func aDripSlowerThanTheIdleTimeoutTimesOut() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/drip", .drip(#"{"id":1}"#, every: .seconds(1)))
            expectEqual(await Self.failure(server.url("/drip"), timeout: 0.3), .timedOut)
        }
    }

    @Test func aRedirectIsFollowed() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/old", .redirect(to: "/new?x=1"))
            server.route("GET", "/new", .json(#"{"moved": true}"#))
            let (data, response) = try await Self.get(server.url("/old"))
            expectEqual(response.statusCode, 200)
            expectEqual(response.url?.path, "/new")
            expectEqual(String(decoding: data, as: UTF8.self), #"{"moved": true}"#)
            expectEqual(server.requests.map(\.target), ["/old", "/new?x=1"])
        }
    }

    @Test func aRedirectLoopEndsInAnError() async throws {
        try await HTTPTestServer.serving { server in
            server.redirectLoop(between: "/a", and: "/b")
            expectEqual(await Self.failure(server.url("/a")), .httpTooManyRedirects)
            #expect(server.requests.count > 2)
        }
    }

    @Test func aClosedPortRefuses() async throws {
        let port = try HTTPTestServer.closedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/x"))
        expectEqual(await Self.failure(url), .cannotConnectToHost)
    }

    @Test func fiftyConcurrentRequestsAreServed() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/items") { request in
                .json(#"{"item": "\#(request.query ?? "")"}"#)
            }
            let session = Self.session()
            defer { session.finishTasksAndInvalidate() }
            let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<50 {
                    let url = server.url("/items?\(index)")
                    group.addTask {
                        let (data, _) = try await session.data(for: URLRequest(url: url))
                        return (index, String(decoding: data, as: UTF8.self))
                    }
                }
                var bodies: [Int: String] = [:]
                for try await (index, body) in group { bodies[index] = body }
                return bodies
            }
            expectEqual(bodies.count, 50)
            for index in 0..<50 { expectEqual(bodies[index], #"{"item": "\#(index)"}"#) }
            expectEqual(Set(server.requests.compactMap(\.query)), Set((0..<50).map(String.init)))
        }
    }

    @Test func startAndStopLeakNothing() async throws {
        for round in 0..<20 {
            let server = try HTTPTestServer()
            server.route("GET", "/ping", .json("\(round)"))
            server.route("GET", "/hang", .neverAnswers)
            let (data, _) = try await Self.get(server.url("/ping"))
            expectEqual(String(decoding: data, as: UTF8.self), "\(round)")
            server.stop()
            server.stop()
            expectEqual(server.threadsRunning, 0)
            expectEqual(server.descriptorsOpen, 0)
            expectEqual(await Self.failure(server.url("/ping")), .cannotConnectToHost)
        }
    }
}

/// The server's bounds and parsing, through raw bytes no HTTP client sends.
@Suite struct HTTPTestServerBoundsTests {
    static func statusLine(_ reply: Data?) -> String? {
        reply.flatMap { String(decoding: $0, as: UTF8.self).components(separatedBy: "\r\n").first }
    }

    @Test func oversizedHeadsAndBodiesAreRefused() throws {
        var limits = HTTPTestServer.Limits()
        limits.maxBodyBytes = 10
        let server = try HTTPTestServer(limits: limits)
        defer { server.stop() }
        let hugeHead = "GET /x HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"
        expectEqual(Self.statusLine(server.rawExchange(Data(hugeHead.utf8))), "HTTP/1.1 431 Request Header Fields Too Large")
        let bigBody = "POST /x HTTP/1.1\r\nContent-Length: 11\r\n\r\nhello world"
        expectEqual(Self.statusLine(server.rawExchange(Data(bigBody.utf8))), "HTTP/1.1 413 Content Too Large")
        expectEqual(server.requests.map(\.method), ["POST"])
    }

    @Test func chunkedRequestBodiesAndBadRequestLinesAreRefused() throws {
        let server = try HTTPTestServer()
        defer { server.stop() }
        let chunked = "POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
        expectEqual(Self.statusLine(server.rawExchange(Data(chunked.utf8))), "HTTP/1.1 411 Length Required")
        expectEqual(server.requests.first?.header("Transfer-Encoding"), "chunked")
        expectEqual(Self.statusLine(server.rawExchange(Data("NONSENSE\r\n\r\n".utf8))), "HTTP/1.1 400 Bad Request")
        expectEqual(Self.statusLine(server.rawExchange(Data("GET /x HTTP/1.1\r\nno colon\r\n\r\n".utf8))), "HTTP/1.1 400 Bad Request")
    }

    @Test func pipelinedRequestsShareAConnectionAndAreAnsweredInOrder() throws {
        let server = try HTTPTestServer()
        defer { server.stop() }
        server.route("GET", "/a", .json("1"))
        server.route("POST", "/b", .json("2"))
        let bytes = "GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /b?z HTTP/1.1\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc"
        let reply = String(decoding: try #require(server.rawExchange(Data(bytes.utf8))), as: UTF8.self)
        #expect(reply.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(reply.hasSuffix("\r\n\r\n2"))
        let requests = server.requests
        expectEqual(requests.map(\.target), ["/a", "/b?z"])
        expectEqual(requests.map(\.body), [Data(), Data("abc".utf8)])
        expectEqual(Set(requests.map(\.connection)).count, 1)
    }

    @Test func connectionsPastTheLimitGet503() async throws {
        var limits = HTTPTestServer.Limits()
        limits.maxConnections = 1
        let server = try HTTPTestServer(limits: limits)
        server.route("GET", "/hang", .neverAnswers)
        let url = server.url("/hang")
        // Bounds never reached, as in stopEndsAConnectionThatNeverAnswers.
        let holder = Task { await HTTPTestServerTests.failure(url, timeout: 30) }
        #expect(await server.waitForRequests(1, timeout: ClientTestSupport.patience))
        expectEqual(
            Self.statusLine(server.rawExchange(Data("GET /x HTTP/1.1\r\n\r\n".utf8))), "HTTP/1.1 503 Service Unavailable")
        server.stop()
        _ = await holder.value
        expectEqual(server.threadsRunning, 0)
    }
}
