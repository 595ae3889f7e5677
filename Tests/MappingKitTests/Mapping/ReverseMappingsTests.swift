import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A profile as an API returns it (struct models).
struct Profile: Mappable, Equatable {
    var name = ""
    var email: String?
    var age = 0
    var address: Address?

    static let properties: MappableProperties<Profile> = [
        "name": \.name, "email": \.email, "age": \.age, "address": \.address,
    ]
}

struct Address: Mappable, Equatable {
    var city = ""
    var zip = ""

    static let properties: MappableProperties<Address> = ["city": \.city, "zip": \.zip]
}

/// A member (a class model).
final class Member: Mappable, Equatable {
    var name = ""
    var role = ""
    var since: Date?
    var home: Address?

    init() {}

    static let properties: MappableProperties<Member> = [
        "name": \.name, "role": \.role, "since": \.since, "home": \.home,
    ]

    static func == (lhs: Member, rhs: Member) -> Bool {
        lhs.name == rhs.name && lhs.role == rhs.role && lhs.since == rhs.since && lhs.home == rhs.home
    }
}

/// Issue 12 item 4: `@reverseMappings`, a context's separate entry set for
/// model → JSON.
@Suite("@reverseMappings")
struct ReverseMappingsTests {
    static let folder = "mappings/reverse"

    static var models: ModelRegistry {
        ModelRegistry().registering(Profile.self).registering(Address.self).registering(Member.self)
    }

