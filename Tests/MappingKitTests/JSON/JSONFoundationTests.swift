import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("JSON and Foundation values")
struct JSONFoundationTests {
    static let payload = #"""
        {
          "id": 1050118621198921728,
          "id_str": "1050118621198921728",
          "text": "Caf\u00e9 \ud83d\ude00 \"quoted\" \\ / \n",
          "truncated": false,
          "favorited": true,
          "retweet_count": 0,
          "favorite_count": 1,
          "score": 12.5,
          "ratio": -0.001,
          "big": 18446744073709551615,
          "bigger": 18446744073709551616,
          "min": -9223372036854775808,
          "coordinates": null,
          "user": {"id": 6253282, "name": "Twitter API", "verified": true, "followers": 6133636, "tags": []},
          "entities": {"hashtags": [], "urls": [{"url": "https://t.co/x", "indices": [117, 140]}]},
          "flags": [true, false, 0, 1, 1.5, null, "1", {}]
        }
        """#

    // MARK: From Foundation

    @Test func realisticPayloadThroughJSONSerialization() throws {
        let data = Data(Self.payload.utf8)
        let parsed = try JSON(parsing: data)
        let converted = try JSON(foundation: JSONSerialization.jsonObject(with: data))
        expectEqual(converted, parsed)
        expectEqual(converted.formatted([.sortedKeys]), parsed.formatted([.sortedKeys]))
        // And back: JSON → Foundation → JSONSerialization → JSON.
        let written = try JSONSerialization.data(withJSONObject: parsed.foundationValue)
        try expectEqual(JSON(parsing: written), parsed)
    }

    @Test func boolsAreToldApartFromZeroAndOne() throws {
        let object = try JSONSerialization.jsonObject(with: Data("[true, false, 0, 1, 1.0, 2]".utf8))
        let json = try JSON(foundation: object)
        expectEqual(json.arrayValue?.map(\.kindName), ["bool", "bool", "number", "number", "number", "number"])
        expectEqual(json, [true, false, 0, 1, 1, 2])
        try expectEqual(JSON(foundation: NSNumber(value: true)), .bool(true))
        try expectEqual(JSON(foundation: NSNumber(value: false)), .bool(false))
        try expectEqual(JSON(foundation: NSNumber(value: 1)), .number(JSON.Number(1)))
        try expectEqual(JSON(foundation: NSNumber(value: 0)), .number(JSON.Number(0)))
        try expectEqual(JSON(foundation: NSNumber(value: Int8(1))), .number(JSON.Number(1)))
        try expectEqual(JSON(foundation: NSNumber(value: UInt8(0))), .number(JSON.Number(0)))
        try expectEqual(JSON(foundation: true), .bool(true))
        try expectEqual(JSON(foundation: 1), .number(JSON.Number(1)))
        try expectEqual(JSON(foundation: [true, 1] as [Any]), [true, 1])
    }

    @Test func nullsAndOptionals() throws {
        let none: Int? = nil
        let some: Int? = 5
        let nested: String?? = .some(nil)
        try expectEqual(JSON(foundation: NSNull()), .null)
        try expectEqual(JSON(foundation: none as Any), .null)
        try expectEqual(JSON(foundation: some as Any), 5)
        try expectEqual(JSON(foundation: nested as Any), .null)
        try expectEqual(JSON(foundation: ["a": none as Any, "b": NSNull()] as [String: Any]), ["a": nil, "b": nil])
    }

    @Test func swiftAndFoundationScalars() throws {
        let values: [(Any, String)] = [
            (Int8(-8), "-8"), (Int16(16), "16"), (Int32(-32), "-32"), (Int64.min, "-9223372036854775808"),
            (UInt8(8), "8"), (UInt16(16), "16"), (UInt32.max, "4294967295"), (UInt64.max, "18446744073709551615"),
            (UInt(7), "7"), (2.5, "2.5"), (Float(0.1), "0.1"), (CGFloat(1.25), "1.25"),
            (Decimal(string: "12.50", locale: Locale(identifier: "en_US_POSIX")) as Any, "12.5"),
            (NSDecimalNumber(string: "123456789012345678901234"), "123456789012345678901234"),
            (NSNumber(value: UInt64.max), "18446744073709551615"), (NSNumber(value: -3.75), "-3.75"),
            (NSNumber(value: Float(0.5)), "0.5"), (NSNumber(value: Int64.min), "-9223372036854775808"),
            ("text", #""text""#), (NSString(string: "ns"), #""ns""#), (Substring("sub"), #""sub""#),
            (JSON.number(JSON.Number(3)), "3"), (["already": true] as JSON, #"{"already":true}"#),
        ]
        for (value, expected) in values {
            try expectEqual(JSON(foundation: value).formatted(), expected, "\(type(of: value))")
        }
        let big = try JSON(foundation: UInt64.max)
        expectEqual(big.numberValue?.int64Value, nil)
        #expect(big == (try JSON(parsing: "18446744073709551615")))
    }

    @Test func bigIntegersFromJSONSerialization() throws {
        let text = "[18446744073709551615, 18446744073709551616, -9223372036854775808, 9223372036854775807, 123456789012345678901234]"
        let converted = try JSON(foundation: JSONSerialization.jsonObject(with: Data(text.utf8)))
        expectEqual(converted.formatted(), text.replacingOccurrences(of: ", ", with: ","))
        #expect(converted == (try JSON(parsing: text)))
    }

    @Test func nestedCollectionsAndSortedKeys() throws {
        let value: [String: Any] = [
            "b": [1, [2, [3, ["deep": NSArray(array: [NSDictionary(dictionary: ["z": 1, "y": 2])])]]]] as [Any],
            "a": NSDictionary(dictionary: ["k": NSArray(array: ["v", NSNull()])]),
            "é": [:] as [String: Any], "B": [] as [Any],
        ]
        let json = try JSON(foundation: value)
        expectEqual(json.objectValue?.keys, ["B", "a", "b", "é"])
        expectEqual(json.formatted(), #"{"B":[],"a":{"k":["v",null]},"b":[1,[2,[3,{"deep":[{"y":2,"z":1}]}]]],"é":{}}"#)
        let deep = try JSON(foundation: [[[[[[1]]]]]] as [Any])
        expectEqual(deep.formatted(), "[[[[[[1]]]]]]")
    }

    // MARK: Errors

    @Test func unsupportedValueReportsPathAndType() throws {
        let value: [Any] = [1, "two", NSNull(), ["user": ["created": Date(timeIntervalSince1970: 0)]]]
        let error = #expect(throws: JSONConversionError.self) { try JSON(foundation: value) }
        expectEqual(error?.reason, .unsupportedType)
        expectEqual(error?.pathComponents, [.index(3), .key("user"), .key("created")])
        expectEqual(error?.path, "[3].user.created")
        expectEqual(error?.typeName, "Date")
        expectEqual(error?.description, "cannot convert a value of type 'Date' at [3].user.created to JSON")
    }

    @Test func errorPathsQuoteKeysThatAreNotIdentifiers() {
        let error = #expect(throws: JSONConversionError.self) {
            try JSON(foundation: ["a b": ["x": [URL(fileURLWithPath: "/tmp")]], "ok": 1] as [String: Any])
        }
        expectEqual(error?.path, #"["a b"].x[0]"#)
        expectEqual(error?.typeName, "URL")
        let root = #expect(throws: JSONConversionError.self) { try JSON(foundation: Set([1])) }
        expectEqual(root?.path, "")
        expectEqual(root?.description, "cannot convert a value of type 'Set<Int>' at the top level to JSON")
        let quoted = JSONConversionError(reason: .unsupportedType, pathComponents: [.key("1st"), .key("é"), .key("q\"")], typeName: "T")
        expectEqual(quoted.path, #"["1st"]["é"]["q\""]"#)
    }

    @Test func nonStringKeysAreReported() {
        let error = #expect(throws: JSONConversionError.self) {
            try JSON(foundation: ["list": [[1: "one"]]] as [String: Any])
        }
        expectEqual(error?.reason, .nonStringKey)
        expectEqual(error?.path, "list[0]")
        expectEqual(error?.typeName, "Int")
        expectEqual(error?.description, "cannot convert a dictionary with a key of type 'Int' at list[0] to JSON; object keys must be strings")
        let nsError = #expect(throws: JSONConversionError.self) {
            try JSON(foundation: NSDictionary(dictionary: [NSNumber(value: 2): "x"]))
        }
        expectEqual(nsError?.reason, .nonStringKey)
        expectEqual(nsError?.pathComponents, [])
    }

    @Test func nonFiniteNumbersAreReported() {
        let cases: [(Any, String, String)] = [
            ([1.0, Double.nan] as [Any], "[1]", "Double"),
            (["f": Float.infinity] as [String: Any], "f", "Float"),
            ([Decimal.nan] as [Any], "[0]", "Decimal"),
            ([NSNumber(value: -Double.infinity)] as [Any], "[0]", "NSNumber"),
        ]
        for (value, path, type) in cases {
            let error = #expect(throws: JSONConversionError.self) { try JSON(foundation: value) }
            expectEqual(error?.reason, .nonFiniteNumber)
            expectEqual(error?.path, path)
            expectEqual(error?.typeName.hasSuffix(type), true, "\(error?.typeName ?? "")")
        }
    }

    @Test func depthIsBounded() throws {
        var value: Any = 1
        for _ in 0..<600 { value = [value] }
        let error = #expect(throws: JSONConversionError.self) { try JSON(foundation: value) }
        expectEqual(error?.reason, .tooDeep(limit: 512))
        expectEqual(error?.pathComponents.count, 512)
        try expectEqual(JSON(foundation: value, maximumDepth: 600).formatted().count, 1201)
        let dictionaries: Any = ["a": ["b": ["c": 1]]]
        let shallow = #expect(throws: JSONConversionError.self) { try JSON(foundation: dictionaries, maximumDepth: 2) }
        expectEqual(shallow?.reason, .tooDeep(limit: 2))
        expectEqual(shallow?.path, "a.b")
        expectEqual(shallow?.description, "cannot convert a 'Dictionary<String, Int>' at a.b to JSON; collections are nested deeper than 2 levels")
    }

    // MARK: To Foundation

    @Test func foundationValueTypes() throws {
        let json = try JSON(parsing: #"{"n": null, "t": true, "i": 42, "d": 2.5, "s": "x", "a": [1, "b"], "o": {"k": false}}"#)
        let object = try #require(json.foundationValue as? [String: Any])
        #expect(object["n"] is NSNull)
        expectEqual(object["t"] as? Bool, true)
        #expect(type(of: try #require(object["t"])) == Bool.self)
        expectEqual(object["i"] as? Int, 42)
        #expect(type(of: try #require(object["i"])) == Int.self)
        expectEqual(object["d"] as? Double, 2.5)
        #expect(type(of: try #require(object["d"])) == Double.self)
        expectEqual(object["s"] as? String, "x")
        expectEqual((object["a"] as? [Any])?.count, 2)
        expectEqual((object["o"] as? [String: Any])?["k"] as? Bool, false)
        #expect(JSON(Double.nan).foundationValue is NSNull)
    }

    @Test func bigNumbersToFoundation() throws {
        let unsigned = try #require(JSON.Number(text: "18446744073709551615")?.foundationValue as? NSNumber)
        expectEqual(unsigned.uint64Value, UInt64.max)
        #expect(!(unsigned is NSDecimalNumber))
        let decimal = try #require(JSON.Number(text: "-123456789012345678901234")?.foundationValue as? NSDecimalNumber)
        expectEqual(decimal.stringValue, "-123456789012345678901234")
        expectEqual(JSON.Number(text: "1e400")?.foundationValue as? Double, .infinity)
        expectEqual(JSON.Number(text: "0.1")?.foundationValue as? Double, 0.1)
        expectEqual(JSON.Number(Int64.min).foundationValue as? Int, Int.min)
        let huge = try #require(JSON.Number(text: "1e200")?.foundationValue as? Double)
        expectEqual(huge, 1e200)
    }

    @Test func foundationRoundTrip() throws {
        let json = try JSON(parsing: Self.payload)
        try expectEqual(JSON(foundation: json.foundationValue), json)
        let values: [JSON] = [nil, true, 0, -1.5, "s", [], [:], [[[]]], ["a": [1, ["b": nil]]]]
        for value in values {
            try expectEqual(JSON(foundation: value.foundationValue), value)
        }
    }
}
