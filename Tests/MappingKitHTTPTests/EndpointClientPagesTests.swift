import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// `pages(for:as:)`: over `Link` headers and over a next-URL key path in the
/// body, the page limit, the combined summary, and cancellation between pages.
@Suite struct EndpointClientPagesTests {
    static let issues = Endpoint(
        .get, "repos/:owner/:repo/issues", slugs: ["owner": "octocat", "repo": "Hello-World"],
        query: [("per_page", "3")], context: "$GitHubIssue")

    static func githubCatalog() throws -> MappingCatalog {
        var models = ModelRegistry()
        models.register(GitHubIssue.self)
        models.register(GitHubLabel.self)
        models.register(GHUser.self)
        models.register(GHEvent.self)
        return try MappingCatalog(contentsOf: Fixtures.packageURL("Mappings/GitHubIssues.mappings"), models: models)
    }

    /// GitHub's issues list in three pages (see ``HTTPTestServer/serveGitHubIssues(pages:failing:origin:)``).
    static func serveIssues(_ server: HTTPTestServer, pages: Int = 3) {
        server.serveGitHubIssues(pages: pages)
    }

    static func githubClient(_ server: HTTPTestServer) throws -> EndpointClient {
        EndpointClient(
            baseURL: server.baseURL, catalog: try githubCatalog(),
            defaultHeaders: ["Accept": "application/vnd.github.v3+json"], timeout: ClientTestSupport.patience)
    }

