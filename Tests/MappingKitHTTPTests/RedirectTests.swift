import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Redirects as RFC 9110 §15.4 says (what curl and browsers do), asserted on
/// what the second request arrived with at a loopback server; credentials
/// kept with their origin (127.0.0.1 → 127.0.0.2); the URL that answered in
/// the error line.
@Suite struct RedirectTests {
    static let body = Data(#"{"title":"renamed"}"#.utf8)

    /// The method the request after a redirect must have, and whether it
    /// carries the body again.
    static func expected(after method: HTTPMethod, _ status: Int) -> (method: String, keepsBody: Bool) {
        switch status {
        case 307, 308: (method.rawValue, true)
        case 303: ("GET", false)
        default: method == .post ? ("GET", false) : (method.rawValue, true)
        }
    }

    @Test("the method, body and Content-Type the redirected request arrives with",
          arguments: [HTTPMethod.patch, .put, .post], [301, 302, 303, 307, 308])
    func methodAndBody(method: HTTPMethod, status: Int) async throws {
        try await HTTPTestServer.serving { server in
            server.route(method.rawValue, "/v1/issues/1", .redirect(to: "/v1/repositories/9/issues/1", status: status))
            server.routeEveryMethod("/v1/repositories/9/issues/1", .json(#"{"number": 1}"#))
            let client = try ClientTestSupport.client(server)
            let result = try await client.send(Endpoint(method, "issues/1", body: .json(["title": "renamed"])))
            expectEqual(result.response.status, 200)
            expectEqual(result.response.url.path, "/v1/repositories/9/issues/1")

            let requests = server.requests
            try #require(requests.count == 2, "\(requests)")
            expectEqual(requests[0].method, method.rawValue)
            expectEqual(requests[0].body, Self.body)
            let (next, keepsBody) = Self.expected(after: method, status)
            let second = requests[1]
            expectEqual(second.method, next)
            if keepsBody {
                expectEqual(second.body, Self.body)
                expectEqual(second.header("Content-Type"), "application/json")
                expectEqual(second.header("Content-Length"), String(Self.body.count))
            } else {
                expectEqual(second.body, Data())
                expectEqual(second.header("Content-Type"), nil)
                expectEqual(second.header("Content-Length"), nil)
            }
            expectEqual(second.header("Accept"), "application/json")
        }
    }

    @Test("a GET stays a GET, a HEAD stays a HEAD, even on 303")
    func getAndHead() async throws {
        try await HTTPTestServer.serving { server in
            for status in [301, 303, 307] {
                server.route("GET", "/v1/get\(status)", .redirect(to: "/v1/landing", status: status))
                server.route("HEAD", "/v1/head\(status)", .redirect(to: "/v1/landing", status: status))
            }
            server.routeEveryMethod("/v1/landing", .json("{}"))
            let client = try ClientTestSupport.client(server)
            for status in [301, 303, 307] {
                _ = try await client.send(Endpoint(.get, "get\(status)"))
                _ = try await client.send(Endpoint(.head, "head\(status)"))
            }
            let landed = server.requests.filter { $0.path == "/v1/landing" }
            expectEqual(landed.map(\.method), ["GET", "HEAD", "GET", "HEAD", "GET", "HEAD"])
            #expect(landed.allSatisfy { $0.body.isEmpty })
        }
    }

    static let credentials: HTTPHeaders = [
        "Authorization": "token ghp_SECRET", "Cookie": "session=s1", "Proxy-Authorization": "Basic cHJveHk=",
        "X-Api-Key": "k123", "Private-Token": "glpat-1", "X-Team-Token": "t-1",
    ]
    static let ordinary: HTTPHeaders = ["Accept": "application/vnd.github+json", "User-Agent": "MappingKitTests/1"]

    @Test("credentials go along a same-origin redirect, not to another origin, unless trusted")
    func credentialsStayWithTheirOrigin() async throws {
        try await HTTPTestServer.serving { server in
            let other = try server.otherOrigin()
            defer { other.stop() }
            server.route("GET", "/v1/same", .redirect(to: "/v1/landing"))
            server.route("GET", "/v1/landing", .json("{}"))
            server.route("GET", "/v1/tarball", .redirect(to: other.url("/codeload").absoluteString))
            other.route("GET", "/codeload", .json("{}"))
            var client = EndpointClient(
                baseURL: server.url("/v1"), catalog: try ClientTestSupport.catalog(),
                defaultHeaders: Self.credentials.merging(Self.ordinary), timeout: ClientTestSupport.patience)
            client.redirects.credentialHeaders.append("X-Team-Token")

            _ = try await client.send(Endpoint(.get, "same"))
            let same = try #require(server.requests.last)
            expectEqual(same.path, "/v1/landing")
            for field in Self.credentials.merging(Self.ordinary) { expectEqual(same.header(field.name), field.value) }

            _ = try await client.send(Endpoint(.get, "tarball"))
            let away = try #require(other.requests.last)
            for field in Self.credentials { expectEqual(away.header(field.name), nil, "\(field.name) crossed origins") }
            for field in Self.ordinary { expectEqual(away.header(field.name), field.value) }

            client.redirects.keepsCredentialsAcrossOrigins = true
            _ = try await client.send(Endpoint(.get, "tarball"))
            let trusted = try #require(other.requests.last)
            for field in Self.credentials.merging(Self.ordinary) { expectEqual(trusted.header(field.name), field.value) }
        }
    }

    @Test("credentials dropped on the way out stay dropped on the way back")
    func droppedCredentialsStayDropped() async throws {
        try await HTTPTestServer.serving { server in
            let other = try server.otherOrigin()
            defer { other.stop() }
            server.route("GET", "/v1/out", .redirect(to: other.url("/bounce").absoluteString))
            other.route("GET", "/bounce", .redirect(to: server.url("/v1/back").absoluteString))
            server.route("GET", "/v1/back", .json("{}"))
            let client = EndpointClient(
                baseURL: server.url("/v1"), catalog: try ClientTestSupport.catalog(), defaultHeaders: Self.credentials, timeout: ClientTestSupport.patience)
            _ = try await client.send(Endpoint(.get, "out"))
            let back = try #require(server.requests.last)
            expectEqual(back.path, "/v1/back")
            expectEqual(back.header("Authorization"), nil)
        }
    }

    @Test("https to http is refused, naming both URLs; allowed when told")
    func httpsToHTTP() async throws {
        let start = try #require(URL(string: "https://api.example.com/v1/start"))
        let plain = try #require(URL(string: "http://api.example.com/v1/landing"))
        let replay = ReplayTransport(exchanges: [
            HTTPExchange(request: .init(method: "GET", url: start), response: .init(status: 302, headers: ["Location": plain.absoluteString])),
            HTTPExchange(
                request: .init(method: "GET", url: plain),
                response: .init(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8))),
        ])
        var client = EndpointClient(baseURL: TestBase.api, catalog: try ClientTestSupport.catalog(), timeout: ClientTestSupport.patience, transport: replay)
        let outcome = await ClientTestSupport.failure { [client] in _ = try await client.send(Endpoint(.get, "start")) }
        let error = try #require(outcome as? EndpointError)
        expectEqual(error, .insecureRedirect(from: start, to: plain))
        expectEqual(error.description, "GET https://api.example.com/v1/start: the server redirected from https://api.example.com/v1/start "
            + "to http://api.example.com/v1/landing, which is plain http: refused, as the request and its credentials would travel "
            + "unencrypted; use the https URL, or allow it with RedirectPolicy.allowsInsecureRedirects")

        client.redirects.allowsInsecureRedirects = true
        let result = try await client.send(Endpoint(.get, "start"))
        expectEqual(result.response.url, plain)
    }

    @Test("a body read once cannot go again: the call fails instead of sending nothing")
    func aStreamBodyIsNotReplayed() async throws {
        let start = try #require(URL(string: "https://api.example.com/v1/issues/1"))
        let replay = ReplayTransport(exchanges: [
            HTTPExchange(
                request: .init(method: "PATCH", url: start),
                response: .init(status: 307, headers: ["Location": "/v1/repositories/9/issues/1"])),
        ])
        let body = Self.body
        let client = EndpointClient(
            baseURL: TestBase.api, catalog: try ClientTestSupport.catalog(), timeout: ClientTestSupport.patience, transport: replay,
            prepare: { request in
                var request = request
                request.httpBody = nil
                request.httpBodyStream = InputStream(data: body)
                return request
            })
        let outcome = await ClientTestSupport.failure { _ = try await client.send(Endpoint(.patch, "issues/1")) }
        let error = try #require(outcome as? EndpointError)
        let target = try #require(URL(string: "https://api.example.com/v1/repositories/9/issues/1"))
        expectEqual(error, .bodyNotReplayable(status: 307, location: target))
        #expect(error.description.hasPrefix("PATCH https://api.example.com/v1/issues/1: the server answered 307 Temporary Redirect, "
            + "which must send the body again to https://api.example.com/v1/repositories/9/issues/1, and the body is a stream"), "\(error)")
    }

