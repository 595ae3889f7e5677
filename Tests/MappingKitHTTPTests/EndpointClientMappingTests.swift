import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// The client end to end: requests as the server received them, typed and
/// dynamic mapping with a key path, headers into the payload, populating,
/// events, and concurrency.
@Suite struct EndpointClientMappingTests {
    static let search = Endpoint(
        .get, "search", query: [("q", "tania bowra"), ("type", "artist")], context: "$SpotifyArtist",
        responseKeyPath: "artists.items")

    @Test func typedAndDynamicMappingOfTheSpotifySearch() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .fixture("payloads/spotify-artists.json"))
            let client = try ClientTestSupport.client(server)
            let typed = try await client.objects(for: Self.search, as: SpotifyArtist.self)
            expectEqual(typed.value.map(\.name).prefix(2), ["Tania Bowra", "Tania Bowra Trio"])
            expectEqual(typed.value.first?.images.count, 3)
            expectEqual(typed.response.status, 200)
            expectEqual(typed.url.path, "/v1/search")
            // The broken image of the second artist: its path starts at artists.items.
            #expect(typed.report.issues.contains { $0.sourcePath.description.hasPrefix("[1].images") }, "\(typed.report)")

            let dynamic = try await client.objects(for: Self.search, as: JSON.self)
            expectEqual(dynamic.value.count, typed.value.count)
            expectEqual(dynamic.value.first?["name"], "Tania Bowra")
            expectEqual(dynamic.report.issueCount, typed.report.issueCount)

            let one = try await client.object(
                for: Endpoint(.get, "search", context: "$SpotifyArtist", responseKeyPath: "artists.items.0"),
                as: SpotifyArtist.self)
            expectEqual(one.value.identifier, "08td7MxkoHQkXnWAYD8d6Q")
            let oneDynamic = try await client.object(
                for: Endpoint(.get, "search", context: "$SpotifyArtist", responseKeyPath: "artists.items.0"), as: JSON.self)
            expectEqual(oneDynamic.value["popularity"], 4)
        }
    }

    @Test func requestsArriveAsBuilt() async throws {
        try await HTTPTestServer.serving { server in
            server.route("POST", "/v1/artists/a%2Fb/notes", .json("{}", status: 201))
            server.route("DELETE", "/v1/artists/17", HTTPTestResponse(status: 204))
            let client = EndpointClient(
                baseURL: server.url("/v1"), catalog: try ClientTestSupport.catalog(),
                defaultHeaders: ["X-Client": "mk"],
                timeout: ClientTestSupport.patience, prepare: { request in
                    var request = request
                    request.setValue("Token secret", forHTTPHeaderField: "Authorization")
                    return request
                })
            let post = Endpoint(
                .post, "artists/:id/notes", slugs: ["id": "a/b"], query: [("q", "a+b c")], headers: ["X-Trace": "1"],
                body: .json(["note": "hi"]))
            let created = try await client.send(post)
            expectEqual(created.response.status, 201)
            let deleted = try await client.send(Endpoint(.delete, "artists/:id", slugs: ["id": "17"]))
            expectEqual(deleted.response.status, 204)
            expectEqual(deleted.value, Data())

            let requests = server.requests
            expectEqual(requests.map(\.method), ["POST", "DELETE"])
            let first = try #require(requests.first)
            expectEqual(first.path, "/v1/artists/a%2Fb/notes")
            expectEqual(first.query, "q=a%2Bb+c")
            expectEqual(first.header("X-Client"), "mk")
            expectEqual(first.header("X-Trace"), "1")
            expectEqual(first.header("Authorization"), "Token secret")
            expectEqual(first.header("Content-Type"), "application/json")
            expectEqual(first.body, Data(#"{"note":"hi"}"#.utf8))
            expectEqual(requests.last?.path, "/v1/artists/17")
        }
    }

    @Test func contentTypeParametersAndPlusJSONAreAccepted() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/object", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/json; charset=utf-8"), ("X-Total", "2")],
                body: Data(#"{"name": "Tania"}"#.utf8)))
            server.route("GET", "/v1/array", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/vnd.api+json"), ("X-Total", "2")],
                body: Data(#"[{"name": "Tania"}]"#.utf8)))
            let client = try ClientTestSupport.client(server, appendsHeaders: true)
            // A context that reads the header: dynamic output shows what the payload held.
            let object = try await client.object(for: Endpoint(.get, "object", context: "$SpotifyArtist"), as: JSON.self)
            expectEqual(object.value["name"], "Tania")
            let whole = try await client.send(Endpoint(.get, "object"))
            expectEqual(whole.response.headers["x-total"], "2")

            let headerOfArray = try await client.objects(
                for: Endpoint(.get, "array", context: "$SpotifyArtist", responseKeyPath: "response"), as: JSON.self)
            expectEqual(headerOfArray.value.first?["name"], "Tania")
        }
    }

    @Test func headersIntoThePayloadFollowPolymersShape() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/array", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/json"), ("X-Total", "2")],
                body: Data(#"[{"name": "Tania"}]"#.utf8)))
            server.route("GET", "/v1/object", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/json"), ("X-Total", "3")],
                body: Data(#"{"name": "Tania"}"#.utf8)))
            let catalog = try MappingCatalog(string: #"{ "$Raw": { "total": "Header.x-total", "name": "response.0.name", "own": "name" } }"#)
            let client = EndpointClient(baseURL: server.url("/v1"), catalog: catalog, timeout: ClientTestSupport.patience, appendsResponseHeaders: true)
            let array = try await client.object(for: Endpoint(.get, "array", context: "$Raw"), as: JSON.self)
            expectEqual(array.value["total"], "2")
            expectEqual(array.value["name"], "Tania")
            let object = try await client.object(for: Endpoint(.get, "object", context: "$Raw"), as: JSON.self)
            expectEqual(object.value["total"], "3")
            expectEqual(object.value["own"], "Tania")
        }
    }

    @Test func populatingAnExistingModel() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/artists/1", .json(#"{"name": "Tania Bowra", "popularity": 4}"#))
            let client = try ClientTestSupport.client(server)
            var artist = SpotifyArtist()
            artist.identifier = "kept"
            let result = try await client.map(for: Endpoint(.get, "artists/1", context: "$SpotifyArtist"), into: &artist)
            expectEqual(artist.name, "Tania Bowra")
            expectEqual(artist.popularity, 4)
            expectEqual(artist.identifier, "kept")
            expectEqual(result.response.status, 200)
        }
    }

    @Test func eventsDescribeTheCall() async throws {
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var events: [EndpointClient.Event] = []
            func add(_ event: EndpointClient.Event) { lock.withLock { events.append(event) } }
        }
        let log = Log()
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .fixture("payloads/spotify-artists.json"))
            let client = try ClientTestSupport.client(server, onEvent: log.add)
            _ = try await client.objects(for: Self.search, as: JSON.self)
        }
        let events = log.lock.withLock { log.events }
        expectEqual(events.count, 3)
        guard case .requestSent(let method, _, let curl) = events.first else { Issue.record("\(events)"); return }
        expectEqual(method, "GET")
        #expect(curl.hasPrefix("curl -X GET -H 'Accept: application/json' "), "\(curl)")
        #expect(curl.hasSuffix("/v1/search?q=tania+bowra&type=artist'"), "\(curl)")
        guard case .responseReceived(let status, let bytes, _, _) = events[1] else { Issue.record("\(events)"); return }
        expectEqual(status, 200)
        expectEqual(bytes, try Fixtures.data("payloads/spotify-artists.json").count)
        guard case .mapped(let objects, _, _) = events[2] else { Issue.record("\(events)"); return }
        #expect(objects >= 2)
    }

    @Test func fiftyConcurrentRequestsThroughOneClient() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/artists") { request in
                .json(#"[{"name": "artist \#(request.query ?? "")", "popularity": 1}]"#)
            }
            let client = try ClientTestSupport.client(server, timeout: ClientTestSupport.patience)
            let names = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for index in 0..<50 {
                    group.addTask {
                        let endpoint = Endpoint(.get, "artists", query: [("n", "\(index)")], context: "$SpotifyArtist")
                        let result = try await client.objects(for: endpoint, as: SpotifyArtist.self)
                        return (index, result.value.first?.name)
                    }
                }
                var names: [Int: String] = [:]
                for try await (index, name) in group { names[index] = name }
                return names
            }
            expectEqual(names.count, 50)
            for index in 0..<50 { expectEqual(names[index], "artist n=\(index)") }
        }
    }
}
