import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings fetch` on real exchanges, the built binary against loopback
/// servers: redirects that keep the request they should keep, credentials
/// that stay with their origin (127.0.0.1 → 127.0.0.2), the URL that
/// answered in the error line, and empty answers.
@Suite("mappings fetch: redirects, credentials, empty answers")
struct FetchRedirectTests {
    /// A post as `Fixtures/http/Post.mappings`' `$PostModel` reads it, every entry there.
    static func post(_ id: Int) -> String {
        #"{"id": \#(id), "title": "renamed", "meta": {"published": true, "score": 1}}"#
    }

    static let mappings = "Fixtures/http/Post.mappings"

    static func run(_ arguments: [String]) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments)
    }

    @Test("a PATCH answered 307 arrives again as a PATCH with its body; a POST answered 303 as a GET without one")
    func theRequestIsKept() async throws {
        try await HTTPTestServer.serving { server in
            server.route("PATCH", "/repos/octo/old/issues/1", .redirect(to: "/repositories/9/issues/1", status: 307))
            server.route("POST", "/repos/octo/old/labels", .redirect(to: "/repositories/9/labels", status: 303))
            server.routeEveryMethod("/repositories/9/issues/1", .json(Self.post(1)))
            server.route("GET", "/repositories/9/labels", .json(Self.post(2)))
            let patch = try await Self.run([
                "fetch", Self.mappings, "-c", "$PostModel", "-X", "PATCH", "-d", #"{"title":"renamed"}"#,
                server.url("/repos/octo/old/issues/1").absoluteString,
            ])
            expectEqual(patch.status, 0)
            let post = try await Self.run([
                "fetch", Self.mappings, "-c", "$PostModel", "-d", #"{"name":"bug"}"#, server.url("/repos/octo/old/labels").absoluteString,
            ])
            expectEqual(post.status, 0)
            let requests = server.requests
            try #require(requests.count == 4, "\(requests)")
            expectEqual(requests[1].method, "PATCH")
            expectEqual(requests[1].body, Data(#"{"title":"renamed"}"#.utf8))
            expectEqual(requests[1].header("Content-Type"), "application/json")
            expectEqual(requests[3].method, "GET")
            expectEqual(requests[3].body, Data())
            expectEqual(requests[3].header("Content-Type"), nil)
        }
    }

    @Test("each method and redirect status: the second request's method, body and Content-Type",
          arguments: ["PATCH", "PUT", "POST"], [301, 302, 303, 307, 308])
    func redirectMatrix(method: String, status: Int) async throws {
        try await HTTPTestServer.serving { server in
            server.route(method, "/issues/1", .redirect(to: "/repositories/9/issues/1", status: status))
            server.routeEveryMethod("/repositories/9/issues/1", .json(Self.post(1)))
            let body = #"{"title":"renamed"}"#
            let run = try await Self.run([
                "fetch", Self.mappings, "-c", "$PostModel", "-X", method, "-d", body, server.url("/issues/1").absoluteString,
            ])
            expectEqual(run.status, 0)
            // This run's requests: a late request of another test's client
            // can reach a port the system gave this server after it.
            let requests = server.requests.filter { $0.path == "/issues/1" || $0.path == "/repositories/9/issues/1" }
            try #require(requests.count == 2, "\(server.requests)")
            let keeps = status == 307 || status == 308 || (status != 303 && method != "POST")
            expectEqual(requests[1].method, keeps ? method : "GET")
            expectEqual(requests[1].body, keeps ? Data(body.utf8) : Data())
            expectEqual(requests[1].header("Content-Type"), keeps ? "application/json" : nil)
        }
    }

    static let credentialArguments = [
        "-H", "Authorization: token ghp_SECRET", "-H", "Cookie: session=s1", "-H", "X-Api-Key: k123",
        "-H", "X-Team-Token: t-1", "--redact", "X-Team-Token", "-H", "Accept: application/vnd.github+json",
    ]

    @Test("a same-origin 302 keeps the credentials; to another origin it drops Authorization, Cookie, X-Api-Key and --redact names, keeps Accept; --location-trusted keeps all")
    func credentialsStayWithTheirOrigin() async throws {
        try await HTTPTestServer.serving { server in
            let other = try server.otherOrigin()
            defer { other.stop() }
            server.route("GET", "/repos/octo/kit/tarball", .redirect(to: other.url("/codeload").absoluteString))
            other.route("GET", "/codeload", .json(Self.post(1)))
            server.route("GET", "/repos/octo/old", .redirect(to: "/repositories/9"))
            server.route("GET", "/repositories/9", .json(Self.post(1)))
            let same = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel"] + Self.credentialArguments
                + [server.url("/repos/octo/old").absoluteString])
            expectEqual(same.status, 0)
            let kept = try #require(server.requests.last)
            expectEqual(kept.path, "/repositories/9")
            expectEqual(kept.header("Authorization"), "token ghp_SECRET")
            expectEqual(kept.header("Cookie"), "session=s1")
            expectEqual(kept.header("X-Api-Key"), "k123")
            expectEqual(kept.header("X-Team-Token"), "t-1")

            let url = server.url("/repos/octo/kit/tarball").absoluteString
            let dropped = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel"] + Self.credentialArguments + [url])
            expectEqual(dropped.status, 0)
            let trusted = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel", "--location-trusted"] + Self.credentialArguments + [url])
            expectEqual(trusted.status, 0)

            let arrived = other.requests
            try #require(arrived.count == 2)
            for name in ["Authorization", "Cookie", "X-Api-Key", "X-Team-Token"] {
                expectEqual(arrived[0].header(name), nil, "\(name) crossed origins")
            }
            expectEqual(arrived[0].header("Accept"), "application/vnd.github+json")
            expectEqual(arrived[1].header("Authorization"), "token ghp_SECRET")
            expectEqual(arrived[1].header("Cookie"), "session=s1")
            expectEqual(arrived[1].header("X-Api-Key"), "k123")
            expectEqual(arrived[1].header("X-Team-Token"), "t-1")
            expectEqual(server.requests.last?.header("Authorization"), "token ghp_SECRET")
        }
    }

    @Test("after a redirect the error line names the URL asked and the URL that answered")
    func theAnsweringURLIsNamed() async throws {
        try await HTTPTestServer.serving { server in
            let other = try server.otherOrigin()
            defer { other.stop() }
            let archive = other.url("/octo/kit/legacy.tar.gz/main").absoluteString
            server.route("GET", "/repos/octo/kit/tarball/main", .redirect(to: archive))
            other.route("GET", "/octo/kit/legacy.tar.gz/main", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/x-gzip")], body: Data(repeating: 0x1F, count: 2_048)))
            let url = server.url("/repos/octo/kit/tarball/main").absoluteString
            let run = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel", url])
            expectEqual(run.status, 3)
            expectEqual(run.stdout, "")
            expectEqual(run.stderr, "error: GET \(url) → \(archive): the response's content type is 'application/x-gzip'; "
                + "expected 'application/json' or '*/*+json'\n")
        }
    }

    @Test("a 2xx with no body: exit 0, nothing on stdout (a note on stderr), \"result\": null in JSON; HEAD alike",
          arguments: [
            ("PUT", HTTPTestResponse(status: 204)), ("PUT", HTTPTestResponse(status: 205)),
            ("PUT", HTTPTestResponse(status: 200, headers: [("Content-Type", "text/html")])),
            ("HEAD", HTTPTestResponse.json(#"{"id": 1}"#)),
          ])
    func emptyAnswers(method: String, response: HTTPTestResponse) async throws {
        try await HTTPTestServer.serving { server in
            server.route(method, "/repos/octo/kit/issues/1/lock", response)
            let url = server.url("/repos/octo/kit/issues/1/lock").absoluteString
            let text = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel", "-X", method, url])
            expectEqual(text.status, 0)
            expectEqual(text.stdout, "")
            let reason = HTTPTestResponse.reason(response.status)
            expectEqual(text.stderr, "note: the server answered \(response.status) \(reason) with no body; there was nothing to map\n")
            let json = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel", "-X", method, "-f", "json", url])
            expectEqual(json.status, 0)
            expectEqual(json.stderr, "")
            expectEqual(json.stdout, """
                {
                  "result": null,
                  "issues": [],
                  "summary": [],
                  "issuesOmitted": 0,
                  "errors": 0,
                  "warnings": 0,
                  "objects": {},
                  "http": {
                    "status": \(response.status),
                    "url": "\(url)",
                    "pages": 1
                  }
                }

                """)
        }
    }

    @Test("usage: --record with --replay, and --redact with something that is no header name, are exit 64")
    func usage() async throws {
        let both = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel", "--record", "a", "--replay", "b", "http://127.0.0.1:1/"])
        expectEqual(both.status, 64)
        #expect(both.stderr.hasPrefix("error: --record and --replay cannot be used together\nnote: record a run first"), "\(both.stderr)")
        let redact = try await Self.run(["fetch", Self.mappings, "-c", "$PostModel", "--redact", "X Key: 1", "http://127.0.0.1:1/"])
        expectEqual(redact.status, 64)
        #expect(redact.stderr.hasPrefix("error: --redact takes a header name, not 'X Key: 1'"), "\(redact.stderr)")
    }
}
