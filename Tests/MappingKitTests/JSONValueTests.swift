import Foundation
import Testing

@testable import MappingKit

@Suite("JSON values")
struct JSONValueTests {
    // MARK: Literals and kinds

    @Test func literalsBuildTheMatchingCases() {
        let json: JSON = ["null": nil, "bool": true, "int": 42, "double": 2.5, "string": "s", "array": [1, "a"], "object": ["k": false]]
        #expect(json["null"] == .null)
        #expect(json["bool"] == .bool(true))
        #expect(json["int"] == .number(JSON.Number(42)))
        #expect(json["double"] == .number(JSON.Number(2.5)))
        #expect(json["string"] == .string("s"))
        #expect(json["array"] == .array([.number(JSON.Number(1)), .string("a")]))
        #expect(json["object"] == .object(JSON.Object([("k", .bool(false))])))
        #expect(json.objectValue?.keys == ["null", "bool", "int", "double", "string", "array", "object"])
        #expect(json.objectValue?.values.map(\.kindName) == ["null", "bool", "number", "number", "string", "array", "object"])
        #expect(JSON(7) == 7)
        #expect(JSON(0.5) == 0.5)
        #expect(JSON("x") == "x")
        #expect(JSON(false) == false)
    }

    // MARK: Equality and hashing

    @Test func numbersCompareByValue() throws {
        #expect(JSON(1) == JSON(1.0))
        #expect(try JSON(parsing: "1") == JSON(parsing: "1.0"))
        #expect(try JSON(parsing: "1") == JSON(parsing: "1e0"))
        #expect(try JSON(parsing: "100") == JSON(parsing: "1E2"))
        #expect(try JSON(parsing: "0.5") == JSON(parsing: "5e-1"))
        #expect(try JSON(parsing: "0") == JSON(parsing: "-0.0"))
        #expect(JSON(1) != JSON(1.5))
        #expect(JSON(1) != JSON("1"))
        #expect(JSON(1) != JSON(true))
        #expect(JSON.null != JSON(false))
    }

