import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// Issue 9 item 3, as the tool shows it: an `@self` transformer whose output
/// is not an object fails the run, and an unregistered transformer is one
/// warning per entry with the summary counting every object.
@Suite("mappings apply: problems reported once, alike on both paths")
struct ApplyPhasesTests {
    @Test("an @self transformer whose output is not an object is an error issue, exit 1 (was dropped silently, exit 0)")
    func selfTransformerNotAnObject() async throws {
        let file = try ApplyCommandTests.temporaryFile(
            "Self.mappings", #"{ "$U": { "@self": { "@keyPath": "handle", "@transformer": "trimmed" }, "followers": "followers_count" } }"#)
        defer { ApplyCommandTests.remove(file) }
        let output = try await ApplyCommandTests.apply(
            [file, "-c", "$U", "--format", "json", "-"], stdin: #"[{"handle": " ada ", "followers_count": 1}]"#)
        #expect(output.status == 1)
        let json = try #require(output.json)
        #expect(json["result"] == [["followers": 1]])
        #expect(json["issues"]?[0]?["kind"] == "transformerFailed")
        #expect(json["issues"]?[0]?["message"] == #"transformer 'trimmed' produced string "ada", expected an object for '@self'"#)
    }

    @Test("an unregistered transformer: one warning per entry for 100 objects; the summary counts 100")
    func unavailableOnce() async throws {
        let file = try ApplyCommandTests.temporaryFile(
            "Many.mappings", #"{ "$U": { "name": { "@keyPath": "name", "@transformer": "nope" } } }"#)
        defer { ApplyCommandTests.remove(file) }
        let payload = "[" + (0..<100).map { #"{"name": "n\#($0)"}"# }.joined(separator: ",") + "]"
        let output = try await ApplyCommandTests.apply([file, "-c", "$U", "-"], stdin: payload)
        #expect(output.status == 0)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "1 issue (0 errors, 1 warning):")
        #expect(lines.filter { $0.contains("is not registered") }.count == 1)
        #expect(lines.last == "  $U.name (name): transformerUnavailable in 100 of 100 objects")
    }
}
