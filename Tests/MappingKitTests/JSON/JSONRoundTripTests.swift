import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("JSON round trips")
struct JSONRoundTripTests {
    static let documents: [String] = [
        "null", "true", "false", "0", "-0", "1", "-1", "3.25", "-0.0", "1e10", "1E-7", "2.5e+3",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "18446744073709551616",
        "-123456789012345678901234567890", "0.1000000000000000055511151231257827", "1e400", "123.456e-789",
        #""""#, #""plain""#, #""\"\\\/\b\f\n\r\t""#, #""\u0000\u001F\u007f""#, #""\u00e9\u4e2d""#,
        #""\uD83D\uDE00 \ud834\udd1e""#, "\"é中😀\"", #""\u2028\u2029""#, #""a\/b""#,
        "[]", "{}", "[[]]", "[{}]", #"{"":""}"#, "[[[[[[[[[[1]]]]]]]]]]", #"[1,"a",true,null,{"b":[]}]"#,
        #"{"b":1,"a":2,"c":{"z":[1,2,3],"y":null}}"#, #"{"a":1,"a":2}"#, #"{"\u0000":"\u0000"}"#,
        #"{"名前":"Ada","ключ":[1.5,-2],"😀":{"": []}}"#,
        " \t\n\r[ 1 , 2 ,\n3 ]\r\n ",
        #"{"id":1050118621198921728,"id_str":"1050118621198921728","user":{"name":"Twitter API","verified":true},"retweets":[],"score":-12.5e-3}"#,
    ]

    @Test("parse → write → parse gives the same value", arguments: documents)
    func compactRoundTrip(text: String) throws {
        let json = try JSON(parsing: text)
        let written = json.formatted()
        let reparsed = try JSON(parsing: written)
        expectEqual(reparsed, json)
        expectEqual(reparsed.formatted(), written)  // writing is stable
        expectEqual(reparsed.objectValue?.keys, json.objectValue?.keys)  // and keeps key order
    }

    @Test("pretty and sorted output parse back equal", arguments: documents)
    func prettyAndSortedRoundTrip(text: String) throws {
        let json = try JSON(parsing: text)
        for options: JSON.WritingOptions in [[.prettyPrinted], [.sortedKeys], [.prettyPrinted, .sortedKeys]] {
            let written = json.formatted(options)
            let reparsed = try JSON(parsing: written)
            expectEqual(reparsed, json)
            expectEqual(reparsed.formatted(options), written)
            try expectEqual(JSON(parsing: json.data(options)), json)
        }
    }

    @Test func sortedOutputOrdersKeysByBytes() throws {
        let json = try JSON(parsing: #"{"b":1,"a":{"d":1,"c":2},"B":0,"é":3,"":4}"#)
        let sorted = try JSON(parsing: json.formatted([.sortedKeys]))
        expectEqual(sorted.objectValue?.keys, ["", "B", "a", "b", "é"])
        expectEqual(sorted["a"]?.objectValue?.keys, ["c", "d"])
    }

    @Test func exactTextIsKeptForBigAndLongNumbers() throws {
        let text = "[18446744073709551616,-123456789012345678901234567890,0.1000000000000000055511151231257827,1e400,1E+2]"
        try expectEqual(JSON(parsing: text).formatted(), text)
    }

    @Test func prettyOutputOfAParsedDocument() throws {
        let json = try JSON(parsing: #"{"a":[1,{"b":null}],"c":{}}"#)
        expectEqual(json.formatted([.prettyPrinted]), """
            {
              "a": [
                1,
                {
                  "b": null
                }
              ],
              "c": {}
            }
            """)
    }

    /// Deterministic generated values: every one survives a round trip in
    /// every layout.
    @Test func generatedValuesRoundTrip() throws {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            let value = Self.randomJSON(&generator, depth: 0)
            for options: JSON.WritingOptions in [[], [.prettyPrinted], [.sortedKeys]] {
                let written = value.formatted(options)
                try expectEqual(JSON(parsing: written), value, "\(written)")
            }
        }
    }

    @Test func deepNestingRoundTrips() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let json = try JSON(parsing: text)
        expectEqual(json.formatted(), text)
        try expectEqual(JSON(parsing: json.formatted([.prettyPrinted])), json)
    }

    // MARK: Generator

    static func randomJSON(_ generator: inout SplitMix64, depth: Int) -> JSON {
        let pick = depth > 3 ? generator.next(below: 5) : generator.next(below: 7)
        switch pick {
        case 0: return .null
        case 1: return .bool(generator.next(below: 2) == 0)
        case 2:
            let raw = Int64(bitPattern: generator.next())
            return JSON.number(JSON.Number(generator.next(below: 2) == 0 ? raw : raw % 1000))
        case 3:
            let double = Double(Int64(bitPattern: generator.next()) % 1_000_000) / 64.0
            return JSON(double)
        case 4: return .string(randomString(&generator))
        case 5:
            return .array((0..<generator.next(below: 5)).map { _ in randomJSON(&generator, depth: depth + 1) })
        default:
            var object = JSON.Object()
            for _ in 0..<generator.next(below: 5) {
                object[randomString(&generator)] = randomJSON(&generator, depth: depth + 1)
            }
            return .object(object)
        }
    }

    static func randomString(_ generator: inout SplitMix64) -> String {
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "中", "😀", "\u{2028}", "\u{FEFF}"]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<generator.next(below: 8) {
            scalars.append(alphabet[Int(generator.next(below: UInt64(alphabet.count)))])
        }
        return String(scalars)
    }
}
