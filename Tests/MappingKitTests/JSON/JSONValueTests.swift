import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("JSON values")
struct JSONValueTests {
    // MARK: Literals and kinds

    @Test func literalsBuildTheMatchingCases() {
        let json: JSON = ["null": nil, "bool": true, "int": 42, "double": 2.5, "string": "s", "array": [1, "a"], "object": ["k": false]]
        expectEqual(json["null"], .null)
        expectEqual(json["bool"], .bool(true))
        expectEqual(json["int"], .number(JSON.Number(42)))
        expectEqual(json["double"], .number(JSON.Number(2.5)))
        expectEqual(json["string"], .string("s"))
        expectEqual(json["array"], .array([.number(JSON.Number(1)), .string("a")]))
        expectEqual(json["object"], .object(JSON.Object([("k", .bool(false))])))
        expectEqual(json.objectValue?.keys, ["null", "bool", "int", "double", "string", "array", "object"])
        expectEqual(json.objectValue?.values.map(\.kindName), ["null", "bool", "number", "number", "string", "array", "object"])
        expectEqual(JSON(7), 7)
        expectEqual(JSON(0.5), 0.5)
        expectEqual(JSON("x"), "x")
        expectEqual(JSON(false), false)
    }

    // MARK: Equality and hashing

    @Test func numbersCompareByValue() throws {
        expectEqual(JSON(1), JSON(1.0))
        try expectEqual(JSON(parsing: "1"), JSON(parsing: "1.0"))
        try expectEqual(JSON(parsing: "1"), JSON(parsing: "1e0"))
        try expectEqual(JSON(parsing: "100"), JSON(parsing: "1E2"))
        try expectEqual(JSON(parsing: "0.5"), JSON(parsing: "5e-1"))
        try expectEqual(JSON(parsing: "0"), JSON(parsing: "-0.0"))
        #expect(JSON(1) != JSON(1.5))
        #expect(JSON(1) != JSON("1"))
        #expect(JSON(1) != JSON(true))
        #expect(JSON.null != JSON(false))
    }

    @Test func bigIntegersCompareExactly() throws {
        let a = try JSON(parsing: "18446744073709551616")
        let b = try JSON(parsing: "18446744073709551617")
        expectEqual(a.doubleValue, b.doubleValue)  // the same Double…
        #expect(a != b)  // …but different integers
        #expect(a == (try JSON(parsing: "18446744073709551616")))
        #expect(try JSON(parsing: "-99999999999999999999") != JSON(parsing: "-99999999999999999998"))
        try expectEqual(JSON(parsing: "9223372036854775807"), JSON.number(JSON.Number(Int64.max)))
        #expect(try JSON(parsing: "9223372036854775808") != JSON(parsing: "9223372036854775807"))
    }

