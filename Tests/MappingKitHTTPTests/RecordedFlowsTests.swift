import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// The flows of `Mappings/`' examples, recorded from the loopback test
/// server under the real APIs' URLs into `Fixtures/http/` (so the README's
/// `fetch --replay` examples run offline), and replayed through the library.
///
/// The recordings are reproducible: each test records its flow afresh and
/// compares the files byte for byte with the ones in `Fixtures/http/`;
/// `RECORD_FIXTURES=1 swift test --filter RecordedFlowsTests` writes them.
@Suite struct RecordedFlowsTests {
    struct Flow: Sendable, CustomTestStringConvertible {
        /// The folder under `Fixtures/http/`.
        var name: String
        /// The file under `Mappings/`.
        var mappings: String
        /// The calls made, through a client whose base URL the flow sets.
        var calls: @Sendable (EndpointClient) async throws -> Void
        var testDescription: String { name }
    }

    static func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    static let flows: [Flow] = [
        Flow(name: "github-issues", mappings: "GitHubIssues") { client in
            var client = client
            client.baseURL = try url("https://api.github.com/repos/octocat/Hello-World/issues?per_page=3")
            _ = try await client.pages(for: Endpoint(.get, "", context: "$GitHubIssue"), as: JSON.self).collect()
        },
        Flow(name: "github-renamed", mappings: "GitHubIssues") { client in
            var client = client
            client.baseURL = try url("https://api.github.com/repos/octocat/Old-Name/issues")
            _ = try await client.objects(for: Endpoint(.get, "", context: "$GitHubIssue"), as: JSON.self)
        },
        Flow(name: "spotify-search", mappings: "Spotify") { client in
            var client = client
            client.baseURL = try url("https://api.spotify.com/v1/search?query=tania+bowra&type=artist&limit=2")
            let search = Endpoint(.get, "", context: "$SpotifyArtist", responseKeyPath: "artists.items")
            _ = try await client.pages(for: search, as: JSON.self, next: .keyPath("artists.next")).collect()
        },
        Flow(name: "raccoon-login", mappings: "Raccoon") { client in
            var client = client
            client.baseURL = try url("https://api.example.com")
            _ = try await client.object(for: LoginRouter.login(user: "manue", password: "my_pass"), as: JSON.self)
            _ = try await client.object(for: Endpoint(.get, "users", context: "$UserListResponse"), as: JSON.self)
        },
        Flow(name: "polymer-posts", mappings: "Polymer") { client in
            var client = client
            client.baseURL = try url("https://api.example.com/v1")
            _ = try await client.object(for: Endpoint(.get, "posts/:identifier", slugs: ["identifier": "17"], context: "$Post"), as: JSON.self)
            let revised: JSON = ["id": 17, "title": "Seventeen, revised", "meta": ["published": true, "score": 4.5]]
            _ = try await client.send(Endpoint(.put, "posts/17", body: .json(revised)))
            _ = try await client.send(Endpoint(.delete, "posts/17"))
        },
    ]

    /// Serves every flow, naming the real APIs' URLs.
    static func serveFlows(_ server: HTTPTestServer) {
        server.serveGitHubIssues(origin: "https://api.github.com")
        server.serveRenamedRepository(origin: "https://api.github.com")
        server.serveSpotifySearch(origin: "https://api.spotify.com")
        server.serveRaccoon()
        server.servePolymerPosts()
    }

    static func catalog(_ mappings: String) throws -> MappingCatalog {
        try MappingCatalog(contentsOf: Fixtures.packageURL("Mappings/\(mappings).mappings"))
    }

