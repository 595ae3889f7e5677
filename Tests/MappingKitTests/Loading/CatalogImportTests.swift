import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// `@import`: relative paths, loading once, precedence and its warnings,
/// and the paths that are refused.
@Suite("Catalog imports")
struct CatalogImportTests {
    static let root = "imports/main.mappings"

    @Test("a diamond and a cycle load each file once, imports first")
    func diamondAndCycle() throws {
        let catalog = try MappingsFixtures.valid(Self.root)
        // Common is imported by Users and Media and imports main back: each
        // file is read once, so $Base is defined once and never warned about.
        expectEqual(catalog.identifiers, ["$Base", "$Shared", "$Precedence", "$UserModel", "$MediaModel", "$TweetModel"])
        #expect(!catalog.warnings.contains { $0.message.contains("$Base") })
        let tweet = try catalog.context("$TweetModel")
        expectEqual(tweet.summaries(in: Self.root), [
            EntrySummary("message", at: "8:9", keyPath: "text"),
            EntrySummary("user", at: "9:9", keyPath: "user", objectClass: "UserModel", objectContext: "$UserModel"),
            EntrySummary("media", at: "10:9", keyPath: "entities.media", objectClass: "MediaModel", objectContext: "$MediaModel"),
            EntrySummary("identifier", at: "imports/shared/Common.mappings:3:16", keyPath: "id_str"),
        ])
        try expectEqual(catalog.context("$UserModel").summaries(in: "imports/users/Users.mappings"), [
            EntrySummary("name", at: "6:9", keyPath: "name"),
            EntrySummary("identifier", at: "imports/shared/Common.mappings:3:16", keyPath: "id_str"),
        ])
    }

    @Test("precedence: the importing file's own > later import > earlier import")
    func precedence() throws {
        let catalog = try MappingsFixtures.valid(Self.root)
        // main's own definition beats every import.
        try expectEqual(catalog.context("$Precedence").entries.map { "\($0.keyPath) @ \($0.location?.description ?? "")" }, [
            "main @ imports/main.mappings:13:22"
        ])
        // Media is imported after Users: its definition wins; both beat Common.
        try expectEqual(catalog.context("$Shared").entries.map { "\($0.keyPath) @ \($0.location?.description ?? "")" }, [
            "media @ imports/media/Media.mappings:9:18"
        ])
        // A replaced context keeps its first place in the identifiers.
        expectEqual(catalog.identifiers.firstIndex(of: "$Shared"), 1)
    }

    @Test("a catalog extended with adding(_:) keeps the warnings of its files")
    func addingKeepsLoadWarnings() throws {
        let catalog = try MappingsFixtures.valid(Self.root)
        var extra = MappingDefinition()
        extra.map("name", from: "name")
        let extended = try catalog.adding(["$Extra": extra])
        expectEqual(extended.warnings, catalog.warnings)
        expectEqual(extended.identifiers, catalog.identifiers + ["$Extra"])
    }

    @Test("every replaced definition is warned about, saying which rule applied")
    func precedenceWarnings() throws {
        let catalog = try MappingsFixtures.valid(Self.root)
        expectEqual(catalog.warnings.map(\.severity), [.warning, .warning, .warning, .warning])
        expectEqual(MappingsFixtures.rendered(catalog.warnings), """
            imports/main.mappings:13:5: warning: '$Precedence' replaces its definition at imports/users/Users.mappings:9:5
                "$Precedence": { "source": "main" }
                ^
            note: rename one of them if both are needed; the importing file's definition wins
            imports/users/Users.mappings:8:5: warning: '$Shared' replaces its definition at imports/shared/Common.mappings:4:5
                "$Shared": { "source": "users" },
                ^
            note: rename one of them if both are needed; the importing file's definition wins
            imports/users/Users.mappings:9:5: warning: '$Precedence' replaces its definition at imports/shared/Common.mappings:5:5
                "$Precedence": { "source": "users" }
                ^
            note: rename one of them if both are needed; the importing file's definition wins
            imports/media/Media.mappings:9:5: warning: '$Shared' replaces its definition at imports/users/Users.mappings:8:5
                "$Shared": { "source": "media" }
                ^
            note: rename one of them if both are needed; a later import's definition wins over an earlier one's

            """)
    }

    @Test("a file imported twice under different spellings loads once")
    func sameFileTwice() throws {
        let folder = try TemporaryCatalog([
            "shared/Common.mappings": #"{ "$Base": { "identifier": "id_str" } }"#,
            "users/Users.mappings": #"{ "@import": "../shared/Common", "$UserModel": { "name": "name" } }"#,
        ])
        defer { folder.remove() }
        let catalog = try MappingCatalog(
            string: #"{ "@import": ["shared/Common", "users/../shared/Common.mappings", "./shared/Common", "users/Users"] }"#,
            baseURL: folder.url, displayName: "twice.mappings")
        expectEqual(catalog.identifiers, ["$Base", "$UserModel"])
        #expect(catalog.warnings.isEmpty)
    }

