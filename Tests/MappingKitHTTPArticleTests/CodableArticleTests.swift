import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

// MappingKitHTTP's getting started, "Codable models end to end", held to
// what this target compiles and runs: its models are `Issue.swift` beside
// this file and its file `Mappings/Issue.mappings` (a resource of this
// target), both what the article's `mappings infer --replay` writes
// (`mappingsTests`' `ArticleInferTests` runs it and compares); its client,
// its usage and its test are the regions below, verbatim (only indented),
// and its test runs as one of this target's.

// ARTICLE: begin client
extension ModelRegistry {
    /// The models of Issue.mappings.
    static let gitHub = ModelRegistry().registering(Issue.self).registering(User.self).registering(IssueLabel.self)
}

/// GitHub's issues, over any transport: URLSession in the app, a replay in its tests.
struct GitHubClient {
    let client: EndpointClient

    init(transport: any HTTPTransport = URLSessionTransport(), timeout: Duration = .seconds(30)) throws {
        let catalog = try MappingCatalog(resource: "Issue", in: .module, subdirectory: "Mappings", models: .gitHub)
        client = EndpointClient(
            baseURL: URL(string: "https://api.github.com")!, catalog: catalog, timeout: timeout, transport: transport)
    }

    /// Every issue of a repository, page after page, and what the pages got wrong.
    func issues(owner: String, repository: String) async throws -> (values: [Issue], summary: EndpointClient.PagesSummary) {
        let endpoint = Endpoint(
            .get, "repos/:owner/:repo/issues", slugs: ["owner": owner, "repo": repository],
            query: [("per_page", "3")], context: "$Issue")
        return try await client.pages(for: endpoint, as: Issue.self).collect()
    }
}
// ARTICLE: end

/// The article's use of the client, compiled (it would reach the network: not run).
func articleUsage() async throws {
    // ARTICLE: begin usage
    let github = try GitHubClient()
    let (issues, summary) = try await github.issues(owner: "octocat", repository: "Hello-World")
    for issue in issues { print(issue.number, issue.state, issue.title) }  // every issue the pages hold, in order
    print(summary.report.rendered(.text))  // what the payloads got wrong: paths index into the joined listing
    // ARTICLE: end
}

// ARTICLE: begin test
@Test func issuesDecodeFromTheRecording() async throws {
    let replay = try ReplayTransport(directory: URL(fileURLWithPath: "Fixtures/http/github-issues"))
    // A replay answers at once; the deadline only bounds a hang, and `swift test` runs every test at once.
    let github = try GitHubClient(transport: replay, timeout: .seconds(600))
    let (issues, summary) = try await github.issues(owner: "octocat", repository: "Hello-World")
    #expect(issues.count == 8)
    #expect(summary.pageCount == 3)
    #expect(summary.report.issueCount == 0, "\(summary.report.rendered(.text))")
    #expect(issues.first?.user.login == "octocat")
}
// ARTICLE: end

@Suite("MappingKitHTTP's getting started: Codable models end to end")
struct CodableArticleTests {
    static let article = Fixtures.packageURL("Sources/MappingKitHTTP/MappingKitHTTP.docc/GettingStarted.md")

    static func region(_ name: String) throws -> String {
        try MarkdownBlocks.region(name, marker: "ARTICLE", in: #filePath)
    }

    @Test("the article shows the models infer wrote, and exactly the client, its use and the test this file compiles")
    func articleMatches() throws {
        let inferred = try MarkdownBlocks.blocks(in: Self.article, section: "Record the API, infer the file and the models")
        try #require(inferred.map(\.info) == ["sh", "sh", "swift"], "the two commands and the models")
        let models = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Issue.swift"), encoding: .utf8)
        expectEqual(inferred[2].text + "\n", models)

        let client = try MarkdownBlocks.blocks(in: Self.article, section: "The client")
        try #require(client.map(\.info) == ["swift", "swift"], "the client and its use")
        expectEqual(client[0].text, try Self.region("client"))
        expectEqual(client[1].text, try Self.region("usage"))

        let test = try MarkdownBlocks.blocks(in: Self.article, section: "A test that replays the recording")
        try #require(test.map(\.info) == ["swift"])
        var lines = test[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.prefix { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
        #expect(imports == ["import Foundation", "import MappingKitHTTP", "import Testing", "@testable import App"])
        lines.removeFirst(imports.count)
        while lines.first == "" { lines.removeFirst() }
        expectEqual(lines.joined(separator: "\n"), try Self.region("test"))
    }
}
