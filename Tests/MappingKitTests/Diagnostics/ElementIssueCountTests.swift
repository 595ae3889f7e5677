import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 27, item 7: a summary line never says "k of n objects" with
/// k > n, and each dropped element's issue names its own target index, on
/// every path (typed `Mappable`, `Decodable`, dynamic `JSON`).
@Suite("Element issues: their own index, counted once per object")
struct ElementIssueCountTests {
    struct Tag: Mappable, Equatable {
        var name = ""
        static let properties: MappableProperties<Tag> = ["name": \.name]
    }

    struct Holder: Mappable {
        var tags: [Tag] = []
        static let properties: MappableProperties<Holder> = ["tags": \.tags]
    }

    struct CTag: Codable, Equatable { var name: String }
    struct CHolder: Codable { var tags: [CTag] }

    static let mappings = #"""
        {
          "$Tag": { "@class": "Tag", "name": "name" },
          "$Holder": { "@class": "Holder", "tags": { "@keyPath": "tags", "@object": { "@class": "Tag", "@mappings": "$Tag" } } },
          "$Items": { "@class": "Holder", "tags": { "@keyPath": "@self", "@object": { "@class": "Tag", "@mappings": "$Tag" } } }
        }
        """#

    static func context(_ identifier: String, _ models: ModelRegistry) throws -> MappingContext {
        try MappingCatalog(string: mappings, models: models).context(identifier)
    }

    static let typed = ModelRegistry().registering(Tag.self).registering(Holder.self)
    static let codable = ModelRegistry().registering(CTag.self, as: "Tag").registering(CHolder.self, as: "Holder")

    static func facts(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.code.rawValue) \($0.sourcePath) → \($0.targetPath)" }
    }

    @Test("elements of a nested collection that are not objects: each at its own index, the object counted once")
    func nested() throws {
        let payload: JSON = ["tags": [1, ["name": "a"], 2, 3]]
        let expected = ["elementNotObject tags[0] → tags[0]", "elementNotObject tags[2] → tags[2]", "elementNotObject tags[3] → tags[3]"]
        let summary = ["$Holder.tags (tags): invalidElement in 1 of 1 object"]
        let typed = try Self.context("$Holder", Self.typed).object(from: Payload(payload), as: Holder.self)
        #expect(Self.facts(typed.report) == expected)
        #expect(typed.report.summary.map(\.description) == summary)
        #expect(typed.value.tags == [Tag(name: "a")])
        let dynamic = try Self.context("$Holder", Self.typed).object(from: Payload(payload), as: JSON.self)
        #expect(Self.facts(dynamic.report) == expected)
        #expect(dynamic.report.summary.map(\.description) == summary)
        #expect(dynamic.report.errorCount == 3)
        let decoded = try Self.context("$Holder", Self.codable).object(from: Payload(payload), as: CHolder.self)
        #expect(Self.facts(decoded.report) == expected)
        #expect(decoded.report.summary.map(\.description) == summary)
    }

    @Test("elements of a root array that are not objects: each at its own index, counted among the context's objects")
    func root() throws {
        let payload: JSON = [1, ["tags": []], "x", ["tags": [["name": "b"]]]]
        let expected = ["elementNotObject [0] → [0]", "elementNotObject [2] → [2]"]
        let summary = ["$Holder (@self): invalidElement in 2 of 4 objects"]
        let typed = try Self.context("$Holder", Self.typed).objects(from: Payload(payload), as: Holder.self)
        #expect(Self.facts(typed.report) == expected)
        #expect(typed.report.summary.map(\.description) == summary)
        #expect(typed.value.count == 2)
        let dynamic = try Self.context("$Holder", Self.typed).objects(from: Payload(payload), as: JSON.self)
        #expect(Self.facts(dynamic.report) == expected)
        #expect(dynamic.report.summary.map(\.description) == summary)
        let decoded = try Self.context("$Holder", Self.codable).objects(from: Payload(payload), as: CHolder.self)
        #expect(Self.facts(decoded.report) == expected)
        #expect(decoded.report.summary.map(\.description) == summary)
        #expect(decoded.value.count == 2)
    }

    @Test("an @self collection: each element names its own target index")
    func selfCollection() throws {
        let payload: JSON = [1, 2, ["name": "a"], 3]
        let expected = ["elementNotObject [0] → tags[0]", "elementNotObject [1] → tags[1]", "elementNotObject [3] → tags[3]"]
        let summary = ["$Items.tags (@self): invalidElement in 1 of 1 object"]
        let typed = try Self.context("$Items", Self.typed).object(from: Payload(payload), as: Holder.self)
        #expect(Self.facts(typed.report) == expected)
        #expect(typed.report.summary.map(\.description) == summary)
        let decoded = try Self.context("$Items", Self.codable).object(from: Payload(payload), as: CHolder.self)
        #expect(Self.facts(decoded.report) == expected)
        #expect(decoded.report.summary.map(\.description) == summary)
    }

    struct Person: Codable { var name: String }
    struct Owner: Codable {
        var name: String
        var user: Person
    }
    struct Feed: Codable { var tags: [CTag] }

    @Test("Decodable: a key no entry names, missing at two levels of one object, is two issues and one object (found by fuzzing: 2 of 1)")
    func passThroughKeysCountOneObject() throws {
        let context = try MappingCatalog(string: #"{ "$Owner": { "user": "user" } }"#).context("$Owner")
        let result = try context.objects(from: [["user": [:] as JSON]] as JSON, as: Owner.self)
        #expect(result.report.issueCount == 2)
        let line = try #require(result.report.summary.first { $0.entry == "name" })
        #expect(line.count == 1 && line.total == 1, "\(result.report.summary)")
        #expect(result.report.summary.allSatisfy { $0.count <= $0.total })
    }

    @Test("Decodable: every root element a context reading only @self takes is one of its objects, an object or not (found by fuzzing: 3 of 2)")
    func selfOnlyRootsAreCounted() throws {
        let catalog = try MappingCatalog(string: #"""
            { "$Feed": { "tags": { "@keyPath": "@self", "@object": { "@mappings": { "name": "name" } } } } }
            """#)
        let result = try catalog.context("$Feed").objects(from: [["a": 1], 42, ["b": 2]] as JSON, as: Feed.self)
        #expect(result.report.summary.allSatisfy { $0.count <= $0.total }, "\(result.report.summary)")
        #expect(result.report.summary.first?.total == 3)
    }
}
