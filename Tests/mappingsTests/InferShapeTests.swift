import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// What `mappings infer` makes of plain data, through the built binary: an
/// object of names is a model however many keys it has; a dictionary needs
/// evidence; `{}` has nothing to infer; keys that collide with the language
/// are read as themselves; integers beyond 64 bits keep their digits; what a
/// payload names reaches the report escaped.
@Suite("mappings infer: plain data")
struct InferShapeTests {
    /// `{"field_0": "value 0", …}` with `count` keys (values of one kind).
    static func flat(_ count: Int) -> String {
        "{" + (0..<count).map { #""field_\#($0)": "value \#($0)""# }.joined(separator: ", ") + "}"
    }

    /// Infers `sample` (written as `name.json`) into a new folder: the folder, the run.
    static func infer(_ sample: String, name: String = "Model", extra: [String] = []) async throws -> (TemporaryFolder, ToolRunner.Output) {
        let folder = try TemporaryFolder()
        try folder.write("sample.json", sample)
        let output = try await ToolRunner().run(["infer", folder.path("sample.json"), "--name", name, "--out", folder.url.path] + extra)
        return (folder, output)
    }

    /// `mappings apply` of the written file on the sample: its result and run.
    static func apply(_ folder: TemporaryFolder, name: String = "Model", extra: [String] = []) async throws -> (JSON?, ToolRunner.Output) {
        let run = try await ToolRunner().run(
            ["apply", folder.path(name + ".mappings"), "--context", "$" + name, folder.path("sample.json"), "--format", "json"] + extra)
        return (run.json?["result"], run)
    }

    @Test("one key's dates in several formats: the date transformer's formats, most used first, and apply reads every sample; ISO 8601 beside another format stays a String")
    func severalDateFormats() async throws {
        let sample = #"[{"at": "Tue, 03 Jun 2008 11:05:30 GMT"}, {"at": "Wed Aug 27 13:08:45 +0000 2008"}, {"at": "Wed Aug 27 13:08:46 +0000 2008"}]"#
        let (folder, output) = try await Self.infer(sample)
        #expect(output.status == 0, "\(output.stderr)")
        let mappings = try folder.read("Model.mappings")
        #expect(mappings.contains(#""@transformer": "date", "@transformUserData": { "formats": ["EEE MMM dd HH:mm:ss Z yyyy", "EEE, dd MMM yyyy HH:mm:ss zzz"] }"#), "\(mappings)")
        #expect(try folder.read("Model.swift").contains("var at: Date"))
        let (result, run) = try await Self.apply(folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(result?.arrayValue?.count == 3)

        let (mixed, _) = try await Self.infer(#"[{"at": "2008-08-27T13:08:45Z"}, {"at": "Wed Aug 27 13:08:45 +0000 2008"}]"#)
        let mixedMappings = try mixed.read("Model.mappings")
        #expect(!mixedMappings.contains("@transformer"), "\(mixedMappings)")
    }

    @Test("flat objects of 16, 40 and 100 keys that are names, at the root and in a one-element array: a model", arguments: [16, 40, 100])
    func flatObjects(_ count: Int) async throws {
        for sample in [Self.flat(count), "[" + Self.flat(count) + "]"] {
            let (folder, output) = try await Self.infer(sample)
            #expect(output.status == 0, "\(count): \(output.stderr)")
            #expect(!output.stderr.contains("bug"))
            #expect(output.stdout.contains("contexts: $Model (1)\n"))
            #expect(!output.stdout.contains("dictionary"))
            let swift = try String(contentsOf: folder.url.appendingPathComponent("Model.swift"), encoding: .utf8)
            #expect(swift.contains("    var field\(count - 1): String\n"))
            let (result, applied) = try await Self.apply(folder)
            #expect(applied.status == 0, "\(applied.stderr)")
            let object = sample.hasPrefix("[") ? result?[0] : result
            #expect(object?["field\(count - 1)"] == .string("value \(count - 1)"))
        }
    }

    @Test("a dictionary needs evidence: digit keys (citm's topicNames), UUIDs, hashes, keys that differ from object to object")
    func dictionaries() async throws {
        let topics = #"{"topicNames": {"107888604": "Activité", "107888605": "Opéra", "107888606": "Concert"}, "name": "citm"}"#
        let (folder, output) = try await Self.infer(topics, name: "Catalog")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("  topicNames: a dictionary, not a model: every key is digits (107888604, …)\n"))
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Catalog.swift"), encoding: .utf8)
        #expect(swift.contains("    var topicNames: [String: String]\n"))

        let hashes = #"{"blobs": {"9f86d081884c7d659a2feaa0c55ad015": 1, "60303ae22b998861bce3b28f33eec1be": 2}}"#
        let (_, hashed) = try await Self.infer(hashes)
        #expect(hashed.stdout.contains("  blobs: a dictionary, not a model: every key is a hash (9f86d081884c7d659a2feaa0c55ad015, …)\n"))

        // Translations: each object has its own languages.
        let languages = (0..<4).map { index in
            "{\"labels\": {" + (0..<6).map { #""lang\#(index * 6 + $0)": "label""# }.joined(separator: ", ") + "}}"
        }
        let (_, varying) = try await Self.infer("[" + languages.joined(separator: ", ") + "]")
        #expect(varying.stdout.contains(
            "  [].labels: a dictionary, not a model: its keys differ from object to object (24 keys, each in fewer than half of the 4 objects), values of one kind\n"))

        // The same keys in each object: a model, however many.
        let alike = "[" + (0..<3).map { _ in "{\"form\": " + Self.flat(20) + "}" }.joined(separator: ", ") + "]"
        let (_, model) = try await Self.infer(alike)
        #expect(model.status == 0)
        #expect(!model.stdout.contains("dictionary"))
        // `Form` is SwiftUI's: the model takes its parent's name before it.
        #expect(model.stdout.contains("$ModelForm (3)"))
    }

    @Test("root objects keyed by ids: a root wrapping the dictionary, read from @self")
    func rootDictionary() async throws {
        let (folder, output) = try await Self.infer(#"{"107888604": {"name": "a"}, "107888605": {"name": "b"}}"#, name: "Topics")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("  $Topics.items: the root objects are dictionaries: this entry holds each (@self)\n"))
        let mappings = try String(contentsOf: folder.url.appendingPathComponent("Topics.mappings"), encoding: .utf8)
        #expect(mappings.contains(#""items": { "@keyPath": "@self", "@object": { "@mappings": "$Topic", "@key": "key" } }"#))
        let (result, applied) = try await Self.apply(folder, name: "Topics")
        #expect(applied.status == 0)
        #expect(result?["items"]?["107888605"]?["name"] == "b")
    }

    @Test("{} and [{}]: nothing to infer, exit 2 as for samples with no object; not a bug of infer")
    func empty() async throws {
        for sample in ["{}", "[{}, {}]", " [ ] "] {
            let (folder, output) = try await Self.infer(sample)
            #expect(output.status == 2, "\(sample)")
            #expect(!output.stderr.contains("bug"))
            #expect(output.stderr.hasPrefix(sample.contains("{") ? "error: the samples' objects at their root have no keys (like {}): there is nothing to infer\n"
                : "error: the samples hold no JSON object at their root"))
            #expect(!FileManager.default.fileExists(atPath: folder.path("Model.mappings")))
        }
    }

