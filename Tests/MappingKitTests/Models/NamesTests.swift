import Foundation
import Testing

@testable import MappingKit

/// A model whose location type does not conform to `MappableValue`, behind an
/// `Optional` and inside an `Array`.
struct PlaceModel: Mappable {
    struct GeoPoint {}
    var name = ""
    var location: GeoPoint?
    var route: [GeoPoint]?
    static let properties: MappableProperties<PlaceModel> = ["name": \.name, "location": \.location, "route": \.route]
}

@Suite("Names that fit: labels, literals, registries, payload accessors, dynamic mapping")
struct NamesTests {
    @Test("MappingDefinition.map takes the nested object's class with class:")
    func classLabel() throws {
        var tweet = MappingDefinition(class: "TweetModel")
        tweet.map("identifier", from: "id_str")
        tweet.map("user", from: "user", class: "UserModel", mappings: "$UserModel")
        var user = MappingDefinition(class: "UserModel")
        user.map("name", from: "name")
        let catalog = try MappingCatalog(
            string: "{}", models: ExampleFiles.models, transformers: MyTransformers.registry,
            definitions: ["$TweetModel": tweet, "$UserModel": user])
        let result = try catalog.context("$TweetModel").object(from: ["id_str": "7", "user": ["name": "Ada"]], as: TweetModel.self)
        #expect(result.value.identifier == "7")
        #expect(result.value.user?.name == "Ada")
        #expect(result.report.issues.isEmpty)
    }

    @Test("a MappingVersion is a string literal; an invalid literal is the empty version, which no comparison matches")
    func versionLiteral() throws {
        let version: MappingVersion = "1.10"
        #expect(version == MappingVersion([1, 10]))
        #expect(version > "1.9")
        let invalid: MappingVersion = "1.x"
        #expect(invalid.components.isEmpty)
        #expect(invalid.description == "")
        let text = "1.x"
        #expect(MappingVersion(text) == nil)

        let file = #"{ "$T": { "a": "a", "@api >= 0": { "b": "b" }, "@api < 99": { "c": "c" }, "@api": { "d": "d" } } }"#
        func entries(_ environment: MappingEnvironment) throws -> [String] {
            let result = try MappingCatalog(string: file, environment: environment).context("$T")
                .object(from: ["a": 1, "b": 2, "c": 3, "d": 4], as: JSON.self)
            return result.value.objectValue?.map(\.0) ?? []
        }
        #expect(try entries(MappingEnvironment(versions: ["api": "2"])) == ["a", "b", "c", "d"])
        #expect(try entries(MappingEnvironment(versions: ["api": "two"])) == ["a", "d"])
    }