    @Test func followsLinkHeadersTyped() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let client = try Self.githubClient(server)
            var numbers: [[Int]] = []
            var pageNumbers: [Int] = []
            for try await page in client.pages(for: Self.issues, as: GitHubIssue.self) {
                numbers.append(page.value.map(\.number))
                pageNumbers.append(page.number)
                #expect(!page.limitReached)
                // Each page has its own report: paths start at its own [0].
                #expect(page.report.issues.allSatisfy { $0.sourcePath.hasPrefix("[") }, "\(page.report)")
            }
            expectEqual(numbers, [[8, 7, 6], [5, 4, 3], [2, 1]])
            expectEqual(pageNumbers, [1, 2, 3])
            let requests = server.requests
            expectEqual(requests.map(\.query), ["per_page=3", "per_page=3&page=2", "per_page=3&page=3"])
            #expect(requests.allSatisfy { $0.path == "/repos/octocat/Hello-World/issues" })
            #expect(requests.allSatisfy { $0.header("Accept") == "application/vnd.github.v3+json" })
        }
    }

    @Test func combinedSummaryCountsOverEveryPage() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let client = try Self.githubClient(server)
            let (issues, summary) = try await client.pages(for: Self.issues, as: JSON.self).collect()
            expectEqual(issues.count, 8)
            expectEqual(summary.pageCount, 3)
            expectEqual(summary.objectCount, 8)
            #expect(!summary.limitReached)
            expectEqual(summary.nextURL, nil)
            expectEqual(summary.lines.map(\.description), ["$GitHubIssue.body (body): missing in 3 of 8 objects"])
            // Paths index into the joined listing: page 3's [0] and [1] are [6] and [7].
            expectEqual(summary.report.issues.map(\.sourcePath), ["[1].body", "[6].body", "[7].body"])
            expectEqual(summary.urls.map { $0.query ?? "" }, ["per_page=3", "per_page=3&page=2", "per_page=3&page=3"])
            expectEqual(summary.lastResponse?.status, 200)
        }
    }

    @Test func thePageLimitEndsTheSequenceAndSaysSo() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let client = try Self.githubClient(server)
            var pages: [EndpointClient.Page<JSON>] = []
            for try await page in client.pages(for: Self.issues, as: JSON.self, limit: 2) { pages.append(page) }
            expectEqual(pages.count, 2)
            expectEqual(pages.map(\.limitReached), [false, true])
            expectEqual(pages.last?.nextURL?.query, "per_page=3&page=3")
            expectEqual(server.requests.count, 2)

            let summary = try await client.pages(for: Self.issues, as: JSON.self, limit: 2).summary()
            #expect(summary.limitReached)
            expectEqual(summary.nextURL?.query, "per_page=3&page=3")
            expectEqual(summary.objectCount, 6)

            // Exactly as many pages as the limit: nothing left, no flag.
            let all = try await client.pages(for: Self.issues, as: JSON.self, limit: 3).summary()
            #expect(!all.limitReached)
            expectEqual(all.pageCount, 3)
            // A limit under 1 counts as 1.
            let one = try await client.pages(for: Self.issues, as: JSON.self, limit: 0).summary()
            expectEqual(one.pageCount, 1)
            #expect(one.limitReached)
        }
    }

    @Test func followsANextURLInTheBody() async throws {
        try await HTTPTestServer.serving { server in
            server.serveSpotifySearch()
            let client = try ClientTestSupport.client(server)
            let pages = client.pages(
                for: EndpointClientMappingTests.search, as: SpotifyArtist.self, next: .keyPath("artists.next"))
            let (artists, summary) = try await pages.collect()
            expectEqual(artists.map(\.name), ["Tania Bowra", "Tania Bowra Trio", ""])
            expectEqual(summary.pageCount, 2)
            expectEqual(summary.lines.map(\.description), ["$SpotifyArtist.name (name): missing in 1 of 3 objects"])
            expectEqual(summary.report.issues.map(\.sourcePath), ["[2].name"])
            expectEqual(server.requests.map(\.query), [
                "q=tania+bowra&type=artist", "query=tania+bowra&type=artist&offset=2&limit=2",
            ])

            let dynamic = try await client.pages(
                for: EndpointClientMappingTests.search, as: JSON.self, next: .keyPath("artists.next")
            ).collect()
            expectEqual(dynamic.values.count, 3)
        }
    }

    @Test func anAbsentNextKeyEndsAndANonURLIsAnError() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/absent", .json(#"{"artists": {"items": [{"name": "A"}]}}"#))
            server.route("GET", "/v1/number", .json(#"{"artists": {"items": [], "next": 42}}"#))
            server.route("GET", "/v1/ftp", .json(#"{"artists": {"items": [], "next": "ftp://x.example/p"}}"#))
            let client = try ClientTestSupport.client(server)
            func endpoint(_ path: String) -> Endpoint {
                Endpoint(.get, path, context: "$SpotifyArtist", responseKeyPath: "artists.items")
            }
            let absent = try await client.pages(for: endpoint("absent"), as: JSON.self, next: .keyPath("artists.next")).summary()
            expectEqual(absent.pageCount, 1)
            for (path, found) in [("number", "42"), ("ftp", "ftp://x.example/p")] {
                await #expect(throws: EndpointError.invalidNextPage(keyPath: "artists.next", found: found)) {
                    _ = try await client.pages(for: endpoint(path), as: JSON.self, next: .keyPath("artists.next")).summary()
                }
            }
        }
    }

    @Test func anErrorOnALaterPageEndsTheSequenceAfterTheGoodPages() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/a", .json(#"[{"name": "A"}]"#, headers: [("Link", "</v1/b>; rel=\"next\"")]))
            server.route("GET", "/v1/b", .error(status: 502, code: "bad_gateway"))
            let client = try ClientTestSupport.client(server)
            var names: [JSON?] = []
            let error = await #expect(throws: EndpointError.self) {
                for try await page in client.pages(for: Endpoint(.get, "a", context: "$SpotifyArtist"), as: JSON.self) {
                    names += page.value.map { $0["name"] }
                }
            }
            expectEqual(names, ["A"])
            expectEqual(error?.statusCode, 502)
            expectEqual(error?.url?.path, "/v1/b")
        }
    }

    @Test func cancellationBetweenPagesSendsNoMoreRequests() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let client = try Self.githubClient(server)
            let task = Task {
                var seen = 0
                for try await _ in client.pages(for: Self.issues, as: JSON.self) {
                    seen += 1
                    // Cancelled while reading page 1: page 2 is never asked for.
                    withUnsafeCurrentTask { $0?.cancel() }
                }
                return seen
            }
            let outcome = await task.result
            #expect(throws: CancellationError.self) { try outcome.get() }
            expectEqual(server.requests.count, 1)
        }
    }

    @Test func cancellingWhileAPageIsInFlightEndsPromptly() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/a", .json(#"[{"name": "A"}]"#, headers: [("Link", "</v1/b>; rel=\"next\"")]))
            server.route("GET", "/v1/b", HTTPTestResponse(delivery: .neverAnswers))
            let client = try ClientTestSupport.client(server)
            let task = Task {
                try await client.pages(for: Endpoint(.get, "a", context: "$SpotifyArtist"), as: JSON.self).summary()
            }
            #expect(await server.waitForRequests(2, timeout: ClientTestSupport.patience))
            task.cancel()
            let outcome = await task.result
            #expect(throws: CancellationError.self) { try outcome.get() }
        }
    }
}
