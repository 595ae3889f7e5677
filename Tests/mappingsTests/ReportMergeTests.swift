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
}
