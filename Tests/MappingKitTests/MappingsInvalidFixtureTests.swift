import Foundation
import Testing

@testable import MappingKit

/// The `.mappings` fixtures under `Fixtures/mappings`, found from this
/// file's path.
enum MappingsFixtures {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MappingKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("mappings")

    static let invalid = root.appendingPathComponent("invalid")
    static let valid = root.appendingPathComponent("valid")

    /// `RECORD_FIXTURES=1` rewrites `.expected` files instead of comparing.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"
    }

    /// One broken catalog: `NAME.mappings`, or `NAME/main.mappings` with
    /// the files it imports.
    struct Case: CustomTestStringConvertible, Sendable {
        /// `NAME`.
        let name: String
        /// The root file relative to the fixture folder, as `mappings
        /// check` is given it: `NAME.mappings` or `NAME/main.mappings`.
        let path: String

        var testDescription: String { name }
    }

    /// The catalogs in `folder`, sorted by name.
    static func cases(in folder: URL) -> [Case] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var cases: [Case] = []
        for entry in entries {
            if entry.hasSuffix(".mappings") {
                cases.append(Case(name: String(entry.dropLast(".mappings".count)), path: entry))
            } else if FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).appendingPathComponent("main.mappings").path) {
                cases.append(Case(name: entry, path: entry + "/main.mappings"))
            }
        }
        return cases.sorted { $0.name < $1.name }
    }

    /// The selector environment of a case: its `NAME.env` list added to
    /// the platform's, as `mappings check --env` does.
    static func environment(for name: String, in folder: URL) throws -> MappingEnvironment {
        let url = folder.appendingPathComponent(name + ".env")
        guard FileManager.default.fileExists(atPath: url.path) else { return .current }
        let list = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(MappingEnvironment.current.adding(list), "malformed \(name).env")
    }

    /// Loads a case's catalog the way `mappings check` run from `folder` does.
    static func load(_ fixture: Case, in folder: URL) throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: folder.appendingPathComponent(fixture.path),
            environment: environment(for: fixture.name, in: folder),
            displayName: fixture.path)
    }

    /// Loads a valid catalog by its path under `valid/`.
    static func valid(_ path: String, environment: MappingEnvironment = .current) throws -> MappingCatalog {
        try MappingCatalog(contentsOf: valid.appendingPathComponent(path), environment: environment, displayName: path)
    }

    /// `mappings check`'s stderr for diagnostics: each rendered, one per line.
    static func rendered(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.rendered() + "\n" }.joined()
    }
}

@Suite("Invalid .mappings fixtures")
struct MappingsInvalidFixtureTests {
    static let cases = MappingsFixtures.cases(in: MappingsFixtures.invalid)

    @Test("there are enough fixtures, each with its expected diagnostics")
    func fixturesArePaired() throws {
        #expect(Self.cases.count >= 34)
        guard !MappingsFixtures.isRecording else { return }
        for fixture in Self.cases {
            let expected = MappingsFixtures.invalid.appendingPathComponent(fixture.name + ".expected")
            #expect(FileManager.default.fileExists(atPath: expected.path), "missing \(fixture.name).expected")
        }
    }

    @Test("loading reports exactly the expected diagnostics", arguments: cases)
    func diagnostics(_ fixture: MappingsFixtures.Case) throws {
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        guard let error else { return }
        #expect(!error.errors.isEmpty)
        for diagnostic in error.diagnostics {
            #expect(diagnostic.location != nil, "every diagnostic has a place: \(diagnostic.message)")
        }
        let actual = MappingsFixtures.rendered(error.diagnostics)
        let expectedURL = MappingsFixtures.invalid.appendingPathComponent(fixture.name + ".expected")
        if MappingsFixtures.isRecording {
            try Data(actual.utf8).write(to: expectedURL)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected)
        #expect(error.description + "\n" == expected)
    }

    @Test("errors come in file order: files in load order, then position")
    func fileOrder() throws {
        let fixture = try #require(Self.cases.first { $0.name == "errors-in-two-files" })
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        let locations = error?.diagnostics.compactMap { $0.location?.description } ?? []
        #expect(locations == [
            "errors-in-two-files/main.mappings:5:39",
            "errors-in-two-files/main.mappings:7:5",
            "errors-in-two-files/Users.mappings:4:69",
        ])
        #expect(error?.errors.count == 2)
        #expect(error?.diagnostics.map(\.severity) == [.error, .warning, .error])
    }

    @Test("a diagnostic carries its message and suggestion separately")
    func diagnosticParts() throws {
        let fixture = try #require(Self.cases.first { $0.name == "unknown-keyword-optinal" })
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(error?.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "unknown keyword '@optinal' in entry 'imageUrl'")
        #expect(diagnostic.suggestion == "did you mean '@optional'?")
        #expect(diagnostic.location == SourcePosition(file: "unknown-keyword-optinal.mappings", line: 6, column: 13, offset: 139))
    }

    @Test("an environment file changes which selected blocks are checked")
    func environmentMatters() throws {
        let fixture = try #require(Self.cases.first { $0.name == "selected-errors" })
        let url = MappingsFixtures.invalid.appendingPathComponent(fixture.path)
        let iphone = MappingEnvironment(tags: ["iphone"], versions: ["api": MappingVersion([1, 5])])
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(contentsOf: url, environment: iphone, displayName: fixture.path)
        }
        #expect(error?.diagnostics.map { $0.location?.line ?? 0 } == [8, 14])
        // With neither block selected, the file is clean.
        let catalog = try MappingCatalog(contentsOf: url, environment: MappingEnvironment(), displayName: fixture.path)
        #expect(catalog.identifiers == ["$TweetModel"])
    }
}
