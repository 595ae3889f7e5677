import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 12 item 6: keywords of AppCoreKit and neighbouring libraries get
/// a note naming their replacement. The broken forms are fixtures in
/// `Fixtures/mappings/invalid/former-*`; the ones that still load
/// (`@required`, `@transformCallback`) are in `Fixtures/mappings/notes/`.
@Suite("Former and neighbouring keywords")
struct FormerKeywordTests {
    static let notes = Fixtures.url("mappings/notes")
    static let noteCases = Fixtures.catalogCases(in: "mappings/notes")

    @Test("the notes fixtures are there")
    func fixturesFound() {
        expectEqual(Self.noteCases.map(\.name), ["former-required", "former-transform-callback"])
    }

    @Test("a file with a former keyword that has a replacement loads, with exactly the expected warnings", arguments: noteCases)
    func notes(_ fixture: FixtureCase) throws {
        let catalog = try MappingsFixtures.load(fixture, in: Self.notes)
        #expect(!catalog.warnings.isEmpty)
        #expect(catalog.warnings.allSatisfy { $0.severity == .warning && [.formerKeyword, .defaultValueMakesOptional].contains($0.code) })
        let actual = MappingsFixtures.rendered(catalog.warnings)
        guard let expected = try Fixtures.expected("mappings/notes/\(fixture.name).expected", actual: actual) else { return }
        expectEqual(actual, expected)
    }

    @Test("'@required': false is honoured as '@optional': true; '@required': true keeps the entry required")
    func requiredHonoured() throws {
        let fixture = try #require(Self.noteCases.first { $0.name == "former-required" })
        let context = try MappingsFixtures.load(fixture, in: Self.notes).context("$Profile")
        expectEqual(context.entries.map(\.isOptional), [false, true, true, true])
        let result = context.object(from: ["user": [:]], as: JSON.self)
        expectEqual(result.report.issues.map(\.sourcePath.description), ["user.name"])
        expectEqual(result.value, ["age": 0, "nick": ""])
    }

    @Test("'@transformCallback' is ignored: the entry maps its value untransformed")
    func transformCallbackIgnored() throws {
        let fixture = try #require(Self.noteCases.first { $0.name == "former-transform-callback" })
        let context = try MappingsFixtures.load(fixture, in: Self.notes).context("$Profile")
        expectEqual(context.entries.first?.transformer, nil)
        expectEqual(context.object(from: ["user": ["name": "ada"]], as: JSON.self).value, ["name": "ada"])
    }
}
