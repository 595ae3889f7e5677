import Foundation
import Testing

@testable import MappingKit

/// Issue 29 item 3: `@fallbackKeyPaths`, read in order when `@keyPath`'s
/// value is missing, on every path; no issue, but the summary counts the
/// objects read from each fallback.
@Suite("@fallbackKeyPaths: a renamed key read from where it was")
struct FallbackKeyPathsTests {
    struct Article: Mappable, Equatable {
        var title = ""
        var views = 0
        static let properties: MappableProperties<Article> = ["title": \.title, "views": \.views]
    }

    struct CodableArticle: Codable, Equatable {
        var title: String
        var views: Int
    }

    static let text = #"""
        {
          "$Article": {
            "title": { "@keyPath": "title", "@fallbackKeyPaths": ["title_name", ["meta", "title.v1"]] },
            "views": { "@keyPath": "views", "@fallbackKeyPaths": "stats.view_count" }
          }
        }
        """#

    static let payload: JSON = [
        ["title": "A", "views": 1, "title_name": "not read"],
        ["title_name": "B", "stats": ["view_count": 2]],
        ["title": nil, "meta": ["title.v1": "C"], "stats": ["view_count": "many"]],
        ["name": "D"],
    ]

    static func issues(_ report: ValidationReport) -> [String] {
        report.issues.map { "\($0.severity) \($0.code) \($0.sourcePath) → \($0.targetPath)" }
    }

    static let expectedIssues = [
        "error conversionFailed [2].stats.view_count → [2].views", "error missingRequired [3].title → [3].title",
        "error missingRequired [3].views → [3].views",
    ]

    static let expectedSummary = [
        "$Article.title: read from 'title_name' in 1 of 4 objects",
        "$Article.views: read from 'stats.view_count' in 2 of 4 objects",
        "$Article.title: read from 'meta[\"title.v1\"]' in 1 of 4 objects",
        "$Article.views (stats.view_count): typeMismatch in 1 of 4 objects",
        "$Article.title (title): missing in 1 of 4 objects",
        "$Article.views (views): missing in 1 of 4 objects",
    ]

    @Test("Mappable: each fallback in order, an issue about a fallback's value names where it was read, the summary counts each")
    func mappable() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Article").objects(from: Self.payload, as: Article.self)
        #expect(result.value == [
            Article(title: "A", views: 1), Article(title: "B", views: 2), Article(title: "C", views: 0), Article(),
        ])
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(result.report.summary.map(\.description) == Self.expectedSummary)
        #expect(result.report.warningCount == 0)
    }

    @Test("Decodable through the context: the same values (an object missing a value dropped), issues and summary")
    func decodable() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Article").objects(from: Self.payload, as: CodableArticle.self)
        #expect(result.value == [CodableArticle(title: "A", views: 1), CodableArticle(title: "B", views: 2)])
        #expect(Self.issues(result.report) == Self.expectedIssues)
        #expect(result.report.summary.map(\.description) == Self.expectedSummary)
    }

    @Test("dynamic JSON: the fallback's value under the entry's name; the report read back from JSON keeps the lines")
    func dynamic() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let result = try catalog.context("$Article").objects(from: Self.payload, as: JSON.self)
        #expect(result.value == [
            ["title": "A", "views": 1], ["title": "B", "views": 2], ["title": "C", "views": "many"], [:],
        ])
        #expect(Self.issues(result.report) == [
            "error missingRequired [3].title → [3].title", "error missingRequired [3].views → [3].views",
        ])
        #expect(result.report.summary.prefix(3).map(\.description) == Array(Self.expectedSummary.prefix(3)))
        let read = try ValidationReport(json: result.report.json)
        #expect(read.summary.map(\.description) == result.report.summary.map(\.description))
    }

    @Test("--unmapped: a fallback key is read, not unmapped")
    func unmapped() throws {
        let catalog = try MappingCatalog(string: Self.text)
        let keys = try catalog.context("$Article").unmappedKeys(in: Self.payload).map(\.keyPath)
        #expect(keys == ["name"])
    }

    @Test("the loader: a fallback that is not a key path, or an empty list")
    func misuse() throws {
        let text = #"""
            { "$M": { "a": { "@keyPath": "a", "@fallbackKeyPaths": 3 },
                      "b": { "@keyPath": "b", "@fallbackKeyPaths": [] },
                      "c": { "@keyPath": "c", "@fallbackKeyPaths": ["ok", ""] } } }
            """#
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text, displayName: "M.mappings") }
        #expect(error.diagnostics.map { "\($0.location?.description ?? "") \($0.code)" } == [
            "M.mappings:1:56 invalidKeywordValue", "M.mappings:2:56 invalidKeywordValue", "M.mappings:3:63 emptyKeyPath",
        ])
        #expect(error.diagnostics.first?.message == "'@fallbackKeyPaths' must be a key path or a non-empty array of key paths")
    }
}
