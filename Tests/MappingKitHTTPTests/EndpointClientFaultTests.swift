import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each fault of the test server ends in its own EndpointError case (or
/// CancellationError), with the request's method and URL. No test asserts
/// how long a call took: on a busy machine a task can wait for the
/// cooperative pool for many seconds. A deadline's test asserts the
/// `timedOut` error and the deadline it names; timings belong in the
/// benchmark. Deadlines not under test are `ClientTestSupport.patience`.
@Suite struct EndpointClientFaultTests {
    static let artists = Endpoint(.get, "search", context: "$SpotifyArtist")

    func fault(
        _ response: HTTPTestResponse, timeout: Duration = ClientTestSupport.patience, limit: Int = 1 << 20
    ) async throws -> EndpointError {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", response)
            let client = try ClientTestSupport.client(server, timeout: timeout, limit: limit)
            let outcome = await ClientTestSupport.failure { _ = try await client.objects(for: Self.artists, as: JSON.self) }
            let error = try #require(outcome)
            let endpointError = try #require(error as? EndpointError, "\(error)")
            expectEqual(endpointError.method, .get)
            expectEqual(endpointError.url?.path, "/v1/search")
            return endpointError
        }
    }

    @Test func aStatusErrorCarriesItsJSONBodyExcerpt() async throws {
        let error = try await fault(.error(status: 404, code: "not_found", message: "no such artist"))
        expectEqual(error.statusCode, 404)
        expectEqual(error.bodyExcerpt, #"{"error": {"code": "not_found", "message": "no such artist", "status": 404}}"#)
        #expect(error.description.hasPrefix("GET http://127.0.0.1:"))
        #expect(error.description.hasSuffix(#"/v1/search: the server answered 404 Not Found: {"error": {"code": "not_found", "message": "no such artist", "status": 404}}"#), "\(error)")
    }

    @Test func aWrongContentTypeIsRefused() async throws {
        let error = try await fault(.wrongContentType())
        expectEqual(error, .unacceptableContentType(found: "text/html", expected: Endpoint.defaultAcceptableContentTypes))
        #expect(error.description.hasSuffix("the response's content type is 'text/html'; expected 'application/json' or '*/*+json'"))
    }

    @Test func invalidJSONSaysLineAndColumn() async throws {
        let error = try await fault(.invalidJSON("{\"items\": [1,\n 2"))
        let parse = try #require(error.parseError)
        expectEqual(parse.location.line, 2)
        expectEqual(parse.location.column, 3)
        #expect(error.description.contains("the response is not valid JSON: 2:3"), "\(error)")
    }

    @Test func aBodyOverTheLimitWithContentLength() async throws {
        let error = try await fault(.oversized(bytes: 300_000, withContentLength: true), limit: 100_000)
        expectEqual(error, .bodyTooLarge(limit: 100_000))
    }

    @Test func aBodyOverTheLimitWithoutContentLength() async throws {
        let error = try await fault(.oversized(bytes: 300_000, withContentLength: false), limit: 100_000)
        expectEqual(error, .bodyTooLarge(limit: 100_000))
    }

    @Test func aTruncatedBodyIsATransportError() async throws {
        let error = try await fault(.truncated(#"{"id": 1, "name": "a long enough name"}"#, sending: 10))
        #expect(error.transportErrorCode != nil, "\(error)")
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let error = try await fault(.neverAnswers, timeout: .milliseconds(500))
        expectEqual(error, .timedOut(after: .milliseconds(500)))
    }

    @Test func aSlowDripPastTheDeadlineTimesOut() async throws {
        // A byte every 100 ms never trips an idle timeout; only the overall deadline ends it.
        let body = String(repeating: " ", count: 40) + "[]"
        let error = try await fault(.drip(body, every: .milliseconds(100)), timeout: .milliseconds(700))
        expectEqual(error, .timedOut(after: .milliseconds(700)))
    }

    @Test func aRedirectIsFollowed() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .redirect(to: "/v1/moved?x=1"))
            server.route("GET", "/v1/moved", .json(#"[{"name": "Tania Bowra"}]"#))
            let client = try ClientTestSupport.client(server)
            let result = try await client.objects(for: Self.artists, as: JSON.self)
            expectEqual(result.value, [["name": "Tania Bowra"]])
            expectEqual(result.response.url.path, "/v1/moved")
            expectEqual(result.url.query, "x=1")
            expectEqual(server.requests.map(\.target), ["/v1/search", "/v1/moved?x=1"])
        }
    }

    @Test func aRedirectLoopNamesTheLastURL() async throws {
        try await HTTPTestServer.serving { server in
            server.redirectLoop(between: "/v1/search", and: "/v1/back")
            let client = try ClientTestSupport.client(server)
            let outcome = await ClientTestSupport.failure { _ = try await client.send(Self.artists) }
            let error = try #require(outcome)
            let endpointError = try #require(error as? EndpointError, "\(error)")
            // 1 request + 10 redirects followed; the 11th is refused.
            expectEqual(server.requests.count, 11)
            let last = try #require(URL(string: "http://127.0.0.1:\(server.port)/v1/back"))
            expectEqual(endpointError, .tooManyRedirects(lastURL: last))
            #expect(endpointError.description.hasSuffix("more than 10 redirects; the last one led to \(last.absoluteString)"))
        }
    }

    @Test func aClosedPortIsATransportError() async throws {
        let port = try HTTPTestServer.closedPort()
        let client = EndpointClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)/v1")), catalog: try ClientTestSupport.catalog(), timeout: ClientTestSupport.patience)
        let outcome = await ClientTestSupport.failure { _ = try await client.objects(for: Self.artists, as: JSON.self) }
        let error = try #require(outcome)
        let endpointError = try #require(error as? EndpointError, "\(error)")
        expectEqual(endpointError.transportErrorCode, .cannotConnectToHost)
        expectEqual(endpointError.url?.absoluteString, "http://127.0.0.1:\(port)/v1/search")
    }

    @Test func aCancelledRequestEndsPromptlyInCancellationError() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .neverAnswers)
            let client = try ClientTestSupport.client(server, timeout: ClientTestSupport.patience)
            let call = Task { try await client.objects(for: Self.artists, as: JSON.self) }
            // Bound never reached: returns as soon as the request arrives.
            #expect(await server.waitForRequests(1, timeout: ClientTestSupport.patience))
            call.cancel()
            // The server never answers: the call ends at the cancellation,
            // not at its deadline (that would be `timedOut`).
            let result = await call.result
            #expect(throws: CancellationError.self) { try result.get() }
        }
    }

    @Test func anUnknownContextFailsBeforeAnythingIsSent() async throws {
        try await HTTPTestServer.serving { server in
            let client = try ClientTestSupport.client(server)
            let outcome = await ClientTestSupport.failure {
                _ = try await client.objects(for: Endpoint(.get, "search", context: "$Nope"), as: JSON.self)
            }
            let error = try #require(outcome as? EndpointError)
            #expect(error.description.contains("the mapping context cannot map this response"), "\(error)")
            expectEqual(server.requests.count, 0)
        }
    }

    @Test func aMissingKeyPathIsAnError() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .json(#"{"artists": {"itemz": []}}"#))
            let client = try ClientTestSupport.client(server)
            let endpoint = Endpoint(.get, "search", context: "$SpotifyArtist", responseKeyPath: "artists.items")
            let outcome = await ClientTestSupport.failure { _ = try await client.objects(for: endpoint, as: JSON.self) }
            let error = try #require(outcome as? EndpointError)
            #expect(error.description.contains("the response key path 'artists.items' is not in the response"), "\(error)")
        }
    }
}
