import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// `@inherits`: lookup, dotted names, deep merge and its precedence.
@Suite("Catalog inheritance")
struct CatalogInheritanceTests {
    static let file = "inheritance.mappings"

    @Test("contexts, entry templates and @object templates")
    func identifiers() throws {
        let catalog = try MappingsFixtures.valid(Self.file)
        expectEqual(catalog.identifiers, ["$Templates", "$Identified", "$Dated", "$TweetModel", "$MediaModel", "$Author"])
        #expect(catalog.warnings.isEmpty)
    }

    @Test("own keys first, then the first template's, then later ones'; dotted names; lexical lookup")
    func tweetModel() throws {
        let tweet = try MappingsFixtures.valid(Self.file).context("$TweetModel")
        expectEqual(tweet.className, "TweetModel")
        expectEqual(tweet.summaries(in: Self.file), [
            EntrySummary("message", at: "25:9", keyPath: "text"),
            // Own @keyPath, the template's @optional and @defaultValue.
            EntrySummary(
                "imageUrl", at: "26:9", keyPath: "user.profile_image_url", optional: true,
                defaultValue: "https://example.com/none.png"),
            // Both templates set @optional: the first one wins.
            EntrySummary("name", at: "27:9", keyPath: "user.name", transformer: "trimmed"),
            // $Local inside $TweetModel hides the top-level $Local.
            EntrySummary("local", at: "28:9", keyPath: "local", optional: true),
            // Three levels of dotted name.
            EntrySummary("media", at: "29:9", keyPath: "entities.media", objectClass: "MediaModel", objectContext: "$MediaModel"),
            EntrySummary("user", at: "30:9", keyPath: "user", objectContext: "$TweetModel.user"),
            // From $Dated, which resolved its own @inherits first: its kind
            // keeps its @keyPath and @defaultValue and gains $Identified's @optional.
            EntrySummary("createdAt", at: "16:9", keyPath: "created_at"),
            EntrySummary("kind", at: "17:9", keyPath: "type", optional: true, defaultValue: "dated"),
            EntrySummary("identifier", at: "11:9", keyPath: "id_str"),
        ])
    }

