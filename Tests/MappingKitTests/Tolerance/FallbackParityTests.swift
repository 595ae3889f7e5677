import Foundation
import Testing

@testable import MappingKit

/// Issue 39 item 4: `@fallbackKeyPaths` mean one thing on every path. A
/// fallback is read as an entry's `@keyPath` is, through arrays (KVC), at
/// `@self`, through nested objects and inside a context merged by `@self`;
/// and an entry's own key path through an array is its value, read before
/// any fallback. Typed models, `Decodable` types through the context and
/// dynamic `JSON` give the same values, issues and summary counts.
@Suite("@fallbackKeyPaths: one meaning on the three paths")
struct FallbackParityTests {
    struct Owner: Mappable, Codable, Equatable {
        var name: String?
        static let properties: MappableProperties<Owner> = ["name": \.name]
    }

    struct Item: Mappable, Equatable {
        var names: [String] = []
        var owner: Owner?
        var cities: [String]?
        var title: String?
        static let properties: MappableProperties<Item> = ["names": \.names, "owner": \.owner, "cities": \.cities, "title": \.title]
    }

    struct CodableItem: Codable, Equatable {
        var names: [String]
        var owner: Owner?
        var cities: [String]?
        var title: String?
    }

    static let text = #"""
        {
          "$Item": {
            "names": { "@keyPath": "list.name", "@fallbackKeyPaths": ["items.name", "tags"] },
            "owner": { "@keyPath": "owner", "@optional": true, "@fallbackKeyPaths": "@self", "@object": { "@mappings": "$Owner" } },
            "cities": { "@keyPath": "cities", "@optional": true, "@fallbackKeyPaths": ["address.city", "places.address.city"] },
            "@self": { "@keyPath": "meta", "@optional": true, "@object": { "@mappings": {
              "title": { "@keyPath": "title", "@optional": true, "@fallbackKeyPaths": ["v1.title", "versions.title"] } } } }
          },
          "$Owner": { "name": { "@keyPath": "login", "@optional": true } }
        }
        """#

    static let payload: JSON = [
        // Every entry's own key path (`list.name` through an array).
        ["list": [["name": "a"]], "owner": ["login": "o"], "cities": ["Paris"], "meta": ["title": "t"]],
        // Fallbacks through an array (one element lacks the member), at
        // `@self`, through nested objects, and inside the `@self` context.
        [
            "items": [["name": "b"], ["other": 1], ["name": "c"]], "login": "flat",
            "places": [["address": ["city": "Lyon"]], ["address": ["city": "Nice"]]], "meta": ["v1": ["title": "old"]],
        ],
        // The entry's own key path through an array wins over a fallback.
        [
            "list": [["name": "main"]], "items": [["name": "not read"]], "tags": ["not read"], "address": ["city": ["Lille"]],
            "meta": ["versions": [["title": "x"]]],
        ],
        // Nothing: the required entry is missing, each fallback tried.
        ["other": true],
    ]

    static let expectedItems = [
        Item(names: ["a"], owner: Owner(name: "o"), cities: ["Paris"], title: "t"),
        Item(names: ["b", "c"], owner: Owner(name: "flat"), cities: ["Lyon", "Nice"], title: "old"),
        Item(names: ["main"], owner: Owner(name: nil), cities: ["Lille"], title: nil),
        Item(names: [], owner: Owner(name: nil), cities: nil, title: nil),
    ]

    static let expectedIssues = [
        "error missingRequired [1].items[1].name → [1].names",
        "error fanOutIntoSingleValue [2].meta.versions.title → [2].title",
        "error missingRequired [3].list.name → [3].names",
    ]

    /// The summary without its totals: what each path counts (each
    /// fallback a line of its own).
    static let expectedSummary = [
        "$Item.names readFromFallback items.name 1",
        "$Item.names missingRequired items.name 2",
        "$Item.owner readFromFallback @self 3",
        "$Item.cities readFromFallback places.address.city 1",
        "$Item.@self.title readFromFallback v1.title 1",
        "$Item.cities readFromFallback address.city 1",
        "$Item.@self.title readFromFallback versions.title 1",
        "$Item.@self.title typeMismatch versions.title 1",
    ]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.code) \($0.sourcePath) → \($0.targetPath)" }
    }

    static func summary(_ report: ValidationReport) -> [String] {
        report.summary.map { "\($0.context).\($0.entry) \($0.kind) \($0.keyPath) \($0.count)" }
    }

    @Test("Mappable: fallbacks through arrays, at @self, nested and in a @self context; the entry's own key path through an array first")
    func mappable() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Item").objects(from: Self.payload, as: Item.self)
        #expect(result.value == Self.expectedItems)
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(Self.summary(result.report) == Self.expectedSummary)
    }

    @Test("Decodable through the context: the same values (the object missing a required value dropped), issues and counts")
    func decodable() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Item").objects(from: Self.payload, as: CodableItem.self)
        #expect(result.value == Self.expectedItems.prefix(3).map {
            CodableItem(names: $0.names, owner: $0.owner, cities: $0.cities, title: $0.title)
        })
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(Self.summary(result.report) == Self.expectedSummary)
    }

    @Test("dynamic JSON: the same values under the entries' names, the same issues and counts")
    func dynamic() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Item").objects(from: Self.payload, as: JSON.self)
        #expect(result.value == [
            ["names": ["a"], "owner": ["name": "o"], "cities": ["Paris"], "title": "t"],
            ["names": ["b", "c"], "owner": ["name": "flat"], "cities": ["Lyon", "Nice"], "title": "old"],
            // Dynamic mapping has no type to refuse an array for `title`.
            ["names": ["main"], "owner": [:], "cities": ["Lille"], "title": ["x"]],
            ["owner": [:]],
        ])
        #expect(Self.issues(result.report) == Self.expectedIssues.filter { !$0.contains("fanOutIntoSingleValue") })
        #expect(Self.summary(result.report) == Self.expectedSummary.filter { !$0.contains("typeMismatch") })
    }
}
