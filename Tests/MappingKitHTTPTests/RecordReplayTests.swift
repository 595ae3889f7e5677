import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RecordingTransport` writes each exchange (every page, every redirect
/// hop) as a readable JSON file with credentials redacted, and
/// `ReplayTransport` answers from those files with no network: the same
/// values and reports, and an unmatched request named with the closest
/// recorded one.
@Suite struct RecordReplayTests {
    static let secrets: HTTPHeaders = ["Authorization": "token ghp_SECRET", "X-Api-Key": "k123", "Accept": "application/json"]

    static func files(_ folder: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted()
    }

    static func recording(_ folder: TemporaryFolder, _ name: String) throws -> JSON {
        try JSON(parsing: Data(contentsOf: folder.url.appendingPathComponent(name)))
    }

    @Test func pagesAreRecordedThenReplayedWithoutTheNetwork() async throws {
        let folder = try TemporaryFolder()
        let issues = Endpoint(.get, "repos/octocat/Hello-World/issues", query: [("per_page", "3")], context: "$GitHubIssue")
        let (recorded, requestCount): ([Int], Int) = try await HTTPTestServer.serving { server in
            server.serveGitHubIssues()
            let client = EndpointClient(
                baseURL: server.baseURL, catalog: try EndpointClientPagesTests.githubCatalog(), defaultHeaders: Self.secrets,
                timeout: ClientTestSupport.patience, transport: RecordingTransport(wrapping: URLSessionTransport(), directory: folder.url))
            let (values, summary) = try await client.pages(for: issues, as: GitHubIssue.self).collect()
            expectEqual(summary.lines.map(\.description), ["$GitHubIssue.body (body): missing in 3 of 8 objects"])
            return (values.map(\.number), server.requests.count)
        }
        expectEqual(recorded, [8, 7, 6, 5, 4, 3, 2, 1])
        expectEqual(requestCount, 3)
        expectEqual(Self.files(folder), [
            "001-GET-127.0.0.1-repos-octocat-Hello-World-issues.json",
            "002-GET-127.0.0.1-repos-octocat-Hello-World-issues.json",
            "003-GET-127.0.0.1-repos-octocat-Hello-World-issues.json",
        ])
        let second = try Self.recording(folder, "002-GET-127.0.0.1-repos-octocat-Hello-World-issues.json")
        expectEqual(second["recording"], 1)
        expectEqual(second["request"]?["method"], "GET")
        #expect(second["request"]?["url"]?.stringValue?.hasSuffix("/repos/octocat/Hello-World/issues?per_page=3&page=2") == true)
        expectEqual(second["request"]?["headers"]?["Authorization"], "<redacted>")
        expectEqual(second["request"]?["headers"]?["X-Api-Key"], "<redacted>")
        expectEqual(second["request"]?["headers"]?["Accept"], "application/json")
        expectEqual(second["request"]?["body"], nil)
        expectEqual(second["response"]?["status"], 200)
        #expect(second["response"]?["headers"]?["Link"]?.stringValue?.contains("rel=\"next\"") == true)
        expectEqual(second["response"]?["body"], .string(try Fixtures.text("http/pages/github-issues-page2.json")))
        let text = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent(Self.files(folder)[0])), as: UTF8.self)
        #expect(!text.contains("ghp_SECRET") && !text.contains("k123"))

        // The server is gone: every answer comes from the files.
        let replay = try ReplayTransport(directory: folder.url)
        expectEqual(replay.exchanges.count, 3)
        let client = EndpointClient(
            baseURL: try #require(URL(string: "http://127.0.0.1:1")), catalog: try EndpointClientPagesTests.githubCatalog(),
            timeout: ClientTestSupport.patience, transport: replay)
        let firstURL = try Self.recording(folder, Self.files(folder)[0])["request"]?["url"]?.stringValue
        let recordedURL = try #require(URL(string: firstURL ?? ""))
        var replayClient = client
        replayClient.baseURL = recordedURL
        let endpoint = Endpoint(.get, "", context: "$GitHubIssue")
        let (values, summary) = try await replayClient.pages(for: endpoint, as: GitHubIssue.self).collect()
        expectEqual(values.map(\.number), [8, 7, 6, 5, 4, 3, 2, 1])
        expectEqual(summary.lines.map(\.description), ["$GitHubIssue.body (body): missing in 3 of 8 objects"])
    }

    @Test func eachRedirectHopIsAFileAndReplaysAsItWas() async throws {
        let folder = try TemporaryFolder()
        try await HTTPTestServer.serving { server in
            server.serveRenamedRepository()
            let client = EndpointClient(
                baseURL: server.baseURL, catalog: try EndpointClientPagesTests.githubCatalog(),
                timeout: ClientTestSupport.patience, transport: RecordingTransport(wrapping: URLSessionTransport(), directory: folder.url))
            let live = try await client.objects(for: Endpoint(.get, "repos/octocat/Old-Name/issues", context: "$GitHubIssue"), as: JSON.self)
            expectEqual(live.value.count, 3)
        }
        expectEqual(Self.files(folder), [
            "001-GET-127.0.0.1-repos-octocat-Old-Name-issues.json", "002-GET-127.0.0.1-repositories-1296269-issues.json",
        ])
        let hop = try Self.recording(folder, "001-GET-127.0.0.1-repos-octocat-Old-Name-issues.json")
        expectEqual(hop["response"]?["status"], 301)
        #expect(hop["response"]?["headers"]?["Location"]?.stringValue?.hasSuffix("/repositories/1296269/issues") == true)

        let first = try #require(URL(string: hop["request"]?["url"]?.stringValue ?? ""))
        let client = EndpointClient(
            baseURL: first, catalog: try EndpointClientPagesTests.githubCatalog(), timeout: ClientTestSupport.patience, transport: try ReplayTransport(directory: folder.url))
        let replayed = try await client.objects(for: Endpoint(.get, "", context: "$GitHubIssue"), as: JSON.self)
        expectEqual(replayed.value.count, 3)
        expectEqual(replayed.response.url.path, "/repositories/1296269/issues")
    }

    @Test func aRecordedBodyMustMatch() async throws {
        let folder = try TemporaryFolder()
        try await HTTPTestServer.serving { server in
            server.serveRaccoon()
            let client = EndpointClient(
                baseURL: server.baseURL, catalog: try SeedExamplesTests.catalog("Raccoon"),
                timeout: ClientTestSupport.patience, transport: RecordingTransport(wrapping: URLSessionTransport(), directory: folder.url))
            _ = try await client.object(for: LoginRouter.login(user: "manue", password: "my_pass"), as: JSON.self)
        }
        let name = "001-POST-127.0.0.1-auth-login.json"
        expectEqual(Self.files(folder), [name])
        expectEqual(try Self.recording(folder, name)["request"]?["body"], #"{"user":"manue","pass":"my_pass"}"#)

        let url = try #require(URL(string: try Self.recording(folder, name)["request"]?["url"]?.stringValue ?? ""))
        let base = url.deletingLastPathComponent().deletingLastPathComponent()
        let client = EndpointClient(
            baseURL: base, catalog: try SeedExamplesTests.catalog("Raccoon"), timeout: ClientTestSupport.patience, transport: try ReplayTransport(directory: folder.url))
        // The same JSON value written with other spaces and key order matches.
        let same = Endpoint(
            .post, "auth/login", body: .data(Data(#"{ "pass": "my_pass", "user": "manue" }"#.utf8), contentType: "application/json"),
            context: "$LoginResponse")
        let result = try await client.object(for: same, as: JSON.self)
        expectEqual(result.value["token"], "THIS_IS_MY_TOKEN")

        let outcome = await ClientTestSupport.failure {
            _ = try await client.object(for: LoginRouter.login(user: "manue", password: "wrong"), as: JSON.self)
        }
        let error = try #require(outcome as? EndpointError)
        #expect(error.isRecordingError)
        expectEqual(error.description, "POST \(url.absoluteString): no recorded exchange in \(folder.url.path) matches POST \(url.absoluteString); "
            + "the closest recorded one is POST \(url.absoluteString) (in \(name)), which has another request body; "
            + "record it first (mappings fetch --record DIR, or RecordingTransport), or fix the request")
    }

    @Test func anUnmatchedRequestNamesTheClosestRecordedOne() async throws {
        let page = { (number: Int) in
            HTTPExchange(
                request: .init(method: "GET", url: URL(string: "https://api.github.com/repos/o/r/issues?per_page=3&page=\(number)") ?? TestBase.api),
                response: .init(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8)), source: "00\(number).json")
        }
        let replay = ReplayTransport(exchanges: [page(1), page(2)])
        // Query order does not matter.
        let reordered = try await replay.send(URLRequest(url: try #require(URL(string: "https://api.github.com/repos/o/r/issues?page=2&per_page=3"))))
        expectEqual(reordered.status, 200)
        do {
            _ = try await replay.send(URLRequest(url: try #require(URL(string: "https://api.github.com/repos/o/r/issues?per_page=3&page=4"))))
            Issue.record("an unrecorded request was answered")
        } catch let error as EndpointError {
            expectEqual(error, .noRecordedExchange(
                request: "GET https://api.github.com/repos/o/r/issues?per_page=3&page=4",
                closest: "GET https://api.github.com/repos/o/r/issues?per_page=3&page=1 (in 001.json)", source: nil))
            expectEqual(error.message, "no recorded exchange matches GET https://api.github.com/repos/o/r/issues?per_page=3&page=4; "
                + "the closest recorded one is GET https://api.github.com/repos/o/r/issues?per_page=3&page=1 (in 001.json); "
                + "record it first (mappings fetch --record DIR, or RecordingTransport), or fix the request")
        }
    }

    @Test func repeatedRequestsTakeTheRecordingsInOrderThenTheLastAgain() async throws {
        let url = try #require(URL(string: "https://api.example.com/v1/status"))
        let answer = { (text: String) in
            HTTPExchange(request: .init(method: "GET", url: url), response: .init(status: 200, body: Data(text.utf8)))
        }
        let replay = ReplayTransport(exchanges: [answer("first"), answer("second")])
        var bodies: [String] = []
        for _ in 0..<3 {
            let response = try await replay.send(URLRequest(url: url))
            var data = Data()
            for try await chunk in response.body { data.append(chunk) }
            bodies.append(String(decoding: data, as: UTF8.self))
        }
        expectEqual(bodies, ["first", "second", "second"])
    }

    @Test func aBodyTheClientDidNotReadIsRecordedAsRead() async throws {
        let folder = try TemporaryFolder()
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "text/html"), ("Set-Cookie", "session=s1; HttpOnly")],
                body: Data("<html>maintenance</html>".utf8), delivery: .chunked(chunkSize: 4)))
            let client = EndpointClient(
                baseURL: server.url("/v1"), catalog: try ClientTestSupport.catalog(),
                timeout: ClientTestSupport.patience, transport: RecordingTransport(wrapping: URLSessionTransport(), directory: folder.url))
            let outcome = await ClientTestSupport.failure {
                _ = try await client.objects(for: Endpoint(.get, "search", context: "$SpotifyArtist"), as: JSON.self)
            }
            expectEqual(outcome as? EndpointError, .unacceptableContentType(found: "text/html", expected: Endpoint.defaultAcceptableContentTypes))
        }
        let recording = try Self.recording(folder, "001-GET-127.0.0.1-v1-search.json")
        expectEqual(recording["response"]?["bodyComplete"], false)
        expectEqual(recording["response"]?["headers"]?["Set-Cookie"], "<redacted>")
        let replay = try ReplayTransport(directory: folder.url)
        expectEqual(replay.exchanges.first?.response.bodyIsComplete, false)
    }

    @Test("a broken recording: the error names the file and what is wrong", arguments: Fixtures.files(in: "http/broken-recordings").filter { !$0.hasSuffix(".expected") })
    func brokenRecordings(name: String) throws {
        let folder = Fixtures.url("http/broken-recordings/" + name)
        var message = ""
        do {
            _ = try ReplayTransport(directory: folder)
            Issue.record("\(name) was read")
        } catch {
            message = error.description.replacingOccurrences(of: Fixtures.root.path + "/", with: "Fixtures/") + "\n"
        }
        if let expected = try Fixtures.expected("http/broken-recordings/\(name).expected", actual: message) {
            expectEqual(message, expected)
        }
    }

    @Test func aFolderThatIsNotThere() throws {
        let folder = try TemporaryFolder()
        do {
            _ = try ReplayTransport(directory: folder.url.appendingPathComponent("missing"))
            Issue.record("a missing folder was read")
        } catch {
            #expect(error.description.hasPrefix("cannot read the recordings at \(folder.url.path)/missing: "), "\(error)")
        }
    }
}
