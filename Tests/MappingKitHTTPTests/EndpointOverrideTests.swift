import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// An endpoint's own timeout and body limit win over the client's.
@Suite("Per-endpoint overrides of the client's timeout and body limit")
struct EndpointOverrideTests {
    @Test func anEndpointsBodyLimitWinsOverTheClients() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .oversized(bytes: 3_000, withContentLength: true))
            let client = try ClientTestSupport.client(server, limit: 1 << 20)
            let endpoint = Endpoint(.get, "search", context: "$SpotifyArtist", maximumResponseSize: 1_000)
            let outcome = await ClientTestSupport.failure { _ = try await client.objects(for: endpoint, as: JSON.self) }
            let error = try #require(outcome as? EndpointError)
            expectEqual(error, .bodyTooLarge(limit: 1_000))
            // The same response within the client's limit, through an endpoint without an override, maps.
            let plain = try await client.objects(for: Endpoint(.get, "search", context: "$SpotifyArtist"), as: JSON.self)
            expectEqual(plain.response.status, 200)
        }
    }

    @Test func anEndpointsTimeoutWinsOverTheClients() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .neverAnswers)
            let client = try ClientTestSupport.client(server, timeout: ClientTestSupport.patience)
            let endpoint = Endpoint(.get, "search", context: "$SpotifyArtist", timeout: .milliseconds(400))
            let outcome = await ClientTestSupport.failure { _ = try await client.objects(for: endpoint, as: JSON.self) }
            // The endpoint's deadline, not the client's (ClientTestSupport.patience), is the one that passed.
            expectEqual(try #require(outcome) as? EndpointError, .timedOut(after: .milliseconds(400)))
        }
    }
}
