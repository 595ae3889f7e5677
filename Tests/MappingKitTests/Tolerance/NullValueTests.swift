import Foundation
import Testing

@testable import MappingKit

/// Issue 29 item 4: `@null` ("missing", the default, or "value") and
/// `@reverseNil` ("omit", the default, or "null"), on every path.
@Suite("@null and @reverseNil: null apart from absent")
struct NullValueTests {
    struct Profile: Mappable, Equatable {
        var nickname: String? = "old"
        var age = 0
        var bio: String? = "old"
        var city: String? = "old"
        static let properties: MappableProperties<Profile> = ["nickname": \.nickname, "age": \.age, "bio": \.bio, "city": \.city]
    }

    struct CodableProfile: Codable, Equatable {
        var nickname: String?
        var age: Int
        var bio: String?
        var city: String?
    }

    static let text = #"""
        {
          "$Profile": {
            "nickname": { "@keyPath": "nickname", "@optional": true, "@null": "value", "@reverseNil": "null" },
            "age": { "@keyPath": "age", "@null": "value" },
            "bio": { "@keyPath": "bio", "@null": "value", "@defaultValue": "none" },
            "city": { "@keyPath": "city", "@optional": true, "@fallbackKeyPaths": "town", "@null": "value" }
          }
        }
        """#

    static let payload: JSON = [
        ["nickname": nil, "age": 3, "bio": nil, "city": nil, "town": "Lyon"],
        ["nickname": "n", "age": nil, "town": "Nice"],
        [:],
    ]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.code) \($0.targetPath)" }
    }

    @Test("Mappable: null sets an optional to nil (not its default, not a fallback), a required one gets unexpectedNull")
    func mappable() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Profile").objects(from: Self.payload, as: Profile.self)
        #expect(result.value == [
            Profile(nickname: nil, age: 3, bio: nil, city: nil),
            Profile(nickname: "n", age: 0, bio: "none", city: "Nice"),
            Profile(nickname: "old", age: 0, bio: "none", city: "old"),
        ])
        #expect(Self.issues(result.report) == ["error unexpectedNull [1].age", "error missingRequired [2].age"])
        #expect(result.report.issues.first?.message == #"null for 'age', which is Int, not optional ('@null': "value")"#)
    }

    @Test("Decodable through the context: the same values and issues; an object with an unexpected null cannot be made")
    func decodable() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Profile").objects(from: Self.payload, as: CodableProfile.self)
        #expect(result.value == [CodableProfile(nickname: nil, age: 3, bio: nil, city: nil)])
        #expect(Self.issues(result.report) == ["error unexpectedNull [1].age", "error missingRequired [2].age"])
    }

    @Test("dynamic JSON: null is written where it is a value")
    func dynamic() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Profile").objects(from: Self.payload, as: JSON.self)
        #expect(result.value == [
            ["nickname": nil, "age": 3, "bio": nil, "city": nil],
            ["nickname": "n", "age": nil, "bio": "none", "city": "Nice"],
            ["bio": "none"],
        ])
        #expect(Self.issues(result.report) == ["error missingRequired [2].age"])
    }

    @Test("populating: null clears a property where it is a value, and is missing elsewhere")
    func populating() throws {
        let catalog = try MappingCatalog(string: Self.text)
        var profile = Profile(nickname: "kept?", age: 1, bio: "b", city: "c")
        let report = try catalog.context("$Profile").map(["nickname": nil, "age": 2], into: &profile)
        #expect(profile == Profile(nickname: nil, age: 2, bio: "none", city: "c"))
        #expect(report.issues.isEmpty)
        let plain = try MappingCatalog(string: #"{ "$P": { "nickname": { "@keyPath": "nickname", "@optional": true } } }"#)
        var kept = Profile(nickname: "kept")
        _ = try plain.context("$P").map(["nickname": nil], into: &kept)
        #expect(kept.nickname == "kept")
    }

    @Test("@reverseNil: \"null\" writes null for nil (a PATCH body), \"omit\" (the default) writes nothing")
    func reverseNil() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let json = try catalog.context("$Profile").json(from: Profile(nickname: nil, age: 1, bio: nil, city: "c"))
        #expect(json == ["nickname": nil, "age": 1, "city": "c"])
        let encoded = try catalog.context("$Profile").json(from: CodableProfile(nickname: nil, age: 1, bio: nil, city: "c"))
        #expect(encoded == json)
    }

    @Test("the loader: words that are not policies")
    func misuse() throws {
        let text = #"{ "$M": { "a": { "@keyPath": "a", "@null": "none", "@reverseNil": "nil" } } }"#
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text) }
        #expect(error.diagnostics.map(\.message) == [
            #"'@null' must be "missing", "value", not "none""#, #"'@reverseNil' must be "omit", "null", not "nil""#,
        ])
        #expect(error.diagnostics.map { $0.suggestion ?? "" } == [#"write "@null": "missing""#, #"write "@reverseNil": "omit""#])
    }
}
