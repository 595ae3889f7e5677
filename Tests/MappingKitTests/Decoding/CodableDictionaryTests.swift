import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// `Fixtures/mappings/dictionaries` with `Codable` structs: citm's
/// `events` as `[String: Event]`, `@key` giving each event its key.
@Suite("Codable models: dictionaries and @key")
struct CodableDictionaryTests {
    struct Catalog: Codable {
        var name: String
        var events: [String: Event]
        var performances: [String: Performance]?
    }

    struct Event: Codable, Equatable {
        var identifier: String
        var name: String
        var topics: [Int]?
    }

    struct Performance: Codable, Equatable {
        var identifier: Int
        var event: Int
        var start: Int
    }

    struct Gist: Codable {
        var files: [String: GistFile]
    }

    struct GistFile: Codable, Equatable {
        var size: Int
        var language: String
    }

    static let models = ModelRegistry().registering(Catalog.self).registering(Event.self).registering(Performance.self)
        .registering(Gist.self).registering(GistFile.self)

    static func context(_ identifier: String) throws -> MappingContext {
        try MappingCatalog(
            contentsOf: Fixtures.url("mappings/dictionaries/Catalog.mappings"), models: models, displayName: "Catalog.mappings")
        .context(identifier)
    }

    @Test("each member decodes under its key, @key sets its identifier; the same report as the Mappable catalog; the event lacking its name is left out")
    func catalog() throws {
        let result = try Self.context("$Catalog").object(from: try Fixtures.data("mappings/dictionaries/catalog.json"), as: Catalog.self)
        let catalog = try #require(result.value)
        #expect(catalog.events.keys.sorted() == ["138586341", "138586345"])
        #expect(catalog.events["138586341"] == Event(identifier: "138586341", name: "30th Anniversary Tour", topics: [324846099, 107888604]))
        #expect(catalog.performances?["339420802"] == Performance(identifier: 339420802, event: 138586345, start: 1373824800000))
        let expected = try Fixtures.text("mappings/dictionaries/catalog.expected.txt")
        #expect(result.report.rendered(.text) == expected)
    }

    @Test("a dictionary without @key keeps the keys")
    func gist() throws {
        let result = try Self.context("$Gist").object(from: try Fixtures.data("mappings/dictionaries/gist.json"), as: Gist.self)
        #expect(result.report.issues.isEmpty)
        #expect(result.value?.files == ["hello.swift": GistFile(size: 167, language: "Swift"), "README.md": GistFile(size: 12, language: "Markdown")])
    }
}
