import Foundation
import Testing

@testable import MappingKit

/// Issue 29 item 2: `@invalidElements` ("skip", "fail") on collections of
/// scalars, enums and `@object` models, on every path.
@Suite("@invalidElements: lossy and strict collections")
struct InvalidElementsTests {
    typealias Platform = OnInvalidTests.Platform
    typealias Owner = OnInvalidTests.Owner

    struct Post: Mappable, Equatable {
        var tags: [Platform] = []
        var counts: [String: Int] = [:]
        var owners: [Owner] = []
        static let properties: MappableProperties<Post> = ["tags": \.tags, "counts": \.counts, "owners": \.owners]
    }

    struct CodablePost: Codable, Equatable {
        var tags: [Platform]
        var counts: [String: Int]
        var owners: [Owner]
    }

    static let skipping = #"""
        { "$Post": {
            "tags": { "@keyPath": "tags", "@invalidElements": "skip" },
            "counts": { "@keyPath": "counts", "@invalidElements": "skip" },
            "owners": { "@keyPath": "owners", "@object": { "@mappings": { "name": "login" } }, "@invalidElements": "skip" } } }
        """#

    static let failing = #"""
        { "$Post": {
            "tags": { "@keyPath": "tags", "@invalidElements": "fail" },
            "counts": { "@keyPath": "counts", "@invalidElements": "fail" },
            "owners": { "@keyPath": "owners", "@object": { "@mappings": { "name": "login" } }, "@invalidElements": "fail" } } }
        """#

    static let payload: JSON = [
        ["tags": ["ios", "visionos", "android", 4], "counts": ["a": 1, "b": "x"], "owners": [["login": "a"], 3, ["login": "b"]]],
        ["tags": ["ios"], "counts": [:], "owners": []],
    ]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.code) \($0.sourcePath) → \($0.targetPath)" }
    }

    static let skippedIssues = [
        "warning invalidElementSkipped [0].tags[1] → [0].tags[1]", "warning invalidElementSkipped [0].tags[3] → [0].tags[3]",
        "warning invalidElementSkipped [0].counts.b → [0].counts.b", "warning invalidElementSkipped [0].owners[1] → [0].owners[1]",
    ]

    @Test("\"skip\": the others kept in order, one warning per dropped element at its own path; the summary counts the object once")
    func skip() throws {
        let catalog = try MappingCatalog(string: Self.skipping)
        let typed = try catalog.context("$Post").objects(from: Self.payload, as: Post.self)
        #expect(typed.value == [
            Post(tags: [.ios, .android], counts: ["a": 1], owners: [Owner(name: "a"), Owner(name: "b")]),
            Post(tags: [.ios], counts: [:], owners: []),
        ])
        #expect(Self.issues(typed.report) == Self.skippedIssues)
        #expect(typed.report.issues.first?.message
            == #"string "visionos" is invalid (expected Platform, found string "visionos" (no case has this raw value)); the element is skipped ('@invalidElements': "skip")"#)
        #expect(typed.report.summary.map { "\($0.entry) \($0.kind) \($0.count)/\($0.total)" } == [
            "tags invalidElementSkipped 1/2", "counts invalidElementSkipped 1/2", "owners invalidElementSkipped 1/2",
        ])

        let decoded = try catalog.context("$Post").objects(from: Self.payload, as: CodablePost.self)
        #expect(decoded.value == [
            CodablePost(tags: [.ios, .android], counts: ["a": 1], owners: [Owner(name: "a"), Owner(name: "b")]),
            CodablePost(tags: [.ios], counts: [:], owners: []),
        ])
        #expect(Self.issues(decoded.report) == Self.skippedIssues)

        // Dynamic mapping converts no scalars: only the `@object` element is invalid.
        let dynamic = try catalog.context("$Post").objects(from: Self.payload, as: JSON.self)
        #expect(dynamic.value.first?["owners"] == [["name": "a"], ["name": "b"]])
        #expect(Self.issues(dynamic.report) == ["warning invalidElementSkipped [0].owners[1] → [0].owners[1]"])
    }

    @Test("\"fail\": one bad element fails the collection: an error, the property keeps its value, a Decodable object is not made")
    func fail() throws {
        let catalog = try MappingCatalog(string: Self.failing)
        var post = Post(tags: [.android], counts: ["z": 0], owners: [Owner(name: "kept")])
        let report = try catalog.context("$Post").map(Self.payload[0] ?? [:], into: &post)
        #expect(post == Post(tags: [.android], counts: ["z": 0], owners: [Owner(name: "kept")]))
        #expect(Self.issues(report) == [
            "error conversionFailed tags → tags", "error conversionFailed counts → counts", "error elementNotObject owners[1] → owners[1]",
        ])
        let decoded = try catalog.context("$Post").objects(from: Self.payload, as: CodablePost.self)
        #expect(decoded.value == [CodablePost(tags: [.ios], counts: [:], owners: [])])
        #expect(decoded.report.errorCount > 0)
        #expect(decoded.report.issues.map(\.code).contains(.elementNotObject))
        let dynamic = try catalog.context("$Post").objects(from: Self.payload, as: JSON.self)
        #expect(dynamic.value.first?["owners"] == nil)
        #expect(Self.issues(dynamic.report) == ["error elementNotObject [0].owners[1] → [0].owners[1]"])
    }

    struct Sizes: Mappable, Equatable {
        var sizes: [Int] = []
        var ids: [Int] = []
        static let properties: MappableProperties<Sizes> = ["sizes": \.sizes, "ids": \.ids]
    }

    struct CodableSizes: Codable, Equatable {
        var sizes: [Int]
        var ids: [Int]
    }

    @Test("\"skip\" with value constraints: elements out of bounds dropped like elements that do not convert, on all three paths")
    func skipOutOfBounds() throws {
        let text = #"""
            { "$Sizes": {
                "sizes": { "@keyPath": "sizes", "@maximum": 60, "@invalidElements": "skip" },
                "ids": { "@keyPath": "ids", "@invalidElements": "skip" } } }
            """#
        let catalog = try MappingCatalog(string: text)
        let payload: JSON = [["sizes": [38, 72, 40], "ids": [1, "two", 3]]]
        let expected = [
            "warning invalidElementSkipped [0].sizes[1] → [0].sizes[1]", "warning invalidElementSkipped [0].ids[1] → [0].ids[1]",
        ]
        let typed = try catalog.context("$Sizes").objects(from: payload, as: Sizes.self)
        #expect(typed.value == [Sizes(sizes: [38, 40], ids: [1, 3])])
        #expect(Self.issues(typed.report) == expected)
        #expect(typed.report.issues.first?.message
            == #"number 72 is invalid (number 72 is above '@maximum' 60); the element is skipped ('@invalidElements': "skip")"#)
        let decoded = try catalog.context("$Sizes").objects(from: payload, as: CodableSizes.self)
        #expect(decoded.value == [CodableSizes(sizes: [38, 40], ids: [1, 3])])
        #expect(Self.issues(decoded.report) == expected)
        let dynamic = try catalog.context("$Sizes").objects(from: payload, as: JSON.self)
        #expect(dynamic.value == [["sizes": [38, 40], "ids": [1, "two", 3]]])
        #expect(Self.issues(dynamic.report) == Array(expected.prefix(1)))
    }

    @Test("the tool's open enum: @allowedValues gives the dynamic path its closed set, @onInvalid its default")
    func dynamicOpenEnum() throws {
        let text = #"""
            { "$Device": { "platform": { "@keyPath": "os", "@allowedValues": ["ios", "android", "unknown"],
                                         "@onInvalid": "default", "@defaultValue": "unknown" } } }
            """#
        let result = try MappingCatalog(string: text).context("$Device").objects(from: [["os": "ios"], ["os": "visionos"]], as: JSON.self)
        #expect(result.value == [["platform": "ios"], ["platform": "unknown"]])
        #expect(Self.issues(result.report) == ["warning invalidValueReplaced [1].os → [1].platform"])
    }

    struct Team: Mappable, Equatable {
        var members: [String: Owner] = [:]
        static let properties: MappableProperties<Team> = ["members": \.members]
    }

    struct CodableTeam: Codable, Equatable {
        var members: [String: Owner]
    }

    @Test("dictionaries of models: \"skip\" drops a member that is not an object, \"fail\" refuses the dictionary")
    func dictionariesOfModels() throws {
        let text = #"""
            { "$Skip": { "members": { "@keyPath": "members", "@object": { "@mappings": { "name": "login" } }, "@invalidElements": "skip" } },
              "$Fail": { "members": { "@keyPath": "members", "@object": { "@mappings": { "name": "login" } }, "@invalidElements": "fail" } } }
            """#
        let catalog = try MappingCatalog(string: text)
        let payload: JSON = ["members": ["a": ["login": "ada"], "b": 2]]
        var team = Team(members: ["z": Owner(name: "kept")])
        let skipped = try catalog.context("$Skip").map(payload, into: &team)
        #expect(team.members == ["z": Owner(name: "kept"), "a": Owner(name: "ada")])
        #expect(Self.issues(skipped) == ["warning invalidElementSkipped members.b → members.b"])
        let decoded = try catalog.context("$Skip").object(from: payload, as: CodableTeam.self)
        #expect(decoded.value == CodableTeam(members: ["a": Owner(name: "ada")]))
        #expect(Self.issues(decoded.report) == ["warning invalidElementSkipped members.b → members.b"])

        var failing = Team(members: ["z": Owner(name: "kept")])
        let failed = try catalog.context("$Fail").map(payload, into: &failing)
        #expect(failing.members == ["z": Owner(name: "kept")])
        #expect(Self.issues(failed) == ["error elementNotObject members.b → members.b"])
        let notMade = try catalog.context("$Fail").object(from: payload, as: CodableTeam.self)
        #expect(notMade.value == nil)
        #expect(Self.issues(notMade.report) == ["error elementNotObject members.b → members.b"])
    }

    @Test("the loader: a word that is not a policy")
    func misuse() throws {
        let text = #"{ "$M": { "a": { "@keyPath": "a", "@invalidElements": "drop" } } }"#
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text) }
        #expect(error.diagnostics.map(\.message) == [#"'@invalidElements' must be "skip", "fail", not "drop""#])
    }
}
