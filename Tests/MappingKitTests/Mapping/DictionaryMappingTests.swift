import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// An event of citm_catalog.json (a struct), keyed by its id in `events`.
struct CatalogEvent: Mappable, Equatable {
    var identifier = ""
    var name = ""
    var topics: [Int] = []
    static let properties: MappableProperties<CatalogEvent> = [
        .property("identifier", \.identifier), .property("name", \.name), .property("topics", \.topics),
    ]
}

struct CatalogPerformance: Mappable, Equatable {
    var identifier = 0
    var event = 0
    var start = 0
    static let properties: MappableProperties<CatalogPerformance> = [
        "identifier": \.identifier, "event": \.event, "start": \.start,
    ]
}

struct Catalog: Mappable, Equatable {
    var name = ""
    var events: [String: CatalogEvent] = [:]
    var performances: [String: CatalogPerformance]?
    static let properties: MappableProperties<Catalog> = [
        .property("name", \.name), .property("events", \.events), .property("performances", \.performances),
    ]
}

/// A gist (a class) and its files, keyed by file name.
final class Gist: Mappable {
    var files: [String: GistFile] = [:]
    init() {}
    static let properties: MappableProperties<Gist> = ["files": \.files]
}

struct GistFile: Mappable, Equatable {
    var size = 0
    var language = ""
    static let properties: MappableProperties<GistFile> = ["size": \.size, "language": \.language]
}

/// Properties `@key` does not fit (load-diagnostics fixture).
struct Listing: Mappable {
    var list: [CatalogEvent] = []
    var main: CatalogEvent?
    var byId: [String: CatalogEvent] = [:]
    static let properties: MappableProperties<Listing> = ["list": \.list, "main": \.main, "byId": \.byId]
}

/// Issue 12 item 2: dictionaries of models and `@key`.
@Suite("Dictionaries of models, @key")
struct DictionaryMappingTests {
    static let folder = "mappings/dictionaries"

    static var models: ModelRegistry {
        ModelRegistry()
            .registering(Catalog.self).registering(CatalogEvent.self, as: "Event")
            .registering(CatalogPerformance.self, as: "Performance")
            .registering(Gist.self).registering(GistFile.self).registering(Listing.self)
    }

