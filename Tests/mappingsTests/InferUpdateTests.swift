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

    /// A file inferred from `{"id": 1}` in a new folder, as `--update` finds it:
    /// `transform` edits its text (line endings, a byte order mark, comments).
    static func small(_ transform: (String) -> String) async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("first.json", #"[{"id": 1}]"#)
        let output = try await ToolRunner().run(["infer", folder.path("first.json"), "--name", "Item", "--out", folder.url.path])
        #expect(output.status == 0)
        for name in ["Item.mappings", "Item.swift"] {
            let text = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            try folder.write(name, name.hasSuffix(".mappings") ? transform(text) : text)
        }
        return folder
    }

    /// A second sample with keys that collide with the language, a nested object and escape sequences.
    static let grown = #"[{"id": 1, "@self": "s", "@metadata": 2, "$x": 3, "a.b": 4, "": 5, "x\u001b[31m": 6, "nested": {"k": 1, "c.d": {"e": 1}}}]"#

    @Test("--update twice with the same samples: the second changes nothing; keyword keys read, @metadata left out with a note")
    func twice() async throws {
        let folder = try await Self.small { $0 }
        try folder.write("grown.json", Self.grown)
        let file = folder.path("Item.mappings")
        let first = try await ToolRunner().run(["infer", "--update", file, folder.path("grown.json")])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("  $Item.aB: '[\"a.b\"]' as Int?, in 1 of 1 objects\n"))
        #expect(first.stdout.contains("  $Item.x31m: '[\"x\\u001b[31m\"]' as Int?, in 1 of 1 objects\n"))
        #expect(!first.stdout.contains("\u{1B}"))
        #expect(first.stdout.contains("note: $Item: '@metadata' left out: no key path reads a key named @metadata"))
        let mappings = try Data(contentsOf: URL(fileURLWithPath: file))
        let swift = try Data(contentsOf: folder.url.appendingPathComponent("Item.swift"))
        let second = try await ToolRunner().run(["infer", "--update", file, folder.path("grown.json")])
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("\(file) reads every key of the samples it can read: nothing to add\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == mappings)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("Item.swift")) == swift)
        // Every value is read: only @metadata is left unread.
        let applied = try await ToolRunner().run(["apply", file, "-c", "$Item", folder.path("grown.json"), "--unmapped", "--format", "json"])
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(applied.json?["result"]?[0]?["self"] == "s")
        #expect(applied.json?["result"]?[0]?["aB"] == 4)
        #expect(applied.json?["result"]?[0]?["value"] == 5)
        #expect(applied.json?["result"]?[0]?["nested"]?["cD"]?["e"] == 1)
        #expect(applied.json?["unmapped"]?.arrayValue?.map { $0["keyPath"] } == ["@metadata"])
    }

    @Test("a CRLF file stays CRLF, a byte order mark stays, a context's trailing comment stays with it; twice changes nothing")
    func lineEndings() async throws {
        let folder = try await Self.small { text in
            "\u{FEFF}" + text.replacingOccurrences(of: "    }\n}", with: "    } // the items\n}").replacingOccurrences(of: "\n", with: "\r\n")
        }
        let swiftFile = folder.url.appendingPathComponent("Item.swift")
        try Data(String(decoding: try Data(contentsOf: swiftFile), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: swiftFile)
        try folder.write("grown.json", Self.grown)
        let file = folder.path("Item.mappings")
        let before = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        let output = try await ToolRunner().run(["infer", "--update", file, folder.path("grown.json")])
        #expect(output.status == 0, "\(output.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let after = String(decoding: bytes, as: UTF8.self)
        #expect(Self.isInsertedInto(before, after))
        // Every line break a CRLF: no \n without its \r.
        #expect(!after.unicodeScalars.indices.contains { after.unicodeScalars[$0] == "\n" && (
            $0 == after.unicodeScalars.startIndex || after.unicodeScalars[after.unicodeScalars.index(before: $0)] != "\r") })
        #expect(after.contains("        \"aB\": { \"@keyPath\": [\"a.b\"], \"@optional\": true },\r\n"))
        #expect(after.contains("    }, // the items\r\n    \"$Nested\": {\r\n"))
        let swift = try String(contentsOf: swiftFile, encoding: .utf8)
        #expect(swift.contains("    var aB: Int?\r\n"))
        #expect(!swift.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let checked = try await ToolRunner().run(["check", file])
        #expect(checked.status == 0, "\(checked.stderr)")
        let again = try await ToolRunner().run(["infer", "--update", file, folder.path("grown.json")])
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    }

    @Test("--dry-run on a CRLF file: the lines changed, as diff -u shows them, the others as context")
    func dryRunCRLF() async throws {
        let folder = try await Self.small { $0.replacingOccurrences(of: "\n", with: "\r\n") }
        let swiftFile = folder.url.appendingPathComponent("Item.swift")
        try Data(String(decoding: try Data(contentsOf: swiftFile), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: swiftFile)
        try folder.write("grown.json", #"[{"id": 1, "count": 2}]"#)
        let file = folder.path("Item.mappings")
        let output = try await ToolRunner().run(["infer", "--update", file, "--dry-run", folder.path("grown.json")])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.unicodeScalars.split(separator: "\n").map { String(String.UnicodeScalarView($0)) }
        // Only the line that gains a comma is removed (and added with it): the others are context, not taken away and put back.
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("--- ") } == [#"-        "id": "id""# + "\r"], "\(output.stdout)")
        let added = lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++ ") }
        #expect(added.contains(#"+        "count": { "@keyPath": "count", "@optional": true }"# + "\r"), "\(output.stdout)")
        #expect(added.contains("+    var count: Int?\r"), "\(output.stdout)")
        #expect(added.count == 4, "\(output.stdout)")  // the entry, the line given a comma, the property and its comment
        #expect(lines.filter { $0.hasPrefix("@@ ") }.count == 2)
    }

    @Test("a key of many dots (found by fuzzing: it was split at every dot, and a second update added it again)")
    func manyDots() async throws {
        let folder = try await Self.small { $0 }
        let key = "retweet_count" + String(repeating: ".", count: 20)
        try folder.write("dots.json", #"[{"id": 1, "\#(key)": 2, "a": {"b.c": 3}}]"#)
        let file = folder.path("Item.mappings")
        let first = try await ToolRunner().run(["infer", "--update", file, folder.path("dots.json")])
        #expect(first.status == 0, "\(first.stderr)")
        let text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        #expect(text.contains(#""retweetCount": { "@keyPath": ["\#(key)"], "@optional": true }"#))
        let again = try await ToolRunner().run(["infer", "--update", file, folder.path("dots.json")])
        #expect(again.stdout.hasPrefix("\(file) reads every key of the samples: nothing to add\n"))
        #expect(try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8) == text)
    }

    /// Issues as a first version of an API sends them: a `user`, a `title`.
    static let firstVersion = #"""
        [{"id": 1, "title": "a", "html_url": "https://x.example/1", "user": {"login": "x", "id": 1, "type": "User"}},
         {"id": 2, "title": "b", "html_url": "https://x.example/2", "user": {"login": "y", "id": 2, "type": "User"}}]
        """#

    /// The same issues later: `owner` where `user` was (with a key more),
    /// `htmlUrl` where `html_url` was, and a `milestone` that is `null` in
    /// three of the four objects holding it.
    static let laterVersion = #"""
        [{"id": 3, "title": "c", "htmlUrl": "https://x.example/3", "owner": {"login": "x", "id": 1, "type": "User", "site_admin": false}, "milestone": {"title": "v1", "number": 1}},
         {"id": 4, "title": "d", "htmlUrl": "https://x.example/4", "owner": {"login": "y", "id": 2, "type": "User", "site_admin": false}, "milestone": null},
         {"id": 5, "title": "e", "htmlUrl": "https://x.example/5", "owner": {"login": "z", "id": 3, "type": "User", "site_admin": true}, "milestone": null},
         {"id": 6, "title": "f", "htmlUrl": "https://x.example/6", "owner": {"login": "w", "id": 4, "type": "User", "site_admin": false}, "milestone": null},
         {"id": 7, "title": "g", "htmlUrl": "https://x.example/7", "owner": {"login": "v", "id": 5, "type": "User", "site_admin": false}}]
        """#

    /// `Issue.mappings` and `Issue.swift` inferred from ``firstVersion`` in a new folder.
    static func firstIssues(_ extra: [String] = []) async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("v1.json", firstVersion)
        try folder.write("v2.json", laterVersion)
        let output = try await ToolRunner().run(["infer", folder.path("v1.json"), "--name", "Issue", "--out", folder.url.path] + extra)
        #expect(output.status == 0, "\(output.stderr)")
        return folder
    }

    @Test("present apart from a value: milestone is in 4 of 5 objects, a value in 1 (three are null); in the report, the Swift and json")
    func presentApartFromValue() async throws {
        let folder = try await Self.firstIssues()
        let file = folder.path("Issue.mappings")
        let output = try await ToolRunner().run(["infer", "--update", file, folder.path("v2.json")])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("  $Issue.milestone: 'milestone' as Milestone?, in 4 of 5 objects, a value in 1\n"))
        let swift = try folder.read("Issue.swift")
        #expect(swift.contains("    /// Added by `mappings infer --update`: in 4 of 5 objects, a value in 1.\n    var milestone: Milestone?\n"))
        let folder2 = try await Self.firstIssues()
        let json = try await ToolRunner().run(["infer", "--update", folder2.path("Issue.mappings"), folder2.path("v2.json"), "--format", "json"])
        let added = try #require(json.json?["added"]?.arrayValue?.first { $0["entry"] == "milestone" })
        #expect(added["count"] == 4)
        #expect(added["values"] == 1)
        #expect(added["total"] == 5)
    }

    @Test("a key where a read key disappeared is the entry's fallback, not a new entry and a duplicate context")
    func fallbacks() async throws {
        let folder = try await Self.firstIssues()
        let file = folder.path("Issue.mappings")
        let before = try folder.read("Issue.mappings")
        let output = try await ToolRunner().run(["infer", "--update", file, folder.path("v2.json")])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("""
            added to \(file):
              $Issue.htmlUrl: 'htmlUrl' as a fallback of 'html_url' ('@fallbackKeyPaths'), in 5 of 5 objects, where 'html_url' is in none: a key of the same words
              $Issue.user: 'owner' as a fallback of 'user' ('@fallbackKeyPaths'), in 5 of 5 objects, where 'user' is in none: objects $User maps (3 of the 3 keys it reads)
              $User.siteAdmin: 'site_admin' as Bool?, in 5 of 5 objects
            """))
        let after = try folder.read("Issue.mappings")
        #expect(Self.isInsertedInto(before, after))
        #expect(after.contains(#""htmlUrl": { "@keyPath": "html_url", "@fallbackKeyPaths": "htmlUrl" },"#))
        #expect(after.contains(#""user": { "@keyPath": "user", "@object": { "@mappings": "$User" }, "@fallbackKeyPaths": "owner" }"#))
        #expect(!after.contains("$Owner") && !after.contains(#""owner": {"#))
        let swift = try folder.read("Issue.swift")
        #expect(!swift.contains("Owner") && !swift.contains("var htmlUrl2"))
        // Both versions map with the file, and every key of the later one is read.
        for version in ["v1.json", "v2.json"] {
            let applied = try await ToolRunner().run(["apply", file, "-c", "$Issue", folder.path(version), "--unmapped"])
            #expect(applied.status == 0, "\(version): \(applied.stderr)")
            #expect(applied.stderr.hasSuffix("unmapped: every key of the payload was read\n"), "\(version): \(applied.stderr)")
        }
        let again = try await ToolRunner().run(["infer", "--update", file, folder.path("v2.json")])
        #expect(again.stdout == "\(file) reads every key of the samples: nothing to add\n")
        #expect(try folder.read("Issue.mappings") == after)
    }

    @Test("no fallback for a key beside the entry's, or for two keys alike; one already there becomes an array")
    func fallbackRefusals() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Item.mappings", #"""
            {
                "$Item": {
                    "title": { "@keyPath": "title", "@fallbackKeyPaths": "name" },
                    "count": "count",
                    "url": "url"
                }
            }
            """#)
        // title_text replaces title; count_a and count_b both could replace count; url_x comes beside url.
        try folder.write("later.json", #"[{"title_text": "a", "count_a": 1, "count_b": 2, "url": "u", "url_x": "v"}]"#)
        let output = try await ToolRunner().run(["infer", "--update", folder.path("Item.mappings"), folder.path("later.json")])
        #expect(output.status == 0, "\(output.stderr)")
        let after = try folder.read("Item.mappings")
        #expect(after.contains(#""title": { "@keyPath": "title", "@fallbackKeyPaths": ["name", "title_text"] },"#))
        #expect(after.contains(#""count": "count","#))
        #expect(after.contains(#""countA": { "@keyPath": "count_a", "@optional": true }"#))
        #expect(after.contains(#""urlX": { "@keyPath": "url_x", "@optional": true }"#))
    }

    @Test("an added Date brings its import to a file that had none; an added open set its enum, with the struct's access")
    func importsAndEnums() async throws {
        let folder = try TemporaryFolder()
        try folder.write("first.json", #"[{"id": 1}]"#)
        let first = try await ToolRunner().run(
            ["infer", folder.path("first.json"), "--name", "Job", "--access", "public", "--out", folder.url.path])
        #expect(first.status == 0)
        #expect(!(try folder.read("Job.swift")).contains("import "))
        let states = (0..<6).map { #"{"id": \#($0), "at": "2024-03-0\#($0 + 1)T09:15:27Z", "status": "\#($0 < 4 ? "queued" : "done")"}"# }
        try folder.write("later.json", "[" + states.joined(separator: ", ") + "]")
        let output = try await ToolRunner().run(["infer", "--update", folder.path("Job.mappings"), folder.path("later.json")])
        #expect(output.status == 0, "\(output.stderr)")
        let swift = try folder.read("Job.swift")
        #expect(swift.contains("//     let result = try catalog.context(\"$Job\").objects(from: data, as: Job.self)\n\nimport Foundation\n\n/// "))
        #expect(swift.contains("    public var at: Date?\n"))
        #expect(swift.contains("""
                public var status: Status?

                /// `status` in the samples: queued (4), done (2); any other is left out (its entry's `@onInvalid` is "ignore").
                public enum Status: String, Codable, Sendable {
                    case queued
                    case done
                }
            """))
        #expect(try folder.read("Job.mappings").contains(
            #""status": { "@keyPath": "status", "@optional": true, "@allowedValues": ["queued", "done"], "@onInvalid": "ignore" }"#))
    }
}
