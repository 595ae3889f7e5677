import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// `EndpointClient.observing(_:)`: every fetched, mapped response observed
/// by its method, host and path template (never a slug's or a query's
/// value), and a response refused before mapping (a status, an HTML page, a
/// body that is not JSON) one shape fingerprint with its status and type.
@Suite struct ObservedClientTests {
    static let mappings = """
        { "$Issue": { "number": "number", "title": "title" } }
        """

    static let issues = Endpoint(
        .get, "repos/:owner/:repo/issues", slugs: ["owner": "apple", "repo": "swift-secret-repo"],
        query: [("access_token", "tok_SECRET_123"), ("state", "open-secret")], context: "$Issue")

    /// The monitor's summary after `GET /v1/repos/apple/swift-secret-repo/issues` answered `response`.
    static func summary(after response: HTTPTestResponse, fetchOne: Bool = false) async throws -> (DriftSummary, String) {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/repos/apple/swift-secret-repo/issues", response)
            let monitor = DriftMonitor()
            let client = EndpointClient(
                baseURL: server.url("/v1"), catalog: try MappingCatalog(string: mappings), timeout: ClientTestSupport.patience
            ).observing(monitor)
            _ = await ClientTestSupport.failure {
                if fetchOne { _ = try await client.object(for: issues, as: JSON.self) } else { _ = try await client.objects(for: issues, as: JSON.self) }
            }
            let host = "127.0.0.1:\(server.url("/").port ?? 0)"
            return (monitor.summary(), host)
        }
    }

    @Test("a mapped response is observed as GET host/path-template, with no slug's or query's value")
    func mappedBySource() async throws {
        let (summary, host) = try await Self.summary(after: .json(#"[{"number": 1, "title": "a"}, {"number": "two"}]"#))
        let source = ReportSource(method: "GET", host: host, pathTemplate: "/v1/repos/:owner/:repo/issues")
        expectEqual(summary.streams.map(\.source), [source])
        expectEqual(summary.streams.map(\.payloads), [1])
        expectEqual(summary.lines.map(\.fingerprint.path), ["[*].title"])
        #expect(summary.lines.allSatisfy { $0.fingerprint.kind == .drift && $0.fingerprint.source == source })
        let json = String(decoding: try summary.json(), as: UTF8.self)
        for secret in ["tok_SECRET_123", "open-secret", "swift-secret-repo", "two"] { #expect(!json.contains(secret), "\(secret)") }
    }

    @Test(
        "a response that is not the expected shape is one fingerprint of its own kind",
        arguments: [
            (HTTPTestResponse(status: 502, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data("<h1>Bad gateway</h1>".utf8)),
             "status", 502 as Int?, "text/html" as String?),
            (HTTPTestResponse.json(#"{"message": "Bad credentials"}"#, status: 401), "status", 401, "application/json"),
            (HTTPTestResponse.json(#"{"message": "Bad credentials"}"#), "expectedArray", nil, nil),
            (HTTPTestResponse(status: 200, headers: [("Content-Type", "text/html")], body: Data("<html>captive portal</html>".utf8)),
             "contentType", nil, "text/html"),
            (HTTPTestResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data("<html>proxy</html>".utf8)),
             "invalidJSON", 200, "application/json"),
        ])
    func shapeFailures(response: HTTPTestResponse, code: String, status: Int?, contentType: String?) async throws {
        let (summary, _) = try await Self.summary(after: response)
        let line = try #require(summary.lines.only, "\(summary.lines.map(\.fingerprint))")
        expectEqual(line.fingerprint.kind, .shape)
        expectEqual(line.fingerprint.code, code)
        expectEqual(line.fingerprint.status, status)
        expectEqual(line.fingerprint.contentType, contentType)
        expectEqual(line.count, 1)
        expectEqual(line.payloadShare, 1)
    }

    @Test("an error body mapped through the endpoint's error context is not observed: the response is one status refusal")
    func errorBodyNotObserved() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .json(#"{"error": {"message": "Bad credentials"}}"#, status: 401))
            let monitor = DriftMonitor()
            let catalog = try MappingCatalog(string: #"{"$Issue": {"number": "number"}, "$Error": {"message": "error.message", "code": "error.code"}}"#)
            let client = EndpointClient(baseURL: server.url("/v1"), catalog: catalog, timeout: ClientTestSupport.patience).observing(monitor)
            _ = await ClientTestSupport.failure {
                _ = try await client.objects(for: Endpoint(.get, "search", context: "$Issue", errorContext: "$Error"), as: JSON.self)
            }
            let summary = monitor.summary()
            expectEqual(summary.streams.map(\.context), ["$Issue"])
            expectEqual(summary.lines.map(\.fingerprint.code), ["status"])
        }
    }

    @Test("an error object where one object was expected is drift, not shape")
    func objectExpected() async throws {
        let (summary, _) = try await Self.summary(after: .json(#"{"message": "Bad credentials"}"#), fetchOne: true)
        expectEqual(summary.lines.map(\.fingerprint.kind), [.drift, .drift])
    }

    @Test("the recorded GitHub issues replay into one source by path template, their drift counted by object")
    func recordings() async throws {
        let monitor = DriftMonitor()
        let client = EndpointClient(
            baseURL: try #require(URL(string: "https://api.github.com/")), catalog: try EndpointClientPagesTests.githubCatalog(),
            timeout: ClientTestSupport.patience, transport: try ReplayTransport(directory: Fixtures.url("http/github-issues"))
        ).observing(monitor)
        let (issues, _) = try await client.pages(for: EndpointClientPagesTests.issues, as: GitHubIssue.self).collect()
        expectEqual(issues.count, 8)
        let summary = monitor.summary()
        expectEqual(summary.streams.map(\.source.description), ["GET api.github.com/repos/:owner/:repo/issues"])
        expectEqual(summary.streams.map(\.payloads), [3])
        expectEqual(summary.streams.map(\.objects), [8])
        let line = try #require(summary.lines.only)
        expectEqual(line.fingerprint.path, "[*].body")
        expectEqual(line.objects, 3)
        expectEqual(line.objectsSeen, 8)
        expectEqual(line.fingerprint.location, "Mappings/GitHubIssues.mappings:14")
    }

    @Test("excerpts redacted by the recordings' rules keep no credential")
    func redactedExcerpts() throws {
        let monitor = DriftMonitor(excerpts: .redactingCredentials(maximumLength: 200))
        let context = try MappingCatalog(string: #"{"$Link": {"count": {"@keyPath": "count", "@allowedValues": [1]}}}"#)
            .observing(monitor).context("$Link")
        _ = context.object(from: ["count": "https://me:pw@x.example/a?token=tok_SECRET_123&page=2"], as: JSON.self)
        let excerpt = try #require(monitor.summary().lines.only?.excerpt)
        #expect(excerpt.contains("me:<redacted>@x.example/a?token=<redacted>"), "\(excerpt)")
        #expect(!excerpt.contains("tok_SECRET") && !excerpt.contains(":pw@"), "\(excerpt)")
    }
}

extension Array {
    /// The one element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
