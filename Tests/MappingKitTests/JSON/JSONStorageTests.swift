import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// How `JSON` keeps what it holds: fractions read from a document packed
/// as digits (``JSON/Number/PackedDecimal``), objects finding keys by
/// comparison below ``JSON/Object/indexedCount`` keys and by index above.
/// Neither may show: the same text, values and order come back.
@Suite("JSON storage")
struct JSONStorageTests {
    @Test("a fraction read from a document gives back its exact text and the nearest Double")
    func packedFractionsKeepTheirText() throws {
        let texts = [
            "-65.613616999999977", "0.001", "123.4500", "-0.0", "0.5", "12345678901234567.89", "9999999999999999999.0",
            "1.7976931348623157", "-0.000000000000000001", "4.35", "100.0",
            // Not packed: exponents, more than 19 digits, integers beyond Int64.
            "1.5e3", "-2E-7", "12345678901234567890.1", "0.12345678901234567890", "18446744073709551616",
        ]
        for text in texts {
            let json = try JSON(parsing: Data("[\(text)]".utf8))
            let number = try #require(json[0]?.numberValue, Comment(rawValue: text))
            expectEqual(number.text, text, Comment(rawValue: text))
            expectEqual(json.formatted(), "[\(text)]", Comment(rawValue: text))
            let expected = try #require(Double(text))
            #expect(number.doubleValue.bitPattern == expected.bitPattern, Comment(rawValue: text))
            #expect(number == JSON.Number(text: text), Comment(rawValue: text))
        }
        let packed = try JSON(parsing: Data("[-65.613616999999977, 1.5e3]".utf8))
        if case .decimal? = packed[0]?.numberValue?.storage {} else { Issue.record("a plain fraction is packed") }
        if case .literal? = packed[1]?.numberValue?.storage {} else { Issue.record("an exponent keeps its text") }
        #expect(try JSON(parsing: Data("0.50".utf8)) == JSON.number(JSON.Number(0.5)))
        #expect(try JSON(parsing: Data("3.0".utf8)).numberValue?.int64Value == 3)
        #expect(try JSON(parsing: Data("3.5".utf8)).numberValue?.int64Value == nil)
        #expect(try JSON(parsing: Data("3.0".utf8)).numberValue?.isInteger == false)
    }

    @Test("an object of any size keeps its keys in order, finds, replaces and removes them")
    func objectsOfAnySize() {
        for size in [0, 1, JSON.Object.indexedCount - 1, JSON.Object.indexedCount, JSON.Object.indexedCount + 1, 100] {
            var object = JSON.Object()
            var model: [(String, JSON)] = []
            for position in 0..<size {
                object["k\(position)"] = JSON(position)
                model.append(("k\(position)", JSON(position)))
            }
            // Replace every third, remove every fifth, add again some removed.
            for position in stride(from: 0, to: size, by: 3) {
                object["k\(position)"] = "replaced"
                model[position].1 = "replaced"
            }
            for position in stride(from: 0, to: size, by: 5).reversed() {
                object["k\(position)"] = nil
                model.remove(at: position)
            }
            for position in stride(from: 0, to: size, by: 10) {
                object["k\(position)"] = true
                model.append(("k\(position)", true))
            }
            expectEqual(object.keys, model.map(\.0), "size \(size)")
            expectEqual(object.values, model.map(\.1), "size \(size)")
            for (key, value) in model { expectEqual(object[key], value, "size \(size), \(key)") }
            #expect(object["absent"] == nil)
            expectEqual(object, JSON.Object(model.reversed()), "size \(size): equal in any order")
        }
    }
}
