import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Contexts defined in Swift with `MappingDefinition`, alone and mixed with
/// file-loaded ones.
@Suite("Catalog definitions in code")
struct CatalogDefinitionTests {
    static let fileID = "MappingKitTests/CatalogDefinitionTests.swift"

    @Test("the builder compiles like the .mappings text it stands for")
    func builder() throws {
        var tweet = MappingDefinition(class: "TweetModel")
        let line = #line + 1
        tweet.map("name", from: "user.name")
        tweet.map(
            "imageUrl", from: "user.profile_image_url", optional: true, defaultValue: "https://example.com/default.png")
        tweet.map("coordinates", from: "@self", transformer: "coordinate", userData: ["longitude": "long", "latitude": "lat"])
        tweet.map(
            "replies", from: "replies", class: "TweetModel", mappings: "$TweetModel", clearContent: true,
            insertContentAtBegin: true, identity: ["identifier"])
        let catalog = try MappingCatalog(string: "{}", definitions: ["$TweetModel": tweet])
        let context = try catalog.context("$TweetModel")
        expectEqual(catalog.identifiers, ["$TweetModel"])
        expectEqual(context.className, "TweetModel")
        expectEqual(context.summaries(in: Self.fileID), [
            EntrySummary("name", at: "\(line):1", keyPath: "user.name"),
            EntrySummary(
                "imageUrl", at: "\(line + 1):1", keyPath: "user.profile_image_url", optional: true,
                defaultValue: "https://example.com/default.png"),
            EntrySummary(
                "coordinates", at: "\(line + 3):1", keyPath: "@self", transformer: "coordinate",
                userData: ["longitude": "long", "latitude": "lat"]),
            EntrySummary(
                "replies", at: "\(line + 4):1", keyPath: "replies", objectClass: "TweetModel", objectContext: "$TweetModel",
                clearContent: true, insertAtBegin: true, identity: ["identifier"]),
        ])
    }

    @Test("mapping a property again replaces its entry")
    func remap() throws {
        var user = MappingDefinition()
        user.map("name", from: "name")
        user.map("id", from: "id")
        user.map("name", from: "full_name", optional: true)
        let context = try MappingCatalog(string: "{}", definitions: ["$U": user]).context("$U")
        expectEqual(context.entries.map { "\($0.property)←\($0.keyPath)\($0.isOptional ? "?" : "")" }, ["id←id", "name←full_name?"])
        expectEqual(context.className, nil)
    }

