import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings report merge`: the reports of parts of a stream, each mapped
/// with `apply --lines --report`, against the report of the whole stream
/// mapped in one piece.
@Suite("mappings report merge")
struct ReportMergeTests {
    @Test("parts merged equal the whole: counts, objects and summary exact, issues in order naming their part")
    func merge() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", ApplyLinesTests.mappings)
        let (text, missing, objects) = ApplyLinesTests.stream(seed: 7, count: 300)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Three parts; the last has no line without a login, so its report has no summary line.
        let clean = #"{"id": "x", "actor": {"login": "y"}}"#
        let parts = [lines[0..<100].joined(separator: "\n"), lines[100...].joined(separator: "\n"), Array(repeating: clean, count: 50).joined(separator: "\n")]
        for (index, part) in parts.enumerated() { try folder.write("part\(index).jsonl", part + "\n") }
        try folder.write("whole.jsonl", parts.joined(separator: "\n") + "\n")
        for name in ["part0", "part1", "part2", "whole"] {
            let run = try await ToolRunner().run(
                ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path(name + ".jsonl"), "--format", "json",
                 "--report", folder.path(name + ".json"), "--max-issues", "20"])
            #expect(run.status == (name == "part2" ? 0 : 1), "\(name): \(run.stderr)")
        }
        let merged = try await ToolRunner().run(
            ["report", "merge", folder.path("part0.json"), folder.path("part1.json"), folder.path("part2.json"), "--format", "json", "--max-issues", "20"])
        #expect(merged.status == 1)
        let report = try #require(merged.json)
        let whole = try JSON(parsing: Data(contentsOf: folder.url.appendingPathComponent("whole.json")))
        for member in ["errors", "warnings", "issuesOmitted", "summary", "objects"] {
            #expect(report[member] == whole[member], "\(member)")
        }
        #expect(report["summary"]?[0]?["count"] == JSON(missing))
        #expect(report["summary"]?[0]?["total"] == JSON(objects + 50))
        let issues = try #require(report["issues"]?.arrayValue)
        #expect(issues.map { $0["message"] } == whole["issues"]?.arrayValue?.map { $0["message"] })
        #expect(issues.first?["source"] == .string(folder.path("part0.json")))

        let rendered = try await ToolRunner().run(["report", "merge", folder.path("part0.json"), folder.path("part2.json")])
        #expect(rendered.status == 1)
        #expect(rendered.stdout.contains("\(folder.path("part0.json")): \(folder.path("Events.mappings")):1:"))
        #expect(rendered.stdout.contains(": error: line "))
        let cleanOnly = try await ToolRunner().run(["report", "merge", folder.path("part2.json")])
        #expect(cleanOnly.status == 0)
        #expect(cleanOnly.stdout == "no issues\n")
    }

    @Test("a file that is not a report, or not JSON, is named (exit 2); no verb or no file is a usage error")
    func refusals() async throws {
        let folder = try TemporaryFolder()
        try folder.write("array.json", "[1]")
        try folder.write("broken.json", "{")
        let array = try await ToolRunner().run(["report", "merge", folder.path("array.json")])
        #expect(array.status == 2)
        #expect(array.stderr == "error: \(folder.path("array.json")): not a report: expected a JSON object, found array; give the output of 'mappings apply --format json' or of --report FILE\n")
        let broken = try await ToolRunner().run(["report", "merge", folder.path("broken.json")])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("\(folder.path("broken.json")):1:2: error:"))
        let noVerb = try await ToolRunner().run(["report"])
        #expect(noVerb.status == 64)
        let noFile = try await ToolRunner().run(["report", "merge"])
        #expect(noFile.status == 64)
        #expect(noFile.stderr.hasPrefix("error: report merge needs at least one report file"))
    }

    @Test("counts at Int.max merge without a trap: they saturate (exit 1, the counts Int.max)")
    func intMax() async throws {
        let folder = try TemporaryFolder()
        let part = #"{"errors": \#(Int.max), "warnings": \#(Int.max), "maximumIssues": \#(Int.max), "issues": [], "summary": [{"context": "$U", "entry": "a", "keyPath": "a", "kind": "missingRequired", "count": \#(Int.max), "total": \#(Int.max)}], "objects": {"$U": \#(Int.max)}}"#
        try folder.write("a.json", part)
        try folder.write("b.json", part)
        let run = try await ToolRunner().run(["report", "merge", folder.path("a.json"), folder.path("b.json"), "--format", "json"])
        #expect(run.status == 1, "\(run.stderr)")
        let report = try #require(run.json)
        #expect(report["errors"] == JSON(Int.max))
        #expect(report["summary"]?[0]?["count"] == JSON(Int.max))
        #expect(report["objects"]?["$U"] == JSON(Int.max))
        let text = try await ToolRunner().run(["report", "merge", folder.path("a.json"), folder.path("b.json")])
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix("\(Int.max) issues (\(Int.max) errors, \(Int.max) warnings):"))
    }

    @Test("counts below the issues kept are not a report: exit 2, the member named")
    func editedCounts() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", #"{"errors": 0, "issues": [{"severity": "error", "kind": "missingRequired", "message": "m"}], "summary": []}"#)
        let run = try await ToolRunner().run(["report", "merge", folder.path("a.json")])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: \(folder.path("a.json")): not a report: 'errors' counts 0 but 1 such issues are kept"))
    }

    @Test("the same file given twice, by any spelling or link, is refused (exit 64): its part would count twice")
    func sameFileTwice() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", #"{"issues": [], "summary": []}"#)
        try folder.link("link.json", to: folder.path("a.json"))
        for second in [folder.path("a.json"), folder.path("./a.json"), folder.path("link.json")] {
            let run = try await ToolRunner().run(["report", "merge", folder.path("a.json"), second])
            #expect(run.status == 64, "\(second)")
            #expect(run.stderr.contains("its part would be counted twice"))
        }
    }

    @Test("a merged report merged again keeps each issue's first source, and says the parts left issues out")
    func mergedAgain() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", ApplyLinesTests.mappings)
        try folder.write("p.jsonl", String(repeating: #"{"id": "1"}"# + "\n", count: 5))
        for name in ["p1", "p2"] {
            let run = try await ToolRunner().run(
                ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("p.jsonl"), "--report", folder.path(name + ".json"),
                 "--format", "json", "--max-issues", "2"])
            #expect(run.status == 1)
        }
        let first = try await ToolRunner().run(["report", "merge", folder.path("p1.json"), folder.path("p2.json"), "--format", "json"])
        try folder.write("m.json", first.stdout)
        let again = try await ToolRunner().run(["report", "merge", folder.path("m.json")])
        #expect(again.stdout.contains("\(folder.path("p1.json")): "))
        #expect(again.stdout.contains("\(folder.path("p2.json")): "))
        #expect(!again.stdout.contains("\(folder.path("m.json")): "))
        #expect(again.stdout.contains("6 more issues not shown: the merged reports had left them out\n"))
    }

    @Test("escape sequences and line breaks in a report's texts reach the terminal escaped, one issue a line")
    func hostileTexts() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", #"""
            {"issues": [{"severity": "error", "kind": "missingRequired", "sourcePath": "[0][\"\u001b[31mred\"]", "context": "$U\u001b]0;title\u0007",
              "message": "bad\nerror: forged line\u009b2J", "source": "x\ny"}],
             "summary": [{"context": "$U", "entry": "a\u001b[1m", "keyPath": "k\nerror: forged", "kind": "missingRequired", "count": 1, "total": 1}]}
            """#)
        let run = try await ToolRunner().run(["report", "merge", folder.path("a.json")])
        #expect(run.status == 1)
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
        #expect(!run.stdout.contains("\nerror: forged"))
        #expect(run.stdout.contains(#"bad\u000aerror: forged line\u009b2J"#))
    }
}
