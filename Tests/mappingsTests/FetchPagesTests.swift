import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings fetch --all-pages`, the built binary against a loopback
/// ``HTTPTestServer``: the pages print as `apply` prints their joined array,
/// over `Link` headers and over `--next-key-path`, with `--max-pages` and a
/// failing page.
@Suite("mappings fetch --all-pages")
struct FetchPagesTests {
    static func run(_ arguments: [String]) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, stdin: "")
    }

    static let issuesPath = HTTPTestServer.githubIssuesPath

    /// GitHub's issues list in three pages of 3, 3 and 2 issues (see
    /// ``HTTPTestServer/serveGitHubIssues(pages:failing:origin:)``).
    static func serveIssues(_ server: HTTPTestServer, pages: Int = 3, failing: Int? = nil) {
        server.serveGitHubIssues(pages: pages, failing: failing)
    }

    /// Spotify's search in two pages, each naming the next at `artists.next`.
    static func serveSearch(_ server: HTTPTestServer) {
        server.serveSpotifySearch()
    }

    /// The arrays at `keyPath` (or the whole documents) of the fixtures,
    /// joined into one array in a temporary file, for `apply`.
    static func joined(_ fixtures: [String], keyPath: String? = nil) throws -> URL {
        var elements: [JSON] = []
        for fixture in fixtures {
            var json = try JSON(parsing: Fixtures.data(fixture))
            for key in keyPath?.split(separator: ".") ?? [] { json = json[String(key)] ?? .null }
            elements += json.arrayValue ?? []
        }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fetch-pages-\(UUID().uuidString).json")
        try JSON.array(elements).data().write(to: url)
        return url
    }

    static let issuePages = (1...3).map { "http/pages/github-issues-page\($0).json" }

    @Test("--unmapped over every page: the same counts as apply --unmapped on the joined array, text and json")
    func unmappedPages() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let url = server.url(Self.issuesPath + "?per_page=3").absoluteString
            let joined = try Self.joined(Self.issuePages)
            defer { try? FileManager.default.removeItem(at: joined) }
            for format in ["text", "json"] {
                let fetched = try await Self.run(
                    ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", "--unmapped", "--format", format, url])
                let applied = try await Self.run(
                    ["apply", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--unmapped", "--format", format, joined.path])
                #expect(fetched.stderr == applied.stderr)
                #expect(fetched.json?["unmapped"] == applied.json?["unmapped"])
                if format == "text" {
                    #expect(fetched.stderr.contains("$GitHubIssue: "))
                    #expect(fetched.stderr.contains(" not read: "))
                } else {
                    #expect(fetched.json?["unmapped"]?.arrayValue?.isEmpty == false)
                }
            }
        }
    }

    @Test("Link pages: apply's output for the joined array, paths offset, summary over all pages")
    func linkPages() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let url = server.url(Self.issuesPath + "?per_page=3").absoluteString
            let fetched = try await Self.run(
                ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", url])
            let joined = try Self.joined(Self.issuePages)
            defer { try? FileManager.default.removeItem(at: joined) }
            let applied = try await Self.run(["apply", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", joined.path])
            #expect(fetched.stdout == applied.stdout)
            #expect(fetched.stderr == applied.stderr)
            #expect(fetched.status == applied.status)
            #expect(fetched.json?.arrayValue?.count == 8)
            // Page 3's [0] and [1] are [6] and [7] of the joined array.
            #expect(fetched.stderr.contains("[6].body"), "\(fetched.stderr)")
            #expect(fetched.stderr.contains("[7].body"), "\(fetched.stderr)")
            #expect(fetched.stderr.contains("missing in 3 of 8 objects"), "\(fetched.stderr)")
            #expect(server.requests.map(\.query) == ["per_page=3", "per_page=3&page=2", "per_page=3&page=3"])
        }
    }

    @Test("--format json: the joined result and report, then http with the last page's status and URL, pages 3")
    func linkPagesJSON() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let fetched = try await Self.run(
                ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", "-f", "json",
                 server.url(Self.issuesPath + "?per_page=3").absoluteString])
            let joined = try Self.joined(Self.issuePages)
            defer { try? FileManager.default.removeItem(at: joined) }
            let applied = try await Self.run(
                ["apply", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "-f", "json", joined.path])
            let last = server.url(Self.issuesPath + "?per_page=3&page=3").absoluteString
            #expect(fetched.stdout == String(applied.stdout.dropLast(3)) + """
                ,
                  "http": {
                    "status": 200,
                    "url": "\(last)",
                    "pages": 3
                  }
                }

                """)
            #expect(fetched.json?["http"]?["pages"] == 3)
            #expect(fetched.stderr == "")
            #expect(fetched.status == applied.status)
        }
    }

    @Test("without --all-pages the Link header is ignored: one page")
    func linkIgnoredWithoutAllPages() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let fetched = try await Self.run(
                ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "-f", "json",
                 server.url(Self.issuesPath + "?per_page=3").absoluteString])
            #expect(fetched.json?["result"]?.arrayValue?.count == 3)
            #expect(fetched.json?["http"]?["pages"] == 1)
            #expect(server.requests.count == 1)
        }
    }

    @Test("--next-key-path over Spotify pages (it implies --all-pages); --key-path selects each page's array")
    func nextKeyPath() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveSearch(server)
            let fetched = try await Self.run(
                ["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "-k", "artists.items",
                 "--next-key-path", "artists.next", server.url("/v1/search?q=tania+bowra&type=artist").absoluteString])
            let joined = try Self.joined(
                ["http/pages/spotify-search-page1.json", "http/pages/spotify-search-page2.json"], keyPath: "artists.items")
            defer { try? FileManager.default.removeItem(at: joined) }
            let applied = try await Self.run(["apply", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", joined.path])
            #expect(fetched.stdout == applied.stdout)
            #expect(fetched.stderr == applied.stderr)
            #expect(fetched.status == applied.status)
            #expect(fetched.json?.arrayValue?.count == 3)
            #expect(fetched.stderr.contains("[2].name"), "\(fetched.stderr)")
            #expect(server.requests.map(\.query) == [
                "q=tania+bowra&type=artist", "query=tania+bowra&type=artist&offset=2&limit=2",
            ])
        }
    }

    @Test("--max-pages 2 with a page left: one warning line, exit and output as for the two pages")
    func maximumPages() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server)
            let fetched = try await Self.run(
                ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", "--max-pages", "2",
                 server.url(Self.issuesPath + "?per_page=3").absoluteString])
            let joined = try Self.joined(Array(Self.issuePages.prefix(2)))
            defer { try? FileManager.default.removeItem(at: joined) }
            let applied = try await Self.run(["apply", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", joined.path])
            let next = server.url(Self.issuesPath + "?per_page=3&page=3").absoluteString
            let warning = "warning: stopped at --max-pages 2 with more pages left; the next one is \(next)\n"
            #expect(fetched.stdout == applied.stdout)
            #expect(fetched.stderr == warning + applied.stderr)
            #expect(fetched.status == applied.status)
            #expect(fetched.json?.arrayValue?.count == 6)
            #expect(server.requests.count == 2)

            // Exactly as many pages as the limit: nothing left, no warning.
            let all = try await Self.run(
                ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--max-pages", "3", "-f", "json",
                 server.url(Self.issuesPath + "?per_page=3").absoluteString])
            #expect(all.stderr == "")
            #expect(all.json?["http"]?["pages"] == 3)
        }
    }

    @Test("a failing second page: exit 3, its one line on stderr, nothing on stdout")
    func failingPage() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveIssues(server, failing: 2)
            let fetched = try await Self.run(
                ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages",
                 server.url(Self.issuesPath + "?per_page=3").absoluteString])
            let page2 = server.url(Self.issuesPath + "?per_page=3&page=2").absoluteString
            #expect(fetched.status == 3)
            #expect(fetched.stdout == "")
            #expect(fetched.stderr == "error: GET \(page2): the server answered 500 Internal Server Error: {\"message\": \"Server Error\"}\n")
            #expect(server.requests.count == 2)
        }
    }

    @Test("--key-path missing in a page: exit 2, apply's message")
    func keyPathMissing() async throws {
        try await HTTPTestServer.serving { server in
            Self.serveSearch(server)
            let fetched = try await Self.run(
                ["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "-k", "artists.itemz",
                 "--next-key-path", "artists.next", server.url("/v1/search?q=a").absoluteString])
            #expect(fetched.status == 2)
            #expect(fetched.stdout == "")
            #expect(fetched.stderr.hasPrefix("error: key path 'artists.itemz' is not in the payload"), "\(fetched.stderr)")
        }
    }
}

