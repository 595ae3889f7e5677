import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings apply --lines`: a JSON Lines stream mapped line by line,
/// against each line mapped alone by the library, with the report counted
/// over every line.
@Suite("mappings apply --lines")
struct ApplyLinesTests {
    static let mappings = #"{ "$Event": { "id": "id", "login": "actor.login", "kind": { "@keyPath": "type", "@optional": true } } }"#

    /// A seeded stream of GitHub-event-like lines: some without
    /// `actor.login`, some arrays of two events, a blank line now and then.
    static func stream(seed: UInt64, count: Int) -> (text: String, missing: Int, objects: Int) {
        var random = SplitMix64(seed: seed)
        var lines: [String] = []
        var missing = 0
        var objects = 0
        func event(_ index: Int) -> String {
            objects += 1
            let hasLogin = random.next(below: 10) != 0
            if !hasLogin { missing += 1 }
            let actor = hasLogin ? #"{"login": "user\#(index)"}"# : "{}"
            return #"{"id": "\#(index)", "type": "PushEvent", "actor": \#(actor)}"#
        }
        for index in 0..<count {
            switch random.next(below: 20) {
            case 0: lines.append("")
            case 1: lines.append("[" + event(index) + ", " + event(index + 100_000) + "]")
            default: lines.append(event(index))
            }
        }
        return (lines.joined(separator: "\n") + "\n", missing, objects)
    }

    @Test("each output line is the line mapped alone; the summary counts over every line; stdin and a pipe")
    func stream() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", Self.mappings)
        let (text, missing, objects) = Self.stream(seed: 42, count: 400)
        try folder.write("events.jsonl", text)
        let context = try MappingCatalog(string: Self.mappings).context("$Event")
        var expected: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            let json = try JSON(parsing: String(line))
            if case .array = json {
                expected.append(JSON.array(context.objects(from: json, as: JSON.self).value).formatted())
            } else {
                expected.append(context.object(from: json, as: JSON.self).value.formatted())
            }
        }
        let fromFile = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl")])
        let fromStdin = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", "--lines"], stdin: text)
        let fromPipe = try await ToolRunner().shell(
            "cat '\(folder.path("events.jsonl"))' | \"$MAPPINGS\" apply '\(folder.path("Events.mappings"))' -c '$Event' --lines -")
        for output in [fromFile, fromStdin, fromPipe] {
            #expect(output.status == (missing > 0 ? 1 : 0))
            #expect(output.stdout.split(separator: "\n").map(String.init) == expected)
            #expect(output.stderr.hasSuffix("summary:\n  $Event.login (actor.login): missing in \(missing) of \(objects) objects\n"))
        }
        #expect(missing > 10)
    }

    @Test("invalid and blank lines: null for the invalid one, an invalidLine issue naming its physical line, the rest mapped")
    func invalidLines() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", Self.mappings)
        let stream = "{\"id\": \"1\", \"actor\": {\"login\": \"a\"}}\n\n   \n{\"id\": 2,}\n{\"id\": \"3\", \"actor\": {\"login\": \"c\"}}\n"
        let output = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", "--lines", "--format", "json"], stdin: stream)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == [#"{"id":"1","login":"a"}"#, "null", #"{"id":"3","login":"c"}"#])
        let report = try JSON(parsing: try #require(lines.last))
        let issue = try #require(report["issues"]?[0])
        #expect(issue["line"] == 4)
        #expect(issue["code"] == "invalidLine")
        #expect(report["errors"] == 1)
        #expect(report["summary"] == [])
    }

    @Test("--report FILE takes the report; --key-path per line; --into and --unmapped do not go with --lines")
    func reportFileAndKeyPath() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", Self.mappings)
        let stream = "{\"data\": {\"id\": \"1\", \"actor\": {}}}\n{\"other\": 1}\n"
        let output = try await ToolRunner().run(
            ["apply", folder.path("Events.mappings"), "-c", "$Event", "--lines", "-k", "data", "--report", folder.path("report.txt")],
            stdin: stream)
        #expect(output.status == 1)
        #expect(output.stdout == "{\"id\":\"1\"}\nnull\n")
        #expect(output.stderr == "")
        let report = try String(contentsOf: folder.url.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(report.contains("error: line 1: actor.login: missing required value for 'login'"))
        #expect(report.contains("error: line 2: (root): key path 'data'"))
        let into = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", "--lines", "--into", "x.json"])
        #expect(into.status == 64)
        let report2 = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", "--report", "r.json"], stdin: "{}")
        #expect(report2.status == 64)
        #expect(report2.stderr.hasPrefix("error: --report goes with --lines"))
    }

    @Test("--jobs 2: output and report identical to --jobs 1 over several batches, text and json")
    func jobs() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", Self.mappings)
        let (text, _, _) = Self.stream(seed: 3, count: 10_000)
        try folder.write("events.jsonl", text + "not json\n")
        for format in ["text", "json"] {
            var outputs: [ToolRunner.Output] = []
            for jobs in ["1", "2", "3"] {
                outputs.append(try await ToolRunner().run(
                    ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl"), "--jobs", jobs, "-f", format, "--max-issues", "50"]))
            }
            #expect(outputs.allSatisfy { $0.status == 1 })
            #expect(outputs[1].stdout == outputs[0].stdout)
            #expect(outputs[2].stdout == outputs[0].stdout)
            #expect(outputs[1].stderr == outputs[0].stderr)
            let payloads = text.split(separator: "\n").count + 1
            let expectedLines = payloads + (format == "json" ? 1 : 0)
            #expect(outputs[0].stdout.split(separator: "\n").count == expectedLines)
        }
        let zero = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", "--lines", "--jobs", "0"], stdin: "")
        #expect(zero.status == 64)
    }
}
