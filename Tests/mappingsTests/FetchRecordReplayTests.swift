import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings fetch --record DIR` then `--replay DIR`: the replayed run
/// prints byte for byte what the recorded run printed, with the server gone
/// and a stand-in proxy that would catch any connection; an unrecorded
/// request fails naming the closest recording; the recordings in
/// `Fixtures/http/` run the README's examples offline.
@Suite("mappings fetch --record / --replay")
struct FetchRecordReplayTests {
    static func post(_ id: Int) -> String { FetchRedirectTests.post(id) }

    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, environment: environment)
    }

    /// Every proxy variable libcurl reads, pointing at `tripwire`: a run
    /// that opens a connection sends its request there.
    static func proxied(through tripwire: HTTPTestServer) -> [String: String] {
        let proxy = tripwire.baseURL.absoluteString
        return ["http_proxy": proxy, "HTTP_PROXY": proxy, "https_proxy": proxy, "HTTPS_PROXY": proxy, "ALL_PROXY": proxy,
                "all_proxy": proxy, "no_proxy": "", "NO_PROXY": ""]
    }

    /// Runs `arguments + [--record DIR]` against a live server, then
    /// `arguments + [--replay DIR]` with the server stopped and every proxy
    /// variable on a tripwire; both runs' outputs.
    static func recordThenReplay(
        _ serve: (HTTPTestServer) -> Void, _ arguments: (HTTPTestServer) -> [String]
    ) async throws -> (recorded: ToolRunner.Output, replayed: ToolRunner.Output, tripwireRequests: Int, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let server = try HTTPTestServer()
        serve(server)
        let line = arguments(server)
        let recorded = try await run(line + ["--record", folder.url.path])
        server.stop()

        let tripwire = try HTTPTestServer()
        defer { tripwire.stop() }
        let replayed = try await run(line + ["--replay", folder.url.path], environment: proxied(through: tripwire))
        return (recorded, replayed, tripwire.requests.count, folder)
    }

    @Test("--object maps each response as one object, each page with --all-pages, as apply --object does")
    func asObject() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Page.mappings", #"{"$Page": {"first": "0.number", "second": { "@keyPath": "1.number", "@optional": true }}}"#)
        let url = "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3"
        let line = ["fetch", folder.path("Page.mappings"), "-c", "$Page", "--object", "--replay", "Fixtures/http/github-issues", url]
        let one = try await Self.run(line + ["--format", "json"])
        expectEqual(one.status, 0)
        expectEqual(one.json?["result"], ["first": 8, "second": 7])
        let pages = try await Self.run(line + ["--all-pages", "--format", "json"])
        expectEqual(pages.status, 0)
        expectEqual(pages.json?["result"], [["first": 8, "second": 7], ["first": 5, "second": 4], ["first": 2, "second": 1]])
        expectEqual(pages.json?["objects"], ["$Page": 3])
        // Without it, each element is mapped: no element holds an element 0.
        let elements = try await Self.run(Array(line.filter { $0 != "--object" }) + ["--format", "json"])
        expectEqual(elements.status, 1)
    }

    @Test("the tripwire catches a run that opens a connection")
    func theTripwireWorks() async throws {
        let tripwire = try HTTPTestServer()
        defer { tripwire.stop() }
        let port = try HTTPTestServer.closedPort()
        _ = try await Self.run(
            ["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "http://127.0.0.1:\(port)/v1/search"],
            environment: Self.proxied(through: tripwire))
        expectEqual(tripwire.requests.count, 1)
    }

    @Test("pages over Link headers: the replay prints the recording's stdout and stderr byte for byte", arguments: ["text", "json"])
    func pages(format: String) async throws {
        let (recorded, replayed, tripwire, folder) = try await Self.recordThenReplay({ $0.serveGitHubIssues() }) { server in
            ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", "-f", format,
             "-H", "Authorization: token ghp_SECRET", server.url(HTTPTestServer.githubIssuesPath + "?per_page=3").absoluteString]
        }
        expectEqual(recorded.status, 1)
        #expect(recorded.stdout.contains("\"number\": 8"))
        expectEqual(replayed.status, recorded.status)
        expectEqual(replayed.stdout, recorded.stdout)
        expectEqual(replayed.stderr, recorded.stderr)
        expectEqual(tripwire, 0)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted()
        expectEqual(files.count, 3)
        let text = try files.map { String(decoding: try Data(contentsOf: folder.url.appendingPathComponent($0)), as: UTF8.self) }
        #expect(text.allSatisfy { $0.contains(#""Authorization": "<redacted>""#) && !$0.contains("ghp_SECRET") })
    }

    @Test("a 307 PATCH, a cross-origin redirect, an empty answer, a status error and a body too large replay as they were recorded")
    func exchangesOfEveryKind() async throws {
        let other = try (try? HTTPTestServer(host: 2)) ?? HTTPTestServer()
        defer { other.stop() }
        let serve = { (server: HTTPTestServer) in
            server.route("PATCH", "/issues/1", .redirect(to: "/repositories/9/issues/1", status: 307))
            server.route("PATCH", "/repositories/9/issues/1", .json(Self.post(1)))
            server.route("GET", "/tarball", .redirect(to: other.url("/codeload").absoluteString))
            other.route("GET", "/codeload", .json(Self.post(2)))
            server.route("PUT", "/issues/1/lock", HTTPTestResponse(status: 204))
            server.route("POST", "/labels", .json(#"{"message": "Validation Failed", "errors": [{"code": "already_exists"}]}"#, status: 422))
            server.route("GET", "/big", .json(Self.post(3)))
        }
        let calls: [(HTTPTestServer) -> [String]] = [
            { ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-X", "PATCH", "-d", #"{"title":"renamed"}"#, $0.url("/issues/1").absoluteString] },
            { ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-H", "X-Api-Key: k123", $0.url("/tarball").absoluteString] },
            { ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-X", "PUT", "-f", "json", $0.url("/issues/1/lock").absoluteString] },
            { ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-d", #"{"name":"bug"}"#, $0.url("/labels").absoluteString] },
            { ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--max-bytes", "10", $0.url("/big").absoluteString] },
        ]
        var statuses: [Int32] = []
        for call in calls {
            let (recorded, replayed, tripwire, _) = try await Self.recordThenReplay(serve, call)
            expectEqual(replayed.status, recorded.status)
            expectEqual(replayed.stdout, recorded.stdout)
            expectEqual(replayed.stderr, recorded.stderr)
            expectEqual(tripwire, 0)
            statuses.append(recorded.status)
        }
        expectEqual(statuses, [0, 0, 0, 3, 3])
    }

    @Test("a request with no recording: exit 3, one line naming it and the closest recorded one")
    func anUnrecordedRequest() async throws {
        let run = try await Self.run([
            "fetch", "Mappings/Polymer.mappings", "-c", "$Post", "--replay", "Fixtures/http/polymer-posts",
            "https://api.example.com/v1/posts/18",
        ])
        expectEqual(run.status, 3)
        expectEqual(run.stdout, "")
        expectEqual(run.stderr, "error: GET https://api.example.com/v1/posts/18: no recorded exchange in Fixtures/http/polymer-posts "
            + "matches GET https://api.example.com/v1/posts/18; the closest recorded one is GET https://api.example.com/v1/posts/17 "
            + "(in 001-GET-api.example.com-v1-posts-17.json); record it first (mappings fetch --record DIR), "
            + "or fix the request\n")
    }

    @Test("recordings that cannot be read: exit 2, naming the file and what is wrong")
    func unreadableRecordings() async throws {
        let missing = try await Self.run(["fetch", "Mappings/Polymer.mappings", "-c", "$Post", "--replay", "Fixtures/http/none", "https://api.example.com/v1/posts/17"])
        expectEqual(missing.status, 2)
        #expect(missing.stderr.hasPrefix("error: cannot read the recordings at Fixtures/http/none: "), "\(missing.stderr)")
        let broken = try await Self.run([
            "fetch", "Mappings/Polymer.mappings", "-c", "$Post", "--replay", "Fixtures/http/broken-recordings/bad-url",
            "https://api.example.com/v1/posts/17",
        ])
        expectEqual(broken.status, 2)
        expectEqual(broken.stderr, "error: " + (try Fixtures.text("http/broken-recordings/bad-url.expected")))
    }

    /// The README's offline example: the recorded GitHub issues, three pages.
    static let readmeCommand = """
        mappings fetch Mappings/GitHubIssues.mappings -c '$GitHubIssue' --all-pages \\
            --replay Fixtures/http/github-issues 'https://api.github.com/repos/octocat/Hello-World/issues?per_page=3'
        """

    @Test("the README's replay example prints what the README shows")
    func theReadmeExample() async throws {
        let run = try await Self.run([
            "fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", "--replay", "Fixtures/http/github-issues",
            "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3",
        ])
        expectEqual(run.status, 1)
        let readme = String(decoding: try Data(contentsOf: Fixtures.packageURL("README.md")), as: UTF8.self)
        let shown = "$ " + Self.readmeCommand + " > issues.json\n" + run.stderr
        #expect(readme.contains(shown), "the README should show:\n\(shown)")
        let issues = try JSON(parsing: run.stdout)
        expectEqual(issues.arrayValue?.compactMap { $0["number"]?.intValue }, [8, 7, 6, 5, 4, 3, 2, 1])
    }

    @Test("each recorded flow of Fixtures/http replays through the tool", arguments: [
        ["Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "-k", "artists.items", "--next-key-path", "artists.next",
         "--replay", "Fixtures/http/spotify-search", "https://api.spotify.com/v1/search?query=tania+bowra&type=artist&limit=2"],
        ["Mappings/Raccoon.mappings", "-c", "$LoginResponse", "-d", #"{"user":"manue","pass":"my_pass"}"#,
         "--replay", "Fixtures/http/raccoon-login", "https://api.example.com/auth/login"],
        ["Mappings/Polymer.mappings", "-c", "$Post", "--replay", "Fixtures/http/polymer-posts", "https://api.example.com/v1/posts/17"],
        ["Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "-f", "json", "--replay", "Fixtures/http/github-renamed",
         "https://api.github.com/repos/octocat/Old-Name/issues"],
    ])
    func flows(arguments: [String]) async throws {
        let run = try await Self.run(["fetch"] + arguments)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        #expect(!run.stdout.isEmpty)
        #expect(!run.stderr.contains("error: GET") && !run.stderr.contains("error: POST"), "\(run.stderr)")
    }
}

extension FetchRecordReplayTests {
    @Test("an https → http redirect (recorded by hand): exit 3, naming both URLs, and no Swift API")
    func httpsToHTTPIsRefused() async throws {
        let folder = try TemporaryFolder()
        try folder.write("001-GET-api.example.com-v1-posts-17.json", """
            {
              "recording": 1,
              "request": {"method": "GET", "url": "https://api.example.com/v1/posts/17"},
              "response": {"status": 301, "headers": {"Location": "http://api.example.com/v1/posts/17"}, "body": ""}
            }
            """)
        let run = try await Self.run([
            "fetch", "Mappings/Polymer.mappings", "-c", "$Post", "--replay", folder.url.path, "https://api.example.com/v1/posts/17",
        ])
        expectEqual(run.status, 3)
        expectEqual(run.stderr, "error: GET https://api.example.com/v1/posts/17: the server redirected from "
            + "https://api.example.com/v1/posts/17 to http://api.example.com/v1/posts/17, which is plain http: refused, as the "
            + "request and its credentials would travel unencrypted; mappings fetch has no option to follow it: "
            + "fetch the http URL itself if you trust the network\n")
    }
}
