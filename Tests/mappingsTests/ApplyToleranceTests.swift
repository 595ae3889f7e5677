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
}
