import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `infer` for an app's code (issue 40, item 6): the command its report
/// prints runs as printed (`--replay` kept: offline), `--access` and
/// `--prefix` for the Swift, imports only of what the file uses, and model
/// names that a framework's would clash with named apart, or noted.
@Suite("mappings infer: the Swift for an app, the command it prints")
struct InferAppCodeTests {
    static let issuesURL = InferAllowedValuesTests.issuesURL

    /// The command of the report's `checked:` line.
    static func printedCommand(_ report: String) throws -> String {
        let line = try #require(report.split(separator: "\n").first { $0.hasPrefix("checked: the file loads; ") })
        let command = line.dropFirst("checked: the file loads; ".count)
        return String(try #require(command.range(of: " maps ").map { command[..<$0.lowerBound] }))
    }

    /// Runs `command` as printed, in the package root, with `mappings` the
    /// built tool and every proxy variable on a tripwire (a connection
    /// opened would send its request there), and expects it to map with no
    /// issue and no connection.
    static func runOffline(_ command: String) async throws -> ToolRunner.Output {
        let tripwire = try HTTPTestServer()
        defer { tripwire.stop() }
        let exports = FetchRecordReplayTests.proxied(through: tripwire).map { "export \($0.key)='\($0.value)'" }.sorted()
        let run = try await ToolRunner().shell(
            (exports + [#"export PATH="$(dirname "$MAPPINGS"):$PATH""#, command]).joined(separator: "\n"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "no issues\n")
        #expect(tripwire.requests.isEmpty)
        return run
    }

    @Test("infer --replay: the printed command keeps --replay and runs as printed, offline, mapping the samples cleanly")
    func replayKept() async throws {
        let (folder, output) = try await InferAllowedValuesTests.inferIssues(
            ["-H", "Authorization: token ghp_SECRET", "-H", "Accept: application/vnd.github+json"])
        #expect(output.status == 0, "\(output.stderr)")
        let command = try Self.printedCommand(output.stdout)
        #expect(command == "mappings fetch \(folder.path("Issue.mappings")) --context '$Issue' "
            + "--header 'Accept: application/vnd.github+json' --all-pages --replay Fixtures/http/github-issues '\(Self.issuesURL)'")
        #expect(!output.stdout.contains("ghp_SECRET"))
        let run = try await Self.runOffline(command)
        #expect(run.stdout.components(separatedBy: "\"number\": ").count == 9)
    }

    @Test("infer --record DIR: the printed command replays DIR, and runs with the server gone")
    func recordReplayed() async throws {
        let folder = try TemporaryFolder()
        let recordings = folder.path("recorded")
        let server = try HTTPTestServer()
        server.serveGitHubIssues()
        let url = server.url(HTTPTestServer.githubIssuesPath + "?per_page=3").absoluteString
        let output = try await ToolRunner().run(
            ["infer", "--url", url, "--all-pages", "--record", recordings, "--name", "Issue", "--out", folder.url.path])
        server.stop()
        #expect(output.status == 0, "\(output.stderr)")
        let command = try Self.printedCommand(output.stdout)
        #expect(command.hasSuffix(" --all-pages --replay \(recordings) '\(url)'"))
        _ = try await Self.runOffline(command)
    }

    @Test("a wrapped root from --url: the printed fetch takes --object, which maps each page as one object")
    func wrappedRootFetched() async throws {
        let folder = try TemporaryFolder()
        let events = try Fixtures.text("infer/github-events/events.json")
        let recording: JSON = [
            "recording": 1,
            "request": ["method": "GET", "url": "https://api.github.com/events", "headers": ["Accept": "application/json"]],
            "response": ["status": 200, "headers": ["Content-Type": "application/json"], "body": .string(events)],
        ]
        try folder.makeFolder("events")
        try folder.write("events/001-GET-api.github.com-events.json", recording.formatted([.prettyPrinted]))
        let output = try await ToolRunner().run(
            ["infer", "--url", "https://api.github.com/events", "--replay", folder.path("events"), "--name", "GitHubEvents",
             "--out", folder.url.path])
        #expect(output.status == 0, "\(output.stderr)")
        let command = try Self.printedCommand(output.stdout)
        #expect(command.contains(" --context '$GitHubEvents' --object --replay "))
        let result = try JSON(parsing: try await Self.runOffline(command).stdout)
        #expect(result["items"]?.arrayValue?.count == 9)
    }

    @Test("--access public: public types, properties, memberwise initializers, registry; --prefix names every model and context")
    func accessAndPrefix() async throws {
        let (folder, output) = try await InferAllowedValuesTests.inferIssues(["--access", "public", "--prefix", "GH"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("contexts: $GHIssue (8), $GHUser (8), $GHLabel (2)\n"))
        // With a prefix no model is named apart: GHLabel is no framework's.
        #expect(!output.stdout.contains("note:"))
        let swift = try folder.read("Issue.swift")
        #expect(swift.contains("public struct GHIssue: Codable, Sendable {\n    public var url: URL\n"))
        #expect(swift.contains("    public var labels: [GHLabel]\n"))
        #expect(swift.contains("    public enum State: String, Codable, Sendable {\n"))
        #expect(swift.contains("    public init(login: String, id: Int, nodeId: String, avatarUrl: URL, gravatarId: String, url: URL, "
            + "htmlUrl: URL, followersUrl: URL, reposUrl: URL, type: String, siteAdmin: Bool) {\n        self.login = login\n"))
        #expect(swift.contains("assignee: String? = nil, comments: Int"))
        #expect(!swift.contains("\nstruct ") && !swift.contains("    var "))
        #expect(try folder.read("Issue.mappings").contains(#""user": { "@keyPath": "user", "@object": { "@mappings": "$GHUser" } },"#))

        let events = try await ToolRunner().run(
            ["infer", "Fixtures/infer/github-events/events.json", "--name", "Events", "--models", "mappable", "--access", "package",
             "--prefix", "GH", "--out", folder.url.path])
        #expect(events.status == 0, "\(events.stderr)")
        let mappable = try folder.read("Events.swift")
        #expect(mappable.contains("package final class GHPushEvent: GHEvent, Mappable, @unchecked Sendable {\n"))
        #expect(mappable.contains("    package init() {}\n"))
        #expect(mappable.contains("    package static let properties: MappableProperties<GHPushEvent> = [\n"))
        #expect(mappable.contains("    package static let ghEventsModels = ModelRegistry()\n"))
        #expect(!mappable.contains(" init(id:"))
    }

    @Test("--access and --prefix refuse what Swift could not declare: exit 64, with an example")
    func refusals() async throws {
        let access = try await ToolRunner().run(["infer", "-", "--access", "private"], stdin: "{}")
        #expect(access.status == 64)
        #expect(access.stderr.hasPrefix("error: --access takes internal, package or public, not 'private'\n"))
        for prefix in ["gh", "", "G-H", "1A"] {
            let refused = try await ToolRunner().run(["infer", "-", "--prefix", prefix], stdin: "{}")
            #expect(refused.status == 64, "\(prefix)")
            #expect(refused.stderr.hasPrefix("error: --prefix takes the start of a Swift type name"), "\(prefix)")
        }
        let suggested = try await ToolRunner().run(["infer", "-", "--prefix", "gh"], stdin: "{}")
        #expect(suggested.stderr.contains("note: for example --prefix GH, which names the models GHIssue, GHUser…\n"))
    }

    @Test("imports only of what the file uses: none for plain Codable structs, Foundation for a URL or a Date, MappingKit for Mappable")
    func imports() async throws {
        let folder = try TemporaryFolder()
        try folder.write("plain.json", #"[{"id": 1, "name": "a", "tags": ["x"]}]"#)
        try folder.write("dated.json", #"[{"id": 1, "at": "2024-03-01T09:15:27Z"}]"#)
        for (sample, models, expected) in [
            ("plain", "codable", [String]()), ("dated", "codable", ["import Foundation"]), ("plain", "mappable", ["import MappingKit"]),
            ("dated", "mappable", ["import Foundation", "import MappingKit"]),
        ] {
            let output = try await ToolRunner().run(
                ["infer", folder.path(sample + ".json"), "--models", models, "--force", "--out", folder.url.path])
            #expect(output.status == 0, "\(output.stderr)")
            let name = sample == "plain" ? "Plain" : "Dated"
            let imports = try folder.read(name + ".swift").split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
            #expect(imports == expected, "\(sample) \(models)")
        }
    }

    @Test("a model a framework's name would clash with is named after its parent, with a note; --name keeps it, with a note")
    func frameworkNames() async throws {
        let (_, issues) = try await InferAllowedValuesTests.inferIssues()
        #expect(issues.stdout.contains("contexts: $Issue (8), $User (8), $IssueLabel (2)\n"))
        #expect(issues.stdout.contains(
            "note: $IssueLabel: named IssueLabel, not Label, which is SwiftUI's: a model of that name is ambiguous in a file that "
                + "imports SwiftUI beside the models, and hides SwiftUI's in their module ([].labels[]); --prefix names every model apart instead\n"))
        let folder = try TemporaryFolder()
        try folder.write("tasks.json", #"[{"id": 1, "color": {"r": 1}, "text": {"body": "a"}}]"#)
        let tasks = try await ToolRunner().run(["infer", folder.path("tasks.json"), "--out", folder.url.path])
        #expect(tasks.status == 0, "\(tasks.stderr)")
        // Task, the default name from the file, is the standard library's: TaskModel.
        #expect(tasks.stdout.contains("contexts: $TaskModel (1), $TaskModelColor (1), $TaskModelText (1)\n"))
        let label = try await ToolRunner().run(
            ["infer", folder.path("tasks.json"), "--name", "Label", "--models", "none", "--out", folder.url.path])
        #expect(label.status == 0)
        #expect(label.stdout.contains("note: $Label: Label is SwiftUI's too: a model of that name is ambiguous"))
        #expect(label.stdout.contains("choose another --name, or add --prefix\n"))
    }
}