    @Test func bigIntegersCompareExactly() throws {
        let a = try JSON(parsing: "18446744073709551616")
        let b = try JSON(parsing: "18446744073709551617")
        #expect(a.doubleValue == b.doubleValue)  // the same Double…
        #expect(a != b)  // …but different integers
        #expect(a == (try JSON(parsing: "18446744073709551616")))
        #expect(try JSON(parsing: "-99999999999999999999") != JSON(parsing: "-99999999999999999998"))
        #expect(try JSON(parsing: "9223372036854775807") == JSON.number(JSON.Number(Int64.max)))
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
            #expect(lhs == rhs)
            #expect(lhs.hashValue == rhs.hashValue)
        }
        let set: Set<JSON> = [JSON(1), JSON(1.0), try JSON(parsing: "1e0"), "1", true]
        #expect(set.count == 3)
    }

    // MARK: Objects

    @Test func objectKeepsOrderReplacesInPlaceAndRemoves() {
        var object: JSON.Object = ["b": 1, "a": 2]
        object["c"] = "new"
        #expect(object.keys == ["b", "a", "c"])
        object["b"] = 10
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["b"] == 10)
        object["a"] = nil
        #expect(object.keys == ["b", "c"])
        #expect(object.values == [10, "new"])
        #expect(object["a"] == nil)
        #expect(object["c"] == "new")  // the index is rebuilt after a removal
        object["missing"] = nil
        #expect(object.count == 2)
        object["a"] = 3
        #expect(object.keys == ["b", "c", "a"])
        #expect(Array(object).map(\.0) == ["b", "c", "a"])
        #expect(!object.isEmpty)
        #expect(JSON.Object().isEmpty)
    }

    @Test func objectRepeatedKeyKeepsFirstPlaceAndLastValue() {
        let object = JSON.Object([("a", 1), ("b", 2), ("a", 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    @Test func objectEqualityIgnoresOrder() {
        let first: JSON.Object = ["a": 1, "b": 2]
        let second: JSON.Object = ["b": 2, "a": 1]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != ["a": 1])
        #expect(first != ["a": 1, "c": 2])
        #expect(JSON.object(first).formatted() == #"{"a":1,"b":2}"#)
        #expect(JSON.object(second).formatted() == #"{"b":2,"a":1}"#)
    }

    // MARK: Subscripts and accessors

    @Test func subscripts() {
        var json: JSON = ["list": [10, 20], "name": "n"]
        #expect(json["list"]?[1] == 20)
        #expect(json["list"]?[2] == nil)
        #expect(json["list"]?[-1] == nil)
        #expect(json["name"]?[0] == nil)
        #expect(json["name"]?["x"] == nil)
        #expect(json["absent"] == nil)
        json["name"] = "m"
        json["extra"] = [1]
        #expect(json.formatted() == #"{"list":[10,20],"name":"m","extra":[1]}"#)
        json["list"] = nil
        #expect(json.objectValue?.keys == ["name", "extra"])
        var scalar: JSON = 5
        scalar["x"] = 1  // not an object: unchanged
        #expect(scalar == 5)
    }

    @Test func typedAccessors() throws {
        let json = try JSON(parsing: #"[3, 3.0, 3.5, 1e2, 18446744073709551616, "s", true, null, [], {}]"#)
        let values = try #require(json.arrayValue)
        #expect(values.map(\.intValue) == [3, 3, nil, 100, nil, nil, nil, nil, nil, nil])
        #expect(values[2].doubleValue == 3.5)
        #expect(values[4].doubleValue == 18446744073709551616.0)
        #expect(values[4].numberValue?.int64Value == nil)
        #expect(values[4].numberValue?.isInteger == true)
        #expect(values[3].numberValue?.isInteger == false)
        #expect(values[5].stringValue == "s")
        #expect(values[5].intValue == nil)
        #expect(values[6].boolValue == true)
        #expect(values[0].boolValue == nil)
        #expect(values[7].isNull)
        #expect(!values[0].isNull)
        #expect(values[8].arrayValue == [])
        #expect(values[9].objectValue == JSON.Object())
        #expect(values[0].objectValue == nil)
        #expect(values.map(\.kindName) == ["number", "number", "number", "number", "number", "string", "bool", "null", "array", "object"])
    }

    @Test func numberText() throws {
        #expect(JSON.Number(text: "-0")?.text == "0")
        #expect(JSON.Number(text: "1E+2")?.text == "1E+2")
        #expect(JSON.Number(text: "123456789012345678901234")?.text == "123456789012345678901234")
        for bad in ["01", "+1", "NaN", "Infinity", " 1", "1 ", "1.", ".5", "1e", "-", "", "0x10", "1_000"] {
            #expect(JSON.Number(text: bad) == nil, "\(bad)")
        }
        #expect(JSON.Number(Int64.min).text == "-9223372036854775808")
        #expect(JSON.Number(2.0).text == "2.0")
        #expect(JSON.Number(0.1).text == "0.1")
        #expect(JSON.Number(-0.0).text == "-0.0")
        #expect(JSON.Number(1e20).text == "1e+20")
        #expect(JSON.Number(1.5e-7).text == "1.5e-07")
        #expect(JSON.Number(3.0).int64Value == 3)
        #expect(JSON.Number(3.25).int64Value == nil)
        #expect(JSON.Number(12).description == "12")
    }

    // MARK: Writer

    @Test func compactPrettyAndSorted() {
        let json: JSON = ["b": [1, 2], "a": ["z": nil, "y": [:]], "é": [], "B": true]
        #expect(json.formatted() == #"{"b":[1,2],"a":{"z":null,"y":{}},"é":[],"B":true}"#)
        #expect(json.formatted([.sortedKeys]) == #"{"B":true,"a":{"y":{},"z":null},"b":[1,2],"é":[]}"#)
        #expect(json.formatted([.prettyPrinted]) == """
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
        #expect(json.description == json.formatted())
        #expect(json.data() == Data(json.formatted().utf8))
        #expect(json.data([.sortedKeys]) == Data(json.formatted([.sortedKeys]).utf8))
        #expect(JSON.array([]).formatted([.prettyPrinted]) == "[]")
        #expect(JSON(5).formatted([.prettyPrinted]) == "5")
    }

    @Test func stringEscaping() {
        #expect(JSON("say \"hi\"").formatted() == #""say \"hi\"""#)
        #expect(JSON("back\\slash").formatted() == #""back\\slash""#)
        #expect(JSON("a/b").formatted() == #""a/b""#)
        #expect(JSON("\n\r\t\u{8}\u{C}").formatted() == #""\n\r\t\b\f""#)
        #expect(JSON("\u{0}\u{1}\u{1F}\u{7F}").formatted() == #""\u0000\u0001\u001f\u007f""#)
        #expect(JSON("é中😀\u{2028}").formatted() == "\"é中😀\u{2028}\"")
        #expect((["k\"ey": "v"] as JSON).formatted() == #"{"k\"ey":"v"}"#)
        #expect(JSON("").formatted() == #""""#)
    }

    @Test func nonFiniteDoublesAreWrittenAsNull() {
        #expect(JSON(Double.nan).formatted() == "null")
        #expect(JSON(Double.infinity).formatted() == "null")
        #expect(JSON.array([JSON(-Double.infinity), JSON(1.5)]).formatted() == "[null,1.5]")
    }

    @Test func bigNumbersAreWrittenExactly() throws {
        let text = "[18446744073709551616,-12345678901234567890123,0.1000000000000000055511151231257827,1e400]"
        #expect(try JSON(parsing: text).formatted() == text)
    }
}
