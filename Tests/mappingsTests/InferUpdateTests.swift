import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings infer --update FILE SAMPLE…`: a file inferred from the first
/// page of a timeline, edited by hand, then updated with the second page.
@Suite("mappings infer --update")
struct InferUpdateTests {
    /// `Status.mappings` and `Status.swift` inferred from page 1, then edited
    /// by hand: a comment replaces the `favoriteCount` entry, a trailing
    /// comment and a one-line context are added.
    static func handEdited() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let output = try await ToolRunner().run(
            ["infer", "Fixtures/infer/timeline/page1.json", "--name", "Status", "--out", folder.url.path])
        #expect(output.status == 0)
        var text = try String(contentsOf: folder.url.appendingPathComponent("Status.mappings"), encoding: .utf8)
        text = text.replacingOccurrences(of: "        \"favoriteCount\": \"favorite_count\",\n", with: "        // favorites are not shown\n")
        text = text.replacingOccurrences(of: "        \"lang\": \"lang\"\n", with: "        \"lang\": \"lang\", // kept as sent\n")
        try folder.write("Status.mappings", text)
        return folder
    }

    /// Whether `original` is `updated` with text inserted only: each of its
    /// characters in order, none changed or removed.
    static func isInsertedInto(_ original: String, _ updated: String) -> Bool {
        var remaining = updated.unicodeScalars[...]
        for scalar in original.unicodeScalars {
            guard let found = remaining.firstIndex(of: scalar) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }

    /// How many of the timeline's second page's tweets have `key` (not null):
    /// counted from the payload, apart from the tool.
    static func count(_ key: String) throws -> (Int, Int) {
        let tweets = try JSON(parsing: Fixtures.data("infer/timeline/page2.json")).arrayValue ?? []
        return (tweets.filter { !($0[key]?.isNull ?? true) }.count, tweets.count)
    }

    @Test("entries for the keys no entry reads, in their contexts; everything that was there kept byte for byte")
    func update() async throws {
        let folder = try await Self.handEdited()
        let file = folder.path("Status.mappings")
        let before = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        let swiftBefore = try String(contentsOf: folder.url.appendingPathComponent("Status.swift"), encoding: .utf8)
        let output = try await ToolRunner().run(["infer", "--update", file, "Fixtures/infer/timeline/page2.json"])
        #expect(output.status == 0, "\(output.stderr)")
        let after = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        #expect(Self.isInsertedInto(before, after))
        #expect(after.contains(#"        "lang": "lang", // kept as sent"# + "\n"))
        #expect(after.contains(#""favoriteCount": { "@keyPath": "favorite_count", "@optional": true }"#))
        #expect(after.contains(#""retweetedStatus": { "@keyPath": "retweeted_status", "@optional": true, "@object": { "@mappings": "$RetweetedStatus" } }"#))
        let (favorites, total) = try Self.count("favorite_count")
        let (retweets, _) = try Self.count("retweeted_status")
        #expect(output.stdout.hasPrefix("""
            added to \(file):
              $Status.favoriteCount: 'favorite_count' as Int?, in \(favorites) of \(total) objects
              $Status.retweetedStatus: 'retweeted_status' as RetweetedStatus?, in \(retweets) of \(total) objects
              new context $RetweetedStatus
            """))
        let swiftAfter = try String(contentsOf: folder.url.appendingPathComponent("Status.swift"), encoding: .utf8)
        #expect(Self.isInsertedInto(swiftBefore, swiftAfter))
        #expect(swiftAfter.contains("    var favoriteCount: Int?\n"))
        #expect(swiftAfter.contains("struct RetweetedStatus: Codable, Sendable {"))

        // The file checks clean, and now reads every key of the page.
        let checked = try await ToolRunner().run(["check", file])
        #expect(checked.status == 0)
        let applied = try await ToolRunner().run(["apply", file, "-c", "$Status", "Fixtures/infer/timeline/page2.json", "--unmapped"])
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(applied.stderr.hasSuffix("unmapped: every key of the payload was read\n"))
        // A second update finds nothing to add and changes nothing.
        let again = try await ToolRunner().run(["infer", "--update", file, "Fixtures/infer/timeline/page2.json"])
        #expect(again.status == 0)
        #expect(again.stdout == "\(file) reads every key of the samples: nothing to add\n")
        #expect(try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8) == after)
    }

    @Test("--dry-run prints a unified diff of both files and writes nothing")
    func dryRun() async throws {
        let folder = try await Self.handEdited()
        let file = folder.path("Status.mappings")
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let output = try await ToolRunner().run(["infer", "--update", file, "--dry-run", "Fixtures/infer/timeline/page2.json"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("--- \(file)\n+++ \(file)\n@@ "))
        #expect(output.stdout.contains("\n+        \"favoriteCount\": { \"@keyPath\": \"favorite_count\", \"@optional\": true },\n")
            || output.stdout.contains("\n+        \"favoriteCount\": { \"@keyPath\": \"favorite_count\", \"@optional\": true }\n"))
        #expect(output.stdout.contains("--- \(folder.path("Status.swift"))\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    @Test("a Mappable file: the property and its table entry", arguments: ["mappable"])
    func mappable(_ models: String) async throws {
        let folder = try TemporaryFolder()
        let first = try await ToolRunner().run(
            ["infer", "Fixtures/infer/drift/v1.json", "--name", "Order", "--models", models, "--out", folder.url.path])
        #expect(first.status == 0)
        let output = try await ToolRunner().run(["infer", "--update", folder.path("Order.mappings"), "Fixtures/infer/drift/v2.json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("$Order.coupon: 'coupon' as String?, in 1 of 3 objects"))
        #expect(output.stdout.contains("$Customer.email: 'email' as String?, in 3 of 3 objects"))
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Order.swift"), encoding: .utf8)
        #expect(swift.contains("    var coupon: String?\n"))
        #expect(swift.contains("        .property(\"coupon\", \\.coupon),\n    ]\n"))
    }
}
