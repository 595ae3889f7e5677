import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A shop (struct models) for `Fixtures/mappings/paths/Paths.mappings`.
struct Shop: Mappable {
    var name = ""
    var genres: [String] = []
    var tagNames: [String] = []
    var tagGroups: [[String]] = []
    var firstItem = ""
    var owners: [Owner] = []
    var owner: Owner?
    var page: Int?
    var etag = ""
    var items: [Item] = []

    static let properties: MappableProperties<Shop> = [
        "name": \.name, "genres": \.genres, "tagNames": \.tagNames, "tagGroups": \.tagGroups, "firstItem": \.firstItem,
        "owners": \.owners, "owner": \.owner, "page": \.page, "etag": \.etag, "items": \.items,
    ]
}

struct Owner: Mappable, Equatable {
    var login = ""
    static let properties: MappableProperties<Owner> = ["login": \.login]
}

struct Item: Mappable, Equatable {
    var position = -1
    var shop = ""
    var name: String?
    static let properties: MappableProperties<Item> = ["position": \.position, "shop": \.shop, "name": \.name]
}

/// The same shop as classes, registered under the same names.
final class ShopObject: Mappable {
    var name = ""
    var genres: Set<String> = []
    var tagNames: [String]?
    var tagGroups: [[String]] = []
    var firstItem = ""
    var owners: [OwnerObject] = []
    var owner: OwnerObject?
    var page: Int?
    var etag = ""
    var items: [ItemObject] = []
    init() {}

    static let properties: MappableProperties<ShopObject> = [
        "name": \.name, "genres": \.genres, "tagNames": \.tagNames, "tagGroups": \.tagGroups, "firstItem": \.firstItem,
        "owners": \.owners, "owner": \.owner, "page": \.page, "etag": \.etag, "items": \.items,
    ]
}

final class OwnerObject: Mappable {
    var login = ""
    init() {}
    static let properties: MappableProperties<OwnerObject> = ["login": \.login]
}

final class ItemObject: Mappable {
    var position = -1
    var shop = ""
    var name: String?
    init() {}
    static let properties: MappableProperties<ItemObject> = ["position": \.position, "shop": \.shop, "name": \.name]
}

/// Issue 12 item 1: key paths through arrays (KVC), with the fixture
/// `Fixtures/mappings/paths` through the Swift API, structs and classes.
@Suite("Key paths through arrays")
struct KeyPathFanOutTests {
    static let structs = ModelRegistry().registering(Shop.self).registering(Owner.self).registering(Item.self)
    static let classes = ModelRegistry().registering(ShopObject.self, as: "Shop").registering(OwnerObject.self, as: "Owner")
        .registering(ItemObject.self, as: "Item")