    @Test("after a redirect, the error line names the URL that answered")
    func theAnsweringURLIsNamed() async throws {
        try await HTTPTestServer.serving { server in
            let other = try server.otherOrigin()
            defer { other.stop() }
            let archive = other.url("/octo/kit/legacy.tar.gz/main")
            server.route("GET", "/v1/repos/octo/kit/tarball/main", .redirect(to: archive.absoluteString))
            other.route("GET", "/octo/kit/legacy.tar.gz/main", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/x-gzip")], body: Data(repeating: 0x1F, count: 4_096)))
            let client = try ClientTestSupport.client(server)
            let endpoint = Endpoint(.get, "repos/octo/kit/tarball/main", context: "$SpotifyArtist")
            let outcome = await ClientTestSupport.failure { _ = try await client.objects(for: endpoint, as: JSON.self) }
            let error = try #require(outcome as? EndpointError)
            let requested = server.url("/v1/repos/octo/kit/tarball/main")
            expectEqual(error.url, requested)
            expectEqual(error.responseURL, archive)
            expectEqual(error.description, "GET \(requested.absoluteString) → \(archive.absoluteString): "
                + "the response's content type is 'application/x-gzip'; expected 'application/json' or '*/*+json'")
        }
    }

    @Test("the redirect limit: none followed makes a 3xx a status error; past the limit, the last URL is named")
    func limits() async throws {
        try await HTTPTestServer.serving { server in
            server.redirectLoop(between: "/v1/a", and: "/v1/b")
            var client = try ClientTestSupport.client(server)
            client.redirects.maximumRedirects = 0
            var outcome = await ClientTestSupport.failure { [client] in _ = try await client.send(Endpoint(.get, "a")) }
            expectEqual((outcome as? EndpointError)?.statusCode, 302)
            expectEqual(server.requests.count, 1)

            client.redirects.maximumRedirects = 2
            outcome = await ClientTestSupport.failure { [client] in _ = try await client.send(Endpoint(.get, "a")) }
            let error = try #require(outcome as? EndpointError)
            expectEqual(error, .tooManyRedirects(lastURL: server.url("/v1/b"), limit: 2))
            #expect(error.description.hasSuffix("more than 2 redirects; the last one led to \(server.url("/v1/b").absoluteString)"))
            expectEqual(server.requests.count, 4)
        }
    }

    @Test("an endpoint that accepts a 3xx gets it instead of the redirect")
    func anAcceptedRedirectIsTheAnswer() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/short", .redirect(to: "/v1/long"))
            let client = try ClientTestSupport.client(server)
            let result = try await client.send(Endpoint(.get, "short", acceptableStatusCodes: 200..<400))
            expectEqual(result.response.status, 302)
            expectEqual(result.response.headers["Location"], server.url("/v1/long").absoluteString)
            expectEqual(server.requests.count, 1)
        }
    }

    @Test("a Location that is not an http(s) URL is an error naming it")
    func anInvalidLocation() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/ftp", .redirect(to: "ftp://files.example.com/a"))
            let client = try ClientTestSupport.client(server)
            let outcome = await ClientTestSupport.failure { _ = try await client.send(Endpoint(.get, "ftp")) }
            let error = try #require(outcome as? EndpointError)
            expectEqual(error, .invalidRedirect(location: "ftp://files.example.com/a"))
            #expect(error.description.hasSuffix("the server redirected to 'ftp://files.example.com/a', which is not an http or https URL"))
        }
    }

    @Test("the event log shows each hop, credentials redacted")
    func eachHopIsLogged() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/old", .redirect(to: "/v1/new", status: 301))
            server.route("GET", "/v1/new", .json("[]"))
            let events = Locked<[EndpointClient.Event]>([])
            var client = EndpointClient(
                baseURL: server.url("/v1"), catalog: try ClientTestSupport.catalog(),
                defaultHeaders: ["X-Api-Key": "k123"], timeout: ClientTestSupport.patience, onEvent: { event in events.withLock { $0.append(event) } })
            client.redirects = .default
            _ = try await client.send(Endpoint(.get, "old"))
            let logged = events.withLock { $0 }
            let sent = logged.compactMap { event -> String? in
                if case .requestSent(_, let url, let curl) = event { return url.path + " " + curl }
                return nil
            }
            expectEqual(sent.count, 2)
            #expect(sent.allSatisfy { $0.contains("'X-Api-Key: <redacted>'") && !$0.contains("k123") }, "\(sent)")
            let statuses = logged.compactMap { event -> Int? in
                if case .responseReceived(let status, _, _, _) = event { return status }
                return nil
            }
            expectEqual(statuses, [301, 200])
        }
    }
}
