import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// The scanner reads strings, whitespace and digits eight bytes at a time:
/// what it finds must not depend on where an 8-byte word starts.
@Suite("JSON scanner at every word offset")
struct JSONScannerBoundaryTests {
    private func parseError(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONDocument(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func aBadByteInAStringIsFoundWhereItIs() {
        let bad: [(UInt8, JSONParseError.Reason)] = [
            (0xFF, .invalidUTF8(0xFF)), (0x80, .invalidUTF8(0x80)), (0xC0, .invalidUTF8(0xC0)),
            (0x1F, .controlCharacterInString(0x1F)), (0x00, .controlCharacterInString(0x00)),
        ]
        for (byte, reason) in bad {
            for prefix in 0..<20 {
                for suffix in [0, 1, 7, 8, 9] {
                    let padding = Array(repeating: UInt8(ascii: "a"), count: prefix)
                    let bytes = Array(#"["#.utf8) + [UInt8(ascii: "\"")] + padding + [byte]
                        + Array(repeating: UInt8(ascii: "b"), count: suffix) + Array(#""]"#.utf8)
                    let error = parseError(bytes)
                    expectEqual(error?.reason, reason, "\(prefix) \(byte)")
                    expectEqual(error?.location.offset, 2 + prefix, "\(prefix) \(byte)")
                }
            }
        }
    }

    @Test func stringsEndAtTheirQuoteAndKeepTheirText() throws {
        for prefix in 0..<20 {
            for middle in ["", "é", "日本", "😀", #"\n"#, #"\u00e9"#, #"\/"#] {
                let text = String(repeating: "x", count: prefix) + middle + String(repeating: "y", count: prefix % 9)
                let json = try JSON(parsing: #"{"k": ""# + text + #"", "n": 1}"#)
                let expected = try #require(JSONSerialization.jsonObject(with: Data(("[\"" + text + "\"]").utf8)) as? [String])
                expectEqual(json["k"]?.stringValue, expected.first)
                expectEqual(json["n"], 1)
            }
        }
    }

    /// Keys take a shorter path when they are plain ASCII and followed by
    /// their colon: every other key (escapes, non-ASCII, bad bytes, space or
    /// a comment before the colon) must read as it did on the general path.
    @Test func keysReadLikeValuesAtEveryOffset() throws {
        for prefix in 0..<20 {
            for middle in ["", "é", "日本語です", "😀", #"\n"#, #"\u00e9"#, #"\""#] {
                let key = String(repeating: "k", count: prefix) + middle + String(repeating: "y", count: prefix % 9)
                let expected = try #require(JSONSerialization.jsonObject(with: Data(("[\"" + key + "\"]").utf8)) as? [String])
                for colon in [":", " :", "\n\t: ", " /* c */ :"] {
                    let json = try JSON(parsing: "{\"" + key + "\"" + colon + "1, \"z\"" + colon + "[\"" + key + "\"]}", options: .init(allowsComments: true))
                    expectEqual(json.objectValue?.keys.sorted(), [expected[0], "z"].sorted(), "\(prefix) \(middle) \(colon)")
                    expectEqual(json[expected[0]], 1)
                    expectEqual(json["z"]?[0]?.stringValue, expected[0])
                }
            }
            for (byte, reason) in [(UInt8(0xFF), JSONParseError.Reason.invalidUTF8(0xFF)), (0x1F, .controlCharacterInString(0x1F))] {
                let bytes = Array(#"{""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: prefix) + [byte] + Array(#"": 1}"#.utf8)
                let error = parseError(bytes)
                expectEqual(error?.reason, reason, "\(prefix) \(byte)")
                expectEqual(error?.location.offset, 2 + prefix, "\(prefix) \(byte)")
            }
            let unterminated = parseError(Array(#"{""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: prefix))
            expectEqual(unterminated?.reason, .unterminatedString)
            let noColon = parseError(Array(("{\"" + String(repeating: "a", count: prefix) + "\" 1}").utf8))
            expectEqual(noColon?.reason, .unexpectedByte(found: UInt8(ascii: "1"), expected: .colon))
        }
    }

    /// Keys and values made of random pieces (ASCII runs, escapes, valid
    /// sequences of every length and lead, broken ones): each parses to the
    /// text its pieces spell, or fails at its first broken piece, whatever
    /// the words the scanner loads happen to cover.
    @Test func randomTextParsesPieceByPiece() throws {
        let valid: [(bytes: [UInt8], text: String)] = [
            (Array("é".utf8), "é"), (Array("日本".utf8), "日本"), ([0xE0, 0xA0, 0x80], "\u{800}"),
            ([0xED, 0x9F, 0xBF], "\u{D7FF}"), ([0xEF, 0xBF, 0xBF], "\u{FFFF}"), (Array("😀".utf8), "😀"),
            (Array(#"\""#.utf8), "\""), (Array(#"\\"#.utf8), "\\"), (Array(#"\n"#.utf8), "\n"),
            (Array(#"\u00e9"#.utf8), "é"), (Array(#"\/"#.utf8), "/"),
        ]
        let broken: [(bytes: [UInt8], reason: JSONParseError.Reason)] = [
            ([0xE0, 0x9F, 0x80], .invalidUTF8(0xE0)), ([0xED, 0xA0, 0x80], .invalidUTF8(0xED)),
            ([0xE6, 0x97, 0x7A], .invalidUTF8(0xE6)), ([0x80], .invalidUTF8(0x80)), ([0xFF], .invalidUTF8(0xFF)),
            ([0xC0, 0xAF], .invalidUTF8(0xC0)), ([0x01], .controlCharacterInString(0x01)),
        ]
        var random = SplitMix64(seed: 20261201)
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            var text = ""
            var failure: (offset: Int, reason: JSONParseError.Reason)?
            for _ in 0..<random.next(below: 8) {
                switch random.next() % 10 {
                case 0...4:
                    let run = String(repeating: Array("abcdefgh")[random.next(below: 8)], count: random.next(below: 12))
                    bytes += Array(run.utf8)
                    text += run
                case 5...8:
                    let piece = valid[random.next(below: valid.count)]
                    bytes += piece.bytes
                    text += piece.text
                default:
                    let piece = broken[random.next(below: broken.count)]
                    if failure == nil { failure = (bytes.count, piece.reason) }
                    bytes += piece.bytes + [UInt8(ascii: "z")]
                }
            }
            let document = Array(#"{""#.utf8) + bytes + Array(#"":[""#.utf8) + bytes + Array(#""]}"#.utf8)
            if let failure {
                let error = parseError(document)
                expectEqual(error?.reason, failure.reason, "\(bytes)")
                expectEqual(error?.location.offset, 2 + failure.offset, "\(bytes)")
            } else {
                let json = try JSON(parsing: document)
                expectEqual(json.objectValue?.keys.first, text, "\(bytes)")
                expectEqual(json[text]?[0]?.stringValue, text, "\(bytes)")
            }
        }
    }

    @Test func truncatedMultiByteSequencesAreInvalid() {
        for prefix in 0..<12 {
            for sequence: [UInt8] in [[0xE6], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80]] {
                let bytes = [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: prefix) + sequence
                    + Array(#"a""#.utf8)
                let error = parseError(bytes)
                expectEqual(error?.reason, .invalidUTF8(sequence[0]))
                expectEqual(error?.location.offset, 1 + prefix)
            }
        }
    }

    /// Runs of three-byte sequences are checked two (eight bytes) or one
    /// (four bytes) at a time: a
    /// broken sequence anywhere in a run is found at its lead byte, and
    /// every lead byte (E0 and ED with their narrower second bytes, the
    /// two- and four-byte forms) is still checked exactly.
    @Test func threeByteRunsAreValidatedExactly() throws {
        let good: [[UInt8]] = [[0xE6, 0x97, 0xA5], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBF], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80]]
        let bad: [[UInt8]] = [[0xE6, 0x97, 0x41], [0xE6, 0xC0, 0xA5], [0xE0, 0x9F, 0x80], [0xED, 0xA0, 0x80], [0xEF, 0xBF], [0xE6, 0x97, 0xFF]]
        for run in 0..<6 {
            for (index, sequence) in bad.enumerated() {
                for suffix in [0, 1, 3] {
                    let before = (0..<run).flatMap { good[($0 + index) % good.count] }
                    let bytes = [UInt8(ascii: "\"")] + before + sequence + Array(repeating: UInt8(ascii: "z"), count: suffix) + [UInt8(ascii: "\"")]
                    let error = parseError(bytes)
                    expectEqual(error?.reason, .invalidUTF8(sequence[0]), "\(run) \(sequence) \(suffix)")
                    expectEqual(error?.location.offset, 1 + before.count, "\(run) \(sequence) \(suffix)")
                }
            }
            let valid = (0..<(run * 3 + 1)).flatMap { good[$0 % good.count] }
            let text = try #require(String(validating: valid, as: UTF8.self))
            expectEqual(try JSON(parsing: Data(([UInt8(ascii: "\"")] + valid + [UInt8(ascii: "\"")]))).stringValue, text)
        }
    }

    @Test func whitespaceRunsOfEveryLengthAreSkipped() throws {
        for run in 0..<20 {
            for space in [" ", "\n", "\t", "\r\n", "\n    "] {
                let gap = String(repeating: space, count: run)
                let json = try JSON(parsing: "\(gap)[\(gap)1\(gap),\(gap){\(gap)\"a\"\(gap):\(gap)true\(gap)}\(gap)]\(gap)")
                expectEqual(json, [1, ["a": true]])
                let error = parseError(Array("[1,\(gap)x]".utf8))
                expectEqual(error?.location.offset, 3 + gap.utf8.count)
            }
        }
    }

    @Test func digitRunsOfEveryLengthScanAsOneNumber() throws {
        for length in 1..<26 {
            let digits = String(repeating: "7", count: length)
            for text in [digits, "-" + digits, "1." + digits, "1e" + digits, digits + ".5e-3"] {
                let json = try JSON(parsing: "[\(text),\(text)]")
                expectEqual(json[0]?.numberValue?.text, text)
                expectEqual(json[1]?.numberValue?.text, text)
                let error = parseError(Array("[\(text)x]".utf8))
                expectEqual(error?.reason, .invalidNumber(String((text + "x").prefix(32))), "\(text)")
                expectEqual(error?.location.offset, 1)
            }
        }
    }
}