    @Test("'.mappings' is added only when the path has no extension")
    func extensionAdded() throws {
        let folder = try TemporaryCatalog([
            "Common.mappings": #"{ "$Base": { "identifier": "id_str" } }"#,
            "Other.json": #"{ "$Other": { "x": "x" } }"#,
            "Other.json.mappings": #"{ "$Wrong": { "x": "x" } }"#,
        ])
        defer { folder.remove() }
        let catalog = try MappingCatalog(
            string: #"{ "@import": ["Common", "Other.json", "Common.mappings"] }"#, baseURL: folder.url, displayName: "ext.mappings")
        expectEqual(catalog.identifiers, ["$Base", "$Other"])
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{ "@import": "Common.txt" }"#, baseURL: folder.url, displayName: "ext.mappings")
        }
        expectEqual(error?.diagnostics.map(\.message), ["cannot find imported file 'Common.txt' (looked for Common.txt)"])
    }

    @Test("precedence between sibling imports and the importer, with its warnings")
    func siblingPrecedence() throws {
        let folder = try TemporaryCatalog([
            "A.mappings": #"{ "$S": { "from": "a" }, "$OnlyA": { "a": "a" } }"#,
            "B.mappings": #"{ "$S": { "from": "b" }, "$T": { "from": "b" } }"#,
        ])
        defer { folder.remove() }
        let catalog = try MappingCatalog(
            string: #"{ "@import": ["A", "B"], "$T": { "from": "root" } }"#, baseURL: folder.url, displayName: "root.mappings")
        expectEqual(catalog.identifiers, ["$S", "$OnlyA", "$T"])
        try expectEqual(catalog.context("$S").entries.map(\.keyPath.description), ["b"])
        try expectEqual(catalog.context("$T").entries.map(\.keyPath.description), ["root"])
        expectEqual(catalog.warnings.map { "\($0.location?.description ?? ""): \($0.message) / \($0.suggestion ?? "")" }, [
            "root.mappings:1:26: '$T' replaces its definition at B.mappings:1:26 / rename one of them if both are needed; the importing file's definition wins",
            "B.mappings:1:3: '$S' replaces its definition at A.mappings:1:3 / rename one of them if both are needed; a later import's definition wins over an earlier one's",
        ])
    }

    @Test(
        "paths that are absolute or leave the root file's folder are refused",
        arguments: ["/etc/passwd", "~/x", "file:///etc/x", "../Twitter", "shared/../../Twitter", "users/../../../Twitter"])
    func refusedPaths(_ path: String) throws {
        let base = MappingsFixtures.valid.appendingPathComponent("imports")
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingCatalog(string: #"{ "@import": "\#(path)" }"#, baseURL: base, displayName: "refuse.mappings")
        }
        let diagnostic = try #require(error?.diagnostics.first)
        expectEqual(error?.diagnostics.count, 1)
        expectEqual(diagnostic.location?.description, "refuse.mappings:1:14")
        let absolute = path.hasPrefix("/") || path.hasPrefix("~") || path.contains("://")
        expectEqual(diagnostic.message, "'@import' path '\(path)' \(absolute ? "is absolute" : "leaves the catalog's folder")")
    }

    @Test("a missing import names the importing file:line:col and the path tried")
    func missingImport() throws {
        let fixture = FixtureCase(name: "import-missing", path: "import-missing/main.mappings")
        let error = #expect(throws: MappingConfigurationError.self) {
            _ = try MappingsFixtures.load(fixture, in: MappingsFixtures.invalid)
        }
        let diagnostic = try #require(error?.diagnostics.first)
        expectEqual(diagnostic.location?.description, "import-missing/main.mappings:2:26")
        expectEqual(diagnostic.message, "cannot find imported file 'shared/Places.mappings' (looked for import-missing/shared/Places.mappings)")
    }

    @Test("imported files' definitions are visible to the importer's @inherits and @mappings, and back")
    func crossFileReferences() throws {
        // Users inherits $Base from Common, which it imports; main maps
        // with $UserModel from Users. Common sees main's $TweetModel too:
        // the catalog's top level is shared by all its files.
        let base = MappingsFixtures.valid.appendingPathComponent("imports")
        let catalog = try MappingCatalog(
            string: #"{ "@import": "users/Users", "$Reader": { "@inherits": "$UserModel", "likes": "likes" } }"#,
            baseURL: base, displayName: "reader.mappings")
        try expectEqual(catalog.context("$Reader").summaries(in: "reader.mappings").map(\.property), [
            "likes", "name", "identifier",
        ])
    }
}

/// A folder of `.mappings` files in the temporary directory, for tests that
/// need a catalog of their own.
struct TemporaryCatalog {
    let url: URL

    /// Writes `files` (relative path → text) into a new folder.
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("MappingKitTests-" + UUID().uuidString)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
