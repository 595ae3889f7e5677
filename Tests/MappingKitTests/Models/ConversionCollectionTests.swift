import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Conversions of enums, optionals, collections, JSON and user types")
struct ConversionCollectionTests {
    @Test("RawRepresentable enums convert from their raw value")
    func enums() throws {
        try expectEqual(Convert.value("language", "fr").0.language, .fr)
        try expectEqual(Convert.value("language", "de").1, [#"expected Language, found string "de" (no case has this raw value)"#])
        try expectEqual(Convert.value("priority", 2).0.priority, .high)
        try expectEqual(Convert.value("priority", "2").0.priority, .high)
        try expectEqual(Convert.value("priority", 3).1, ["expected Priority, found number 3 (no case has this raw value)"])
        try expectEqual(Convert.value("priority", "high").1, [#"expected Int, found string "high""#])
    }

    @Test("Optional: a value converts as the wrapped type; null is missing and leaves it as it was")
    func optionals() throws {
        try expectEqual(Convert.value("optionalString", "new").0.optionalString, "new")
        try expectEqual(Convert.value("optionalString", 7).0.optionalString, "7")
        let (model, messages) = try Convert.value("optionalString", nil)
        expectEqual(model.optionalString, "old")
        expectEqual(messages, ["missing required value for 'optionalString'"])
        try expectEqual(Convert.value("optionalString", [1]).1, ["expected String, found array of 1"])
    }

    @Test("arrays convert each element and name the first that fails")
    func arrays() throws {
        try expectEqual(Convert.value("ints", [1, "2", 3.0]).0.ints, [1, 2, 3])
        try expectEqual(Convert.value("ints", []).0.ints, [])
        let (model, messages) = try Convert.value("ints", [1, "x", 3], into: Scalars(ints: [9]))
        expectEqual(model.ints, [9])
        expectEqual(messages, [#"at [1]: expected Int, found string "x""#])
        try expectEqual(Convert.value("ints", "1").1, [#"expected [Int], found string "1""#])
    }

    @Test("sets and string-keyed dictionaries")
    func setsAndDictionaries() throws {
        try expectEqual(Convert.value("tags", ["swift", "json", "swift"]).0.tags, ["swift", "json"])
        try expectEqual(Convert.value("tags", "swift").1, [#"expected Set<String>, found string "swift""#])
        try expectEqual(Convert.value("counts", ["stars": 12, "forks": "3"]).0.counts, ["stars": 12, "forks": 3])
        try expectEqual(Convert.value("counts", ["a.b": "many"]).1, [#"at ["a.b"]: expected Int, found string "many""#])
        try expectEqual(Convert.value("counts", [1]).1, ["expected [String: Int], found array of 1"])
    }

    @Test("a JSON property takes any value as it is")
    func json() throws {
        let value: JSON = ["followers": ["href": nil, "total": 12], "genres": ["indie folk"]]
        try expectEqual(Convert.value("json", value).0.json, value)
        try expectEqual(Convert.text("json", "12345678901234567890123").0.json.numberValue?.text, "12345678901234567890123")
    }

    @Test("a user type conforming to MappableValue converts with its own rules")
    func userType() throws {
        try expectEqual(Convert.value("money", "12.34").0.money, Money(cents: 1234))
        try expectEqual(Convert.value("money", 500).0.money, Money(cents: 500))
        try expectEqual(Convert.value("money", "12.345").1, [#"expected Money (cents or "12.34"), found string "12.345""#])
    }

    @Test("a type only a transformer produces asks for one")
    func transformerOnly() throws {
        let catalog = try MappingCatalog(string: #"{ "$T": { "coordinates": "coordinates" } }"#)
        let tweet = TweetModel()
        let report = try catalog.context("$T").map(["coordinates": [-97.51087576, 35.46500176]], into: tweet)
        expectEqual(tweet.coordinates, nil)
        expectEqual(report.issues.map(\.description), [
            "<string>.mappings:1:11: error: coordinates: expected Coordinate, found array of 2 (this type is only set by a transformer) [$T → coordinates]",
        ])
    }

    @Test("defaults convert like payload values")
    func defaults() throws {
        let text = """
            { "$D": {
                "url": { "@keyPath": "u", "@defaultValue": "https://si0.twimg.com/profile_images/1251071930/Untitled.png" },
                "date": { "@keyPath": "d", "@defaultValue": "2024-06-03T10:20:30Z" },
                "uint64": { "@keyPath": "n", "@defaultValue": "18446744073709551615" },
                "tags": { "@keyPath": "t", "@defaultValue": ["a"] },
                "language": { "@keyPath": "l", "@defaultValue": "en" }
            } }
            """
        let result = try MappingCatalog(string: text).context("$D").object(from: ["u": nil], as: Scalars.self)
        #expect(result.report.issues.isEmpty)
        expectEqual(result.value.url?.absoluteString, "https://si0.twimg.com/profile_images/1251071930/Untitled.png")
        expectEqual(result.value.date?.timeIntervalSince1970, 1_717_410_030)
        expectEqual(result.value.uint64, UInt64.max)
        expectEqual(result.value.tags, ["a"])
        expectEqual(result.value.language, .en)
    }
}
