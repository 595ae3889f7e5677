import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A ``PayloadParser`` writes each tape into the memory of the one before
/// once that payload is gone, never into a payload still alive, and parses
/// exactly as `Payload(parsing:)` does.
@Suite("Payload parser")
struct PayloadParserTests {
    /// The address of a parsed payload's tape.
    private static func tapeAddress(_ payload: Payload) -> UnsafeRawPointer? {
        guard case .document(let document, _) = payload.value.storage else { return nil }
        return document.nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("maps real payloads as Payload(parsing:) does, page after page")
    func sameResults() throws {
        var parser = PayloadParser()
        let context = try ExampleTwitterTests.context("$TweetModel")
        for name in ["twitter-timeline", "twitter-timeline-broken", "twitter-timeline"] {
            let data = try ExampleFiles.payloadData(name)
            let reused = try context.objects(from: parser.parse(data), as: TweetModel.self)
            let fresh = try context.objects(from: Payload(parsing: data), as: TweetModel.self)
            expectEqual(reused.value, fresh.value)
            expectEqual(reused.report, fresh.report)
            expectEqual(try parser.parse(data).value.json, try JSON(parsing: data))
        }
    }

    @Test("the next tape reuses the memory of a payload that is gone")
    func reusesMemory() throws {
        var parser = PayloadParser()
        let data = try ExampleFiles.payloadData("twitter-timeline")
        let first = try Self.tapeAddress(parser.parse(data))
        let second = try Self.tapeAddress(parser.parse(Data(#"{"smaller": [1, 2, 3]}"#.utf8)))
        #expect(first != nil)
        expectEqual(second, first)
    }

    @Test("a payload still alive keeps its tape: the next parse writes elsewhere")
    func livePayloadIsUntouched() throws {
        var parser = PayloadParser()
        let kept = try parser.parse(Data(#"{"name": "kept", "values": [1, 2, 3]}"#.utf8))
        let next = try parser.parse(Data(#"["other", {"name": "next"}, [true, false, null, 4.5]]"#.utf8))
        #expect(Self.tapeAddress(kept) != Self.tapeAddress(next))
        expectEqual(kept.value.json, ["name": "kept", "values": [1, 2, 3]])
        expectEqual(next.value.json, ["other", ["name": "next"], [true, false, nil, 4.5]])
        // Both alive: a third parse takes new memory again.
        let third = try parser.parse(Data("[7]".utf8))
        expectEqual(kept.value["name"]?.stringValue, "kept")
        expectEqual(third.value.json, [7])
    }

    @Test("a syntax error is the one Payload(parsing:) throws, and the parser goes on")
    func errorsThenParses() throws {
        var parser = PayloadParser()
        let good = try ExampleFiles.payloadData("twitter-timeline")
        let address = try Self.tapeAddress(parser.parse(good))
        for broken in [#"{"a": [1, 2,]}"#, "", #"{"a": "\u12"}"#, "[1.]", "[\"\u{7}\"]"] {
            let reused = #expect(throws: JSONParseError.self) { try parser.parse(Data(broken.utf8)) }
            let fresh = #expect(throws: JSONParseError.self) { try Payload(parsing: Data(broken.utf8)) }
            expectEqual(reused?.description, fresh?.description)
        }
        let after = try parser.parse(good)
        expectEqual(Self.tapeAddress(after), address)
        expectEqual(after.value.json, try JSON(parsing: good))
    }

    @Test("payloads handed to other tasks are never written into by later parses")
    func payloadsAcrossTasks() async throws {
        var parser = PayloadParser()
        let texts = (0..<40).map { #"{"n": \#($0), "s": "\#(String(repeating: "é", count: $0 * 30))"}"# }
        try await withThrowingTaskGroup(of: (Int, JSON).self) { group in
            for (index, text) in texts.enumerated() {
                let payload = try parser.parse(Data(text.utf8))
                group.addTask { (index, payload.value.json) }
            }
            for try await (index, json) in group {
                expectEqual(json, try JSON(parsing: texts[index]))
            }
        }
    }

    @Test("the parser's options apply to every payload")
    func options() throws {
        var parser = PayloadParser(options: JSONParsingOptions(allowsComments: true, allowsTrailingCommas: true))
        let payload = try parser.parse(Data("// a comment\n{\"a\": [1, 2,],}".utf8))
        expectEqual(payload.value.json, ["a": [1, 2]])
        parser.options = .strict
        #expect(throws: JSONParseError.self) { try parser.parse(Data("// a comment\n[1]".utf8)) }
    }
}
