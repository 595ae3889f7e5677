import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A struct whose properties read from all kinds of key paths.
struct PathModel: Mappable, Equatable {
    var first = ""
    var secondEnd = 0
    var dotted = ""
    var nested = ""
    var code = ""
    var whole: JSON = .null
    var missing = "kept"
    var missingDotted = "kept"
    static let properties: MappableProperties<PathModel> = [
        "first": \.first, "secondEnd": \.secondEnd, "dotted": \.dotted, "nested": \.nested, "code": \.code,
        "whole": \.whole, "missing": \.missing, "missingDotted": \.missingDotted,
    ]
}

@Suite("Key paths and @self")
struct ApplyPathTests {
    static let mappings = """
        {
            "$Paths": {
                "first": "entities.urls.0.expanded_url",
                "secondEnd": "entities.urls.1.indices.1",
                "dotted": { "@keyPath": ["meta", "a.b"] },
                "nested": "meta.a.b",
                "code": "codes.404",
                "whole": { "@keyPath": "@self" },
                "missing": "entities.urls.5.expanded_url",
                "missingDotted": { "@keyPath": ["meta", "a.c"] }
            },
            "$TweetWithUserFields": {
                "@class": "TweetModel",
                "identifier": "id_str",
                "@self": { "@keyPath": "user", "@object": { "@mappings": "$UserFields" } }
            },
            "$UserFields": {
                "name": "name",
                "imageUrl": { "@keyPath": "profile_image_url", "@optional": true }
            }
        }
        """

    static let payload: JSON = [
        "id_str": "240859602684612608",
        "entities": [
            "urls": [
                ["expanded_url": "https://dev.twitter.com/programs/twitter-certified-products", "indices": [52, 75]],
                ["expanded_url": "https://t.co/MjJ8xAnT", "indices": [80, 103]],
            ]
        ],
        "meta": ["a.b": "dotted key", "a": ["b": "nested key"]],
        "codes": ["404": "Not Found"],
    ]

    static func catalog() throws -> MappingCatalog {
        try MappingCatalog(string: mappings, models: ExampleFiles.models, displayName: "Paths.mappings")
    }

    @Test("dotted paths, numeric segments into arrays, literal segments, digit keys of objects, @self as source")
    func paths() throws {
        let result = try Self.catalog().context("$Paths").object(from: Self.payload, as: PathModel.self)
        let model = result.value
        expectEqual(model.first, "https://dev.twitter.com/programs/twitter-certified-products")
        expectEqual(model.secondEnd, 103)
        expectEqual(model.dotted, "dotted key")
        expectEqual(model.nested, "nested key")
        expectEqual(model.code, "Not Found")
        expectEqual(model.whole, Self.payload)
        expectEqual(model.missing, "kept")
        expectEqual(model.missingDotted, "kept")
        expectEqual(result.report.issues.map { "\($0.sourcePath) → \($0.targetPath)" }, [
            "entities.urls[5].expanded_url → missing",
            #"meta["a.c"] → missingDotted"#,
        ])
        expectEqual(result.report.issues.map(\.keyPath), ["entities.urls.5.expanded_url", #"meta["a.c"]"#])
    }

    @Test("paths in an array payload start at the element")
    func pathsInArray() throws {
        let result = try Self.catalog().context("$Paths").objects(from: [Self.payload, Self.payload], as: PathModel.self)
        expectEqual(result.value.count, 2)
        expectEqual(result.report.issues.map(\.sourcePath), [
            "[0].entities.urls[5].expanded_url", #"[0].meta["a.c"]"#,
            "[1].entities.urls[5].expanded_url", #"[1].meta["a.c"]"#,
        ])
    }

    @Test("@self as a target maps a nested part of the payload onto the same object")
    func selfTarget() throws {
        let payload: JSON = [
            "id_str": "1",
            "user": ["name": "Twitter API", "profile_image_url": "http://a0.twimg.com/profile_images/1/normal.png"],
        ]
        let result = try Self.catalog().context("$TweetWithUserFields").object(from: payload, as: TweetModel.self)
        expectEqual(result.value.identifier, "1")
        expectEqual(result.value.name, "Twitter API")
        expectEqual(result.value.imageUrl?.absoluteString, "http://a0.twimg.com/profile_images/1/normal.png")
        expectEqual(result.value.user, nil)
        #expect(result.report.issues.isEmpty)

        let broken = try Self.catalog().context("$TweetWithUserFields").objects(
            from: [payload, ["id_str": "2", "user": ["screen_name": "x"]], ["id_str": "3"]], as: TweetModel.self)
        expectEqual(broken.value.map(\.identifier), ["1", "2", "3"])
        expectEqual(broken.report.issues.map { "\($0.context) \($0.sourcePath) → \($0.targetPath): \($0.message)" }, [
            "$UserFields [1].user.name → [1].name: missing required value for 'name'",
            "$TweetWithUserFields [2].user → [2]: missing required value for '@self'",
        ])
    }

    @Test("@self as a target works in dynamic mapping too: its keys merge into the object")
    func selfTargetJSON() throws {
        let payload: JSON = ["id_str": "1", "user": ["name": "Twitter API"]]
        let result = try Self.catalog().context("$TweetWithUserFields").object(from: payload, as: JSON.self)
        expectEqual(result.value.formatted(), #"{"identifier":"1","name":"Twitter API"}"#)
    }
}
