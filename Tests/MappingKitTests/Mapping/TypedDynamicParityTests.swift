import Foundation
import Testing

@testable import MappingKit

/// Issue 9 item 3: the typed path (`Applier.map`) and dynamic mapping
/// (`Applier.mapJSON`) report the same kind of issue for the same problem,
/// and dynamic mapping reports a problem of the mappings once per entry.
@Suite("Typed and dynamic mapping report alike")
struct TypedDynamicParityTests {
    /// The issues' kinds and target paths, for comparing the two paths.
    static func kinds(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.kind) \($0.targetPath)" }
    }

    static var registry: TransformerRegistry {
        var registry = TransformerRegistry.standard
        // The JSON form of a user from a handle: an object, or (for a
        // handle without '@') a plain string.
        registry.register("userJSON") { input -> JSON in
            guard let handle = input.value.stringValue, handle.hasPrefix("@") else { return input.value.json }
            return ["screenName": .string(String(handle.dropFirst()))]
        }
        TestTransformers.registerUserFromHandle(in: &registry)
        return registry
    }

    @Test("an '@self' transformer whose output is not an object: transformerFailed on both paths (dynamic dropped it silently)")
    func selfTransformerNotAnObject() throws {
        let text = #"{ "$U": { "@self": { "@keyPath": "handle", "@transformer": "userJSON" }, "followers": "followers_count" } }"#
        let catalog = try MappingCatalog(string: text, transformers: Self.registry)
        let payload: JSON = [["handle": "@ada", "followers_count": 1], ["handle": "grace", "followers_count": 2]]
        let dynamic = try catalog.context("$U").objects(from: payload, as: JSON.self)
        #expect(dynamic.value == [["screenName": "ada", "followers": 1], ["followers": 2]])
        #expect(Self.kinds(dynamic.report) == ["error transformerFailed [1]"])
        #expect(dynamic.report.issues.first?.message == #"transformer 'userJSON' produced string "grace", expected an object for '@self'"#)

        // The typed path, with a transformer that fails on the same input.
        let typedText = #"{ "$U": { "@self": { "@keyPath": "handle", "@transformer": "userFromHandle" }, "followers": "followers_count" } }"#
        let typedCatalog = try MappingCatalog(string: typedText, transformers: Self.registry)
        let typed = try typedCatalog.context("$U").objects(from: payload, as: UserModel.self)
        #expect(Self.kinds(typed.report) == Self.kinds(dynamic.report))
        // The typed path's transformer fails alike dynamically; the model
        // it makes has no JSON form, a warning reported once.
        let both = try typedCatalog.context("$U").objects(from: payload, as: JSON.self)
        #expect(Self.kinds(both.report) == ["warning transformerFailed [0]", "error transformerFailed [1]"])
        #expect(both.report.summary.map { "\($0.kind) \($0.count)" } == ["transformerFailed 2"])
    }

    @Test("populating: a collection entry given an object is a typeMismatch on both paths (dynamic replaced the array)")
    func collectionGivenObject() throws {
        let text = #"""
            { "$Timeline": { "@class": "TimelineModel", "tweets": { "@keyPath": "tweets", "@object": { "@mappings": "$Tweet" } } },
              "$Tweet": { "@class": "TweetModel", "identifier": "id" } }
            """#
        let catalog = try MappingCatalog(string: text, models: ExampleFiles.models)
        let payload: JSON = ["tweets": ["id": "3"]]
        let timeline = TimelineModel()
        let existing = TweetModel()
        existing.identifier = "1"
        timeline.tweets = [existing]
        let typed = try catalog.context("$Timeline").map(payload, into: timeline)
        #expect(timeline.tweets.map(\.identifier) == ["1"])

        var document: JSON = ["tweets": [["identifier": "1"]]]
        let dynamic = try catalog.context("$Timeline").map(payload, intoJSON: &document)
        #expect(document == ["tweets": [["identifier": "1"]]])
        #expect(Self.kinds(dynamic) == ["error typeMismatch tweets"])
        #expect(Self.kinds(dynamic) == Self.kinds(typed))
    }

    @Test("populating: a single-object entry given an array is a typeMismatch on both paths (dynamic replaced the object)")
    func objectGivenArray() throws {
        let text = #"""
            { "$Tweet": { "@class": "TweetModel", "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } } },
              "$User": { "@class": "UserModel", "name": "name" } }
            """#
        let catalog = try MappingCatalog(string: text, models: ExampleFiles.models)
        let payload: JSON = ["user": [["name": "b"]]]
        let tweet = TweetModel()
        let user = UserModel()
        user.name = "a"
        tweet.user = user
        let typed = try catalog.context("$Tweet").map(payload, into: tweet)
        #expect(tweet.user?.name == "a")

        var document: JSON = ["user": ["name": "a"]]
        let dynamic = try catalog.context("$Tweet").map(payload, intoJSON: &document)
        #expect(document == ["user": ["name": "a"]])
        #expect(Self.kinds(dynamic) == ["error typeMismatch user"])
        #expect(Self.kinds(dynamic) == Self.kinds(typed))
        // A new document has no shape to keep: the array maps as a collection.
        let fresh = try catalog.context("$Tweet").object(from: payload, as: JSON.self)
        #expect(fresh.value == ["user": [["name": "b"]]])
        #expect(fresh.report.issues.isEmpty)
    }

    @Test("a nested entry given a scalar, and a collection element that is not an object: the same kinds on both paths")
    func nestedShapes() throws {
        let text = #"""
            { "$Timeline": { "@class": "TimelineModel", "tweets": { "@keyPath": "tweets", "@object": { "@mappings": "$Tweet" } } },
              "$Tweet": { "@class": "TweetModel", "identifier": "id", "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } } },
              "$User": { "@class": "UserModel", "name": "name" } }
            """#
        let catalog = try MappingCatalog(string: text, models: ExampleFiles.models)
        let payload: JSON = ["tweets": [["id": "1", "user": 3], 4, ["id": "2", "user": ["name": "x"]]]]
        let typed = try catalog.context("$Timeline").object(from: payload, as: TimelineModel.self)
        let dynamic = try catalog.context("$Timeline").object(from: payload, as: JSON.self)
        #expect(Self.kinds(typed.report) == ["error typeMismatch tweets[0].user", "error invalidElement tweets[1]"])
        #expect(Self.kinds(dynamic.report) == Self.kinds(typed.report))
    }

    @Test("an unregistered transformer: one warning per entry, however many objects; the summary counts them all")
    func unavailableOncePerEntry() throws {
        let text = #"{ "$U": { "name": { "@keyPath": "name", "@transformer": "nope" }, "handle": { "@keyPath": "h", "@transformer": "nope" } } }"#
        let context = try MappingCatalog(string: text, displayName: "U.mappings").context("$U")
        let payload = JSON.array((0..<100).map { ["name": .string("n\($0)"), "h": .number(JSON.Number($0))] })
        let result = context.objects(from: payload, as: JSON.self)
        #expect(result.value.count == 100)
        #expect(result.value.last == ["name": "n99", "handle": 99])
        #expect(result.report.issues.map(\.description) == [
            "U.mappings:1:11: warning: [0].name: transformer 'nope' is not registered; the value is copied as it is [$U → [0].name]",
            "U.mappings:1:67: warning: [0].h: transformer 'nope' is not registered; the value is copied as it is [$U → [0].handle]",
        ])
        #expect(result.report.warningCount == 2 && result.report.issueCount == 2 && !result.report.isTruncated)
        #expect(result.report.summary.map(\.description) == [
            "$U.name (name): transformerUnavailable in 100 of 100 objects",
            "$U.handle (h): transformerUnavailable in 100 of 100 objects",
        ])
        #expect(result.report.rendered(.text).contains("2 issues (0 errors, 2 warnings)"))
    }

    @Test("an unregistered transformer on @self: a copied value that is no object is reported dropped, not lost in silence")
    func unregisteredSelfTransformerDropsNoValueSilently() throws {
        let text = #"{ "$P": { "@self": { "@keyPath": "place", "@transformer": "nope" }, "id": "id" } }"#
        let context = try MappingCatalog(string: text, displayName: "P.mappings").context("$P")
        let payload: JSON = [["id": 1, "place": "Paris"], ["id": 2, "place": ["city": "Lyon"]], ["id": 3, "place": "Nice"]]
        let result = context.objects(from: payload, as: JSON.self)
        // An object is merged, as documented; a string has nowhere to go.
        #expect(result.value == [["id": 1], ["city": "Lyon", "id": 2], ["id": 3]])
        #expect(result.report.issues.map(\.description) == [
            "P.mappings:1:11: warning: [0].place: transformer 'nope' is not registered; the value is copied as it is [$P → [0]]",
            "P.mappings:1:11: error: [0].place: transformer 'nope' is not registered, and the value copied in its place is string \"Paris\", not an object to merge into '@self': it is dropped; register the transformer [$P → [0]]",
            "P.mappings:1:11: error: [2].place: transformer 'nope' is not registered, and the value copied in its place is string \"Nice\", not an object to merge into '@self': it is dropped; register the transformer [$P → [2]]",
        ])
        #expect(result.report.hasErrors)
    }

    @Test("an unregistered transformer in an @identity collection: reported once, counted for every element")
    func unavailableInIdentityCollection() throws {
        let text = #"""
            { "$List": { "items": { "@keyPath": "items", "@identity": "id", "@object": { "@mappings": "$Item" } } },
              "$Item": { "id": "id", "label": { "@keyPath": "label", "@transformer": "nope" } } }
            """#
        let context = try MappingCatalog(string: text).context("$List")
        var document: JSON = ["items": [["id": 1, "label": "old"]]]
        let report = context.map(["items": [["id": 1, "label": "a"], ["id": 2, "label": "b"], ["id": 3, "label": "c"]]], intoJSON: &document)
        #expect(document == ["items": [["id": 1, "label": "a"], ["id": 2, "label": "b"], ["id": 3, "label": "c"]]])
        #expect(report.issues.map(\.targetPath) == ["items[1].label"])
        #expect(report.summary.map { "\($0.entry) \($0.kind) \($0.count)" } == ["label transformerUnavailable 3"])
    }
}
