import MappingKit
import Testing

@testable import mappings

/// The parts of `mappings infer` that are plain functions: names, date
/// shapes, editing a `.mappings` file's text.
@Suite("mappings infer: names, dates, text edits")
struct InferNamingTests {
    @Test("property names in lowerCamelCase from snake_case, kebab-case, dotted and camel keys; keywords escaped in code")
    func properties() {
        #expect(SwiftNames.property("profile_image_url_https") == "profileImageUrlHttps")
        #expect(SwiftNames.property("display-name") == "displayName")
        #expect(SwiftNames.property("a.b") == "aB")
        #expect(SwiftNames.property("eventId") == "eventId")
        #expect(SwiftNames.property("ID") == "id")
        #expect(SwiftNames.property("205705993") == "_205705993")
        #expect(SwiftNames.property("@type") == "type")
        #expect(SwiftNames.property("") == "value")
        #expect(SwiftNames.code("default") == "`default`")
        #expect(SwiftNames.code("public") == "`public`")
        #expect(SwiftNames.code("name") == "name")
    }

    @Test("type names singular and UpperCamelCase from their key")
    func types() {
        #expect(SwiftNames.type("statuses", singular: true) == "Status")
        #expect(SwiftNames.type("hashtags", singular: true) == "Hashtag")
        #expect(SwiftNames.type("user_mentions", singular: true) == "UserMention")
        #expect(SwiftNames.type("entities", singular: true) == "Entity")
        #expect(SwiftNames.type("entities") == "Entities")
        #expect(SwiftNames.type("boxes", singular: true) == "Box")
        #expect(SwiftNames.type("status", singular: true) == "Status")
        #expect(SwiftNames.type("people", singular: true) == "Person")
        #expect(SwiftNames.type("retweeted_status") == "RetweetedStatus")
    }

    @Test("dates in ISO 8601, RFC 1123 and Twitter's format; look-alikes are not dates")
    func dates() {
        #expect(DateFormat.of("2022-06-09T12:47:28Z") == .iso8601)
        #expect(DateFormat.of("2024-03-01T09:15:27.120+01:00") == .iso8601)
        #expect(DateFormat.of("2024-03-01T09:15:27") == .iso8601)
        #expect(DateFormat.of("Tue, 03 Jun 2008 11:05:30 GMT") == .rfc1123)
        #expect(DateFormat.of("Wed Aug 27 13:08:45 +0000 2008") == .twitter)
        #expect(DateFormat.of("2024-13-01T09:15:27Z") == nil)
        #expect(DateFormat.of("Wed Aug 27 13:08:45 2008") == nil)
        #expect(DateFormat.of("Tue, 03 Jun 2008 11:05:30 CET") == nil)
        #expect(DateFormat.of("2024-03-01") == nil)
        // Shapes right, values not (found by fuzzing): the transformers refuse them, so they stay strings.
        #expect(DateFormat.of("Wed Aug 58 17:12:58 +0000 2012") == nil)
        #expect(DateFormat.of("Tue, 31 Apr 2008 11:05:30 GMT") == nil)
        #expect(DateFormat.of("2023-02-29T00:00:00Z") == nil)
        #expect(DateFormat.of("2024-02-29T00:00:00Z") == .iso8601)
        #expect(DateFormat.of("2024-02-28T00:00:00+25:00") == nil)
    }

