import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Invalid .mappings fixtures")
struct MappingsInvalidFixtureTests {
    static let cases = MappingsFixtures.invalidCases

    @Test("there are enough fixtures, each with its expected diagnostics")
    func fixturesArePaired() throws {
        #expect(Self.cases.count >= 34)
        guard !Fixtures.isRecording else { return }
        for fixture in Self.cases {
            let expected = MappingsFixtures.invalid.appendingPathComponent(fixture.name + ".expected")
            #expect(FileManager.default.fileExists(atPath: expected.path), "missing \(fixture.name).expected")
        }
    }

    @Test("loading reports exactly the expected diagnostics", arguments: cases)
    func diagnostics(_ fixture: FixtureCase) throws {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        guard let error else { return }
        #expect(!error.errors.isEmpty)
        for diagnostic in error.diagnostics {
            #expect(diagnostic.location != nil, "every diagnostic has a place: \(diagnostic.message)")
        }
        let actual = MappingsFixtures.rendered(error.diagnostics)
        guard let expected = try Fixtures.expected("mappings/invalid/\(fixture.name).expected", actual: actual) else { return }
        expectEqual(actual, expected)
        expectEqual(error.description + "\n", expected)
    }

    @Test("errors come in file order: files in load order, then position")
    func fileOrder() throws {
        let fixture = try #require(Self.cases.first { $0.name == "errors-in-two-files" })
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        let locations = error?.diagnostics.compactMap { $0.location?.description } ?? []
        expectEqual(locations, [
            "errors-in-two-files/main.mappings:5:39",
            "errors-in-two-files/main.mappings:7:5",
            "errors-in-two-files/Users.mappings:4:69",
        ])
        expectEqual(error?.errors.count, 2)
        expectEqual(error?.diagnostics.map(\.severity), [.error, .warning, .error])
    }

    @Test("a diagnostic carries its message and suggestion separately")
    func diagnosticParts() throws {
        let fixture = try #require(Self.cases.first { $0.name == "unknown-keyword-optinal" })
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        let diagnostic = try #require(error?.diagnostics.first)
        expectEqual(error?.diagnostics.count, 1)
        expectEqual(diagnostic.severity, .error)
        #expect(diagnostic.message == "unknown keyword '@optinal' in entry 'imageUrl'")
        expectEqual(diagnostic.suggestion, "did you mean '@optional'?")
        expectEqual(diagnostic.location, SourcePosition(file: "unknown-keyword-optinal.mappings", line: 6, column: 13, offset: 139))
    }

    @Test("an environment file changes which selected blocks are checked")
    func environmentMatters() throws {
        let fixture = try #require(Self.cases.first { $0.name == "selected-errors" })
        let url = MappingsFixtures.invalid.appendingPathComponent(fixture.path)
        let iphone = MappingEnvironment(tags: ["iphone"], versions: ["api": MappingVersion([1, 5])])
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(contentsOf: url, environment: iphone, displayName: fixture.path)
        }
        expectEqual(error?.diagnostics.map { $0.location?.line ?? 0 }, [8, 14])
        // With neither block selected, the file is clean.
        let catalog = try MappingCatalog(contentsOf: url, environment: MappingEnvironment(), displayName: fixture.path)
        expectEqual(catalog.identifiers, ["$TweetModel"])
    }
}
