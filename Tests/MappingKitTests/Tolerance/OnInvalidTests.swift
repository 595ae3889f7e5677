import Foundation
import Testing

@testable import MappingKit

/// Issue 29 item 1: `@onInvalid` ("error", "default", "ignore") on every
/// path — `Mappable` models, `Decodable` models through a context, dynamic
/// `JSON` — with the same values, warnings and paths.
@Suite("@onInvalid: an invalid value as the file says")
struct OnInvalidTests {
    enum Platform: String, Codable, MappableValue, Sendable {
        case ios, android, unknown
    }

    /// The `Mappable` model.
    struct Device: Mappable, Equatable {
        var platform = Platform.ios
        var count: Int?
        var seen: Date?

        static let properties: MappableProperties<Device> = ["platform": \.platform, "count": \.count, "seen": \.seen]
    }

    /// The same model as plain `Codable`.
    struct CodableDevice: Codable, Equatable {
        var platform: Platform
        var count: Int?
        var seen: Date?
    }

    static let text = #"""
        {
          "Lenient": { "@onInvalid": "ignore" },
          "$Device": {
            "platform": { "@keyPath": "os", "@onInvalid": "default", "@defaultValue": "unknown" },
            "count": { "@keyPath": "count", "@inherits": "Lenient" },
            "seen": { "@keyPath": "seen", "@transformer": "date", "@transformUserData": { "format": "yyyy-MM-dd" },
                      "@onInvalid": "ignore" }
          }
        }
        """#

    static let payload: JSON = [
        ["os": "visionos", "count": "many", "seen": "yesterday"],
        ["os": "android", "count": 2, "seen": "2026-11-28"],
        ["os": 7],
    ]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.code) \($0.targetPath)" }
    }

    static let expectedIssues = [
        "warning invalidValueReplaced [0].platform", "warning invalidValueIgnored [0].count",
        "warning invalidValueIgnored [0].seen", "warning invalidValueReplaced [2].platform",
    ]

    static var seen: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: 28)) ?? Date()
    }

    @Test("Mappable: the default for an enum raw value with no case, nothing for a number that is not one, each a warning")
    func mappable() throws {
        let catalog = try MappingCatalog(string: Self.text, displayName: "D.mappings")
        let result = try catalog.context("$Device").objects(from: Self.payload, as: Device.self)
        #expect(result.value == [
            Device(platform: .unknown, count: nil, seen: nil), Device(platform: .android, count: 2, seen: Self.seen),
            Device(platform: .unknown),
        ])
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(!result.report.hasErrors)
        let first = try #require(result.report.issues.first)
        #expect(first.message.hasPrefix(#"string "visionos" is invalid ("#))
        #expect(first.message.hasSuffix(#"; the default string "unknown" is set instead ('@onInvalid': "default")"#))
        #expect(first.location?.description == "D.mappings:4:5")
        #expect(result.report.summary.map { "\($0.entry) \($0.kind) \($0.count)/\($0.total)" } == [
            "platform invalidValueReplaced 2/3", "count invalidValueIgnored 1/3", "seen invalidValueIgnored 1/3",
        ])
    }

    @Test("Decodable through the context: the same values, warnings and paths; the object is kept")
    func decodable() throws {
        let catalog = try MappingCatalog(string: Self.text, displayName: "D.mappings")
        let result = try catalog.context("$Device").objects(from: Self.payload, as: CodableDevice.self)
        #expect(result.value == [
            CodableDevice(platform: .unknown, count: nil, seen: nil),
            CodableDevice(platform: .android, count: 2, seen: Self.seen), CodableDevice(platform: .unknown),
        ])
        #expect(Self.issues(result.report) == Self.expectedIssues)
        let typed = try catalog.context("$Device").objects(from: Self.payload, as: Device.self)
        #expect(result.report.issues.map(\.message) == typed.report.issues.map(\.message))
    }

    @Test("dynamic JSON: a transformer that fails is ignored, the rest copied as they are")
    func dynamic() throws {
        let catalog = try MappingCatalog(string: Self.text, displayName: "D.mappings")
        let result = try catalog.context("$Device").objects(from: Self.payload, as: JSON.self)
        #expect(Self.issues(result.report) == ["warning invalidValueIgnored [0].seen"])
        #expect(result.value.first == ["platform": "visionos", "count": "many"])
    }

    @Test("\"error\", the default, is today's error; a default that cannot be the property's value is refused at first use")
    func errorAndBadDefault() throws {
        let text = #"""
            { "$E": { "platform": { "@keyPath": "os", "@onInvalid": "error" } },
              "$Bad": { "platform": { "@keyPath": "os", "@onInvalid": "default", "@defaultValue": "windows" } } }
            """#
        let catalog = try MappingCatalog(string: text)
        let plain = try catalog.context("$E").objects(from: [["os": "visionos"]], as: Device.self)
        #expect(Self.issues(plain.report) == ["error conversionFailed [0].platform"])
        let decoded = try catalog.context("$E").objects(from: [["os": "visionos"]], as: CodableDevice.self)
        #expect(Self.issues(decoded.report) == ["error conversionFailed [0].platform"])
        let bad = try #require(throws: MappingConfigurationError.self) {
            try catalog.context("$Bad").objects(from: [["os": "visionos"]], as: Device.self)
        }
        #expect(bad.diagnostics.map(\.code) == [.invalidDefaultValue])
        let badDecoded = try #require(throws: MappingConfigurationError.self) {
            try catalog.context("$Bad").objects(from: [["os": "visionos"]], as: CodableDevice.self)
        }
        #expect(badDecoded.diagnostics.map(\.code) == [.invalidDefaultValue])
    }

    @Test("the loader: a word that is not one, \"default\" without a default; first use: \"ignore\" on a required Decodable property")
    func misuse() throws {
        let text = #"""
            { "$M": { "a": { "@keyPath": "a", "@onInvalid": "defualt" },
                      "b": { "@keyPath": "b", "@onInvalid": "default" },
                      "c": { "@keyPath": "c", "@onInvalid": true } } }
            """#
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text, displayName: "M.mappings") }
        #expect(error.diagnostics.map { "\($0.location?.description ?? "") \($0.code) \($0.message) | \($0.suggestion ?? "")" } == [
            #"M.mappings:1:49 invalidKeywordValue '@onInvalid' must be "error", "default", "ignore", not "defualt" | did you mean 'default'?"#,
            #"M.mappings:2:49 missingDefaultValue '@onInvalid': "default" has no '@defaultValue' to set (in entry 'b') | add "@defaultValue": … (what is set when the payload's value is invalid), or write "@onInvalid": "ignore""#,
            #"M.mappings:3:49 invalidKeywordValue '@onInvalid' must be "error", "default", "ignore" | write "@onInvalid": "error""#,
        ])
        let ignoring = try MappingCatalog(string: #"{ "$D": { "platform": { "@keyPath": "os", "@onInvalid": "ignore" } } }"#)
        let refused = try #require(throws: MappingConfigurationError.self) {
            try ignoring.context("$D").objects(from: [["os": "ios"]], as: CodableDevice.self)
        }
        #expect(refused.diagnostics.map(\.code) == [.ignoreOnRequiredProperty])
        #expect(refused.diagnostics.first?.message == #"'@onInvalid': "ignore" cannot leave 'platform' of CodableDevice unset: it is Platform, not optional"#)
    }

    struct Owner: Mappable, Codable, Equatable {
        var name = ""
        static let properties: MappableProperties<Owner> = ["name": \.name]
    }

    struct Repo: Mappable, Equatable {
        var owner = Owner()
        var stars = 0
        static let properties: MappableProperties<Repo> = ["owner": \.owner, "stars": \.stars]
    }

    struct CodableRepo: Codable, Equatable {
        var owner: Owner
        var stars: Int
    }

    @Test("an @object value that is not an object: its default mapped through the entry's context, on all three paths")
    func objectDefault() throws {
        let text = #"""
            { "$Repo": {
                "owner": { "@keyPath": "owner", "@object": { "@mappings": { "name": "login" } },
                           "@onInvalid": "default", "@defaultValue": { "login": "ghost" } },
                "stars": "stars" } }
            """#
        let catalog = try MappingCatalog(string: text)
        let payload: JSON = [["owner": "ada", "stars": 1], ["owner": ["login": "bob"], "stars": 2]]
        let typed = try catalog.context("$Repo").objects(from: payload, as: Repo.self)
        #expect(typed.value == [Repo(owner: Owner(name: "ghost"), stars: 1), Repo(owner: Owner(name: "bob"), stars: 2)])
        #expect(Self.issues(typed.report) == ["warning invalidValueReplaced [0].owner"])
        #expect(typed.report.issues.first?.message
            == #"string "ada" is invalid (expected object for Owner, found string "ada"); the default object is set instead ('@onInvalid': "default")"#)
        let decoded = try catalog.context("$Repo").objects(from: payload, as: CodableRepo.self)
        #expect(decoded.value == [CodableRepo(owner: Owner(name: "ghost"), stars: 1), CodableRepo(owner: Owner(name: "bob"), stars: 2)])
        #expect(Self.issues(decoded.report) == Self.issues(typed.report))
        let dynamic = try catalog.context("$Repo").objects(from: payload, as: JSON.self)
        #expect(dynamic.value == [["owner": ["name": "ghost"], "stars": 1], ["owner": ["name": "bob"], "stars": 2]])
        #expect(Self.issues(dynamic.report) == Self.issues(typed.report))
    }

    @Test("populating: \"ignore\" leaves the property as it was, \"default\" replaces it; the report says which")
    func populating() throws {
        let catalog = try MappingCatalog(string: Self.text)
        var device = Device(platform: .android, count: 5)
        let report = try catalog.context("$Device").map(["os": "visionos", "count": "many"], into: &device)
        #expect(device == Device(platform: .unknown, count: 5))
        #expect(Self.issues(report) == ["warning invalidValueReplaced platform", "warning invalidValueIgnored count"])
    }
}