    @Test("entries go after the last member's line: its trailing comma and comment stay; one-line and empty contexts")
    func textEdits() throws {
        var editor = MappingsTextEditor(text: """
            // a comment
            {
                "$A": {
                    "a": "a", // why
                },
                "$B": { "b": "b" },
                "$C": {}
            }

            """)
        try editor.add(entries: [#""x": "x""#], to: "$A")
        try editor.add(entries: [#""y": "y""#], to: "$B")
        try editor.add(entries: [#""z": "z""#], to: "$C")
        try editor.add(contexts: ["\"$D\": {}"])
        #expect(editor.text == """
            // a comment
            {
                "$A": {
                    "a": "a", // why
                    "x": "x",
                },
                "$B": { "b": "b",
                    "y": "y" },
                "$C": {
                    "z": "z"
                },
                "$D": {}
            }

            """)
        #expect(throws: MappingsTextEditor.EditError.noContext("$E")) { try editor.add(entries: ["\"e\": 1"], to: "$E") }
        // A stray `]` (found by fuzzing: it once made the reader loop forever).
        var stray = MappingsTextEditor(text: #"{ "$A": { "a": { ] } } }"#)
        _ = try? stray.add(entries: ["\"e\": 1"], to: "$A")
        var broken = MappingsTextEditor(text: "[1, 2]")
        #expect(throws: MappingsTextEditor.EditError.unreadable) { try broken.add(entries: ["\"e\": 1"], to: "$E") }
    }

    @Test("a unified diff with three lines of context")
    func diff() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...10).map { "line \($0)" }
        lines.insert("new", at: 5)
        let text = LineDiff.unified(old, lines.joined(separator: "\n"), oldName: "a", newName: "b")
        #expect(text == "--- a\n+++ b\n@@ -3,6 +3,7 @@\n line 3\n line 4\n line 5\n+new\n line 6\n line 7\n line 8\n")
        #expect(LineDiff.unified(old, old, oldName: "a", newName: "b") == "")
    }

    @Test("the text editor: a CRLF file gets CRLF lines, a byte order mark is read past and kept, a context's trailing comment stays with it")
    func textEditsKeepTheFilesWays() throws {
        var crlf = MappingsTextEditor(text: "\u{FEFF}{\r\n    \"$A\": {\r\n        \"a\": \"a\"\r\n    } // the A context\r\n}\r\n")
        #expect(try crlf.contexts() == ["$A"])
        try crlf.add(entries: [#""b": "b""#], to: "$A")
        try crlf.add(contexts: ["\"$B\": {\n    \"c\": \"c\"\n}"])
        #expect(crlf.text == "\u{FEFF}{\r\n    \"$A\": {\r\n        \"a\": \"a\",\r\n        \"b\": \"b\"\r\n    }, // the A context\r\n"
            + "    \"$B\": {\r\n    \"c\": \"c\"\r\n}\r\n}\r\n")
        // A trailing comma after the last context stays after it; a block comment on the line too.
        var comma = MappingsTextEditor(text: "{\n    \"$A\": {}, /* A */ // the end\n}\n")
        try comma.add(contexts: [#""$B": {}"#])
        #expect(comma.text == "{\n    \"$A\": {}, /* A */ // the end\n    \"$B\": {},\n}\n")
    }

    @Test("the Swift editor keeps a CRLF file CRLF and every byte of it")
    func swiftEditsKeepLineEndings() {
        var swift = SwiftSourceEditor(text: "struct A: Codable, Sendable {\r\n    var a: Int\r\n}\r\n")
        let placed = swift.add(declarations: ["    var b: Int?"], tableEntries: [], to: "A")
        #expect(placed)
        swift.append("struct B: Codable, Sendable {\n    var c: Int\n}\n")
        #expect(swift.text == "struct A: Codable, Sendable {\r\n    var a: Int\r\n    var b: Int?\r\n}\r\n\r\nstruct B: Codable, Sendable {\r\n    var c: Int\r\n}\r\n")
    }

    @Test("payload keys as .mappings key paths (literal segments where the dotted form reads something else) and as the report shows them")
    func payloadKeys() {
        #expect(PayloadKey.keyPath(["name"]) == #""name""#)
        #expect(PayloadKey.keyPath(["user", "name"]) == #""user.name""#)
        #expect(PayloadKey.keyPath(["$type"]) == #""$type""#)
        #expect(PayloadKey.keyPath(["@self"]) == #"["@self"]"#)
        #expect(PayloadKey.keyPath(["a.b"]) == #"["a.b"]"#)
        #expect(PayloadKey.keyPath([""]) == #"[""]"#)
        #expect(PayloadKey.keyPath(["meta", "@metadata"]) == #"["meta", "@metadata"]"#)
        #expect(PayloadKey.keyPath([]) == #""@self""#)
        #expect(!PayloadKey.isReadable("@metadata"))
        #expect(PayloadKey.shown("user_name") == "user_name")
        #expect(PayloadKey.shown("\u{1B}[31mred") == #"["\u001b[31mred"]"#)
        #expect(PayloadKey.path("[]", "a\nerror: forged") == #"[]["a\nerror: forged"]"#)
        #expect(PayloadKey.shownName("page1.json") == "page1.json")
        #expect(PayloadKey.shownName("a\nb.json") == #"a\u000ab.json"#)
    }

    @Test("a dotted unread key path cut into the keys the samples hold: a key with a dot, or a key inside a key")
    func segments() {
        var literal = KeyPathSegmenter([["a.b": 1, "c": ["d.e": 2]]])
        let dotted = literal.segments(of: "a.b", holding: 1)
        let inside = literal.segments(of: "c.d.e", holding: 2)
        #expect(dotted == ["a.b"])
        #expect(inside == ["c", "d.e"])
        var both = KeyPathSegmenter([["a.b": 1, "a": ["b": 2]]])
        let nested = both.segments(of: "a.b", holding: 2)
        let key = both.segments(of: "a.b", holding: 1)
        #expect(nested == ["a", "b"])
        #expect(key == ["a.b"])
        var unknown = KeyPathSegmenter([["x": 1]])
        let none = unknown.segments(of: "p.q", holding: 1)
        #expect(none == nil)
        // Found by fuzzing: a key of many dots (more than 16 parts) is the key itself.
        let dots = "retweet_count" + String(repeating: ".", count: 40)
        var long = KeyPathSegmenter([[dots: 3]])
        let whole = long.segments(of: dots, holding: 3)
        #expect(whole == [dots])
    }

    @Test("the contexts tied by @inherits, either way: --update's names avoid all of theirs")
    func inheritanceFamily() throws {
        let file = try #require(try JSON(parsing: #"""
            {"$Base": {"id": "@id"}, "$A": {"@inherits": "$Base", "a": "a"}, "$B": {"@inherits": ["$Base"], "b": "b"}, "$Other": {}}
            """#).objectValue)
        #expect(MappingsUpdate.family(of: "$A", in: file) == ["$A", "$Base", "$B"])
        #expect(MappingsUpdate.family(of: "$Other", in: file) == ["$Other"])
    }
}
