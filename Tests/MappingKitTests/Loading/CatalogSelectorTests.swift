import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Selectors evaluated against explicit environments, and version
/// comparison.
@Suite("Catalog selectors")
struct CatalogSelectorTests {
    static let file = "selectors.mappings"

    static func catalog(_ tags: Set<String> = [], _ versions: [String: String] = [:]) throws -> MappingCatalog {
        var parsed: [String: MappingVersion] = [:]
        for (name, text) in versions {
            guard let version = MappingVersion(text) else {
                Issue.record("'\(text)' is not a version")
                continue
            }
            parsed[name] = version
        }
        return try MappingsFixtures.valid(file, environment: MappingEnvironment(tags: tags, versions: parsed))
    }

    @Test("no selector matches an empty environment")
    func emptyEnvironment() throws {
        let tweet = try Self.catalog().context("$TweetModel")
        #expect(tweet.summaries(in: Self.file) == [
            EntrySummary("imageUrl", at: "4:9", keyPath: "user.profile_image_url"),
            EntrySummary("name", at: "5:9", keyPath: "user.name"),
        ])
    }

    @Test("AppCoreKit's @ipad and '@ios >= 9.0': keys replace their siblings in place, new keys follow")
    func ipadOnIOS9() throws {
        let tweet = try Self.catalog(["ipad"], ["ios": "9.0"]).context("$TweetModel")
        #expect(tweet.summaries(in: Self.file) == [
            EntrySummary("imageUrl", at: "7:20", keyPath: "user.profile_image_url_large"),
            EntrySummary("name", at: "10:26", keyPath: "user.display_name"),
            EntrySummary("verified", at: "10:55", keyPath: "user.verified"),
        ])
    }

    @Test("@iphone and @iphone5 both match: the later block wins; '@ios<9' needs no spaces")
    func iphone5OnIOS8() throws {
        let tweet = try Self.catalog(["iphone", "iphone5"], ["ios": "8.4.1"]).context("$TweetModel")
        #expect(tweet.summaries(in: Self.file) == [
            EntrySummary("imageUrl", at: "9:23", keyPath: "user.profile_image_url_medium"),
            EntrySummary("name", at: "11:21", keyPath: "user.screen_name"),
        ])
    }

    @Test("a version comparison needs the version: a bare tag does not match '@ios >= 9.0'")
    func tagWithoutVersion() throws {
        let tweet = try Self.catalog(["ios"]).context("$TweetModel")
        #expect(tweet.entries.map(\.keyPath.description) == ["user.profile_image_url", "user.name"])
        // …while a named version also counts as a tag.
        #expect(MappingEnvironment(versions: ["ios": MappingVersion([9])]).has("ios"))
    }

    @Test(
        "every operator, versions compared component by component",
        arguments: [
            ("2", ["equal", "singleEqual", "greater", "greaterOrEqual", "less", "lessOrEqual"]),
            ("2.0.0", ["equal", "singleEqual", "greater", "greaterOrEqual", "less", "lessOrEqual"]),
            ("1.10", ["notEqual", "greater", "greaterOrEqual", "less", "lessOrEqual"]),
            ("1.9", ["notEqual", "less", "lessOrEqual"]),
            ("2.0.1", ["notEqual", "greater", "greaterOrEqual"]),
            ("3", ["notEqual", "greater", "greaterOrEqual"]),
        ])
    func operators(_ api: String, _ properties: [String]) throws {
        let versions = try Self.catalog([], ["api": api]).context("$Versions")
        expectEqual(versions.entries.map(\.property), properties)
    }

    @Test("selectors nest; an environment without the version matches no comparison")
    func nested() throws {
        #expect(try Self.catalog(["beta"]).context("$Versions").entries.map(\.property) == ["beta"])
        #expect(try Self.catalog(["beta"], ["api": "3.1"]).context("$Versions").entries.map(\.property) == [
            "notEqual", "greater", "greaterOrEqual", "beta", "betaV3",
        ])
        #expect(try Self.catalog().context("$Versions").entries.isEmpty)
    }

    @Test("selectors at the top level choose definitions")
    func topLevel() throws {
        #expect(try Self.catalog(["linux"]).context("$PlatformModel").entries.map(\.keyPath.description) == ["linux"])
        #expect(try Self.catalog(["macos"]).context("$PlatformModel").entries.map(\.keyPath.description) == ["macos"])
        let error = #expect(throws: MappingConfigurationError.self) { _ = try Self.catalog().context("$PlatformModel") }
        #expect(error?.diagnostics.first?.message == "no context named '$PlatformModel'")
        #expect(try Self.catalog().identifiers == ["$TweetModel", "$Versions", "$Order"])
        // A selected key that is new comes after its siblings.
        #expect(try Self.catalog(["linux"]).identifiers == ["$TweetModel", "$Versions", "$Order", "$PlatformModel"])
    }

    @Test("matching blocks merge in file order")
    func fileOrder() throws {
        #expect(try Self.catalog(["first", "second"]).context("$Order").summaries(in: Self.file) == [
            EntrySummary("value", at: "35:22", keyPath: "second"),
            EntrySummary("onlyFirst", at: "34:39", keyPath: "first"),
        ])
        #expect(try Self.catalog(["second"]).context("$Order").summaries(in: Self.file) == [
            EntrySummary("value", at: "35:22", keyPath: "second")
        ])
    }

    @Test("selectors resolve before inheritance: a template's selected keys are what is inherited")
    func beforeInheritance() throws {
        let text = """
            {
                "$Base": { "name": "name", "@ipad": { "name": "ipad_name" } },
                "$Child": { "@inherits": "$Base", "@ipad": { "extra": "extra" } }
            }
            """
        let ipad = try MappingCatalog(string: text, environment: MappingEnvironment(tags: ["ipad"]))
        #expect(try ipad.context("$Child").entries.map(\.keyPath.description) == ["extra", "ipad_name"])
        let other = try MappingCatalog(string: text, environment: MappingEnvironment())
        #expect(try other.context("$Child").entries.map(\.keyPath.description) == ["name"])
    }

    @Test("the current environment holds the platform's tag and the build configuration's")
    func current() {
        #if os(Linux)
            #expect(MappingEnvironment.current.tags.contains("linux"))
        #elseif os(macOS)
            #expect(MappingEnvironment.current.tags.contains("macos"))
        #endif
        #expect(MappingEnvironment.current.tags.contains("debug") != MappingEnvironment.current.tags.contains("release"))
        expectEqual(MappingEnvironment.current.tags.count, 2)
    }

    @Test("--env lists add tags and versions; malformed items are refused")
    func environmentLists() throws {
        let base = MappingEnvironment(tags: ["linux"])
        let added = try #require(base.adding("ipad, ios=9.0,api = 2 ,,"))
        #expect(added.tags == ["linux", "ipad"])
        #expect(added.versions == ["ios": MappingVersion([9, 0]), "api": MappingVersion([2])])
        #expect(base.adding("ios=") == nil)
        #expect(base.adding("=9") == nil)
        #expect(base.adding("ios=9.x") == nil)
        #expect(base.adding("") == base)
    }

    // MARK: - Parsing selectors

    @Test(
        "selectors parse with or without spaces",
        arguments: [
            ("@ipad", "ipad", nil, nil), ("@ios >= 9.0", "ios", ">=", "9.0"), ("@ios>=9.0", "ios", ">=", "9.0"),
            ("@ios  <=  9", "ios", "<=", "9"), ("@api==2", "api", "==", "2"), ("@api = 2", "api", "=", "2"),
            ("@api!=1.2.3", "api", "!=", "1.2.3"), ("@ios<9", "ios", "<", "9"), ("@ios >10", "ios", ">", "10"),
            ("@iphone5", "iphone5", nil, nil), ("@watch_os", "watch_os", nil, nil),
        ] as [(String, String, String?, String?)])
    func parse(_ key: String, _ name: String, _ op: String?, _ version: String?) throws {
        let selector = try #require(SelectorResolver.Selector(key))
        expectEqual(selector.name, name)
        expectEqual(selector.comparison?.0.rawValue, op)
        expectEqual(selector.comparison?.1, version.flatMap(MappingVersion.init))
    }

    @Test(
        "malformed selectors say what is wrong",
        arguments: [
            ("@", "the selector has no name after '@'"),
            ("@ ios", "the selector has no name after '@'"),
            ("@9ios", "the selector name '9ios' does not start with a letter"),
            ("@ios ~> 9", "'~>' after '@ios' is not a comparison operator"),
            ("@ios => 9", "'=>' after '@ios' is not a comparison operator"),
            ("@ios >=", "the selector has no version after '>='"),
            ("@ios >= 9.x", "'9.x' is not a version (numbers separated by dots, such as 9.0 or 17.4.1)"),
            ("@ios >= 9.", "'9.' is not a version (numbers separated by dots, such as 9.0 or 17.4.1)"),
            ("@ios >= -1", "'-1' is not a version (numbers separated by dots, such as 9.0 or 17.4.1)"),
        ])
    func malformed(_ key: String, _ reason: String) {
        guard case .failure(let malformed) = SelectorResolver.Selector.parse(key) else {
            Issue.record("'\(key)' parsed")
            return
        }
        expectEqual(malformed.reason, reason)
    }

    // MARK: - Versions

    @Test("versions compare component by component, missing components are zero")
    func versions() throws {
        func v(_ text: String) throws -> MappingVersion { try #require(MappingVersion(text)) }
        #expect(try v("1.10") > v("1.9"))
        #expect(try v("1.9") < v("1.10"))
        #expect(try v("2") == v("2.0"))
        #expect(try v("2.0.0") == v("2"))
        #expect(try v("2.0.1") > v("2"))
        #expect(try v("10") > v("9.99"))
        #expect(try v("0.0") == v("0"))
        #expect(try Set([v("2"), v("2.0"), v("2.0.0")]).count == 1)
        #expect(try v("17.4.1").components == [17, 4, 1])
        #expect(try v("9.0").description == "9.0")
        #expect(try [v("1.10"), v("1.2"), v("1.9")].sorted().map(\.description) == ["1.2", "1.9", "1.10"])
    }

    @Test("only digits and dots make a version", arguments: ["", ".", "1.", ".1", "1..2", "a", "1a", "-1", "+1", " 1", "1 ", "1.2.x", "9999999999"])
    func invalidVersions(_ text: String) {
        expectEqual(MappingVersion(text), nil)
    }
}
