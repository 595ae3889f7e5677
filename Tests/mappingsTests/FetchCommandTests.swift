import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// Runs the built `mappings fetch` against a loopback ``HTTPTestServer``:
/// the same output as `mappings apply` on the same payload, the `http`
/// member of `--format json`, every exit status, and the request as the
/// server received it.
@Suite("mappings fetch")
struct FetchCommandTests {
    static func run(_ arguments: [String], stdin: String = "") async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, stdin: stdin)
    }

    /// A payload served as JSON and mapped with the same file and context.
    struct Case: Sendable, CustomTestStringConvertible {
        var mappings: String
        var context: String
        var payload: String
        var keyPath: String?
        var testDescription: String { payload + (keyPath.map { " -k " + $0 } ?? "") }

        var keyPathArguments: [String] { keyPath.map { ["--key-path", $0] } ?? [] }
    }

    static let cases = [
        // An array under a key path, with an error issue (exit 1).
        Case(mappings: "Mappings/Spotify.mappings", context: "$SpotifyArtist", payload: "payloads/spotify-artists.json",
             keyPath: "artists.items"),
        // A whole array payload.
        Case(mappings: "Mappings/Twitter.mappings", context: "$TweetModel", payload: "payloads/twitter-timeline.json"),
        // One object.
        Case(mappings: "Mappings/Twitter.mappings", context: "$TweetModel", payload: "payloads/twitter-tweet-details.json"),
    ]

    @Test("text: stdout, stderr and the exit status are apply's, byte for byte", arguments: cases)
    func sameAsApply(_ fixture: Case) async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/payload", .fixture(fixture.payload))
            let fetched = try await Self.run(
                ["fetch", fixture.mappings, "--context", fixture.context] + fixture.keyPathArguments
                    + [server.url("/payload").absoluteString])
            let applied = try await Self.run(
                ["apply", fixture.mappings, "--context", fixture.context] + fixture.keyPathArguments
                    + ["Fixtures/" + fixture.payload])
            #expect(fetched.stdout == applied.stdout)
            #expect(fetched.stderr == applied.stderr)
            #expect(fetched.status == applied.status)
            #expect(!fetched.stdout.isEmpty)
        }
    }

    @Test("--format json: apply's object, then an http member with status, url and pages", arguments: cases)
    func jsonFormat(_ fixture: Case) async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/payload", .fixture(fixture.payload))
            let url = server.url("/payload?page=1").absoluteString
            let fetched = try await Self.run(
                ["fetch", fixture.mappings, "--context", fixture.context, "--format", "json"] + fixture.keyPathArguments
                    + [url])
            let applied = try await Self.run(
                ["apply", fixture.mappings, "--context", fixture.context, "--format", "json"] + fixture.keyPathArguments
                    + ["Fixtures/" + fixture.payload])
            #expect(applied.stdout.hasSuffix("\n}\n"))
            let expected = String(applied.stdout.dropLast(3)) + """
                ,
                  "http": {
                    "status": 200,
                    "url": "\(url)",
                    "pages": 1
                  }
                }

                """
            #expect(fetched.stdout == expected)
            #expect(fetched.stderr == applied.stderr)
            #expect(fetched.status == applied.status)
            #expect(fetched.json?["http"]?["status"] == 200)
        }
    }

    @Test("the response headers under \"Header\", then the key path: --key-path response selects an array response")
    func appendHeaders() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/users", .json(#"[{"screen_name": "twitterapi", "name": "Twitter API"}]"#, headers: [("X-Rate", "7")]))
            let url = server.url("/users").absoluteString
            let selected = try await Self.run(["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "--append-headers", "-k", "response", url])
            #expect(selected.status == 0, "\(selected.stderr)")
            #expect(selected.json?.arrayValue?.count == 1)
            #expect(selected.json?[0]?["screenName"] == "twitterapi")
            let without = try await Self.run(["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "-k", "response", url])
            #expect(without.status == 2)
            #expect(without.stderr.hasPrefix("error: key path 'response' is not in the payload"), "\(without.stderr)")
        }
    }

    // MARK: - Exit statuses

    @Test("404: exit 3, one line on stderr with the status and the URL, nothing on stdout")
    func notFound() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/missing", .json("{\n  \"error\": \"no such artist\"\n}\n", status: 404))
            let url = server.url("/missing").absoluteString
            let run = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", url])
            #expect(run.status == 3)
            #expect(run.stdout == "")
            #expect(Self.lines(run.stderr).count == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("error: GET \(url): the server answered 404 Not Found: {"), "\(run.stderr)")
            // The body excerpt's line breaks and their indentation become one space.
            #expect(run.stderr == "error: GET \(url): the server answered 404 Not Found: { \"error\": \"no such artist\" }\n")
        }
    }

    @Test("a wrong content type: exit 3, one line naming the type found and the URL")
    func wrongContentType() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/page", .wrongContentType())
            let url = server.url("/page").absoluteString
            let run = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", url])
            #expect(run.status == 3)
            #expect(run.stdout == "")
            #expect(run.stderr == "error: GET \(url): the response's content type is 'text/html'; expected 'application/json' or '*/*+json'\n")
        }
    }

    @Test("a body over --max-bytes: exit 3, one line with the limit")
    func tooLarge() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/big", .oversized(bytes: 4_096, withContentLength: false))
            let url = server.url("/big").absoluteString
            let run = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "--max-bytes", "100", url])
            #expect(run.status == 3)
            #expect(run.stderr == "error: GET \(url): the response body is larger than the limit of 100 bytes\n")
        }
    }

    @Test("a server that never answers: exit 3 at the --timeout deadline, one line")
    func timeout() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/never", .neverAnswers)
            let url = server.url("/never").absoluteString
            let run = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "--timeout", "0.3", url])
            #expect(run.status == 3)
            #expect(run.stderr.hasPrefix("error: GET \(url): no complete response within the deadline of"), "\(run.stderr)")
            #expect(Self.lines(run.stderr).count == 1)
        }
    }

    @Test("a redirect is followed; a loop is exit 3 naming the last URL")
    func redirects() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/old", .redirect(to: "/new"))
            server.route("GET", "/new", .json(#"{"screen_name": "twitterapi", "name": "Twitter API"}"#))
            let moved = try await Self.run(
                ["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "-f", "json", server.url("/old").absoluteString])
            #expect(moved.status == 0, "\(moved.stderr)")
            #expect(moved.json?["http"]?["url"] == .string(server.url("/new").absoluteString))

            server.redirectLoop(between: "/a", and: "/b")
            let loop = try await Self.run(["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", server.url("/a").absoluteString])
            #expect(loop.status == 3)
            #expect(Self.lines(loop.stderr).count == 1, "\(loop.stderr)")
            #expect(loop.stderr.contains("more than 10 redirects; the last one led to \(server.baseURL.absoluteString)/"), "\(loop.stderr)")
        }
    }

    @Test("invalid JSON: exit 2, the parser's diagnostic with the URL, line and column")
    func invalidJSON() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/broken", .invalidJSON("{\n  \"items\": [1, 2"))
            let url = server.url("/broken").absoluteString
            let run = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", url])
            #expect(run.status == 2)
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix("\(url):2:"), "\(run.stderr)")
            #expect(run.stderr.contains("error:"))
        }
    }

    @Test("--key-path not in the response: exit 2, apply's message")
    func keyPathMissing() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/search", .fixture("payloads/spotify-artists.json"))
            let fetched = try await Self.run(
                ["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "-k", "artists.itemz",
                 server.url("/search").absoluteString])
            let applied = try await Self.run(
                ["apply", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "-k", "artists.itemz",
                 "Fixtures/payloads/spotify-artists.json"])
            #expect(fetched.status == 2)
            #expect(applied.status == 2)
            #expect(fetched.stderr == applied.stderr)
            #expect(fetched.stdout == "")
        }
    }

    @Test("an unknown context or invalid mappings: exit 2, and no request is sent")
    func nothingSentOnBadMappings() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/search", .fixture("payloads/spotify-artists.json"))
            let url = server.url("/search").absoluteString
            let unknown = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtst", "-d", "{}", url])
            #expect(unknown.status == 2)
            #expect(unknown.stderr.contains("$SpotifyArtst"), "\(unknown.stderr)")
            let missing = try await Self.run(["fetch", "Mappings/NoSuchFile.mappings", "-c", "$SpotifyArtist", url])
            #expect(missing.status == 2)
            let unreadableData = try await Self.run(
                ["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "-d", "@Fixtures/no-such-body.json", url])
            #expect(unreadableData.status == 2)
            #expect(unreadableData.stderr.hasPrefix("error: cannot read 'Fixtures/no-such-body.json'"), "\(unreadableData.stderr)")
            #expect(server.requests.isEmpty)
        }
    }

    @Test("a refused connection: exit 3, one line with the URL")
    func refused() async throws {
        let url = "http://127.0.0.1:\(try HTTPTestServer.closedPort())/search"
        let run = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "--timeout", "5", url])
        #expect(run.status == 3)
        #expect(run.stderr.hasPrefix("error: GET \(url): the request failed"), "\(run.stderr)")
        #expect(Self.lines(run.stderr).count == 1)
    }

    static let usageErrors: [([String], String)] = [
        (["--header", "Accept"], "error: --header takes 'Name: value', not 'Accept'"),
        (["--header", ": value"], "error: --header takes 'Name: value', not ': value'"),
        (["--method", "GET", "--data", "{}"], "error: a GET request cannot send --data"),
        (["-X", "head", "-d", "@Fixtures/http/post-body.expected.json"], "error: a HEAD request cannot send --data"),
        (["--method", "TRACE"], "error: --method takes GET, POST, PUT, PATCH, DELETE or HEAD, not 'TRACE'"),
        (["--timeout", "0"], "error: --timeout takes a number of seconds greater than 0, not '0'"),
        (["--timeout", "nan"], "error: --timeout takes a number of seconds greater than 0, not 'nan'"),
        (["--max-bytes", "-1"], "error: --max-bytes takes a whole number of bytes greater than 0, not '-1'"),
        (["--max-pages", "0"], "error: --max-pages takes a whole number of pages greater than 0, not '0'"),
        (["--all-pages", "--max-pages", "two"], "error: --max-pages takes a whole number of pages greater than 0, not 'two'"),
        (["--format", "xml"], "error: --format takes text, json, github or sarif, not 'xml'"),
        (["--pages"], "error: unknown option '--pages'"),
    ]

    @Test("usage errors: exit 64, nothing sent")
    func usageErrors() async throws {
        try await HTTPTestServer.serving { server in
            let url = server.url("/search").absoluteString
            for (options, message) in Self.usageErrors {
                let run = try await Self.run(["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist"] + options + [url])
                #expect(run.status == 64, "\(options)")
                #expect(run.stderr.hasPrefix(message + "\n"), "\(options): \(run.stderr)")
                #expect(run.stderr.contains("usage: mappings fetch FILE --context ID [options] URL"), "\(options)")
            }
            for (arguments, message) in [
                (["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist"], "error: fetch needs a URL"),
                (["fetch", "Mappings/Spotify.mappings", url], "error: fetch needs --context ID"),
                (["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "ftp://example.com/x"],
                 "error: 'ftp://example.com/x' is not an absolute http or https URL"),
                (["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", "/search"],
                 "error: '/search' is not an absolute http or https URL"),
                (["fetch", "Mappings/Spotify.mappings", "-c", "$SpotifyArtist", url, url], "error: unexpected argument"),
            ] {
                let run = try await Self.run(arguments)
                #expect(run.status == 64, "\(arguments)")
                #expect(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
            }
            #expect(server.requests.isEmpty)
        }
    }

    @Test("help: 'mappings help fetch' and 'mappings fetch --help' print the options; the main help lists fetch")
    func help() async throws {
        let help = try await Self.run(["help", "fetch"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: mappings fetch FILE --context ID [options] URL"))
        #expect(help.stdout.contains("--append-headers"))
        #expect(try await Self.run(["fetch", "--help"]).stdout == help.stdout)
        #expect(try await Self.run(["--help"]).stdout.contains("fetch FILE --context ID URL"))
    }

    // MARK: - The request as received

    @Test("GET by default: Accept application/json, no body; --header adds and replaces by name, any case")
    func getRequest() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/users", .json("[]"))
            let run = try await Self.run(
                ["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "-H", "X-Token: abc 123",
                 "--header", "accept: application/vnd.github.v3+json", server.url("/users?count=2&q=a+b").absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "[]\n")
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(request.method == "GET")
            #expect(request.path == "/users")
            #expect(request.query == "count=2&q=a+b")
            #expect(request.header("X-Token") == "abc 123")
            #expect(request.header("Accept") == "application/vnd.github.v3+json")
            #expect(request.headers.filter { $0.name.lowercased() == "accept" }.count == 1)
            #expect(request.body.isEmpty)
        }
    }

    @Test("--data without --method is a POST of the bytes verbatim, Content-Type application/json")
    func postData() async throws {
        try await HTTPTestServer.serving { server in
            server.route("POST", "/users", .json(#"{"screen_name": "manue", "name": "Manue"}"#, status: 201))
            let body = "{ \"user\" : \"manue\",\n  \"pass\": \"my_pass\" }"
            let run = try await Self.run(
                ["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "--data", body, server.url("/users").absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.json?["screenName"] == "manue")
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.body == Data(body.utf8))
            #expect(request.header("Content-Type") == "application/json")
        }
    }

    @Test("--data @file sends the file's bytes; --method PUT; --header replaces Content-Type")
    func putFile() async throws {
        try await HTTPTestServer.serving { server in
            server.route("PUT", "/posts/17", .json(#"{"id": 17}"#))
            let run = try await Self.run(
                ["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "-X", "put", "-d", "@Fixtures/http/post-body.expected.json",
                 "-H", "content-type: application/vnd.api+json", server.url("/posts/17").absoluteString])
            #expect(run.status == 1, "\(run.stderr)")  // no screen_name: an error issue
            let request = try #require(server.requests.first)
            #expect(request.method == "PUT")
            #expect(request.body == (try Fixtures.data("http/post-body.expected.json")))
            #expect(request.header("Content-Type") == "application/vnd.api+json")
            #expect(request.headers.filter { $0.name.lowercased() == "content-type" }.count == 1)
        }
    }

    @Test("--data @- reads the body from standard input")
    func dataFromStandardInput() async throws {
        try await HTTPTestServer.serving { server in
            server.route("PATCH", "/users/1", .json(#"{"screen_name": "x", "name": "X"}"#))
            let run = try await Self.run(
                ["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "-X", "PATCH", "-d", "@-",
                 server.url("/users/1").absoluteString], stdin: #"{"name": "x"}"#)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(server.requests.first?.body == Data(#"{"name": "x"}"#.utf8))
        }
    }

    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: true)
    }
}
