import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Valid JSON fixtures")
struct JSONValidFixtureTests {
    static let folder = "json/valid"
    static let names = Fixtures.names(in: folder, withSuffix: ".json", excluding: ".expected.json")

    @Test("every fixture has its expected output")
    func fixturesArePaired() throws {
        #expect(names.count >= 10)
        guard !Fixtures.isRecording else { return }
        let files = Fixtures.files(in: Self.folder)
        for name in Self.names {
            #expect(files.contains(name + ".expected.json"), "missing \(name).expected.json")
        }
    }

    private var names: [String] { Self.names }

    @Test("parses to the expected compact text", arguments: names)
    func parsesToExpectedText(name: String) throws {
        let bytes = try Fixtures.data("\(Self.folder)/\(name).json")
        let json = try JSON(parsing: bytes)
        let compact = json.formatted() + "\n"
        guard let expected = try Fixtures.expected("\(Self.folder)/\(name).expected.json", actual: compact) else { return }
        expectEqual(compact, expected)
        // The expected text reads back as the same value, and the lazy
        // document agrees with the tree.
        try expectEqual(JSON(parsing: expected), json)
        let document = try JSONDocument(parsing: [UInt8](bytes))
        expectEqual(document.json(at: document.root), json)
    }

    @Test("parses the same with the .mappings dialect", arguments: names)
    func dialectAgrees(name: String) throws {
        let bytes = try Fixtures.data("\(Self.folder)/\(name).json")
        if name == "duplicate-keys-last-wins" {
            #expect(throws: JSONParseError.self) { try JSON(parsing: bytes, options: .mappings) }
        } else {
            // The dialect's own depth bound (64) is for catalogs; raised here to compare like with like.
            var options = JSONParsingOptions.mappings
            options.maximumDepth = JSONParsingOptions.strict.maximumDepth
            try expectEqual(JSON(parsing: bytes, options: options), JSON(parsing: bytes))
        }
    }

    @Test func exactValues() throws {
        let escapes = try JSON(parsing: Fixtures.data("\(Self.folder)/escapes.json"))
        expectEqual(escapes[0]?.stringValue, "\"\\/\u{8}\u{C}\n\r\t")
        expectEqual(escapes[1]?.stringValue, "é中")
        expectEqual(escapes[2]?.stringValue, "a\u{0}b")
        expectEqual(escapes[2]?.stringValue?.utf8.count, 3)

        let pairs = try JSON(parsing: Fixtures.data("\(Self.folder)/surrogate-pairs.json"))
        expectEqual(pairs[0]?.stringValue, "😀")
        expectEqual(pairs[1]?.stringValue, "𝄞")
        expectEqual(pairs[2]?.stringValue, "😀")
        expectEqual(pairs[3]?.stringValue?.unicodeScalars.map(\.value), [0x78, 0x10FFFF, 0x79])

        let numbers = try JSON(parsing: Fixtures.data("\(Self.folder)/numbers.json"))
        expectEqual(numbers[4]?.numberValue?.int64Value, Int64.max)
        expectEqual(numbers[5]?.numberValue?.int64Value, Int64.min)
        expectEqual(numbers[6]?.numberValue?.int64Value, nil)
        expectEqual(numbers[6]?.numberValue?.text, "9223372036854775808")
        expectEqual(numbers[7]?.numberValue?.text, "18446744073709551616")
        expectEqual(numbers[8]?.numberValue?.text, "-12345678901234567890123")

        let deep = try JSON(parsing: Fixtures.data("\(Self.folder)/nested-512.json"))
        var depth = 0
        var cursor: JSON? = deep
        while let array = cursor?.arrayValue {
            depth += 1
            cursor = array.first
        }
        expectEqual(depth, 512)

        let bom = try JSON(parsing: Fixtures.data("\(Self.folder)/bom.json"))
        expectEqual(bom.objectValue?.keys, ["a"])

        let tweet = try JSON(parsing: Fixtures.data("\(Self.folder)/tweet.json"))
        expectEqual(tweet["id"]?.numberValue?.int64Value, 1_050_118_621_198_921_728)
        expectEqual(tweet["user"]?["screen_name"]?.stringValue, "TwitterAPI")
        expectEqual(tweet["entities"]?["urls"]?[0]?["indices"], [117, 140])
        expectEqual(tweet["coordinates"]?.isNull, true)
        expectEqual(tweet.objectValue?.keys.first, "id")
        expectEqual(tweet["text"]?.stringValue?.hasSuffix("modifiers 👍🏻"), true)
    }
}
