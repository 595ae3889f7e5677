import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// The built `mappings fetch` keeps credentials with their origin on every
/// hop (pages named by `Link` or `--next-key-path` on 127.0.0.2 get none),
/// refuses an `https` page naming an `http` one, ends the pages at a next
/// URL fetched already, and writes no secret: not in `--record` files, not
/// in `http.url`, not in an error. Replay refuses what is not a recording
/// in its folder, at once; empty folder options and header values with a
/// line break are usage errors that do not echo the value.
@Suite("mappings fetch: credentials and recordings")
struct FetchCredentialsTests {
    static func run(_ arguments: [String]) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, stdin: "")
    }

    static let credentials = ["Authorization: token ghp_SECRET", "Cookie: session=s1", "X-Api-Key: k123", "X-Team: t-1"]
    static let credentialArguments = credentials.flatMap { ["-H", $0] } + ["--redact", "X-Team"]

    static func expectNoCredential(_ request: HTTPRequestRecord?, _ comment: Comment) {
        #expect(request != nil, comment)
        for name in ["Authorization", "Cookie", "X-Api-Key", "X-Team"] {
            expectEqual(request?.header(name), nil, comment)
        }
        expectEqual(request?.header("Accept"), "application/json", comment)
    }

    @Test("--all-pages over Link: a page on another origin, and the page back home after it, get no credential")
    func linkPagesAcrossOrigins() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            home.route("GET", "/posts", .json(#"[{"id": 1, "title": "a", "meta": {"published": true, "score": 1}}]"#, headers: [("Link", "<\(away.url("/posts/2").absoluteString)>; rel=\"next\"")]))
            away.route("GET", "/posts/2", .json(#"[{"id": 2, "title": "b", "meta": {"published": true, "score": 1}}]"#, headers: [("Link", "<\(home.url("/posts/3").absoluteString)>; rel=\"next\"")]))
            home.route("GET", "/posts/3", .json(#"[{"id": 3, "title": "c", "meta": {"published": true, "score": 1}}]"#))
            let run = try await Self.run(
                ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--all-pages", "-f", "json"] + Self.credentialArguments
                    + [home.url("/posts").absoluteString])
            expectEqual(run.status, 0, "\(run.stderr)")
            expectEqual(run.json?["result"]?.arrayValue?.count, 3)
            expectEqual(home.requests.first?.header("Authorization"), "token ghp_SECRET")
            expectEqual(home.requests.first?.header("X-Team"), "t-1")
            Self.expectNoCredential(away.requests.first, "the page on 127.0.0.2")
            Self.expectNoCredential(home.requests.last, "the page back on 127.0.0.1")

            home.clearRequests()
            away.clearRequests()
            let trusted = try await Self.run(
                ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--all-pages", "--location-trusted"]
                    + Self.credentialArguments + [home.url("/posts").absoluteString])
            expectEqual(trusted.status, 0)
            expectEqual(away.requests.first?.header("Authorization"), "token ghp_SECRET")
        }
    }

    @Test("--next-key-path: a next URL on another origin gets no credential")
    func keyPathPagesAcrossOrigins() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            home.route("GET", "/search", .json(#"{"items": [{"id": 1, "title": "a", "meta": {"published": true, "score": 1}}], "next": "\#(away.url("/search/2").absoluteString)"}"#))
            away.route("GET", "/search/2", .json(#"{"items": [{"id": 2, "title": "b", "meta": {"published": true, "score": 1}}], "next": null}"#))
            let run = try await Self.run(
                ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-k", "items", "--next-key-path", "next"]
                    + Self.credentialArguments + [home.url("/search").absoluteString])
            expectEqual(run.status, 0, "\(run.stderr)")
            expectEqual(home.requests.first?.header("X-Api-Key"), "k123")
            Self.expectNoCredential(away.requests.first, "the key-path page on 127.0.0.2")
        }
    }

    @Test("an https page naming an http next page (a recording edited so): exit 3, naming both, and no Swift API")
    func httpsPageNamingHTTP() async throws {
        let folder = try TemporaryFolder()
        let source = Fixtures.url("http/github-issues")
        let plain = "http://api.github.com/repos/octocat/Hello-World/issues?per_page=3&page=2"
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() {
            var text = String(decoding: try Data(contentsOf: source.appendingPathComponent(name)), as: UTF8.self)
            text = text.replacingOccurrences(of: "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3&page=2", with: plain)
            try folder.write(name, text)
        }
        let run = try await Self.run([
            "fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", "--replay", folder.url.path,
            "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3",
        ])
        expectEqual(run.status, 3)
        expectEqual(run.stdout, "")
        expectEqual(run.stderr, "error: GET \(plain): the page at https://api.github.com/repos/octocat/Hello-World/issues?per_page=3 "
            + "names \(plain) as the next page, which is plain http: refused, as the request and its credentials would travel "
            + "unencrypted; mappings fetch has no option to follow it: fetch the http URL itself if you trust the network\n")
    }

    @Test("a page whose next is itself: fetched once, a warning, and http.repeatedURL in --format json", arguments: ["text", "json"])
    func aPageNamingItself(format: String) async throws {
        try await HTTPTestServer.serving { server in
            let url = server.url("/posts?page=1").absoluteString
            server.route("GET", "/posts", .json(#"[{"id": 1, "title": "a", "meta": {"published": true, "score": 1}}]"#, headers: [("Link", "<\(url)>; rel=\"next\"")]))
            let run = try await Self.run(["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--all-pages", "-f", format, url])
            expectEqual(run.status, 0)
            expectEqual(server.requests.count, 1)
            let warning = "warning: page 1 names \(url) as the next page, which was fetched already: the pages end there\n"
            #expect(run.stderr.hasPrefix(warning), "\(run.stderr)")
            if format == "json" {
                expectEqual(run.json?["http"]?["pages"], 1)
                expectEqual(run.json?["http"]?["repeatedURL"], .string(url))
                expectEqual(run.json?["result"]?.arrayValue?.count, 1)
            }
        }
    }

    /// A page of one post, `id`, naming `next` in its `Link` header.
    static func post(_ id: Int, next: String? = nil) -> HTTPTestResponse {
        .json(#"[{"id": \#(id), "title": "t", "meta": {"published": true, "score": 1}}]"#,
              headers: next.map { [("Link", "<\($0)>; rel=\"next\"")] } ?? [])
    }

    @Test("--all-pages with user:pw in the URL: same-origin pages get them, their Link absolute or relative; another origin's, and home after it, do not")
    func urlCredentialsOnPages() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            home.route("GET", "/posts", Self.post(1, next: home.url("/posts/2").absoluteString))
            home.route("GET", "/posts/2", Self.post(2, next: "/posts/3"))
            home.route("GET", "/posts/3", Self.post(3, next: away.url("/posts/4").absoluteString))
            away.route("GET", "/posts/4", Self.post(4, next: home.url("/posts/5").absoluteString))
            home.route("GET", "/posts/5", Self.post(5))
            let url = "http://user:URLPASSWORD@127.0.0.\(home.host):\(home.port)/posts"
            let run = try await Self.run(["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--all-pages", "-f", "json", url])
            expectEqual(run.status, 0, "\(run.stderr)")
            expectEqual(run.json?["result"]?.arrayValue?.count, 5)
            let basic = "Basic " + Data("user:URLPASSWORD".utf8).base64EncodedString()
            expectEqual(home.requests.map(\.path), ["/posts", "/posts/2", "/posts/3", "/posts/5"])
            expectEqual(home.requests.map { $0.header("Authorization") }, [basic, basic, basic, nil])
            expectEqual(away.requests.first?.header("Authorization"), nil)
            #expect(!run.stdout.contains("URLPASSWORD") && !run.stderr.contains("URLPASSWORD"))

            // --next-key-path: an absolute next URL on the same origin.
            home.clearRequests()
            home.route("GET", "/search", .json(#"{"items": [{"id": 1, "title": "a", "meta": {"published": true, "score": 1}}], "next": "\#(home.url("/search/2").absoluteString)"}"#))
            home.route("GET", "/search/2", .json(#"{"items": [{"id": 2, "title": "b", "meta": {"published": true, "score": 1}}], "next": null}"#))
            let search = "http://user:URLPASSWORD@127.0.0.\(home.host):\(home.port)/search"
            let keyPath = try await Self.run(
                ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-k", "items", "--next-key-path", "next", "-f", "json", search])
            expectEqual(keyPath.status, 0, "\(keyPath.stderr)")
            expectEqual(home.requests.map { $0.header("Authorization") }, [basic, basic])
            expectEqual(keyPath.json?["http"]?["url"], .string("http://user:<redacted>@127.0.0.\(home.host):\(home.port)/search/2"))
        }
    }

    @Test("a URL's password is in neither http.url nor an error line")
    func urlPasswords() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/posts/1", .json(#"{"id": 1, "title": "a", "meta": {"published": true, "score": 1}}"#))
            let url = "http://user:URLPASSWORD@127.0.0.\(server.host):\(server.port)/posts/1"
            let run = try await Self.run(["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-f", "json", url])
            expectEqual(run.status, 0)
            expectEqual(run.json?["http"]?["url"], .string("http://user:<redacted>@127.0.0.\(server.host):\(server.port)/posts/1"))
            #expect(!run.stdout.contains("URLPASSWORD"))
        }
        let port = try HTTPTestServer.closedPort()
        let failed = try await Self.run(
            ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "http://user:URLPASSWORD@127.0.0.1:\(port)/posts/1"])
        expectEqual(failed.status, 3)
        #expect(failed.stderr.hasPrefix("error: GET http://user:<redacted>@127.0.0.1:\(port)/posts/1: "), "\(failed.stderr)")
        #expect(!failed.stderr.contains("URLPASSWORD"))
    }

    @Test("--record: credential response headers, --redact names as headers and as query parameters are redacted")
    func recordingsHoldNoSecret() async throws {
        let folder = try TemporaryFolder()
        try await HTTPTestServer.serving { server in
            server.route("GET", "/posts/1", .json(#"{"id": 1, "title": "a", "meta": {"published": true, "score": 1}}"#, headers: [
                ("Set-Cookie", "session=COOKIESECRET"), ("X-Auth-Token", "AUTHTOKENSECRET"), ("X-Team", "TEAMSECRET"),
            ]))
            let run = try await Self.run(
                ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--record", folder.url.path, "--redact", "X-Team",
                 "--redact", "team_key", "-H", "Authorization: token REQUESTSECRET",
                 server.url("/posts/1?team_key=QUERYSECRET&page=1").absoluteString])
            expectEqual(run.status, 0, "\(run.stderr)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        expectEqual(names.count, 1)
        let text = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent(names[0])), as: UTF8.self)
        for secret in ["COOKIESECRET", "AUTHTOKENSECRET", "TEAMSECRET", "REQUESTSECRET", "QUERYSECRET"] {
            #expect(!text.contains(secret), "\(secret) was recorded:\n\(text)")
        }
        #expect(text.contains("team_key=<redacted>&page=1"), "\(text)")
    }

    @Test("--record into a path under a file: exit 74, naming the file in the way, no Foundation code")
    func recordUnderAFile() async throws {
        let folder = try TemporaryFolder()
        try folder.write("file", "x")
        let port = try HTTPTestServer.closedPort()
        let run = try await Self.run(
            ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--record", folder.path("file/sub"),
             "http://127.0.0.1:\(port)/posts/1"])
        expectEqual(run.status, 74)
        expectEqual(run.stderr, "error: GET http://127.0.0.1:\(port)/posts/1: cannot create the folder \(folder.path("file/sub")) "
            + "for the recordings: \(folder.path("file")) is a file, not a folder; choose another folder\n")
    }

    @Test("--replay of a FIFO, a link to /dev/zero or to a token file: exit 2 at once, quoting nothing of what they hold")
    func replayRefusals() async throws {
        let outside = try TemporaryFolder()
        try outside.write("token", "ghp_TOKENSECRET1234567890abcdefXYZ\n")
        let fifo = try TemporaryFolder()
        try fifo.makeFIFO("001.json")
        let zero = try TemporaryFolder()
        try zero.link("001.json", to: "/dev/zero")
        let token = try TemporaryFolder()
        try token.link("001.json", to: outside.path("token"))
        let expected = [
            (fifo, "is a FIFO (named pipe), not a regular file"),
            (zero, "is a symbolic link that leads out of its folder"),
            (token, "is a symbolic link that leads out of its folder"),
        ]
        for (folder, what) in expected {
            let run = try await Self.run(
                ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "--replay", folder.url.path, "https://api.example.com/posts/1"])
            expectEqual(run.status, 2)
            expectEqual(run.stderr, "error: the recording \(folder.url.path)/001.json \(what); a recording is a regular file in the folder\n")
        }
    }

    @Test("--record '' and --replay '': usage errors, not the current folder", arguments: ["--record", "--replay"])
    func emptyFolders(option: String) async throws {
        let run = try await Self.run(
            ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", option, "", "https://api.example.com/posts/1"])
        expectEqual(run.status, 64)
        #expect(run.stderr.hasPrefix("error: \(option) is empty: it takes a folder name\n"), "\(run.stderr)")
    }

    @Test("a header value with CR or LF: a usage error that does not echo the value", arguments: ["a\r\nEvil: b", "a\nEvil: b", "a\rEvil: b"])
    func headerWithLineBreak(value: String) async throws {
        let run = try await Self.run(
            ["fetch", "Fixtures/http/Post.mappings", "-c", "$PostModel", "-H", "X-Note: " + value, "https://api.example.com/posts/1"])
        expectEqual(run.status, 64)
        #expect(!run.stderr.contains("Evil"), "\(run.stderr)")
        #expect(run.stderr.hasPrefix("error: --header 'X-Note: …' has a line break (CR or LF) in its value"), "\(run.stderr)")
    }
}
