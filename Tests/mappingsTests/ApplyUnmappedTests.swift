import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings apply --unmapped`: the payload's keys no entry read, after the
/// report (text) or as the `unmapped` member (`--format json`).
@Suite("mappings apply --unmapped")
struct ApplyUnmappedTests {
    static let arguments = ["Mappings/Twitter.mappings", "--context", "$TweetModel", "Fixtures/payloads/twitter-timeline.json", "--unmapped"]

    @Test("text: a line per context after the report, most frequent first")
    func text() async throws {
        let output = try await ToolRunner().run(["apply"] + Self.arguments)
        #expect(output.status == 1)
        #expect(output.stderr.hasSuffix("""
            $TweetModel: 5 keys not read: favorite_count (in 3 of 3 objects), id (in 3 of 3), retweet_count (in 3 of 3), lang (in 2 of 3), coordinates.type (in 1 of 3)
            $UserModel: 1 key not read: id (in 3 of 3 objects)

            """))
    }

    @Test("json: the unmapped member, the counts as the library gives them")
    func json() async throws {
        let output = try await ToolRunner().run(["apply"] + Self.arguments + ["--format", "json"])
        #expect(output.status == 1)
        let printed = try JSON(parsing: Data(output.stdout.utf8))
        let catalog = try MappingCatalog(contentsOf: ToolRunner.packageRoot.appendingPathComponent("Mappings/Twitter.mappings"))
        let payload = try JSON(parsing: Data(contentsOf: ToolRunner.packageRoot.appendingPathComponent("Fixtures/payloads/twitter-timeline.json")))
        let expected = try catalog.context("$TweetModel").unmappedKeys(in: payload).map { key -> JSON in
            ["context": .string(key.context), "keyPath": .string(key.keyPath), "count": JSON(key.count), "total": JSON(key.total)]
        }
        #expect(printed["unmapped"] == .array(expected))
        #expect(expected.count == 6)
    }

    @Test("a key from the payload is printed escaped: no escape sequence or line break reaches the terminal raw")
    func hostileKeys() async throws {
        let folder = try TemporaryFolder()
        try folder.write("U.mappings", #"{ "$U": { "name": "name" } }"#)
        try folder.write("p.json", #"{"name": "a", "red\u001b[31m\nerror: forged": 1}"#)
        let output = try await ToolRunner().run(["apply", folder.path("U.mappings"), "--context", "$U", folder.path("p.json"), "--unmapped"])
        #expect(output.status == 0)
        #expect(!output.stderr.contains("\u{1B}"))
        #expect(!output.stderr.contains("\nerror: forged"))
        #expect(output.stderr.contains(#"red\u001b[31m\u000aerror: forged (in 1 of 1 objects)"#))
    }

    @Test("without --unmapped, nothing more is printed")
    func off() async throws {
        let output = try await ToolRunner().run(["apply"] + Self.arguments.dropLast())
        #expect(!output.stderr.contains("not read"))
    }
}
