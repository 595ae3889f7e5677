import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// Issue 12 items 1 and 7 through the built tool: key paths through arrays
/// and `@metadata` in `mappings apply` (`--metadata`) and `mappings fetch`
/// (the response's metadata).
@Suite("mappings: key paths through arrays and @metadata")
struct PathsCommandTests {
    static let folder = ToolRunner.packageRoot.appendingPathComponent("Fixtures/mappings/paths")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("apply --metadata: the fixture's result and report, exactly")
    func apply() async throws {
        let metadata = try Self.text("shop.metadata.json")
        let run = try await ToolRunner().run(
            ["apply", "Paths.mappings", "-c", "$Shop", "--metadata", metadata, "shop.json", "--format", "json"], in: Self.folder)
        #expect(run.status == 1)
        #expect(run.stdout == (try Self.text("shop.expected.json")))
        #expect(run.stderr == "")
    }

    @Test("apply -k items: @metadata.index is each element's index; the parent of a top-level element is missing")
    func topLevelArray() async throws {
        let run = try await ToolRunner().run(["apply", "Paths.mappings", "-c", "$Item", "-k", "items", "shop.json", "--format", "json"], in: Self.folder)
        let result = try #require(run.json?["result"]?.arrayValue)
        #expect(result.map { $0["position"] } == [0, 1, 2, 3])
        #expect(run.json?["issues"]?.arrayValue?.compactMap { $0["sourcePath"]?.stringValue } == Array(repeating: "@metadata.parent.name", count: 4))
    }

    @Test("apply --metadata that is not a JSON object: a usage error, exit 64", arguments: [
        ("[1, 2]", "error: --metadata takes a JSON object, not array of 2"),
        ("{page: 3}", "error: --metadata takes a JSON object, not invalid JSON (expected a string key or '}' in object)"),
    ])
    func invalidMetadata(_ value: String, _ message: String) async throws {
        let run = try await ToolRunner().run(["apply", "Paths.mappings", "-c", "$Shop", "--metadata", value, "shop.json"], in: Self.folder)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(message + "\nnote: write the object in single quotes: --metadata '{\"page\": 3}'"), "\(run.stderr)")
    }

    @Test("check: a malformed @metadata path is a load error")
    func malformed() async throws {
        let invalid = ToolRunner.packageRoot.appendingPathComponent("Fixtures/mappings/invalid")
        let run = try await ToolRunner().run(["check", "metadata-malformed.mappings"], in: invalid)
        #expect(run.status == 2)
        #expect(run.stderr == (try String(contentsOf: invalid.appendingPathComponent("metadata-malformed.expected"), encoding: .utf8)))
    }

    @Test("fetch: the response's headers, status and URL are @metadata")
    func fetch() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/shop", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/json"), ("ETag", "W/\"42\"")],
                body: try Data(contentsOf: Self.folder.appendingPathComponent("shop.json"))))
            let run = try await ToolRunner().run(
                ["fetch", "Paths.mappings", "-c", "$Shop", server.url("/shop").absoluteString, "--format", "json"], in: Self.folder)
            #expect(run.json?["result"]?["etag"] == "W/\"42\"")
            #expect(run.json?["result"]?["genres"] == ["Dune", "Emma", "Ulysses"])
            #expect(run.json?["result"]?["page"] == nil)
        }
    }
}