    @Test("keys that collide with the language are read as themselves: @self, $x, a.b, \"\", @id; @metadata left out with a note")
    func keywordKeys() async throws {
        let sample = #"{"@self": 1, "@metadata": 2, "$x": 3, "a.b": 4, "": 5, "@id": 6, "@metadata.page": 7, "meta": {"@self": 8, "x.y": 9}}"#
        let (folder, output) = try await Self.infer(sample)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("note: @metadata: left out: no key path reads a key named @metadata"))
        let mappings = try String(contentsOf: folder.url.appendingPathComponent("Model.mappings"), encoding: .utf8)
        #expect(mappings.contains(#""self": { "@keyPath": ["@self"] }"#))
        #expect(mappings.contains(#""aB": { "@keyPath": ["a.b"] }"#))
        #expect(!mappings.contains(#""metadata""#))
        let (result, applied) = try await Self.apply(folder)
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(result == [
            "self": 1, "x": 3, "aB": 4, "value": 5, "id": 6, "metadataPage": 7, "meta": ["self": 8, "xY": 9],
        ])
    }

    @Test("arrays nested 40 deep: typed JSON beyond the depth limit, as objects are; not arrays \"always empty\"")
    func deepArrays() async throws {
        var deep = #""x""#
        for _ in 0..<40 { deep = "[" + deep + "]" }
        let (folder, output) = try await Self.infer(#"{"id": 1, "deep": \#(deep)}"#, extra: ["--models", "mappable"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("always empty"), "\(output.stdout)")
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Model.swift"), encoding: .utf8)
        // The key's array is 1 deep: 31 arrays are typed, and the 32nd, at the limit, is JSON.
        let type = String(repeating: "[", count: 31) + "JSON" + String(repeating: "]", count: 31)
        #expect(swift.contains("    var deep: \(type) = []\n"), "\(swift)")
        // The same limit holds within shallower arrays: arrays 3 deep keep their element type.
        let (shallow, run) = try await Self.infer(#"{"id": 1, "grid": [[["x"]]]}"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: shallow.url.appendingPathComponent("Model.swift"), encoding: .utf8).contains("    var grid: [[[String]]]\n"))
    }

    @Test("integers beyond 64 bits: Decimal up to 38 digits, String beyond, with a note; the digits kept")
    func wideIntegers() async throws {
        let sample = #"[{"wide": 123456789012345678901234567890, "huge": 1234567890123456789012345678901234567890123, "small": 1}]"#
        let (folder, output) = try await Self.infer(sample)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("  $Model.wide: Decimal: 1 integer beyond 64 bits, up to 30 digits ([].wide), "
            + "which Int64 and UInt64 cannot hold; Decimal keeps them exactly (up to 38 digits)\n"))
        #expect(output.stdout.contains("  $Model.huge: String: 1 integer beyond 64 bits, up to 43 digits ([].huge)"))
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Model.swift"), encoding: .utf8)
        #expect(swift.contains("    var wide: Decimal\n"))
        #expect(swift.contains("    var huge: String\n"))
        #expect(swift.contains("    var small: Int\n"))
    }

    @Test("\"majority\" only of a majority: a tie says so, and so does the most common kind without one")
    func majority() async throws {
        let (_, tie) = try await Self.infer(#"[{"n": 1}, {"n": "a"}]"#)
        #expect(tie.stdout.contains("  $Model.n: Int on a tie (the first of bool, number, string, object, array): number in 1, string in 1 ([].n); "))
        #expect(!tie.stdout.contains("majority"))
        let (_, most) = try await Self.infer(#"[{"n": 1}, {"n": 2}, {"n": "a"}, {"n": true}]"#)
        #expect(most.stdout.contains("  $Model.n: Int as the most common, with no majority: bool in 1, number in 2, string in 1 ([].n); "))
        let (_, majority) = try await Self.infer(#"[{"n": 1}, {"n": 2}, {"n": "a"}]"#, extra: ["--format", "json"])
        #expect(majority.json?["notes"]?[0]?["kind"] == "majorityType")
        #expect(majority.json?["notes"]?[0]?["message"]?.stringValue?.hasPrefix("Int by majority: number in 2, string in 1") == true)
    }

    @Test("escape sequences and line breaks in keys reach the report, the notes and the files escaped")
    func escapedKeys() async throws {
        let sample = #"[{"\u001b[31mred": 1, "a\nerror: forged": [1], "\u001b]0;title\u0007": "t", "type\u001b": "x"}, {"\u001b[31mred": "s"}]"#
        let (folder, output) = try await Self.infer(sample)
        #expect(output.status == 0, "\(output.stderr)")
        for text in [output.stdout, output.stderr] {
            #expect(!text.contains("\u{1B}"))
            #expect(!text.contains("\u{07}"))
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("error: forged") })
        }
        #expect(output.stdout.contains(#"([]["\u001b[31mred"])"#))
        #expect(output.stdout.contains(#"([]["a\nerror: forged"])"#))
        // The generated files: keys escaped in JSON strings, paths escaped in comments.
        for file in ["Model.mappings", "Model.swift"] {
            let text = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("\u{1B}"))
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("error: forged") })
        }
        let (result, applied) = try await Self.apply(folder)
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(result?[0]?["_31mred"] == 1)
        #expect(result?[0]?["aErrorForged"] == [1])
    }

    @Test("a @switch case's names avoid its base's (found by fuzzing: `@id` in the base and `id` in a case were both `id`)")
    func switchCaseNames() async throws {
        let sample = #"""
            [{"type": "photo", "@id": 1, "photo": {"w": 1}}, {"type": "photo", "@id": 2, "photo": {"w": 2}},
             {"type": "link", "@id": 3, "id": 30, "link": "https://a.example"}, {"type": "link", "@id": 4, "id": 40, "link": "https://b.example"}]
            """#
        let (folder, output) = try await Self.infer(sample, name: "Feed", extra: ["--models", "mappable"])
        #expect(output.status == 0, "\(output.stderr)")
        let mappings = try String(contentsOf: folder.url.appendingPathComponent("Feed.mappings"), encoding: .utf8)
        #expect(mappings.contains(#""id": { "@keyPath": ["@id"] }"#))
        #expect(mappings.contains(#""id2": "id""#))
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Feed.swift"), encoding: .utf8)
        #expect(swift.contains("final class LinkFeed: Feed2, Mappable, @unchecked Sendable {\n    var id2: Int = 0\n"))
        let applied = try await ToolRunner().run(
            ["apply", folder.path("Feed.mappings"), "-c", "$Feed", folder.path("sample.json"), "--object", "--unmapped", "--format", "json"])
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(applied.json?["unmapped"] == [])
        #expect(applied.json?["result"]?["items"]?[2]?["id2"] == 30)
        #expect(applied.json?["result"]?["items"]?[2]?["id"] == 3)
    }
}
