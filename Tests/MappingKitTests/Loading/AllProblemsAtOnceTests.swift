import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 9 item 3: one load reports every problem of the files, the
/// compiler's and the registries' alike; one problem is reported once; a
/// typed call on an unregistered transformer throws.
@Suite("All problems at once")
struct AllProblemsAtOnceTests {
    static let folder = Fixtures.url("mappings/with-registries")

    @Test("an unknown keyword, property, transformer and @class are reported in one load, in file order")
    func allFour() throws {
        let name = "all-four-problems"
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                contentsOf: Self.folder.appendingPathComponent(name + ".mappings"), models: ExampleFiles.models,
                transformers: .standard, displayName: name + ".mappings")
        }
        #expect(error.errors.map(\.message) == [
            "unknown keyword '@optinal' in entry 'name'",
            "'UserModel' has no property 'screenNam'",
            "unknown transformer 'toInteger' (in entry 'followers')",
            "'UserModel' has no property 'imageUrll'",
            "unknown keyword '@optinal' in entry 'imageUrll'",
            "unknown model class 'UserModdel' in '@class' of '$Follower'",
        ])
        let actual = MappingsFixtures.rendered(error.diagnostics)
        let expectedURL = Self.folder.appendingPathComponent(name + ".expected")
        if Fixtures.isRecording {
            try Data(actual.utf8).write(to: expectedURL)
            return
        }
        #expect(actual == (try String(contentsOf: expectedURL, encoding: .utf8)))
    }

    @Test("a context that did not compile completely is still checked for what it has")
    func incompleteContext() throws {
        let text = #"{ "$U": { "@class": "UserModel", "nam": { "@keyPath": "name", "@transformer": "nope", "@object": 1 } } }"#
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(string: text, models: ExampleFiles.models, transformers: .standard, displayName: "U.mappings")
        }
        #expect(error.errors.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "U.mappings:1:34: 'UserModel' has no property 'nam'",
            "U.mappings:1:79: unknown transformer 'nope' (in entry 'nam')",
            "U.mappings:1:98: '@object' must be an object with '@mappings' and optionally '@class'",
        ])
    }

    @Test("without registries, loading reports the compiler's problems alone, as before")
    func withoutRegistries() throws {
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(contentsOf: Self.folder.appendingPathComponent("all-four-problems.mappings"))
        }
        #expect(error.errors.map(\.message) == [
            "unknown keyword '@optinal' in entry 'name'",
            "unknown keyword '@optinal' in entry 'imageUrll'",
        ])
    }

    @Test("a template's problem inherited by entries of other names is reported once, at its spot")
    func templateProblemOnce() throws {
        let text = #"{"$Base": {"name": {"@keyPath": "name", "@optinal": 1}}, "$B": {"@inherits": "$Base", "x": {"@inherits": "$Base.name"}}}"#
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text) }
        #expect(error.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "<string>.mappings:1:41: unknown keyword '@optinal' in entry 'name'",
        ])
        // The same for a context-level keyword inherited by another context.
        let contexts = #"{"$Base": {"@clas": "UserModel", "name": "name"}, "$B": {"@inherits": "$Base"}}"#
        let contextError = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: contexts) }
        #expect(contextError.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "<string>.mappings:1:12: unknown keyword '@clas' in context '$Base'",
        ])
        // Two problems at one spot are still two.
        let twoAtOneSpot = #"{ "$U": { "@class": "UserModel", "nam": { "@keyPath": "name", "@transformer": "nope" } } }"#
        let two = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(string: twoAtOneSpot, models: ExampleFiles.models, transformers: .standard)
        }
        #expect(two.errors.count == 2)
    }

    @Test("a typed call on a context whose transformer is not registered throws, once; dynamic mapping warns")
    func typedUnregisteredTransformer() throws {
        let text = #"{ "$U": { "@class": "UserModel", "name": "name", "followers": { "@keyPath": "n", "@transformer": "countFollowers" } } }"#
        let catalog = try MappingCatalog(string: text, displayName: "U.mappings")
        let context = try catalog.context("$U")
        let payload: JSON = [["name": "a", "n": 1], ["name": "b", "n": 2]]
        for _ in 0..<2 {  // not cached as validated: every typed call throws
            let error = try #require(throws: MappingConfigurationError.self) { try context.objects(from: payload, as: UserModel.self) }
            #expect(error.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" } == [
                "U.mappings:1:98: unknown transformer 'countFollowers' (in entry 'followers')",
            ])
        }
        var user = UserModel()
        #expect(throws: MappingConfigurationError.self) { try context.map(["name": "c"], into: &user) }
        #expect(user.name == "")
        // Nested contexts are checked with the context that uses them.
        let nested = #"{ "$T": { "@class": "TweetModel", "user": { "@keyPath": "user", "@object": { "@mappings": "$U" } } }, "$U": { "name": { "@keyPath": "name", "@transformer": "nope" } } }"#
        let nestedCatalog = try MappingCatalog(string: nested, models: ExampleFiles.models)
        #expect(throws: MappingConfigurationError.self) { try nestedCatalog.context("$T").object(from: [:], as: TweetModel.self) }
        // Dynamic mapping copies the value, with a warning.
        let dynamic = context.objects(from: payload, as: JSON.self)
        #expect(dynamic.value == [["name": "a", "followers": 1], ["name": "b", "followers": 2]])
        #expect(dynamic.report.issues.map { "\($0.severity) \($0.kind)" } == ["warning transformerUnavailable"])
    }
}
