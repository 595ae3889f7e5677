import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// The `.mappings` fixtures under `Fixtures/mappings`, loaded as catalogs
/// the way `mappings check` loads them.
enum MappingsFixtures {
    static let invalid = Fixtures.url("mappings/invalid")
    static let valid = Fixtures.url("mappings/valid")

    /// The broken catalogs, sorted by name.
    static var invalidCases: [FixtureCase] { Fixtures.catalogCases(in: "mappings/invalid") }

    /// The selector environment of a case: its `NAME.env` list added to
    /// the platform's, as `mappings check --env` does.
    static func environment(for name: String, in folder: URL) throws -> MappingEnvironment {
        let url = folder.appendingPathComponent(name + ".env")
        guard FileManager.default.fileExists(atPath: url.path) else { return .current }
        let list = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(MappingEnvironment.current.adding(list), "malformed \(name).env")
    }

    /// Loads a case's catalog the way `mappings check` run from `folder` does.
    static func load(_ fixture: FixtureCase, in folder: URL) throws -> MappingCatalog {
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
