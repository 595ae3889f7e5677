import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings fetch --drift FILE` (issue 41, item 5): each response (each
/// page) is one payload, its source the method, host and URL path, never
/// the query; a status that is not a success and a body that is not JSON
/// are shape fingerprints. Against the recordings in `Fixtures/http/` and
/// the loopback server: no test reaches the network.
@Suite("fetch --drift FILE")
struct FetchDriftTests {
    static let issuesURL = "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3"

    static func summary(_ folder: TemporaryFolder) throws -> DriftSummary {
        try DriftSummary(json: Data(try folder.read("drift.json").utf8))
    }

    @Test("the recorded GitHub issues, one page then every page: source GET api.github.com/repos/octocat/Hello-World/issues, no query")
    func replayed() async throws {
        let folder = try TemporaryFolder()
        let line = ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--replay", "Fixtures/http/github-issues", Self.issuesURL,
                    "--drift", folder.path("drift.json")]
        let one = try await ToolRunner().run(line)
        let plain = try await ToolRunner().run(Array(line.dropLast(2)))
        #expect(one.status == plain.status, "\(one.stderr)")
        #expect(one.stdout == plain.stdout)
        #expect(one.stderr == plain.stderr)
        let pages = try await ToolRunner().run(line + ["--all-pages"])
        #expect(pages.status == plain.status, "\(pages.stderr)")
        let summary = try Self.summary(folder)
        #expect(summary.windows.count == 2)
        let source = ReportSource(method: "GET", host: "api.github.com", pathTemplate: "/repos/octocat/Hello-World/issues")
        #expect(summary.streams.map(\.source) == [source])
        #expect(summary.streams.first?.payloads == 4)   // one response, then three pages
        #expect(summary.lines.allSatisfy { $0.fingerprint.source == source && $0.payloadsSeen == 4 })
        let text = try folder.read("drift.json")
        #expect(!text.contains("per_page"))
        #expect(!text.contains("?"))
    }

    @Test("--path-template names the source by the endpoint's template; one that is not the URL's path, or without --drift, is refused (exit 64)")
    func pathTemplate() async throws {
        let folder = try TemporaryFolder()
        let line = ["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--replay", "Fixtures/http/github-issues", Self.issuesURL]
        let run = try await ToolRunner().run(line + ["--drift", folder.path("drift.json"), "--path-template", "/repos/:owner/:repo/issues"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(try Self.summary(folder).streams.map(\.source.description) == ["GET api.github.com/repos/:owner/:repo/issues"])
        for template in ["/repos/:owner/issues", "repos/:owner/:repo/issues", "/repos/:owner/:repo/pulls", "/repos/:owner/:repo/issues/"] {
            let refused = try await ToolRunner().run(line + ["--drift", folder.path("drift.json"), "--path-template", template])
            #expect(refused.status == 64, "\(template)")
            #expect(refused.stderr.hasPrefix(
                "error: --path-template '\(template)' is not the URL's path '/repos/octocat/Hello-World/issues' with some segments written :name\n"))
        }
        let alone = try await ToolRunner().run(line + ["--path-template", "/repos/:owner/:repo/issues"])
        #expect(alone.status == 64)
        #expect(alone.stderr.hasPrefix("error: --path-template goes with --drift\n"))
    }

    @Test("a 502 HTML page, a captive portal's page, an error object where an array was expected and a body that is not JSON: a shape fingerprint each; no query value kept")
    func shapes() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Issues.mappings", #"{ "$Issue": { "number": "number", "title": "title" } }"#)
        let server = try HTTPTestServer()
        defer { server.stop() }
        server.route("GET", "/down", HTTPTestResponse(status: 502, headers: [("Content-Type", "text/html")], body: Data("<html>SECRET-PAGE</html>".utf8)))
        server.route("GET", "/issues", .json(#"{"message": "Bad credentials"}"#, status: 200))
        server.route("GET", "/broken", .json(#"[{"number": 1, "title": "#))
        server.route("GET", "/fine", .json(#"[{"number": 1, "title": "a"}, {"number": 2}]"#))
        server.route("GET", "/portal", HTTPTestResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data("<html>SECRET-PORTAL</html>".utf8)))
        let calls: [(String, [String], Int32)] = [
            ("/portal?sid=SECRET-SID", [], 3),
            ("/down?token=SECRET-TOKEN-1", [], 3),
            ("/issues?access_token=SECRET-TOKEN-2&page=7", ["--all-pages"], 1),
            ("/broken?q=SECRET-QUERY", [], 2),
            ("/fine?since=SECRET-SINCE", [], 1),
        ]
        for (path, extra, status) in calls {
            let run = try await ToolRunner().run(
                ["fetch", folder.path("Issues.mappings"), "-c", "$Issue", server.url(path).absoluteString, "--drift", folder.path("drift.json"),
                 "--timeout", "20"] + extra)
            #expect(run.status == status, "\(path): \(run.stderr)")
        }
        let summary = try Self.summary(folder)
        #expect(summary.windows.count == 5)
        let host = "127.0.0.1:\(server.baseURL.port ?? 0)"
        let shapes = summary.lines.filter { $0.fingerprint.kind == .shape }
        let found = shapes.map {
            [$0.fingerprint.source.pathTemplate ?? "", $0.fingerprint.code, $0.fingerprint.status.map(String.init) ?? "-", $0.fingerprint.contentType ?? "-"]
        }
        #expect(
            found.sorted { $0.lexicographicallyPrecedes($1) } == [
                ["/broken", "invalidJSON", "-", "-"], ["/down", "status", "502", "text/html"], ["/issues", "expectedArray", "-", "-"],
                ["/portal", "contentType", "-", "text/html"],
            ])
        #expect(shapes.allSatisfy { $0.fingerprint.source.host == host && $0.fingerprint.source.method == "GET" })
        let drift = summary.lines.filter { $0.fingerprint.kind == .drift }
        #expect(drift.map(\.fingerprint.path) == ["[*].title"])
        #expect(drift.first?.objectsSeen == 2)
        let listed = try await ToolRunner().run(["report", "drift", folder.path("drift.json")])
        #expect(listed.stdout.contains("shape status (status 502, text/html): the payload is not the shape $Issue expects"), "\(listed.stdout)")
        #expect(listed.stdout.contains("shape contentType (text/html): "), "\(listed.stdout)")
        let text = try folder.read("drift.json")
        for secret in ["SECRET", "token", "page=", "since", "Bad credentials"] {
            #expect(!text.contains(secret), "\(secret)")
        }
    }

    @Test("--drift naming the .mappings file or the --data file is refused before anything is sent (exit 64)")
    func refusedInputs() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Issues.mappings", #"{ "$Issue": { "number": "number" } }"#)
        try folder.write("body.json", #"{"title": "x"}"#)
        let server = try HTTPTestServer()
        defer { server.stop() }
        for (target, role) in [("Issues.mappings", "a .mappings file of the catalog"), ("body.json", "the --data file")] {
            let run = try await ToolRunner().run(
                ["fetch", folder.path("Issues.mappings"), "-c", "$Issue", "-d", "@" + folder.path("body.json"), server.url("/issues").absoluteString,
                 "--drift", folder.path(target)])
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("error: --drift '\(folder.path(target))' is \(role): merging the drift summary into it would destroy it\n"))
        }
        #expect(server.requests.isEmpty)
        #expect(try folder.read("body.json") == #"{"title": "x"}"#)
    }
}
