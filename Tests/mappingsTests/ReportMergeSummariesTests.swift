import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings report merge` of drift summaries (issue 41, items 2 and 5):
/// one window per id, so merging is associative and merging a summary
/// again changes nothing, byte for byte; reports and summaries together
/// are refused. `Fixtures/drift-summaries/`: a.json and b.json share the
/// window `device-a-2026-12-02`; c.json has another source.
@Suite("report merge: drift summaries")
struct ReportMergeSummariesTests {
    static let fixtures = "Fixtures/drift-summaries/"

    static func merge(_ files: [String]) async throws -> ToolRunner.Output {
        try await ToolRunner().run(["report", "merge"] + files)
    }

    @Test("(a+b)+c == a+(b+c) == a+b+c, byte for byte; the shared window counted once")
    func associative() async throws {
        let folder = try TemporaryFolder()
        let (a, b, c) = (Self.fixtures + "a.json", Self.fixtures + "b.json", Self.fixtures + "c.json")
        let ab = try await Self.merge([a, b])
        #expect(ab.status == 0, "\(ab.stderr)")
        try folder.write("ab.json", ab.stdout)
        let bc = try await Self.merge([b, c])
        try folder.write("bc.json", bc.stdout)
        let left = try await Self.merge([folder.path("ab.json"), c])
        let right = try await Self.merge([a, folder.path("bc.json")])
        let all = try await Self.merge([a, b, c])
        let reversed = try await Self.merge([c, b, a])
        #expect(left.status == 0)
        #expect(left.stdout == right.stdout)
        #expect(left.stdout == all.stdout)
        #expect(left.stdout == reversed.stdout)
        let summary = try DriftSummary(json: Data(all.stdout.utf8))
        #expect(summary.windows.map(\.id) == ["device-a-2026-12-01", "device-a-2026-12-02", "device-b-2026-12-02", "device-c-2026-12-03"])
        // The output is DriftSummary's JSON of the library's merge.
        let library = try [a, b, c].map { try DriftSummary(json: Data(contentsOf: ToolRunner.packageRoot.appendingPathComponent($0))) }
            .reduce(DriftSummary(windows: [])) { $0.merged(with: $1) }
        #expect(all.stdout == String(decoding: try library.json(), as: UTF8.self) + "\n")
        let login = try #require(summary.lines.first { $0.fingerprint.entry == "login" })
        #expect(login.count == 9)
        #expect(login.payloadsSeen == 25)
        #expect(login.examplePath == "[17].user.login")   // the least in string order
        #expect(summary.other.issues == 4)
        #expect(summary.issuesNotKept == 2)
    }

    @Test("a+a == a, a file merged into the result again changes nothing; the same file twice is no error for summaries")
    func idempotent() async throws {
        let folder = try TemporaryFolder()
        let a = Self.fixtures + "a.json"
        let once = try await Self.merge([a])
        let twice = try await Self.merge([a, a])
        #expect(once.status == 0)
        #expect(twice.status == 0, "\(twice.stderr)")
        #expect(twice.stdout == once.stdout)
        try folder.write("all.json", try await Self.merge([a, Self.fixtures + "b.json", Self.fixtures + "c.json"]).stdout)
        let again = try await Self.merge([folder.path("all.json"), Self.fixtures + "b.json"])
        #expect(again.stdout == (try folder.read("all.json")))
        // --format json is the default's form; text is refused.
        let json = try await ToolRunner().run(["report", "merge", a, "--format", "json"])
        #expect(json.stdout == once.stdout)
        let text = try await ToolRunner().run(["report", "merge", a, "--format", "text"])
        #expect(text.status == 64)
        #expect(text.stderr.hasPrefix("error: --format text does not print drift summaries: merged, they are a drift summary, which is JSON\n"))
    }

    @Test("reports and summaries together are refused (exit 64), naming one of each")
    func mixed() async throws {
        let folder = try TemporaryFolder()
        try folder.write("report.json", #"{"issues": [], "summary": []}"#)
        let run = try await Self.merge([folder.path("report.json"), Self.fixtures + "a.json"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            error: '\(folder.path("report.json"))' is a report and '\(Self.fixtures)a.json' a drift summary: report merge merges reports or drift summaries, not both at once
            note: merge the reports (apply --format json, --report FILE) in one run and the drift summaries (--drift FILE, DriftMonitor.write(to:)) in another

            """)
        let other = try await Self.merge([Self.fixtures + "a.json", folder.path("report.json")])
        #expect(other.status == 64)
    }

    @Test("a file with windows that do not read is named with the place at fault (exit 2)")
    func invalidSummary() async throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.json", #"{"windows": [{"id": "x", "start": "yesterday"}]}"#)
        let run = try await Self.merge([Self.fixtures + "a.json", folder.path("bad.json")])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: '\(folder.path("bad.json"))' is not a drift summary: its windows[0] is not valid: Expected date string to be ISO8601-formatted."))
    }

    @Test("summaries written by apply --drift merge with the fixtures")
    func writtenByTheTool() async throws {
        let folder = try ApplyDriftTests.folder()
        let run = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(run.status == 1)
        let merged = try await Self.merge([folder.path("drift.json"), Self.fixtures + "c.json"])
        #expect(merged.status == 0)
        let summary = try DriftSummary(json: Data(merged.stdout.utf8))
        #expect(summary.windows.count == 2)
        #expect(summary.streams.map(\.source.description) == ["GET api.github.com/repos/:owner/:repo/issues", "timeline-cache", "users.json"])
    }
}
