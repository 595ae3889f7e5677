import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings apply --drift FILE` (issue 41, item 5): each run's drift is
/// merged into FILE as a window of its own, created if absent; FILE is
/// refused when it is an input or another output, or when it holds
/// something other than a drift summary (left as it was).
@Suite("apply --drift FILE: a window per run, merged into one summary")
struct ApplyDriftTests {
    static let mappings = #"{ "$User": { "id": "id", "name": "name" } }"#
    /// Three users, two without a name; a value that must never reach the summary.
    static let payload = #"[{"id": 1, "name": "SECRET-NAME-4711"}, {"id": 2}, {"id": 3, "name": null}]"#

    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Users.mappings", mappings)
        try folder.write("users.json", payload)
        return folder
    }

    static func summary(_ folder: TemporaryFolder, _ name: String = "drift.json") throws -> DriftSummary {
        try DriftSummary(json: Data(try folder.read(name).utf8))
    }

    static func described(_ stream: DriftSummary.Stream) -> String {
        "\(stream.context) \(stream.source): \(stream.payloads) payloads, \(stream.objects) objects"
    }

    @Test("a secret in the payload's values is in no output of report drift: text, json, github, sarif, html")
    func noValueInAnyFormat() async throws {
        let folder = try Self.folder()
        // The secret breaks a constraint: the run's report quotes it, the drift must not.
        try folder.write("Strict.mappings", #"{ "$User": { "id": "id", "name": { "@keyPath": "name", "@pattern": "^[a-z]+$" } } }"#)
        let applied = try await ToolRunner().run(
            ["apply", folder.path("Strict.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(applied.stderr.contains("SECRET-NAME-4711"), "the report quotes the value: the test means something")
        for format in ["text", "json", "github", "sarif", "html"] {
            let listed = try await ToolRunner().run(["report", "drift", folder.path("drift.json"), "--format", format])
            #expect(listed.status == 1, "\(format): \(listed.stderr)")
            #expect(listed.stdout.contains("[*].name"), "\(format)")
            #expect(!listed.stdout.contains("SECRET-NAME-4711") && !listed.stderr.contains("SECRET-NAME-4711"), "\(format)")
        }
    }

    @Test("three runs into one file: three windows, the counts added, payloadsSeen 3, no value of the payload")
    func threeRuns() async throws {
        let folder = try Self.folder()
        for run in 1...3 {
            let result = try await ToolRunner().run(
                ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
            #expect(result.status == 1, "run \(run): \(result.stderr)")
            #expect(try Self.summary(folder).windows.count == run)
        }
        let summary = try Self.summary(folder)
        #expect(Set(summary.windows.map(\.id)).count == 3)
        let line = try #require(summary.lines.first)
        #expect(summary.lines.count == 1)
        #expect(line.fingerprint.path == "[*].name")
        #expect(line.fingerprint.code == "missingRequired")
        #expect(line.fingerprint.entry == "name")
        #expect(line.fingerprint.source == ReportSource(label: "users.json"))
        #expect(line.fingerprint.line == 1)
        #expect(line.count == 6)
        #expect(line.objects == 6)
        #expect(line.payloads == 3)
        #expect(line.payloadsSeen == 3)
        #expect(line.objectsSeen == 9)
        #expect(line.examplePath == "[1].name")
        #expect(summary.streams.map(Self.described) == ["$User users.json: 3 payloads, 9 objects"])
        let text = try folder.read("drift.json")
        #expect(!text.contains("SECRET-NAME-4711"))
        #expect(text.hasSuffix("}\n"))
        // What the file holds is DriftSummary's own JSON.
        #expect(Array(text.utf8) == Array(try summary.json()) + [UInt8(ascii: "\n")])
    }

    @Test("standard input is the source stdin; --drift-label names it otherwise; the result and the report are unchanged")
    func sources() async throws {
        let folder = try Self.folder()
        let plain = try await ToolRunner().run(["apply", folder.path("Users.mappings"), "-c", "$User", "--format", "json"], stdin: Self.payload)
        let stdin = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", "--format", "json", "--drift", folder.path("drift.json")], stdin: Self.payload)
        #expect(stdin.stdout == plain.stdout)
        #expect(stdin.status == plain.status)
        let labelled = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json"),
             "--drift-label", "nightly users export"])
        #expect(labelled.status == 1)
        let sources = try Self.summary(folder).streams.map(\.source)
        #expect(sources == [ReportSource(label: "nightly users export"), ReportSource(label: "stdin")])
        let alone = try await ToolRunner().run(["apply", folder.path("Users.mappings"), "-c", "$User", "--drift-label", "x", folder.path("users.json")])
        #expect(alone.status == 64)
        #expect(alone.stderr.hasPrefix("error: --drift-label goes with --drift\n"))
    }

    @Test("a root object and --into expect an object; a payload that is not JSON, or without --key-path, is one shape fingerprint, exit 2")
    func shapes() async throws {
        let folder = try Self.folder()
        try folder.write("error.json", #"{"message": "Bad credentials"}"#)
        try folder.write("page.json", "<html><body>SECRET-PAGE</body></html>")
        let one = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("error.json"), "--drift", folder.path("drift.json")])
        #expect(one.status == 1)
        let html = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("page.json"), "--drift", folder.path("drift.json")])
        #expect(html.status == 2)
        let keyPath = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", "-k", "data.users", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(keyPath.status == 2)
        try folder.write("doc.json", #"{"id": 9}"#)
        let into = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", "--into", folder.path("doc.json"), "--drift", folder.path("drift.json")],
            stdin: #"{"id": 10}"#)
        #expect(into.status == 1)
        let lines = try Self.summary(folder).lines
        let shapes = lines.filter { $0.fingerprint.kind == .shape }.map { [$0.fingerprint.source.description, $0.fingerprint.code] }
        #expect(shapes == [["page.json", "invalidJSON"], ["users.json", "keyPathNotFound"]])
        #expect(lines.filter { $0.fingerprint.source == ReportSource(label: "stdin") }.map(\.fingerprint.path) == ["name"])
        #expect(try Self.summary(folder).streams.count == 4)
        #expect(lines.filter { $0.fingerprint.source == ReportSource(label: "error.json") }.map(\.fingerprint.path).sorted() == ["id", "name"])
        #expect(!(try folder.read("drift.json")).contains("SECRET-PAGE"))
        #expect(!(try folder.read("drift.json")).contains("Bad credentials"))
    }

    @Test("--lines: each line is one payload, counted on any number of threads; the counts equal the report's")
    func lines() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", ApplyLinesTests.mappings)
        let (text, missing, objects) = ApplyLinesTests.stream(seed: 7, count: 3_000)
        try folder.write("events.jsonl", text + "not json\n")
        let payloads = text.split(separator: "\n").count + 1
        var windows: [DriftSummary.Window] = []
        for jobs in ["1", "2"] {
            let run = try await ToolRunner().run(
                ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl"), "--jobs", jobs,
                 "--report", folder.path("report-\(jobs).json"), "--format", "json", "--drift", folder.path("drift-\(jobs).json")])
            #expect(run.status == 1, "\(run.stderr)")
            let summary = try Self.summary(folder, "drift-\(jobs).json")
            let window = try #require(summary.windows.first)
            #expect(summary.windows.count == 1)
            #expect(window.streams.map(Self.described) == ["$Event events.jsonl: \(payloads) payloads, \(objects) objects"])
            let missingLines = window.lines.filter { $0.fingerprint.code == "missingRequired" }
            #expect(missingLines.map(\.fingerprint.path).sorted() == ["[*].actor.login", "actor.login"])
            #expect(missingLines.reduce(0) { $0 + $1.count } == missing)
            let notJSON = try #require(window.lines.first { $0.fingerprint.kind == .shape })
            #expect(notJSON.fingerprint.code == "invalidJSON")
            #expect(notJSON.count == 1)
            // The report counts the same issues.
            let report = try JSON(parsing: try folder.read("report-\(jobs).json"))
            #expect(report["errors"] == JSON(missing + 1))
            windows.append(window)
        }
        // --jobs 2 counts what --jobs 1 counts.
        let counts = windows.map { $0.lines.map { [$0.fingerprint.path, $0.fingerprint.code, "\($0.count)", "\($0.objects)", $0.examplePath] } }
        #expect(counts[0] == counts[1])
    }

    @Test("--drift naming the payload, the .mappings file, the --report file or standard output's file is refused before anything is read (exit 64)",
          arguments: ["payload", "mappings", "report", "stdout"])
    func refusedInputs(_ which: String) async throws {
        let folder = try Self.folder()
        try folder.write("users.jsonl", #"{"id": 1}"# + "\n")
        let before = try folder.read("users.jsonl")
        let mappingsBefore = try folder.read("Users.mappings")
        let target = switch which {
        case "payload": folder.path("users.jsonl")
        case "mappings": folder.path("Users.mappings")
        case "report": folder.path("report.json")
        default: folder.path("out.jsonl")
        }
        let redirect = which == "stdout" ? " > '\(target)'" : ""
        let run = try await ToolRunner().shell(
            "$MAPPINGS apply '\(folder.path("Users.mappings"))' -c '$User' '\(folder.path("users.jsonl"))' --report '\(folder.path("report.json"))'"
                + " --drift '\(target)'\(redirect)")
        #expect(run.status == 64, "\(run.stderr)")
        let role = switch which {
        case "payload": "the payload"
        case "mappings": "a .mappings file of the catalog"
        case "report": "the --report file"
        default: "the file standard output goes to"
        }
        #expect(run.stderr.hasPrefix("error: --drift '\(target)' is \(role): merging the drift summary into it would destroy it\n"
            + "note: mappings never writes over its inputs or its other outputs; name the file the run's drift is kept in, "
            + "the same one every run: --drift drift.json\n"))
        #expect(try folder.read("users.jsonl") == before)
        #expect(try folder.read("Users.mappings") == mappingsBefore)
        #expect(!FileManager.default.fileExists(atPath: folder.path("report.json")))
    }

    @Test("a link to the payload is the payload")
    func linkToPayload() async throws {
        let folder = try Self.folder()
        try folder.link("drift.json", to: folder.path("users.json"))
        let run = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is the payload"))
        #expect(try folder.read("users.json") == Self.payload)
    }

    @Test("a file that is not a drift summary is refused and left as it was (exit 2), before anything is mapped",
          arguments: [
            #"{"issues": [], "summary": [], "errors": 0}"#, #"{"windows": [{"id": 3}]}"#, "[1, 2]", "{\"windows\": ", #"{"name": "x"}"#,
          ])
    func notASummary(_ content: String) async throws {
        let folder = try Self.folder()
        try folder.write("drift.json", content)
        let run = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: '\(folder.path("drift.json"))' is not a drift summary: "))
        #expect(run.stderr.hasSuffix("\nnote: the file was left as it is; give --drift a file of its own, which the first run creates\n"))
        #expect(try folder.read("drift.json") == content)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("partial") }
        #expect(leftovers.isEmpty)
    }

    @Test("the reasons are said: a report, a member missing or of the wrong kind, not JSON")
    func reasons() async throws {
        let folder = try Self.folder()
        let cases = [
            (#"{"issues": [], "summary": []}"#, "it is a validation report (apply --format json, --report FILE)"),
            (#"{"windows": [{"id": 3}]}"#, "its windows[0].id is not a string"),
            (#"{"windows": [{"id": "a"}]}"#, "its windows[0].start is missing"),
            ("[1, 2]", #"it is JSON but array of 2, not an object with "windows""#),
        ]
        for (content, reason) in cases {
            try folder.write("drift.json", content)
            let run = try await ToolRunner().run(
                ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
            #expect(run.stderr.hasPrefix("error: '\(folder.path("drift.json"))' is not a drift summary: \(reason)\n"), "\(run.stderr)")
        }
    }

    @Test("an empty file is an empty summary; a folder that does not exist is found before anything is read (exit 74)")
    func emptyAndUncreatable() async throws {
        let folder = try Self.folder()
        try folder.write("drift.json", "")
        let run = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(run.status == 1)
        #expect(try Self.summary(folder).windows.count == 1)
        let missing = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("missing/drift.json")])
        #expect(missing.status == 74)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.hasPrefix(
            "error: cannot write the drift summary to '\(folder.path("missing/drift.json"))': its folder does not exist\nnote: nothing was read, mapped or sent\n"))
    }

    @Test("a run that maps nothing (the context is unknown) leaves the file as it was")
    func nothingMapped() async throws {
        let folder = try Self.folder()
        let first = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$User", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(first.status == 1)
        let before = try folder.read("drift.json")
        let unknown = try await ToolRunner().run(
            ["apply", folder.path("Users.mappings"), "-c", "$Usr", folder.path("users.json"), "--drift", folder.path("drift.json")])
        #expect(unknown.status == 2)
        #expect(try folder.read("drift.json") == before)
    }
}
