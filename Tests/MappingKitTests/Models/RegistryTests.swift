import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A struct model with a read-only property and one of a type that cannot be mapped.
struct BrokenModel: Mappable {
    struct Opaque {}
    let fixed = 1
    var opaque = Opaque()
    var name = ""
    static let properties: MappableProperties<BrokenModel> = ["fixed": \.fixed, "opaque": \.opaque, "name": \.name]
}

@Suite("Model and transformer registries")
struct RegistryTests {
    static let broken = """
        {
            "$Tweet": {
                "@class": "TweetModel",
                "nmae": "user.name",
                "message": { "@keyPath": "text", "@object": { "@mappings": "$User" } },
                "retweetCount": { "@keyPath": "retweet_count", "@defaultValue": "many" },
                "createdAt": { "@keyPath": "created_at", "@transformer": "iso8601Dates" },
                "user": "user"
            },
            "$User": {
                "@class": "UserModle",
                "name": "name"
            }
        }
        """

    @Test("registers by type name or by an explicit name")
    func names() {
        var models = ModelRegistry()
        models.register(TweetModel.self)
        models.register(UserModel.self, as: "User")
        let more = models.registering(GHEvent.self)
        #expect(models.names == ["TweetModel", "User"])
        #expect(more.names == ["GHEvent", "TweetModel", "User"])
        expectEqual(TransformerRegistry.empty.names, [])
        expectEqual(TransformerRegistry().names, TransformerRegistry.standard.names)
        #expect(TransformerRegistry.standard.names == [
            "date", "epochMilliseconds", "epochSeconds", "iso8601Date", "lowercased", "trimmed", "uppercased",
        ])
    }

    @Test("@class resolves through an explicit registered name")
    func explicitName() throws {
        let models = ModelRegistry().registering(UserModel.self, as: "User")
        let catalog = try MappingCatalog(string: #"{ "$U": { "@class": "User", "name": "name" } }"#, models: models)
        let result = try catalog.context("$U").object(from: ["name": "Ada"], as: UserModel.self)
        #expect(result.value.name == "Ada")
        #expect(result.report.issues.isEmpty)
    }

    @Test("every configuration problem is reported at once, in file order, with did-you-mean")
    func loadTimeValidation() throws {
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                string: Self.broken, models: ExampleFiles.models, transformers: MyTransformers.registry,
                displayName: "Broken.mappings")
        }
        #expect(error.description == """
            Broken.mappings:4:9: error: 'TweetModel' has no property 'nmae'
                    "nmae": "user.name",
                    ^
            note: did you mean 'name'?
            Broken.mappings:5:9: error: 'message' of 'TweetModel' is String, not a model or a collection of models; '@object' needs one
                    "message": { "@keyPath": "text", "@object": { "@mappings": "$User" } },
                    ^
            note: give the property a Mappable type, or remove '@object'
            Broken.mappings:6:9: error: '@defaultValue' of 'retweetCount' cannot become Int: expected Int, found string "many"
                    "retweetCount": { "@keyPath": "retweet_count", "@defaultValue": "many" },
                    ^
            note: give a default of the property's type
            Broken.mappings:7:66: error: unknown transformer 'iso8601Dates' (in entry 'createdAt')
                    "createdAt": { "@keyPath": "created_at", "@transformer": "iso8601Dates" },
                                                                             ^
            note: did you mean 'iso8601Date'?
            Broken.mappings:8:9: error: 'user' of 'TweetModel' holds UserModel models; its entry needs '@object'
                    "user": "user"
                    ^
            note: add "@object": { "@mappings": "$UserModel" }
            Broken.mappings:10:5: error: unknown model class 'UserModle' in '@class' of '$User'
                "$User": {
                ^
            note: did you mean 'UserModel'?
            """)
        expectEqual(error.errors.count, 6)
    }

    @Test("a transformer whose output does not fit the property is a load error")
    func transformerOutputType() throws {
        let text = #"{ "$T": { "@class": "TweetModel", "name": { "@keyPath": "at", "@transformer": "epochSeconds" } } }"#
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(string: text, models: ExampleFiles.models, transformers: .standard, displayName: "T.mappings")
        }
        #expect(error.diagnostics.map(\.message) == [
            "transformer 'epochSeconds' produces Date, but 'name' of 'TweetModel' is String",
        ])
        #expect(error.diagnostics.first?.location?.description == "T.mappings:1:35")
    }

    @Test("an @object class that does not fit the property, and an unknown one")
    func objectClass() throws {
        let text = """
            {
                "$T": {
                    "@class": "TweetModel",
                    "user": { "@keyPath": "user", "@object": { "@class": "GHUser", "@mappings": { "login": "login" } } }
                },
                "$L": {
                    "@class": "TimelineModel",
                    "tweets": { "@keyPath": "@self", "@object": { "@class": "TweetModl", "@mappings": "$T" } }
                }
            }
            """
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(string: text, models: ExampleFiles.models, displayName: "O.mappings")
        }
        #expect(error.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "O.mappings:4:9: '@class' GHUser does not fit 'user' of 'TweetModel', which holds UserModel",
            "O.mappings:8:9: unknown model class 'TweetModl' in '@object' of 'tweets'",
        ])
        #expect(error.diagnostics.last?.suggestion == "did you mean 'TweetModel'?")
    }

    @Test("properties that cannot be mapped are reported against the model")
    func propertyProblems() throws {
        let models = ModelRegistry().registering(BrokenModel.self)
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                string: #"{ "$B": { "@class": "BrokenModel", "name": "n", "fixed": "f", "opaque": "o" } }"#, models: models,
                displayName: "B.mappings")
        }
        #expect(error.diagnostics.map { $0.location?.description } == ["B.mappings:1:49", "B.mappings:1:63"])
        #expect(error.diagnostics.map(\.message) == [
            "model 'BrokenModel': property 'fixed' is read-only (its key path is not writable)",
            "model 'BrokenModel': property 'opaque' has type Opaque, which does not conform to MappableValue",
        ])
        #expect(error.diagnostics.map(\.suggestion) == [
            "declare it with 'var'", "add 'extension Opaque: MappableValue {}' (and a transformer that produces it)",
        ])
    }

    @Test("without registries, the typed API validates the context against the model on first use")
    func typedValidation() throws {
        let catalog = try MappingCatalog(
            string: #"{ "$U": { "@class": "UserModel", "nmae": "name", "followers": { "@keyPath": "f", "@defaultValue": "x" } } }"#,
            displayName: "U.mappings")
        let context = try catalog.context("$U")
        let error = try #require(throws: MappingConfigurationError.self) { try context.object(from: [:], as: UserModel.self) }
        #expect(error.diagnostics.map(\.message) == [
            "'UserModel' has no property 'nmae'",
            "'@defaultValue' of 'followers' cannot become Int: expected Int, found string \"x\"",
        ])
        #expect(error.diagnostics.map { $0.location?.description } == ["U.mappings:1:34", "U.mappings:1:50"])
        let wrongType = try #require(throws: MappingConfigurationError.self) { try context.object(from: [:], as: GHUser.self) }
        #expect(wrongType.diagnostics.map(\.message) == [
            "'GHUser' has no property 'nmae'", "'GHUser' has no property 'followers'",
        ])
        #expect(wrongType.diagnostics.first?.suggestion == "add it to GHUser.properties")
        let registered = try MappingCatalog(
            string: #"{ "$U": { "@class": "UserModel", "name": "name" } }"#, models: ExampleFiles.models, displayName: "U.mappings")
        let misfit = try #require(throws: MappingConfigurationError.self) {
            try registered.context("$U").object(from: [:], as: GHUser.self)
        }
        #expect(misfit.diagnostics.first?.description == """
            U.mappings:1:3: error: context '$U' maps into UserModel, not GHUser
            { "$U": { "@class": "UserModel", "name": "name" } }
              ^
            note: ask for UserModel.self, or use a context whose '@class' is GHUser
            """)
    }
}
