import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Transformers")
struct TransformerTests {
    /// Maps `{"v": value}` into `property` of ``Scalars`` through `transformer`.
    static func transform(
        _ transformer: String, _ value: JSON, into property: String = "date", userData: String? = nil,
        registry: TransformerRegistry = .standard
    ) throws -> (Scalars, [String]) {
        let data = userData.map { #", "@transformUserData": \#($0)"# } ?? ""
        let text = #"{ "$T": { "\#(property)": { "@keyPath": "v", "@transformer": "\#(transformer)"\#(data) } } }"#
        let catalog = try MappingCatalog(string: text, transformers: registry)
        let result = try catalog.context("$T").object(from: ["v": value], as: Scalars.self)
        #expect(result.report.issues.allSatisfy { $0.kind == .transformerFailed })
        return (result.value, result.report.issues.map(\.message))
    }

    @Test("a transformer sees the value, its user data, the root payload and the path")
    func input() throws {
        var registry = TransformerRegistry()
        registry.register("inspect") { input -> String in
            "\(input.path) \(input.value.summary) \(input.userString("unit") ?? "-") \(input.root["id_str"]?.stringValue ?? "-")"
        }
        let text = #"{ "$T": { "string": { "@keyPath": "user.followers_count", "@transformer": "inspect", "@transformUserData": { "unit": "people" } } } }"#
        let catalog = try MappingCatalog(string: text, transformers: registry)
        let payload: JSON = [
            ["id_str": "1", "user": ["followers_count": 12]],
            ["id_str": "2", "user": ["followers_count": 7]],
        ]
        let result = try catalog.context("$T").objects(from: payload, as: Scalars.self)
        #expect(result.value.map(\.string) == [
            "[0].user.followers_count number 12 people -", "[1].user.followers_count number 7 people -",
        ])
        let input = TransformerInput(value: 12, userData: ["unit": "people"], root: payload, path: "[0].user.followers_count")
        expectEqual(input.root, payload)
        #expect(input.userString("unit") == "people")
    }

    @Test("the root payload is the whole document, also when mapped from Data")
    func root() throws {
        var registry = TransformerRegistry()
        registry.register("count") { input -> Int in input.root.arrayValue?.count ?? -1 }
        let catalog = try MappingCatalog(string: #"{ "$T": { "int": { "@keyPath": "id", "@transformer": "count" } } }"#, transformers: registry)
        let result = try catalog.context("$T").objects(from: Data(#"[{"id": 1}, {"id": 2}, {"id": 3}]"#.utf8), as: Scalars.self)
        expectEqual(result.value.map(\.int), [3, 3, 3])
    }

    @Test("a thrown error is a transformerFailed issue with its message; the property is untouched")
    func failure() throws {
        let catalog = try MappingCatalog(
            contentsOf: ExampleFiles.mappingsURL("Twitter"), models: ExampleFiles.models, transformers: MyTransformers.registry,
            displayName: "Twitter.mappings")
        var tweet = try ExampleFiles.payload("twitter-timeline")[0] ?? [:]
        tweet["coordinates"] = ["type": "Point", "coordinates": [1, 2, 3]]
        let model = TweetModel()
        model.coordinates = Coordinate(latitude: 1, longitude: 2)
        let report = try catalog.context("$TweetModel").map(tweet, into: model)
        expectEqual(model.coordinates, Coordinate(latitude: 1, longitude: 2))
        #expect(report.issues.map(\.description) == [
            "Twitter.mappings:19:9: error: coordinates.coordinates: transformer 'MyTransformers.coordinate2DFromFloatArray:error:' failed: expected [longitude, latitude], found array of 3 [$TweetModel → coordinates]",
        ])
        expectEqual(report.issues.map(\.kind), [.transformerFailed])
    }

    @Test("the AppCoreKit spelling resolves to the transformer registered as Class.selector")
    func appCoreKitSpelling() throws {
        let catalog = try ExampleFiles.catalog("Twitter")
        let entry = try #require(try catalog.context("$TweetModel").entries.first { $0.property == "coordinates" })
        #expect(entry.transformer == "MyTransformers.coordinate2DFromFloatArray:error:")
        let tweet = try #require(try ExampleFiles.payload("twitter-timeline")[0])
        let model = try catalog.context("$TweetModel").object(from: tweet, as: TweetModel.self).value
        expectEqual(model.coordinates, Coordinate(latitude: 35.46500176, longitude: -97.51087576))
    }

    @Test("without a transformer registry an unknown transformer is not a load error: the first typed call throws it, dynamic mapping warns")
    func unavailable() throws {
        let catalog = try MappingCatalog(string: #"{ "$T": { "date": { "@keyPath": "v", "@transformer": "rfc2822" } } }"#)
        let error = try #require(throws: MappingConfigurationError.self) {
            try catalog.context("$T").object(from: ["v": "Wed, 29 Aug 2012 17:12:58 +0000"], as: Scalars.self)
        }
        #expect(error.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "<string>.mappings:1:54: unknown transformer 'rfc2822' (in entry 'date')",
        ])
        let dynamic = try catalog.context("$T").object(from: ["v": "Wed, 29 Aug 2012 17:12:58 +0000"], as: JSON.self)
        #expect(dynamic.report.issues.map { "\($0.severity) \($0.kind): \($0.message)" } == [
            "warning transformerUnavailable: transformer 'rfc2822' is not registered; the value is copied as it is",
        ])
    }

    @Test("the date transformer: format, time zone and locale from the user data")
    func date() throws {
        let twitter = try Self.transform("date", "Wed Aug 29 17:12:58 +0000 2012", userData: #"{ "format": "EEE MMM dd HH:mm:ss Z yyyy" }"#)
        expectEqual(twitter.0.date?.timeIntervalSince1970, 1_346_260_378)
        let paris = try Self.transform("date", "03/06/2024 12:20", userData: #"{ "format": "dd/MM/yyyy HH:mm", "timeZone": "Europe/Paris" }"#)
        expectEqual(paris.0.date?.timeIntervalSince1970, 1_717_410_000)
        let utc = try Self.transform("date", "03/06/2024 12:20", userData: #"{ "format": "dd/MM/yyyy HH:mm" }"#)
        expectEqual(utc.0.date?.timeIntervalSince1970, 1_717_417_200)
        let french = try Self.transform("date", "3 juin 2024", userData: #"{ "format": "d MMMM yyyy", "locale": "fr_FR" }"#)
        expectEqual(french.0.date?.timeIntervalSince1970, 1_717_372_800)

        #expect(try Self.transform("date", "2024-06-03").1 == [
            #"transformer 'date' failed: the 'date' transformer needs '@transformUserData': { "format": "yyyy-MM-dd" } (or "formats": [...])"#,
        ])
        #expect(try Self.transform("date", "June 3", userData: #"{ "format": "yyyy-MM-dd" }"#).1 == [
            #"transformer 'date' failed: expected a date in format 'yyyy-MM-dd', found string "June 3""#,
        ])
        #expect(try Self.transform("date", "2024-06-03", userData: #"{ "format": "yyyy-MM-dd", "timeZone": "Mars/Olympus" }"#).1 == [
            "transformer 'date' failed: unknown time zone 'Mars/Olympus'",
        ])
        #expect(try Self.transform("date", 5, userData: #"{ "format": "yyyy-MM-dd" }"#).1 == [
            "transformer 'date' failed: expected a date string, found number 5",
        ])
    }

    @Test("iso8601Date, epochSeconds and epochMilliseconds")
    func dateBuiltIns() throws {
        #expect(try Self.transform("iso8601Date", "2011-04-14T16:00:49Z").0.date?.timeIntervalSince1970 == 1_302_796_849)
        #expect(try Self.transform("iso8601Date", "2011-04-14T18:00:49.5+02:00").0.date?.timeIntervalSince1970 == 1_302_796_849.5)
        #expect(try Self.transform("iso8601Date", 1_302_796_849).1 == ["transformer 'iso8601Date' failed: expected an ISO 8601 date, found number 1302796849"])
        #expect(try Self.transform("epochSeconds", 1_346_260_378).0.date?.timeIntervalSince1970 == 1_346_260_378)
        #expect(try Self.transform("epochSeconds", "1346260378").0.date?.timeIntervalSince1970 == 1_346_260_378)
        #expect(try Self.transform("epochSeconds", "soon").1 == [#"transformer 'epochSeconds' failed: expected a number of seconds since 1970, found string "soon""#])
        #expect(try Self.transform("epochMilliseconds", 1_346_260_378_250).0.date?.timeIntervalSince1970 == 1_346_260_378.25)
        #expect(try Self.transform("epochMilliseconds", true).1 == ["transformer 'epochMilliseconds' failed: expected a number of milliseconds since 1970, found bool true"])
    }

    @Test("trimmed, lowercased and uppercased")
    func stringBuiltIns() throws {
        #expect(try Self.transform("trimmed", "  Twitter API \n", into: "string").0.string == "Twitter API")
        #expect(try Self.transform("lowercased", "TwitterAPI", into: "string").0.string == "twitterapi")
        #expect(try Self.transform("uppercased", "en", into: "string").0.string == "EN")
        #expect(try Self.transform("trimmed", 5, into: "string").1 == ["transformer 'trimmed' failed: expected a string, found number 5"])
    }

    @Test("a default goes through the transformer; a missing optional value does not call it")
    func defaults() throws {
        var calls = TransformerRegistry.standard
        calls.register("fail") { _ -> JSON in throw TransformerError("called") }
        let text = """
            { "$T": {
                "date": { "@keyPath": "created", "@transformer": "epochSeconds", "@defaultValue": 0 },
                "json": { "@keyPath": "missing", "@optional": true, "@transformer": "fail" }
            } }
            """
        let catalog = try MappingCatalog(string: text, transformers: calls)
        let result = try catalog.context("$T").object(from: [:], as: Scalars.self)
        expectEqual(result.value.date?.timeIntervalSince1970, 0)
        #expect(result.report.issues.isEmpty)
    }

    @Test("a name registered again replaces the earlier transformer")
    func replace() throws {
        var registry = TransformerRegistry.standard
        registry.register("trimmed") { input -> String in "custom \(input.value.stringValue ?? "")" }
        #expect(try Self.transform("trimmed", " x ", into: "string", registry: registry).0.string == "custom  x ")
        // The built-in `date` compiles its format once per entry; a `date`
        // registered again replaces that too.
        registry.register("date") { _ -> Date in Date(timeIntervalSince1970: 42) }
        let format = #"{ "format": "yyyy-MM-dd" }"#
        expectEqual(try Self.transform("date", "2024-06-03", userData: format, registry: registry).0.date?.timeIntervalSince1970, 42)
        expectEqual(try Self.transform("date", "2024-06-03", userData: format).0.date?.timeIntervalSince1970, 1_717_372_800)
    }
}

