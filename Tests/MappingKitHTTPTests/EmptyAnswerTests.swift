import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// A success with no body — `204`, `205`, `Content-Length: 0`, an answer
/// to `HEAD` — is a success for `send`, with no content-type check; the
/// mapping verbs need a payload and throw `emptyResponse`.
@Suite struct EmptyAnswerTests {
    static let empties: [(String, HTTPTestResponse)] = [
        ("204", HTTPTestResponse(status: 204)),
        ("205", HTTPTestResponse(status: 205)),
        ("200 with Content-Length: 0 and no JSON type", HTTPTestResponse(status: 200, headers: [("Content-Type", "text/html")])),
    ]

    @Test func sendTakesAnEmptyAnswerWithoutCheckingItsContentType() async throws {
        try await HTTPTestServer.serving { server in
            let client = try ClientTestSupport.client(server)
            for (name, response) in Self.empties {
                server.route("PUT", "/v1/issues/1/lock", response)
                let result = try await client.send(Endpoint(.put, "issues/1/lock"))
                expectEqual(result.response.status, response.status, "\(name)")
                expectEqual(result.value, Data(), "\(name)")
                expectEqual(result.response.byteCount, 0, "\(name)")
                expectEqual(result.report.issueCount, 0, "\(name)")
            }
        }
    }

    @Test func aHeadRequestReadsNoBodyWhateverContentLengthSays() async throws {
        try await HTTPTestServer.serving { server in
            // The server sends the Content-Length of the body a GET would get, and no body.
            server.route("HEAD", "/v1/search", .json(#"[{"name": "Tania Bowra"}]"#))
            // A limit under the Content-Length: no body is read, so none is too large.
            let client = try ClientTestSupport.client(server, limit: 10)
            let result = try await client.send(Endpoint(.head, "search"))
            expectEqual(result.response.status, 200)
            expectEqual(result.response.headers["Content-Length"], "25")
            expectEqual(result.value, Data())
        }
    }

    @Test func theMappingVerbsThrowEmptyResponse() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", HTTPTestResponse(status: 204))
            server.route("HEAD", "/v1/search", .json("[]"))
            let client = try ClientTestSupport.client(server)
            let search = Endpoint(.get, "search", context: "$SpotifyArtist")
            let url = server.url("/v1/search").absoluteString
            let message = "the server answered 204 No Content with no body, and this call maps a JSON payload; "
                + "use send(_:) for a call that answers nothing"

            var outcomes: [(String, (any Error)?)] = []
            outcomes.append(("objects", await ClientTestSupport.failure { _ = try await client.objects(for: search, as: JSON.self) }))
            outcomes.append(("object", await ClientTestSupport.failure { _ = try await client.object(for: search, as: JSON.self) }))
            outcomes.append(("typed", await ClientTestSupport.failure { _ = try await client.objects(for: search, as: SpotifyArtist.self) }))
            outcomes.append(("map", await ClientTestSupport.failure {
                var artist = SpotifyArtist()
                _ = try await client.map(for: search, into: &artist)
            }))
            outcomes.append(("pages", await ClientTestSupport.failure { _ = try await client.pages(for: search, as: JSON.self).collect() }))
            for (verb, outcome) in outcomes {
                let error = try #require(outcome as? EndpointError, "\(verb)")
                expectEqual(error, .emptyResponse(status: 204), "\(verb)")
                expectEqual(error.description, "GET \(url): " + message, "\(verb)")
            }

            var headRequest = search
            headRequest.method = .head
            let head = headRequest
            let outcome = await ClientTestSupport.failure { _ = try await client.object(for: head, as: JSON.self) }
            expectEqual(outcome as? EndpointError, .emptyResponse(status: 200))
        }
    }
}
