import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// `Fixtures/mappings/paths` with `Codable` structs: key paths through
/// arrays, numeric segments, `@object` on a fanned-out path, `@metadata`.
@Suite("Codable models: key paths through arrays and @metadata")
struct CodableKeyPathTests {
    struct Shop: Codable {
        var name: String
        var genres: [String]
        var tagNames: [String]
        var tagGroups: [[String]]
        var firstItem: String
        var owners: [Owner]
        var owner: Owner?
        var page: Int?
        var etag: String
        var items: [Item]
    }

    struct Owner: Codable, Equatable {
        var login: String
    }

    struct Item: Codable, Equatable {
        var position: Int
        var shop: String
        var name: String?
    }

    static let models = ModelRegistry().registering(Shop.self).registering(Owner.self).registering(Item.self)

    static func context(_ identifier: String) throws -> MappingContext {
        try MappingCatalog(contentsOf: Fixtures.url("mappings/paths/Paths.mappings"), models: models, displayName: "Paths.mappings")
            .context(identifier)
    }

    static func payload() throws -> Data { try Data(contentsOf: Fixtures.url("mappings/paths/shop.json")) }
    static func metadata() throws -> JSON { try JSON(parsing: Data(contentsOf: Fixtures.url("mappings/paths/shop.metadata.json"))) }

    @Test("the same values as the Mappable shop; an owner lacking its login is skipped; the same issues at the same payload paths")
    func shop() throws {
        let result = try Self.context("$Shop").object(from: Self.payload(), as: Shop.self, metadata: Self.metadata())
        let shop = try #require(result.value)
        #expect(shop.genres == ["Dune", "Emma", "Ulysses"])
        #expect(shop.tagNames == ["sf", "classic", "new"])
        #expect(shop.tagGroups == [["sf", "classic"], ["new"], [], []])
        #expect(shop.firstItem == "Dune")
        #expect(shop.owners == [Owner(login: "ada"), Owner(login: "jane")])
        #expect(shop.page == 2)
        #expect(shop.etag == "W/\"42\"")
        #expect(shop.items.map(\.position) == [0, 1, 2, 3])
        #expect(shop.items.allSatisfy { $0.shop == "Corner Books" })
        let twin = try KeyPathFanOutTests.catalog(KeyPathFanOutTests.structs).context("$Shop").object(
            from: Self.payload(), as: MappingKitTests.Shop.self, metadata: Self.metadata())
        #expect(result.report.issues.map(\.code) == twin.report.issues.map(\.code))
        #expect(result.report.issues.map(\.sourcePath) == twin.report.issues.map(\.sourcePath))
        #expect(result.report.issues.map(\.location) == twin.report.issues.map(\.location))
        // The skipped owner is named at its own index, as for the model.
        #expect(result.report.issues.map(\.targetPath) == ["genres", "tagNames", "tagGroups", "owners[1].login", "owners[3]"])
    }

    @Test("a key path through an array into a single value: fanOutIntoSingleValue, as for a model")
    func intoSingleValue() throws {
        let result = try Self.context("$ShopTitle").object(from: Self.payload(), as: Shop.self)
        #expect(result.value == nil)
        let twin = try KeyPathFanOutTests.catalog(KeyPathFanOutTests.structs).context("$ShopTitle").object(
            from: Self.payload(), as: MappingKitTests.Shop.self)
        let lines = result.report.issues.filter { $0.code == .fanOutIntoSingleValue }.map { "\($0.sourcePath) → \($0.targetPath): \($0.message)" }
        #expect(lines == KeyPathFanOutTests.lines(twin.report))
    }
}