@Suite("Transformers onto @self")
struct TransformerSelfTests {
    static var registry: TransformerRegistry {
        var registry = TransformerRegistry.standard
        TestTransformers.registerUserFromHandle(in: &registry)
        registry.register("eventFromHandle") { _ -> GHEvent in GHEvent() }
        return registry
    }

    @Test("a transformer onto @self replaces the object, and later entries fill it")
    func replaces() throws {
        let text = #"{ "$U": { "@class": "UserModel", "@self": { "@keyPath": "handle", "@transformer": "userFromHandle" }, "followers": "followers_count" } }"#
        let catalog = try MappingCatalog(string: text, models: ExampleFiles.models, transformers: Self.registry)
        let result = try catalog.context("$U").objects(
            from: [["handle": "@twitterapi", "followers_count": 12], ["handle": "twitter", "followers_count": 7]], as: UserModel.self)
        #expect(result.value.map(\.screenName) == ["twitterapi", ""])
        expectEqual(result.value.map(\.followers), [12, 7])
        #expect(result.report.issues.map { "\($0.sourcePath) → \($0.targetPath): \($0.message)" } == [
            #"[1].handle → [1]: transformer 'userFromHandle' failed: expected a handle such as "@twitterapi", found string "twitter""#,
        ])
    }

    @Test("a transformer onto @self must produce the model's type")
    func wrongType() throws {
        let text = #"{ "$U": { "@class": "UserModel", "@self": { "@keyPath": "handle", "@transformer": "eventFromHandle" } } }"#
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(string: text, models: ExampleFiles.models, transformers: Self.registry, displayName: "U.mappings")
        }
        #expect(error.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "U.mappings:1:34: transformer 'eventFromHandle' produces GHEvent, but '@self' of 'UserModel' needs UserModel",
        ])
        // Without the registry the name is unknown: the typed call throws.
        let unchecked = try MappingCatalog(string: text, models: ExampleFiles.models, displayName: "U.mappings")
        let typed = try #require(throws: MappingConfigurationError.self) {
            try unchecked.context("$U").object(from: ["handle": "@x"], as: UserModel.self)
        }
        #expect(typed.errors.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "U.mappings:1:83: unknown transformer 'eventFromHandle' (in entry '@self')",
        ])
    }
}