    static func catalog(models: ModelRegistry? = Self.models) throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: Fixtures.url("\(folder)/Accounts.mappings"), models: models, transformers: .standard,
            displayName: "Accounts.mappings")
    }

    static func payload(_ name: String) throws -> JSON {
        try JSON(parsing: try Fixtures.data("\(folder)/\(name).json"))
    }

    @Test("forward mapping reads the entries and ignores @reverseMappings (structs)")
    func forward() throws {
        let result = try Self.catalog().context("$Profile").object(from: try Self.payload("profile"), as: Profile.self)
        #expect(result.report.issues.isEmpty)
        expectEqual(result.value, Profile(name: "Ada", email: "ada@example.com", age: 36, address: Address(city: "London", zip: "N1 9GU")))
    }

    @Test("json(from:) writes the @reverseMappings entries, in nested contexts too; an entry left out is not written")
    func reverse() throws {
        let context = try Self.catalog().context("$Profile")
        let profile = try context.object(from: try Self.payload("profile"), as: Profile.self).value
        let json = try context.json(from: profile)
        let expected = try Fixtures.expected("\(Self.folder)/profile.expected.json", actual: json.formatted() + "\n")
        if let expected { expectEqual(json.formatted() + "\n", expected) }
        #expect(json["age"] == nil && json["user"] == nil)
        // An array of models too.
        expectEqual(try context.json(from: [profile, profile]).arrayValue?.count, 2)
    }

    @Test("a nil optional reverse entry is left out")
    func nilLeftOut() throws {
        let json = try Self.catalog().context("$Profile").json(from: Profile(name: "Bo"))
        expectEqual(json.formatted(), #"{"user_name":"Bo"}"#)
    }

    @Test("without @reverseMappings, reverse mapping writes the entries' own key paths")
    func withoutReverseMappings() throws {
        let json = try Self.catalog().context("$PlainAddress").json(from: Address(city: "Paris", zip: "75001"))
        expectEqual(json.formatted(), #"{"city_name":"Paris","postal":{"code":"75001"}}"#)
    }

    @Test("@reverseMappings is inherited with @inherits and merged entry by entry; the context's own win (classes)")
    func inherited() throws {
        let context = try Self.catalog().context("$Member")
        let member = try context.object(from: try Self.payload("member"), as: Member.self)
        #expect(member.report.issues.isEmpty)
        expectEqual(member.value.role, "admin")
        let json = try context.json(from: member.value)
        expectEqual(json.formatted(), #"{"access":{"level":"admin"},"display_name":"Grace","since":"2024-03-01T09:30:00Z"}"#)
        // The forward entries are the template's, untouched by the reverse set.
        expectEqual(context.entries.map(\.keyPath.description), ["name", "role", "member_since"])
        expectEqual(context.reverseEntries?.map(\.property), ["role", "name", "since"])
        expectEqual(context.reverseEntries?.map(\.keyPath.description), ["access.level", "display_name", "since"])
        expectEqual(try Self.catalog().context("$PlainAddress").reverseEntries, nil)
    }

    @Test("an inline @mappings context may have its own @reverseMappings; selectors inside resolve at load")
    func inlineAndSelectors() throws {
        let text = """
            { "$P": { "@class": "Profile", "name": "name",
                      "@reverseMappings": {
                          "name": "n",
                          "address": { "@keyPath": "a", "@object": { "@class": "Address",
                              "@mappings": { "city": "c", "zip": "z", "@reverseMappings": { "city": "town" } } } },
                          "@beta": { "name": "beta_name" } } } }
            """
        let profile = Profile(name: "Al", address: Address(city: "Rome", zip: "00100"))
        let plain = try MappingCatalog(string: text, environment: MappingEnvironment(), models: Self.models)
        expectEqual(try plain.context("$P").json(from: profile).formatted(), #"{"n":"Al","a":{"town":"Rome"}}"#)
        let beta = try MappingCatalog(string: text, environment: MappingEnvironment(tags: ["beta"]), models: Self.models)
        expectEqual(try beta.context("$P").json(from: profile).formatted(), #"{"beta_name":"Al","a":{"town":"Rome"}}"#)
    }

    @Test("an empty @reverseMappings writes an empty object; a @self entry merges a nested context's keys")
    func emptyAndSelf() throws {
        let profile = Profile(name: "Al", address: Address(city: "Rome", zip: "00100"))
        let empty = try MappingCatalog(string: #"{ "$P": { "name": "name", "@reverseMappings": {} } }"#)
        expectEqual(try empty.context("$P").json(from: profile).formatted(), "{}")
        let merged = try MappingCatalog(string: """
            { "$P": { "name": "name", "@reverseMappings": { "name": "n", "@self": { "@object": { "@mappings": "$Flat" } } } },
              "$Flat": { "name": "user.name", "@reverseMappings": { "name": "display" } } }
            """)
        expectEqual(try merged.context("$P").json(from: profile).formatted(), #"{"n":"Al","display":"Al"}"#)
    }

    @Test("a MappingDefinition made from JSON takes @reverseMappings too")
    func definition() throws {
        let definition = MappingDefinition(json: ["name": "user.name", "@reverseMappings": ["name": "user_name"]])
        let catalog = try MappingCatalog(string: "{}", definitions: ["$P": definition])
        expectEqual(try catalog.context("$P").json(from: Profile(name: "Al")).formatted(), #"{"user_name":"Al"}"#)
    }

    @Test("a catalog loaded without models checks @reverseMappings on the first json(from:)")
    func typedCheck() throws {
        let text = #"{ "$P": { "name": "user.name", "@reverseMappings": { "nmae": "user_name" } } }"#
        let catalog = try MappingCatalog(string: text, displayName: "P.mappings")
        let context = try catalog.context("$P")
        // Forward mapping never reads the reverse set.
        expectEqual(try context.object(from: ["user": ["name": "Al"]], as: Profile.self).value.name, "Al")
        let error = #expect(throws: MappingConfigurationError.self) { _ = try context.json(from: Profile(name: "Al")) }
        expectEqual(error?.errors.map { "\($0.location?.description ?? ""): \($0.message) / \($0.suggestion ?? "")" }, [
            "P.mappings:1:54: 'Profile' has no property 'nmae' / did you mean 'name'?"
        ])
    }

    @Test("without models, json(from:) also checks the @reverseMappings of nested contexts, against the property's model type")
    func typedCheckNested() throws {
        let text = """
            { "$P": { "name": "name", "@reverseMappings": { "name": "n", "address": { "@keyPath": "a", "@object": { "@mappings": "$A" } } } },
              "$A": { "city": "city", "@reverseMappings": { "cty": "c" } } }
            """
        let context = try MappingCatalog(string: text, displayName: "P.mappings").context("$P")
        let error = #expect(throws: MappingConfigurationError.self) { _ = try context.json(from: Profile(name: "Al")) }
        expectEqual(error?.errors.map { "\($0.location?.description ?? ""): \($0.message) / \($0.suggestion ?? "")" }, [
            "P.mappings:2:49: 'Address' has no property 'cty' / did you mean 'city'?"
        ])
        // The same context written without reaching `$A` is fine.
        let fine = try MappingCatalog(string: text.replacingOccurrences(of: "cty", with: "city")).context("$P")
        expectEqual(try fine.json(from: Profile(name: "Al", address: Address(city: "Oslo"))).formatted(), #"{"n":"Al","a":{"c":"Oslo"}}"#)
    }

    @Test("with models given, loading checks @reverseMappings against its context's class, with file:line:column")
    func loadCheck() throws {
        let name = "reverse-mappings-problems"
        let folder = Fixtures.url("mappings/with-registries")
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(
                contentsOf: folder.appendingPathComponent(name + ".mappings"), models: Self.models, transformers: .standard,
                displayName: name + ".mappings")
        }
        let actual = MappingsFixtures.rendered(error.diagnostics)
        guard let expected = try Fixtures.expected("mappings/with-registries/\(name).expected", actual: actual) else { return }
        expectEqual(actual, expected)
    }
}