    static func catalog() throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: Fixtures.url("\(folder)/Catalog.mappings"), models: models, displayName: "Catalog.mappings")
    }

    static func payload(_ name: String) throws -> Payload {
        try Payload(parsing: try Fixtures.data("\(folder)/\(name).json"))
    }

    static func expect(_ actual: String, matches name: String) throws {
        guard let expected = try Fixtures.expected("\(folder)/\(name)", actual: actual) else { return }
        expectEqual(actual, expected)
    }

    @Test("typed (structs): each member becomes the model under its key, @key sets its identifier; a member that is not an object is an issue with its key in the path")
    func typed() throws {
        let result = try Self.catalog().context("$Catalog").object(from: try Self.payload("catalog"), as: Catalog.self)
        expectEqual(result.value.events.keys.sorted(), ["138586341", "138586345", "138586353"])
        expectEqual(
            result.value.events["138586341"],
            CatalogEvent(identifier: "138586341", name: "30th Anniversary Tour", topics: [324846099, 107888604]))
        expectEqual(result.value.performances?["339420802"], CatalogPerformance(identifier: 339420802, event: 138586345, start: 1373824800000))
        try Self.expect(result.report.rendered(.text), matches: "catalog.expected.txt")
        #expect(result.report.issues.map(\.sourcePath) == [#"events["138586349"]"#, #"events["138586353"].name"#])
    }

    @Test("typed (classes): a dictionary without @key keeps the keys")
    func classes() throws {
        let result = try Self.catalog().context("$Gist").object(from: try Self.payload("gist"), as: Gist.self)
        #expect(result.report.issues.isEmpty)
        expectEqual(result.value.files, ["hello.swift": GistFile(size: 167, language: "Swift"), "README.md": GistFile(size: 12, language: "Markdown")])
    }

    @Test("populating updates the item under the same key in place and adds the others; @clearContent empties first")
    func populate() throws {
        let context = try Self.catalog().context("$Catalog")
        var catalog = try context.object(from: try Self.payload("catalog"), as: Catalog.self).value
        _ = try context.map(try Self.payload("update"), into: &catalog)
        expectEqual(catalog.events["138586345"], CatalogEvent(identifier: "138586345", name: "Berliner Philharmoniker (matinée)", topics: [324846099]))
        expectEqual(catalog.events["999"], CatalogEvent(identifier: "999", name: "New"))
        expectEqual(catalog.events.count, 4)
        let clearing = try MappingCatalog(
            string: #"{"$C": {"@class": "Catalog", "events": {"@keyPath": "events", "@clearContent": true, "@object": {"@mappings": {"@class": "Event", "name": "name"}, "@key": "identifier"}}}}"#,
            models: Self.models)
        _ = try clearing.context("$C").map(try Self.payload("update"), into: &catalog)
        expectEqual(catalog.events.keys.sorted(), ["138586345", "999"])
    }

    @Test("populating with @identity: an item whose identity matches moves to the member's key and is updated")
    func populateByIdentity() throws {
        let catalog = try MappingCatalog(
            string: #"{"$C": {"@class": "Catalog", "events": {"@keyPath": "events", "@identity": "name", "@object": {"@mappings": {"@class": "Event", "name": "name", "topics": {"@keyPath": "topics", "@optional": true}}, "@key": "identifier"}}}}"#,
            models: Self.models)
        var model = Catalog(events: ["old": CatalogEvent(identifier: "old", name: "Tosca", topics: [1])])
        let report = try catalog.context("$C").map(JSON(parsing: #"{"events": {"new": {"name": "Tosca", "topics": [2]}}}"#), into: &model)
        #expect(report.issues.isEmpty)
        expectEqual(model.events, ["new": CatalogEvent(identifier: "new", name: "Tosca", topics: [2])])
    }

    @Test("reverse mapping writes the dictionary back keyed")
    func reverse() throws {
        let context = try Self.catalog().context("$Catalog")
        let model = try context.object(from: try Self.payload("catalog"), as: Catalog.self).value
        let json = try context.json(from: model)
        try Self.expect(json.formatted([.prettyPrinted]) + "\n", matches: "catalog.reverse.expected.json")
        let gist = try Self.catalog().context("$Gist")
        expectEqual(
            try gist.json(from: try gist.object(from: try Self.payload("gist"), as: Gist.self).value).formatted(),
            #"{"files":{"README.md":{"size":12,"language":"Markdown"},"hello.swift":{"size":167,"language":"Swift"}}}"#)
    }

    @Test("dynamic mapping: an @object with @key maps an object of objects to an object with the same keys, the key in each")
    func dynamic() throws {
        let result = try Self.catalog().context("$Catalog").object(from: try Self.payload("catalog"), as: JSON.self)
        try Self.expect(result.value.formatted([.prettyPrinted]) + "\n", matches: "catalog.dynamic.expected.json")
        try Self.expect(result.report.rendered(.text), matches: "catalog.expected.txt")
    }

    @Test("dynamic populate: the object under a member's key is updated in place, its other keys kept; new keys are added")
    func dynamicPopulate() throws {
        let context = try Self.catalog().context("$Catalog")
        var document = try JSON(parsing: #"{"name": "citm", "events": {"138586345": {"name": "Old", "topics": [1], "identifier": "138586345"}}}"#)
        let report = context.map(try JSON(parsing: #"{"name": "citm", "events": {"138586345": {"name": "New"}, "7": {"name": "Seven"}}}"#), intoJSON: &document)
        #expect(report.issues.isEmpty)
        expectEqual(
            document.formatted(),
            #"{"name":"citm","events":{"138586345":{"name":"New","topics":[1],"identifier":"138586345"},"7":{"name":"Seven","identifier":"7"}}}"#)
    }

    @Test("with models given, '@key' on a property that is not [String: M] and an unknown '@key' property are load errors")
    func loadCheck() throws {
        let name = "dictionary-problems"
        let folder = Fixtures.url("mappings/with-registries")
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                contentsOf: folder.appendingPathComponent(name + ".mappings"), models: Self.models,
                displayName: name + ".mappings")
        }
        let actual = MappingsFixtures.rendered(error.diagnostics)
        guard let expected = try Fixtures.expected("mappings/with-registries/\(name).expected", actual: actual) else { return }
        expectEqual(actual, expected)
    }
}