    static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("the recording in Fixtures/http is what the flow records today", arguments: flows)
    func recordingIsCurrent(flow: Flow) async throws {
        let scratch = try TemporaryFolder()
        let committed = Fixtures.url("http/" + flow.name)
        let folder = Fixtures.isRecording ? committed : scratch.url
        if Fixtures.isRecording {
            for name in Self.files(in: committed) { try FileManager.default.removeItem(at: committed.appendingPathComponent(name)) }
        }
        try await HTTPTestServer.serving { server in
            Self.serveFlows(server)
            let client = EndpointClient(
                baseURL: server.baseURL, catalog: try Self.catalog(flow.mappings),
                timeout: ClientTestSupport.patience, transport: RecordingTransport(wrapping: LoopbackTransport(server: server.baseURL), directory: folder))
            try await flow.calls(client)
        }
        guard !Fixtures.isRecording else { return }
        let names = Self.files(in: scratch.url)
        expectEqual(names, Self.files(in: committed))
        for name in names {
            let fresh = try String(decoding: Data(contentsOf: scratch.url.appendingPathComponent(name)), as: UTF8.self)
            let kept = try Fixtures.text("http/\(flow.name)/\(name)")
            expectEqual(fresh, kept, "\(flow.name)/\(name)")
        }
    }

    @Test("each recorded flow replays through the library with no network", arguments: flows)
    func replays(flow: Flow) async throws {
        let client = EndpointClient(
            baseURL: try Self.url("http://127.0.0.1:1"), catalog: try Self.catalog(flow.mappings),
            timeout: ClientTestSupport.patience, transport: try ReplayTransport(directory: Fixtures.url("http/" + flow.name)))
        try await flow.calls(client)
    }

    @Test func githubIssuesReplayTyped() async throws {
        let client = EndpointClient(
            baseURL: try Self.url("https://api.github.com/repos/octocat/Hello-World/issues?per_page=3"),
            catalog: try EndpointClientPagesTests.githubCatalog(),
            timeout: ClientTestSupport.patience, transport: try ReplayTransport(directory: Fixtures.url("http/github-issues")))
        let (issues, summary) = try await client.pages(for: Endpoint(.get, "", context: "$GitHubIssue"), as: GitHubIssue.self).collect()
        expectEqual(issues.map(\.number), [8, 7, 6, 5, 4, 3, 2, 1])
        expectEqual(summary.pageCount, 3)
        expectEqual(summary.lines.map(\.description), ["$GitHubIssue.body (body): missing in 3 of 8 objects"])
        expectEqual(summary.report.issues.map(\.sourcePath), ["[1].body", "[6].body", "[7].body"])
    }

    @Test func polymerPostsReplayTyped() async throws {
        let catalog = try MappingCatalog(
            contentsOf: Fixtures.packageURL("Mappings/Polymer.mappings"), models: ModelRegistry().registering(PostModel.self))
        let client = EndpointClient(
            baseURL: try Self.url("https://api.example.com/v1"), catalog: catalog,
            timeout: ClientTestSupport.patience, transport: try ReplayTransport(directory: Fixtures.url("http/polymer-posts")))
        let post = try await client.object(for: Endpoint(.get, "posts/:identifier", slugs: ["identifier": "17"], context: "$Post"), as: PostModel.self)
        expectEqual(post.value.identifier, 17)
        expectEqual(post.value.published, true)
        expectEqual(post.value.score, 4.5)
        let deleted = try await client.send(Endpoint(.delete, "posts/17"))
        expectEqual(deleted.response.status, 204)
        expectEqual(deleted.value, Data())
    }

    @Test func theRenamedRepositoryReplaysBothHops() async throws {
        let client = EndpointClient(
            baseURL: try Self.url("https://api.github.com/repos/octocat/Old-Name/issues"),
            catalog: try EndpointClientPagesTests.githubCatalog(),
            timeout: ClientTestSupport.patience, transport: try ReplayTransport(directory: Fixtures.url("http/github-renamed")))
        let result = try await client.objects(for: Endpoint(.get, "", context: "$GitHubIssue"), as: GitHubIssue.self)
        expectEqual(result.value.map(\.number), [8, 7, 6])
        expectEqual(result.response.url.absoluteString, "https://api.github.com/repositories/1296269/issues")
    }
}