    @Test func equalValuesHashEqually() throws {
        let pairs: [(JSON, JSON)] = [
            (JSON(1), JSON(1.0)),
            (try JSON(parsing: "1e2"), JSON(100)),
            (try JSON(parsing: "-0.0"), JSON(0)),
            (try JSON(parsing: "123456789012345678901234"), try JSON(parsing: "123456789012345678901234")),
            (try JSON(parsing: #"{"a":1,"b":[true]}"#), try JSON(parsing: #"{"b":[true],"a":1.0}"#)),
            (["x": ["y": nil]], try JSON(parsing: #"{"x":{"y":null}}"#)),
        ]
        for (lhs, rhs) in pairs {
            expectEqual(lhs, rhs)
            expectEqual(lhs.hashValue, rhs.hashValue)
        }
        let set: Set<JSON> = [JSON(1), JSON(1.0), try JSON(parsing: "1e0"), "1", true]
        expectEqual(set.count, 3)
    }

    // MARK: Objects

    @Test func objectKeepsOrderReplacesInPlaceAndRemoves() {
        var object: JSON.Object = ["b": 1, "a": 2]
        object["c"] = "new"
        expectEqual(object.keys, ["b", "a", "c"])
        object["b"] = 10
        expectEqual(object.keys, ["b", "a", "c"])
        expectEqual(object["b"], 10)
        object["a"] = nil
        expectEqual(object.keys, ["b", "c"])
        expectEqual(object.values, [10, "new"])
        expectEqual(object["a"], nil)
        expectEqual(object["c"], "new")  // the index is rebuilt after a removal
        object["missing"] = nil
        expectEqual(object.count, 2)
        object["a"] = 3
        expectEqual(object.keys, ["b", "c", "a"])
        expectEqual(Array(object).map(\.0), ["b", "c", "a"])
        #expect(!object.isEmpty)
        #expect(JSON.Object().isEmpty)
    }

    @Test func objectRepeatedKeyKeepsFirstPlaceAndLastValue() {
        let object = JSON.Object([("a", 1), ("b", 2), ("a", 3)])
        expectEqual(object.keys, ["a", "b"])
        expectEqual(object["a"], 3)
    }

    @Test func objectEqualityIgnoresOrder() {
        let first: JSON.Object = ["a": 1, "b": 2]
        let second: JSON.Object = ["b": 2, "a": 1]
        expectEqual(first, second)
        expectEqual(first.hashValue, second.hashValue)
        #expect(first != ["a": 1])
        #expect(first != ["a": 1, "c": 2])
        expectEqual(JSON.object(first).formatted(), #"{"a":1,"b":2}"#)
        expectEqual(JSON.object(second).formatted(), #"{"b":2,"a":1}"#)
    }

    // MARK: Subscripts and accessors

    @Test func subscripts() {
        var json: JSON = ["list": [10, 20], "name": "n"]
        expectEqual(json["list"]?[1], 20)
        expectEqual(json["list"]?[2], nil)
        expectEqual(json["list"]?[-1], nil)
        expectEqual(json["name"]?[0], nil)
        expectEqual(json["name"]?["x"], nil)
        expectEqual(json["absent"], nil)
        json["name"] = "m"
        json["extra"] = [1]
        expectEqual(json.formatted(), #"{"list":[10,20],"name":"m","extra":[1]}"#)
        json["list"] = nil
        expectEqual(json.objectValue?.keys, ["name", "extra"])
        var scalar: JSON = 5
        scalar["x"] = 1  // not an object: unchanged
        expectEqual(scalar, 5)
    }

    @Test func typedAccessors() throws {
        let json = try JSON(parsing: #"[3, 3.0, 3.5, 1e2, 18446744073709551616, "s", true, null, [], {}]"#)
        let values = try #require(json.arrayValue)
        expectEqual(values.map(\.intValue), [3, 3, nil, 100, nil, nil, nil, nil, nil, nil])
        expectEqual(values[2].doubleValue, 3.5)
        expectEqual(values[4].doubleValue, 18446744073709551616.0)
        expectEqual(values[4].numberValue?.int64Value, nil)
        expectEqual(values[4].numberValue?.isInteger, true)
        expectEqual(values[3].numberValue?.isInteger, false)
        expectEqual(values[5].stringValue, "s")
        expectEqual(values[5].intValue, nil)
        expectEqual(values[6].boolValue, true)
        expectEqual(values[0].boolValue, nil)
        #expect(values[7].isNull)
        #expect(!values[0].isNull)
        expectEqual(values[8].arrayValue, [])
        expectEqual(values[9].objectValue, JSON.Object())
        expectEqual(values[0].objectValue, nil)
        expectEqual(values.map(\.kindName), ["number", "number", "number", "number", "number", "string", "bool", "null", "array", "object"])
    }

    @Test func numberText() throws {
        expectEqual(JSON.Number(text: "-0")?.text, "0")
        expectEqual(JSON.Number(text: "1E+2")?.text, "1E+2")
        expectEqual(JSON.Number(text: "123456789012345678901234")?.text, "123456789012345678901234")
        for bad in ["01", "+1", "NaN", "Infinity", " 1", "1 ", "1.", ".5", "1e", "-", "", "0x10", "1_000"] {
            expectEqual(JSON.Number(text: bad), nil, "\(bad)")
        }
        expectEqual(JSON.Number(Int64.min).text, "-9223372036854775808")
        expectEqual(JSON.Number(2.0).text, "2.0")
        expectEqual(JSON.Number(0.1).text, "0.1")
        expectEqual(JSON.Number(-0.0).text, "-0.0")
        expectEqual(JSON.Number(1e20).text, "1e+20")
        expectEqual(JSON.Number(1.5e-7).text, "1.5e-07")
        expectEqual(JSON.Number(3.0).int64Value, 3)
        expectEqual(JSON.Number(3.25).int64Value, nil)
        expectEqual(JSON.Number(12).description, "12")
    }

    // MARK: Writer

    @Test func compactPrettyAndSorted() {
        let json: JSON = ["b": [1, 2], "a": ["z": nil, "y": [:]], "é": [], "B": true]
        expectEqual(json.formatted(), #"{"b":[1,2],"a":{"z":null,"y":{}},"é":[],"B":true}"#)
        expectEqual(json.formatted([.sortedKeys]), #"{"B":true,"a":{"y":{},"z":null},"b":[1,2],"é":[]}"#)
        expectEqual(json.formatted([.prettyPrinted]), """
            {
              "b": [
                1,
                2
              ],
              "a": {
                "z": null,
                "y": {}
              },
              "é": [],
              "B": true
            }
            """)
        #expect(json.formatted([.prettyPrinted, .sortedKeys]).hasPrefix("{\n  \"B\": true,\n  \"a\": {\n    \"y\": {},"))
        expectEqual(json.description, json.formatted())
        expectEqual(json.data(), Data(json.formatted().utf8))
        expectEqual(json.data([.sortedKeys]), Data(json.formatted([.sortedKeys]).utf8))
        expectEqual(JSON.array([]).formatted([.prettyPrinted]), "[]")
        expectEqual(JSON(5).formatted([.prettyPrinted]), "5")
    }

    @Test func stringEscaping() {
        expectEqual(JSON("say \"hi\"").formatted(), #""say \"hi\"""#)
        expectEqual(JSON("back\\slash").formatted(), #""back\\slash""#)
        expectEqual(JSON("a/b").formatted(), #""a/b""#)
        expectEqual(JSON("\n\r\t\u{8}\u{C}").formatted(), #""\n\r\t\b\f""#)
        expectEqual(JSON("\u{0}\u{1}\u{1F}\u{7F}").formatted(), #""\u0000\u0001\u001f\u007f""#)
        expectEqual(JSON("é中😀\u{2028}").formatted(), "\"é中😀\u{2028}\"")
        expectEqual((["k\"ey": "v"] as JSON).formatted(), #"{"k\"ey":"v"}"#)
        expectEqual(JSON("").formatted(), #""""#)
    }

    @Test func nonFiniteDoublesAreWrittenAsNull() {
        expectEqual(JSON(Double.nan).formatted(), "null")
        expectEqual(JSON(Double.infinity).formatted(), "null")
        expectEqual(JSON.array([JSON(-Double.infinity), JSON(1.5)]).formatted(), "[null,1.5]")
    }

    @Test func bigNumbersAreWrittenExactly() throws {
        let text = "[18446744073709551616,-12345678901234567890123,0.1000000000000000055511151231257827,1e400]"
        try expectEqual(JSON(parsing: text).formatted(), text)
    }
}