    @Test("TransformerRegistry() starts from the built-ins; .empty has none")
    func transformerRegistry() throws {
        var registry = TransformerRegistry()
        registry.register("shout") { input -> String in (input.value.stringValue ?? "").uppercased() }
        #expect(registry.names == (TransformerRegistry.standard.names + ["shout"]).sorted())
        let text = #"{ "$T": { "name": { "@keyPath": "n", "@transformer": "trimmed" }, "loud": { "@keyPath": "n", "@transformer": "shout" } } }"#
        let catalog = try MappingCatalog(string: text, transformers: registry)
        #expect(try catalog.context("$T").object(from: ["n": " ada "], as: JSON.self).value == ["name": "ada", "loud": " ADA "])

        var empty = TransformerRegistry.empty
        empty.register("shout") { input -> String in (input.value.stringValue ?? "").uppercased() }
        #expect(empty.names == ["shout"])
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text, transformers: empty) }
        #expect(error.diagnostics.map(\.message).contains { $0.contains("'trimmed'") })
    }

    @Test("PayloadValue reads like JSON: intValue, doubleValue, stringValue, index and key subscripts", arguments: [false, true])
    func payloadAccessors(fromDocument: Bool) throws {
        let json: JSON = ["pair": [2.5, 48], "name": "Ada", "big": 1e30, "list": [1, [2, 3]]]
        let value = fromDocument ? try Payload(parsing: Data(json.formatted().utf8)).value : PayloadValue(json)
        #expect(value["pair"]?[0]?.doubleValue == 2.5)
        #expect(value["pair"]?[1]?.intValue == 48)
        #expect(value["pair"]?[0]?.intValue == nil)
        #expect(value["pair"]?[2] == nil)
        #expect(value["pair"]?[-1] == nil)
        #expect(value["name"]?.stringValue == "Ada")
        #expect(value["name"]?.intValue == nil)
        #expect(value["name"]?[0] == nil)
        #expect(value["big"]?.intValue == nil)
        #expect(value["big"]?.doubleValue == 1e30)
        #expect(value["list"]?[1]?[1]?.intValue == 3)
        #expect(value["list"]?["0"] == nil)
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
    }

    @Test("a transformer reads pairs with pair[0]?.doubleValue")
    func transformerReadsLikeJSON() throws {
        var registry = TransformerRegistry()
        registry.register("coordinate") { input -> Coordinate in
            guard let longitude = input.value[0]?.doubleValue, let latitude = input.value[1]?.doubleValue
            else { throw TransformerError("expected [longitude, latitude], found \(input.value.summary)") }
            return Coordinate(latitude: latitude, longitude: longitude)
        }
        let catalog = try MappingCatalog(
            string: #"{ "$T": { "@class": "TweetModel", "coordinates": { "@keyPath": "c", "@transformer": "coordinate" } } }"#,
            models: ExampleFiles.models, transformers: registry)
        let tweet = try catalog.context("$T").object(from: Data(#"{"c": [2.35, 48.85]}"#.utf8), as: TweetModel.self)
        #expect(tweet.value.coordinates == Coordinate(latitude: 48.85, longitude: 2.35))
    }

    @Test("a property of type GeoPoint? or [GeoPoint]? suggests extension GeoPoint: MappableValue {}")
    func conformanceSuggestion() throws {
        let models = ModelRegistry().registering(PlaceModel.self)
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                string: #"{ "$P": { "@class": "PlaceModel", "name": "n", "location": "l", "route": "r" } }"#, models: models,
                displayName: "P.mappings")
        }
        #expect(error.diagnostics.map(\.message) == [
            "model 'PlaceModel': property 'location' has type Optional<GeoPoint>, which does not conform to MappableValue",
            "model 'PlaceModel': property 'route' has type Optional<Array<GeoPoint>>, which does not conform to MappableValue",
        ])
        #expect(error.diagnostics.map(\.suggestion) == [
            "add 'extension GeoPoint: MappableValue {}' (and a transformer that produces it)",
            "add 'extension GeoPoint: MappableValue {}' (and a transformer that produces it)",
        ])
    }

    @Test("dynamic mapping is object(from:as: JSON.self) and objects(from:as: JSON.self), from JSON or Data")
    func dynamicVerbs() throws {
        let catalog = try MappingCatalog(string: #"{ "$U": { "name": "n", "age": { "@keyPath": "a", "@optional": true } } }"#)
        let context = try catalog.context("$U")
        #expect(context.object(from: ["n": "Ada", "a": 36], as: JSON.self).value == ["name": "Ada", "age": 36])
        #expect(try context.object(from: Data(#"{"n": "Ada"}"#.utf8), as: JSON.self).value == ["name": "Ada"])
        let many = try context.objects(from: Data(#"[{"n": "Ada"}, 3, {"n": "Grace"}]"#.utf8), as: JSON.self)
        #expect(many.value == [["name": "Ada"], ["name": "Grace"]])
        #expect(many.report.issues.map(\.kind) == [.invalidElement])
        #expect(context.objects(from: ["n": "Ada"], as: JSON.self).value == [["name": "Ada"]])
        // Like every Data form: MappingError.invalidJSON, with the parse error's position.
        let error = #expect(throws: MappingError.self) { try context.objects(from: Data("[1,".utf8), as: JSON.self) }
        guard let parseError = error?.parseError else { Issue.record("not invalidJSON: \(String(describing: error))"); return }
        #expect(parseError.location.line == 1 && parseError.location.column == 4)
    }

    @Test("a scalar or null payload root is an invalidElement issue: an empty object, an untouched model, an array of none")
    func scalarRoot() throws {
        let catalog = try MappingCatalog(
            string: #"{ "$U": { "@class": "UserModel", "name": "n", "screenName": { "@keyPath": "s", "@defaultValue": "x" } } }"#,
            models: ExampleFiles.models)
        let context = try catalog.context("$U")
        for payload: JSON in [nil, 42, "text"] {
            let dynamic = context.object(from: payload, as: JSON.self)
            #expect(dynamic.value == [:])
            #expect(dynamic.report.issues.map(\.kind) == [.invalidElement])
            #expect(dynamic.report.issues.first?.message == "expected object, found \(PayloadValue(payload).summary)")
            let typed = try context.object(from: payload, as: UserModel.self)
            #expect(typed.value.name == "" && typed.value.screenName == "")
            #expect(typed.report.issues.map(\.kind) == [.invalidElement])
            #expect(try context.objects(from: payload, as: UserModel.self).value.count == 1)
            #expect(context.objects(from: [payload], as: JSON.self).value == [])
        }
    }
}