    @Test("names are looked up from the nearest enclosing object outwards")
    func lexicalLookup() throws {
        let tweet = try MappingsFixtures.valid(Self.file).context("$TweetModel")
        let user = tweet.context(for: try #require(tweet.entries[5].object))
        expectEqual(user.summaries(in: Self.file), [
            EntrySummary("inner", at: "35:21", keyPath: "innermost"),
            EntrySummary("outer", at: "36:21", keyPath: "local", optional: true),
        ])
    }

    @Test("a template that inherits resolves first")
    func templatesResolveFirst() throws {
        let dated = try MappingsFixtures.valid(Self.file).context("$Dated")
        expectEqual(dated.summaries(in: Self.file), [
            EntrySummary("createdAt", at: "16:9", keyPath: "created_at"),
            EntrySummary("kind", at: "17:9", keyPath: "type", optional: true, defaultValue: "dated"),
            EntrySummary("identifier", at: "11:9", keyPath: "id_str"),
        ])
    }

    @Test("entry templates and @object templates at the top level")
    func topLevelTemplates() throws {
        let author = try MappingsFixtures.valid(Self.file).context("$Author")
        expectEqual(author.summaries(in: Self.file), [
            EntrySummary("nickname", at: "46:9", keyPath: "screen_name", optional: true, transformer: "trimmed"),
            EntrySummary("avatar", at: "47:9", keyPath: "avatar", objectClass: "UserModel", objectContext: "$MediaModel"),
        ])
    }

    @Test("the merge is deep: nested objects merge key by key, own values win")
    func deepMerge() throws {
        let catalog = try MappingCatalog(
            string: """
                {
                    "$Base": {
                        "user": {
                            "@keyPath": "base_user", "@optional": true,
                            "@object": { "@class": "BaseUser", "@mappings": { "name": "name", "id": "id" } }
                        }
                    },
                    "$Child": {
                        "@inherits": "$Base",
                        "user": { "@keyPath": "user", "@object": { "@mappings": { "name": "full_name" } } }
                    }
                }
                """)
        let child = try catalog.context("$Child")
        let user = try #require(child.entries.first)
        expectEqual(child.entries.count, 1)
        expectEqual(user.keyPath.description, "user")
        #expect(user.isOptional)
        expectEqual(user.object?.className, "BaseUser")
        let inline = child.context(for: try #require(user.object))
        expectEqual(inline.entries.map { "\($0.property)←\($0.keyPath)" }, ["name←full_name", "id←id"])
    }

    @Test("@defaultValue and @transformUserData are replaced whole, not merged")
    func dataIsNotMerged() throws {
        let catalog = try MappingCatalog(
            string: """
                {
                    "$T": { "@transformer": "t", "@defaultValue": { "a": 1, "b": 2 }, "@transformUserData": { "x": 1, "y": 2 } },
                    "$C": { "p": { "@inherits": "$T", "@keyPath": "p", "@defaultValue": { "a": 3 }, "@transformUserData": { "x": 3 } } }
                }
                """)
        let entry = try #require(try catalog.context("$C").entries.first)
        expectEqual(entry.defaultValue, ["a": 3])
        expectEqual(entry.transformUserData, ["x": 3])
        expectEqual(entry.transformer, "t")
    }

    @Test("a template's half of a transformer pair is completed by what inherits it")
    func templatePairs() throws {
        let catalog = try MappingCatalog(
            string: """
                {
                    "$MyTransformers": { "@transformClass": "MyTransformers" },
                    "$C": {
                        "a": { "@inherits": "$MyTransformers", "@keyPath": "a", "@transformSelector": "a:error:" },
                        "b": { "@inherits": "$MyTransformers", "@keyPath": "b", "@transformSelector": "b:error:" }
                    }
                }
                """)
        try expectEqual(catalog.context("$C").entries.map(\.transformer), ["MyTransformers.a:error:", "MyTransformers.b:error:"])
    }

    @Test("@inherits takes a string or an array, in any object")
    func anyObject() throws {
        let catalog = try MappingCatalog(
            string: """
                {
                    "$UserMappings": { "name": "name" },
                    "$C": {
                        "user": { "@keyPath": "user", "@object": { "@mappings": { "@inherits": ["$UserMappings"], "id": "id" } } }
                    }
                }
                """)
        let context = try catalog.context("$C")
        let inline = context.context(for: try #require(context.entries.first?.object))
        expectEqual(inline.entries.map(\.property), ["id", "name"])
    }

    @Test("a problem in a template is reported once, not once per object inheriting it")
    func templateErrorsOnce() throws {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(
                string: """
                    {
                        "$Local": { "@keyPath": "" },
                        "$A": { "a": { "@inherits": "$Local" }, "b": { "@inherits": "$Local" } },
                        "$B": { "@inherits": "$A" }
                    }
                    """, displayName: "once.mappings")
        }
        expectEqual(error?.diagnostics.map { $0.location?.description ?? "" }, ["once.mappings:2:29"])
    }

    @Test("cycles are spelled out", arguments: [
        (#"{ "$T1": { "@inherits": "$T2" }, "$T2": { "@inherits": "$T1" } }"#, "inheritance cycle: $T1 → $T2 → $T1"),
        (#"{ "$T": { "@inherits": "$T" } }"#, "inheritance cycle: $T → $T"),
        (#"{ "$C": { "a": { "@inherits": "$C.a" } } }"#, "inheritance cycle: a → $C.a"),
    ])
    func cycles(_ text: String, _ message: String) throws {
        let error = #expect(throws: MappingConfigurationError.self) { _ = try MappingCatalog(string: text) }
        expectEqual(error?.diagnostics.map(\.message), [message])
    }
}
