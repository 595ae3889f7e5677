import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Every kind of issue a `Codable` model meets, with its payload path and
/// the file:line of its entry, through `Fixtures/mappings/codable`, beside
/// the `Mappable` twin mapped with the same file.
@Suite("Codable models: every issue, with its path and file:line")
struct CodableIssueTests {
    struct Profile: Codable, Equatable {
        var name: String
        var age: Int
        var nickname: String?
        var joined: Date
        var tags: [String]
        var address: Address
    }

    struct Address: Codable, Equatable {
        var city: String
        var zip: String?
    }

    struct ProfileModel: Mappable {
        var name = ""
        var age = 0
        var nickname: String?
        var joined: Date?
        var tags: [String] = []
        var address: AddressModel?
        static let properties: MappableProperties<ProfileModel> = [
            "name": \.name, "age": \.age, "nickname": \.nickname, "joined": \.joined, "tags": \.tags, "address": \.address,
        ]
    }

    struct AddressModel: Mappable {
        var city = ""
        var zip: String?
        static let properties: MappableProperties<AddressModel> = ["city": \.city, "zip": \.zip]
    }

    static func catalog(_ models: ModelRegistry) throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: Fixtures.url("mappings/codable/Profiles.mappings"), models: models, displayName: "Profiles.mappings")
    }

    static let codable = ModelRegistry().registering(Profile.self).registering(Address.self)
    static let mappable = ModelRegistry().registering(ProfileModel.self, as: "Profile").registering(AddressModel.self, as: "Address")

    static func payload() throws -> Data { try Fixtures.data("mappings/codable/profiles.json") }

    @Test("all the issues of every profile are reported, not only the first that stopped its initializer; only the profile that could be made is returned")
    func everyIssue() throws {
        let result = try Self.catalog(Self.codable).context("$Profile").objects(from: Self.payload(), as: Profile.self)
        #expect(result.value.map(\.name) == ["Ada"])
        #expect(result.value.first?.address == Address(city: "London", zip: "W1"))
        let rendered = result.report.rendered(.text)
        if let expected = try Fixtures.expected("mappings/codable/profiles.expected.txt", actual: rendered) {
            #expect(rendered == expected)
        }
    }

    @Test("parity: the same issue kinds, payload paths and entries as the Mappable twin; an optional value that does not convert is a warning")
    func parity() throws {
        let decoded = try Self.catalog(Self.codable).context("$Profile").objects(from: Self.payload(), as: Profile.self)
        let mapped = try Self.catalog(Self.mappable).context("$Profile").objects(from: Self.payload(), as: ProfileModel.self)
        #expect(mapped.value.count == 4)
        func facts(_ report: ValidationReport) -> [String] {
            report.issues.map { "\($0.kind.rawValue) \($0.sourcePath) \($0.context).\($0.entry) \($0.location.map { "\($0.line)" } ?? "-")" }
        }
        #expect(facts(decoded.report) == facts(mapped.report))
        #expect(decoded.report.issues.filter { $0.severity == .warning }.map(\.sourcePath) == ["[1].nick"])
        #expect(mapped.report.issues.filter { $0.severity == .warning }.isEmpty)
    }

    @Test("object(from:as:) gives nil with the issues of an object that cannot be made, and the object when it can")
    func one() throws {
        let context = try Self.catalog(Self.codable).context("$Profile")
        let bad = try context.object(from: JSON(parsing: #"{"age": "x", "joined": "1900-01-01", "address": {}}"#), as: Profile.self)
        #expect(bad.value == nil)
        #expect(bad.report.issues.map(\.code) == [.missingRequired, .conversionFailed, .missingRequired])
        #expect(bad.report.issues.map(\.targetPath) == ["name", "age", "address.city"])
        let good = try context.object(
            from: JSON(parsing: #"{"name": "Ada", "age": 36, "joined": "1843-07-10", "address": {"city": "London"}}"#), as: Profile.self)
        #expect(good.value?.tags == [])
        #expect(good.report.issues.isEmpty)
    }

    /// Asks for `level` only when the payload has it, so probing cannot
    /// learn its type: a transformer of another type is met at run time.
    struct Player: Decodable {
        var level: Int?
        private enum CodingKeys: String, CodingKey { case level }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            level = container.contains(.level) ? try container.decode(Int.self, forKey: .level) : nil
        }
    }

    struct Rank: Decodable {
        var level: Int?
    }

    @Test("a transformer whose output is not the type init(from:) asks for: a load error when probing learnt the type, else a transformerFailed issue naming both types")
    func transformerOfAnotherType() throws {
        let text = #"{"$P": {"@class": "P", "level": {"@keyPath": "level", "@transformer": "uppercased"}}}"#
        let error = #expect(throws: MappingConfigurationError.self) {
            try MappingCatalog(string: text, models: ModelRegistry().registering(Rank.self, as: "P"))
        }
        #expect(error?.diagnostics.map(\.code) == [.transformerOutputMismatch])
        #expect(error?.diagnostics.first?.message == "transformer 'uppercased' produces String, but 'level' of 'P' is Int")
        let catalog = try MappingCatalog(string: text, models: ModelRegistry().registering(Player.self, as: "P"))
        let result = try catalog.context("$P").object(from: JSON(parsing: #"{"level": "pro"}"#), as: Player.self)
        #expect(result.value == nil)
        #expect(result.report.issues.map(\.description) == [
            "<string>.mappings:1:24: error: level: transformer 'uppercased' produced String, expected Int [$P → level]",
        ])
        #expect(result.report.issues.first?.kind == .transformerFailed)
    }

    @Test("the class unnamed at the call: object(from:) and objects(from:) build the context's registered @class, Mappable or Decodable")
    func registeredClass() throws {
        let codable = try Self.catalog(Self.codable).context("$Profile").objects(from: Self.payload())
        #expect(codable.value.compactMap { ($0 as? Profile)?.name } == ["Ada"])
        let mappable = try Self.catalog(Self.mappable).context("$Profile").objects(from: Self.payload())
        #expect(mappable.value.compactMap { ($0 as? ProfileModel)?.name } == ["Ada", "Grace", "", "Edsger"])
        let one = try Self.catalog(Self.codable).context("$Address").object(from: Payload(["city": "Paris"]))
        #expect(one.value as? Address == Address(city: "Paris"))
    }

    @Test("the class unnamed at the call: a context without @class, or a class not registered, is an error saying which")
    func registeredClassErrors() throws {
        let catalog = try MappingCatalog(string: """
            {"$NoClass": {"name": "name"}, "$Unregistered": {"@class": "Profil", "name": "name"}}
            """)
        let noClass = #expect(throws: MappingConfigurationError.self) { try catalog.context("$NoClass").object(from: Payload([:])) }
        #expect(noClass?.diagnostics.map(\.code) == [.contextHasNoClass])
        #expect(noClass?.diagnostics.first?.location?.line == 1)
        let models = ModelRegistry().registering(Profile.self)
        let loaded = try MappingCatalog(string: #"{"$P": {"@class": "Profile", "name": "name"}}"#, models: models)
        #expect(loaded.identifiers == ["$P"])
        let unregistered = #expect(throws: MappingConfigurationError.self) {
            try catalog.context("$Unregistered").objects(from: Payload([]))
        }
        #expect(unregistered?.diagnostics.map(\.code) == [.unknownClass])
        #expect(unregistered?.description.contains("unknown model class 'Profil'") == true)
    }

    struct Link: Codable, Equatable {
        var url: URL
        var icon: URL?
    }

    struct LinkModel: Mappable {
        var url: URL?
        var icon: URL?
        static let properties: MappableProperties<LinkModel> = ["url": \.url, "icon": \.icon]
    }

    @Test("URLs through a context: read from the string node (escapes decoded); what is not a URL is an issue at its path, as for the Mappable twin")
    func urls() throws {
        let payload = Data(#"""
            [{"link": "https:\/\/example.com\/a b", "image": "https://example.com/i.png"},
             {"link": "https://example.com/a", "image": ""},
             {"link": "https://example.com/%zz", "image": "not a url"},
             {"link": 7, "image": 8},
             {"link": "", "image": null}]
            """#.utf8)
        let text = #"{"$Link": {"url": "link", "icon": {"@keyPath": "image", "@optional": true}}}"#
        let decoded = try MappingCatalog(string: text, models: ModelRegistry().registering(Link.self))
            .context("$Link").objects(from: payload, as: Link.self)
        let mapped = try MappingCatalog(string: text, models: ModelRegistry().registering(LinkModel.self, as: "Link"))
            .context("$Link").objects(from: payload, as: LinkModel.self)
        #expect(decoded.value == [Link(url: try #require(URL(string: "https://example.com/a")), icon: nil)])
        #expect(mapped.value[1].url == decoded.value[0].url)
        let lines = { (report: ValidationReport) in
            report.issues.map { "\($0.severity) \($0.code.rawValue) \($0.sourcePath)" }.sorted()
        }
        // A required URL that is not one is an error; an optional one, a warning (its value is nil).
        #expect(lines(decoded.report) == [
            "error conversionFailed [0].link", "error conversionFailed [2].link", "error conversionFailed [3].link",
            "error conversionFailed [4].link", "warning conversionFailed [1].image", "warning conversionFailed [2].image",
            "warning conversionFailed [3].image",
        ])
        // The Mappable twin finds the same values wrong, at the same paths.
        let paths = { (report: ValidationReport) in report.issues.map { "\($0.code.rawValue) \($0.sourcePath)" }.sorted() }
        #expect(paths(decoded.report) == paths(mapped.report), "\(decoded.report)\n\(mapped.report)")
    }
}
