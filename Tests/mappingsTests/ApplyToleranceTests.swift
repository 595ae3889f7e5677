import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// Issue 39: the tolerance keywords through the built `mappings apply`, as
/// the library maps them (the dynamic path of `apply` and `fetch`).
@Suite("mappings apply: tolerance you can trust")
struct ApplyToleranceTests {
    /// `mappings apply MAPPINGS --context CONTEXT --format json -` on `payload`.
    static func apply(_ mappings: String, context: String, _ payload: String) async throws -> ToolRunner.Output {
        let file = try ApplyCommandTests.temporaryFile("Tolerance.mappings", mappings)
        defer { ApplyCommandTests.remove(file) }
        return try await ToolRunner().run(["apply", file, "--context", context, "--format", "json", "-"], stdin: payload)
    }

    @Test("a fallback through an array is read (item 4): the values of each element, each missing one at its own path")
    func fallbackThroughArray() async throws {
        let mappings = #"{ "$Order": { "names": { "@keyPath": "lines.name", "@fallbackKeyPaths": ["items.name"] } } }"#
        let output = try await Self.apply(mappings, context: "$Order", #"[{"items": [{"name": "a"}, {"sku": 2}, {"name": "b"}]}]"#)
        #expect(output.status == 1)
        let json = try #require(output.json)
        #expect(json["result"] == [["names": ["a", "b"]]])
        #expect(json["issues"]?.arrayValue?.map { $0["sourcePath"] } == ["[0].items[1].name"])
        #expect(json["summary"]?.arrayValue?.map { "\($0["kind"] ?? "") \($0["keyPath"] ?? "") \($0["count"] ?? "")/\($0["total"] ?? "")" } == [
            #""readFromFallback" "items.name" 1/1"#, #""missingRequired" "items.name" 1/1"#,
        ])
    }

    @Test("skip with mixed failures (item 3): each element at its payload index, the object counted once")
    func skippedElements() async throws {
        // Dynamic mapping converts nothing: a constraint drops elements here.
        let mappings = #"{ "$Post": { "sizes": { "@keyPath": "sizes", "@maximum": 60, "@invalidElements": "skip" } } }"#
        let output = try await Self.apply(mappings, context: "$Post", #"[{"sizes": [72, 38, 99, 40]}, {"sizes": [1]}]"#)
        #expect(output.status == 0)
        let json = try #require(output.json)
        #expect(json["result"] == [["sizes": [38, 40]], ["sizes": [1]]])
        #expect(json["issues"]?.arrayValue?.map { $0["sourcePath"] } == ["[0].sizes[0]", "[0].sizes[2]"])
        #expect(json["summary"]?[0]?["count"] == 1)
        #expect(json["summary"]?[0]?["total"] == 2)
    }
}

/// Issue 39 item 3: `mappings report merge` refuses what cannot add up.
@Suite("mappings report merge: counts that add up")
struct ReportMergeCountsTests {
    static func part(errors: String, count: Int, total: Int) -> String {
        #"{"errors": \#(errors), "warnings": 0, "issues": [], "#
            + #""summary": [{"context": "$U", "entry": "name", "keyPath": "name", "kind": "missingRequired", "count": \#(count), "total": \#(total)}]}"#
    }

    @Test("a summary line counting more objects than its total is refused (exit 2), naming the line and the total")
    func countAboveTotal() async throws {
        let folder = try TemporaryFolder()
        try folder.write("good.json", Self.part(errors: "3", count: 3, total: 4))
        try folder.write("edited.json", Self.part(errors: "5", count: 5, total: 3))
        let run = try await ToolRunner().run(["report", "merge", folder.path("good.json"), folder.path("edited.json")])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: \(folder.path("edited.json")): not a report: 'summary[0].count' counts 5 objects but "
            + "'summary[0].total' says 3 were mapped; a summary line counts at most every object; "
            + "write the report again with 'mappings apply --format json' or --report FILE\n")
        try folder.write("other.json", Self.part(errors: "1", count: 1, total: 4))
        let merged = try await ToolRunner().run(["report", "merge", folder.path("good.json"), folder.path("other.json"), "--format", "json"])
        #expect(merged.status == 1)
        #expect(merged.json?["summary"]?[0]?["count"] == 4)
        #expect(merged.json?["summary"]?[0]?["total"] == 8)
    }

    @Test("a member that is not a count names the value found: 'errors' should be a count, found -5")
    func negativeCount() async throws {
        let folder = try TemporaryFolder()
        try folder.write("negative.json", Self.part(errors: "-5", count: 1, total: 1))
        let run = try await ToolRunner().run(["report", "merge", folder.path("negative.json")])
        #expect(run.status == 2)
        #expect(run.stderr == "error: \(folder.path("negative.json")): not a report: 'errors' should be a count, found -5\n")
    }
}