    @Test("file contexts reference code contexts and the other way round")
    func mixing() throws {
        var user = MappingDefinition(class: "UserModel")
        user.map("name", from: "name")
        user.map("pinned", from: "pinned_tweet", mappings: "$Tweet")
        let catalog = try MappingCatalog(
            string: #"{ "$Tweet": { "@class": "TweetModel", "user": { "@keyPath": "user", "@object": { "@mappings": "$CodeUser" } } } }"#,
            definitions: ["$CodeUser": user], displayName: "mixed.mappings")
        expectEqual(catalog.identifiers, ["$Tweet", "$CodeUser"])
        let tweet = try catalog.context("$Tweet")
        expectEqual(tweet.entries.first?.object?.contextIdentifier, "$CodeUser")
        expectEqual(tweet.entries.first?.object?.className, "UserModel")
        let codeUser = tweet.context(for: try #require(tweet.entries.first?.object))
        expectEqual(codeUser.entries.last?.object?.contextIdentifier, "$Tweet")
        expectEqual(codeUser.entries.last?.object?.className, "TweetModel")
        expectEqual(codeUser.location?.file, Self.fileID)
    }

    @Test("code contexts inherit file templates, and file contexts inherit code ones")
    func inheritanceAcrossSources() throws {
        let base = MappingDefinition(json: ["identifier": "id_str"])
        let child = MappingDefinition(json: ["@inherits": "$FileBase", "extra": ["@inherits": "$Optional", "@keyPath": "extra"]])
        let catalog = try MappingCatalog(
            string: #"{ "$Optional": { "@optional": true }, "$FileBase": { "name": "name" }, "$FileChild": { "@inherits": "$CodeBase", "own": "own" } }"#,
            definitions: ["$CodeBase": base, "$CodeChild": child])
        try expectEqual(catalog.context("$FileChild").entries.map(\.property), ["own", "identifier"])
        try expectEqual(catalog.context("$CodeChild").entries.map { "\($0.property)\($0.isOptional ? "?" : "")" }, ["extra?", "name"])
    }

    @Test("a JSON definition may hold local templates used more than once")
    func jsonLocalTemplates() throws {
        // Every value of a JSON definition is made on one Swift line; each
        // must still count as its own object for @inherits.
        let definition = MappingDefinition(json: [
            "$Optional": ["@optional": true],
            "a": ["@inherits": "$Optional", "@keyPath": "a"],
            "b": ["@inherits": "$Optional", "@keyPath": "b"],
            "c": ["@inherits": ["$Optional", "$Other"], "@keyPath": "c"],
            "$Other": ["@inherits": "$Optional", "@transformer": "t"],
        ])
        let context = try MappingCatalog(string: "{}", definitions: ["$C": definition]).context("$C")
        expectEqual(context.entries.map { "\($0.property)←\($0.keyPath)\($0.isOptional ? "?" : "")\($0.transformer ?? "")" }, [
            "a←a?", "b←b?", "c←c?t",
        ])
    }

    @Test("a definition replaces the file's context of the same identifier, in its place")
    func replaces() throws {
        var user = MappingDefinition(class: "CodeUser")
        user.map("handle", from: "screen_name")
        let catalog = try MappingCatalog(
            contentsOf: MappingsFixtures.valid.appendingPathComponent("Twitter.mappings"),
            definitions: ["$UserModel": user], displayName: "Twitter.mappings")
        expectEqual(catalog.identifiers[4], "$UserModel")
        let details = try catalog.context("$TweetModel_Details")
        expectEqual(details.entries.first?.object?.className, "CodeUser")
        #expect(details.context(for: try #require(details.entries.first?.object)).entries.map(\.property) == ["handle"])
    }

    @Test("adding() registers definitions into a loaded catalog; the original is unchanged")
    func adding() throws {
        let catalog = try MappingsFixtures.valid("Twitter.mappings")
        var place = MappingDefinition(class: "PlaceModel")
        place.map("name", from: "full_name")
        var user = MappingDefinition(class: "CodeUser")
        user.map("handle", from: "screen_name")
        let extended = try catalog.adding(["$PlaceModel": place, "$UserModel": user])
        expectEqual(extended.identifiers, catalog.identifiers + ["$PlaceModel"])
        try expectEqual(extended.context("$PlaceModel").entries.map(\.property), ["name"])
        try expectEqual(extended.context("$TweetModel_Details").entries.first?.object?.className, "CodeUser")
        try expectEqual(catalog.context("$TweetModel_Details").entries.first?.object?.className, "UserModel")
        #expect(throws: MappingConfigurationError.self) { _ = try catalog.context("$PlaceModel") }
    }

    @Test("problems in code definitions point at the Swift line")
    func codeDiagnostics() throws {
        let line = #line + 1
        let broken = MappingDefinition(json: ["name": ["@keyPath": "name", "@optinal": true], "id": ""])
        var other = MappingDefinition()
        let mapLine = #line + 1
        other.map("user", from: "user", mappings: "$Missing")
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: "{}", definitions: ["$Broken": broken, "$Other": other])
        }
        #expect(error?.diagnostics.map { "\($0.location?.description ?? "-"): \($0.message)" } == [
            "\(Self.fileID):\(line):1: unknown keyword '@optinal' in entry 'name'",
            "\(Self.fileID):\(line):1: empty key path",
            "\(Self.fileID):\(mapLine):1: unknown context '$Missing' in '@mappings'",
        ])
        #expect(error?.diagnostics.first?.rendered() == """
            \(Self.fileID):\(line):1: error: unknown keyword '@optinal' in entry 'name'
            note: did you mean '@optional'?
            """)
    }
}