    static func catalog(_ models: ModelRegistry) throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: Fixtures.url("mappings/paths/Paths.mappings"), models: models, displayName: "Paths.mappings")
    }

    static func payload() throws -> Data { try Data(contentsOf: Fixtures.url("mappings/paths/shop.json")) }
    static func metadata() throws -> JSON { try JSON(parsing: Data(contentsOf: Fixtures.url("mappings/paths/shop.metadata.json"))) }

    /// The report of the fixture, as one line per issue (the same for
    /// structs, classes and `mappings apply`).
    static let expectedIssues = [
        "items[1].name → genres: missing required value for 'genres'",
        "items[3].tags[0].name → tagNames: missing required value for 'tagNames'",
        "items[3].tags[0].name → tagGroups: missing required value for 'tagGroups'",
        "items[1].owner.login → owners[1].login: missing required value for 'login'",
        "items[3].owner → owners[3]: expected object, found string \"nobody\"",
    ]

    static func lines(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.sourcePath) → \($0.targetPath): \($0.message)" }
    }

    @Test("structs: [String] gets the present values, nested arrays flatten into [String] and stay in [[String]], @object maps each element")
    func structs() throws {
        let result = try Self.catalog(Self.structs).context("$Shop").object(
            from: Self.payload(), as: Shop.self, metadata: Self.metadata())
        let shop = result.value
        #expect(shop.genres == ["Dune", "Emma", "Ulysses"])
        #expect(shop.tagNames == ["sf", "classic", "new"])
        #expect(shop.tagGroups == [["sf", "classic"], ["new"], [], []])
        #expect(shop.firstItem == "Dune")
        #expect(shop.owners == [Owner(login: "ada"), Owner(login: ""), Owner(login: "jane")])
        #expect(shop.page == 2)
        #expect(shop.etag == "W/\"42\"")
        #expect(shop.items.map(\.position) == [0, 1, 2, 3])
        #expect(shop.items.allSatisfy { $0.shop == "Corner Books" })
        #expect(Self.lines(result.report) == Self.expectedIssues)
        let rendered = result.report.rendered(.text)
        if let fixture = try Fixtures.expected("mappings/paths/shop.typed.expected.txt", actual: rendered) {
            #expect(rendered == fixture)
        }
    }

    @Test("classes: Set and Optional collections fill from a fan-out too")
    func classes() throws {
        let result = try Self.catalog(Self.classes).context("$Shop").object(
            from: Self.payload(), as: ShopObject.self, metadata: Self.metadata())
        let shop = result.value
        #expect(shop.genres == ["Dune", "Emma", "Ulysses"])
        #expect(shop.tagNames == ["sf", "classic", "new"])
        #expect(shop.tagGroups == [["sf", "classic"], ["new"], [], []])
        #expect(shop.owners.map(\.login) == ["ada", "", "jane"])
        #expect(shop.items.map(\.position) == [0, 1, 2, 3])
        #expect(Self.lines(result.report) == Self.expectedIssues)
    }

    @Test("a payload given as JSON maps the same as one parsed from Data")
    func jsonPayload() throws {
        let json = try JSON(parsing: Self.payload())
        let result = try Self.catalog(Self.structs).context("$Shop").object(from: json, as: Shop.self, metadata: Self.metadata())
        #expect(result.value.tagNames == ["sf", "classic", "new"])
        #expect(Self.lines(result.report) == Self.expectedIssues)
    }

    @Test("fan-out into a property that holds one value: a typeMismatch issue naming the array, the property untouched")
    func intoSingleValue() throws {
        let expected = [
            "items.name → name: the key path goes through the array at 'items' and gives array of 3, but 'name' (String) is not a collection",
            "items.owner → owner: the key path goes through the array at 'items' and gives array of 4, but 'owner' (Owner) is not a collection",
        ]
        let structs = try Self.catalog(Self.structs).context("$ShopTitle").object(from: Self.payload(), as: Shop.self)
        #expect(structs.value.name == "" && structs.value.owner == nil)
        #expect(structs.report.issues.map(\.code) == [.fanOutIntoSingleValue, .fanOutIntoSingleValue])
        #expect(Self.lines(structs.report) == expected)
        let rendered = structs.report.rendered(.text)
        if let fixture = try Fixtures.expected("mappings/paths/shop-title.typed.expected.txt", actual: rendered) {
            #expect(rendered == fixture)
        }
        let classes = try Self.catalog(Self.classes).context("$ShopTitle").object(from: Self.payload(), as: ShopObject.self)
        #expect(classes.value.name == "" && classes.value.owner == nil)
        #expect(Self.lines(classes.report) == expected.map { $0.replacingOccurrences(of: "(Owner)", with: "(OwnerObject)") })
    }

    @Test("an optional entry: elements without the member are left out silently")
    func optional() throws {
        let catalog = try MappingCatalog(string: #"{"$S": {"genres": {"@keyPath": "items.name", "@optional": true}}}"#)
        let result = try catalog.context("$S").object(from: ["items": [["name": "a"], [:], ["name": nil], 3, ["name": "b"]]], as: Shop.self)
        #expect(result.value.genres == ["a", "b"])
        #expect(result.report.issues.isEmpty)
    }

    @Test("required: each element without the member is an issue at its index; a path through a scalar element too")
    func required() throws {
        let catalog = try MappingCatalog(string: #"{"$S": {"genres": "data.items.name"}}"#)
        let payload: JSON = ["data": ["items": [["name": "a"], [:], ["name": nil], 3, ["name": "b"]]]]
        let result = try catalog.context("$S").object(from: payload, as: Shop.self)
        #expect(result.value.genres == ["a", "b"])
        #expect(result.report.issues.map(\.sourcePath) == ["data.items[1].name", "data.items[2].name", "data.items[3].name"])
        // Three issues, one object affected: the summary counts objects.
        #expect(result.report.errorCount == 3)
        #expect(result.report.summary.map(\.description) == ["$S.genres (data.items.name): missing in 1 of 1 object"])
        let capped = try catalog.context("$S").limitingIssues(to: 0).object(from: payload, as: Shop.self)
        #expect(capped.report.errorCount == 3 && capped.report.issues.isEmpty)
        #expect(capped.report.summary.map(\.description) == result.report.summary.map(\.description))
        let empty = try catalog.context("$S").object(from: ["data": ["items": []]], as: Shop.self)
        #expect(empty.value.genres == [] && empty.report.issues.isEmpty)
    }

    @Test("numeric segments index, also inside a fan-out: items.tags.0.name is each item's first tag")
    func numericInsideFanOut() throws {
        let catalog = try MappingCatalog(string: #"{"$S": {"genres": {"@keyPath": "items.tags.0.name", "@optional": true}}}"#)
        let result = try catalog.context("$S").object(from: Self.payload(), as: Shop.self)
        #expect(result.value.genres == ["sf", "new"])
    }

    @Test("arrays nested deeper than the fan-out limit are missing, never a deep recursion")
    func deepNesting() throws {
        let depth = 900
        let text = #"{"a": "# + String(repeating: "[", count: depth) + #"{"b": "x"}"# + String(repeating: "]", count: depth) + "}"
        let catalog = try MappingCatalog(string: #"{"$S": {"tagGroups": {"@keyPath": "a.b", "@optional": true}}}"#)
        var options = JSONParsingOptions()
        options.maximumDepth = JSONParsingOptions.maximumDepthLimit
        let payload = try Payload(parsing: Data(text.utf8), options: options)
        let result = try catalog.context("$S").object(from: payload, as: JSON.self)
        #expect(result.report.issues.isEmpty)
        let shallow = try catalog.context("$S").object(from: ["a": [[["b": "x"]]]], as: JSON.self)
        #expect(shallow.value["tagGroups"] == [["x"]])
    }

    @Test("dynamic mapping keeps the arrays as KVC gives them")
    func dynamic() throws {
        let result = try Self.catalog(Self.structs).context("$Shop").object(from: Self.payload(), as: JSON.self, metadata: Self.metadata())
        #expect(result.value["tagNames"] == [["sf", "classic"], ["new"], [], []])
        #expect(result.value["genres"] == ["Dune", "Emma", "Ulysses"])
        #expect(Self.lines(result.report) == Self.expectedIssues)
    }

    @Test("dynamic @switch on a fanned-out path: the elements of every array each pick their case")
    func dynamicSwitch() throws {
        let catalog = try MappingCatalog(string: """
            { "$Feed": { "events": { "@keyPath": "feeds.events", "@object": {
                "@switch": "type", "@cases": { "Push": "$Push", "Watch": "$Watch" } } } },
              "$Push": { "type": "type", "ref": "payload.ref" },
              "$Watch": { "type": "type", "who": "actor" } }
            """)
        let payload: JSON = ["feeds": [
            ["events": [["type": "Push", "payload": ["ref": "main"]], ["type": "Watch", "actor": "ada"]]],
            ["events": [["type": "Nope"]]],
        ]]
        let result = try catalog.context("$Feed").object(from: payload, as: JSON.self)
        #expect(result.value["events"] == [["type": "Push", "ref": "main"], ["type": "Watch", "who": "ada"]])
        #expect(result.report.issues.map(\.sourcePath) == ["feeds[1].events[0]"])
        #expect(result.report.issues.map(\.code) == [.noMatchingCase])
    }
}
