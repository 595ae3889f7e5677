import Foundation

/// The package's checked-in test inputs — `Fixtures/`, and the examples in
/// `Mappings/` — found from this file's place in the package, with the one
/// `RECORD_FIXTURES=1` switch that rewrites expected outputs.
///
/// Paths are relative to `Fixtures/` unless a method says otherwise.
///
/// ```swift
/// let bytes = try Fixtures.data("json/valid/tweet.json")
/// for name in Fixtures.names(in: "json/valid", withSuffix: ".json", excluding: ".expected.json") { … }
/// if let expected = try Fixtures.expected("json/invalid/\(name).expected", actual: rendered) {
///     #expect(rendered == expected)
/// }
/// ```
package enum Fixtures {
    /// The package root: the folder that holds `Package.swift`, two levels
    /// above this file's folder (`Sources/MappingKitTestSupport/`).
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MappingKitTestSupport
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // the package

    /// `Fixtures/` in the package root.
    package static let root: URL = packageRoot.appendingPathComponent("Fixtures", isDirectory: true)

    /// `true` when the tests run with `RECORD_FIXTURES=1`: expected files are
    /// rewritten from the actual output instead of compared.
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"
    }

    /// The URL of `path` under `Fixtures/`.
    package static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// The URL of `path` under the package root, such as `Mappings/Twitter.mappings`.
    package static func packageURL(_ path: String) -> URL {
        packageRoot.appendingPathComponent(path)
    }

    /// The bytes of `path` under `Fixtures/`.
    package static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// The text of `path` under `Fixtures/`, decoded as UTF-8 (invalid
    /// sequences repaired, so a damaged file compares unequal rather than throws).
    package static func text(_ path: String) throws -> String {
        String(decoding: try data(path), as: UTF8.self)
    }

    /// The expected output kept at `path` under `Fixtures/` to compare
    /// `actual` with; or, when recording, `nil` after writing `actual` there.
    package static func expected(_ path: String, actual: String) throws -> String? {
        if isRecording {
            try Data(actual.utf8).write(to: url(path))
            return nil
        }
        return try text(path)
    }

    /// The file names in `folder` (under `Fixtures/`), sorted; none when the
    /// folder cannot be listed.
    package static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []).sorted()
    }

    /// The base names of the files in `folder` ending in `suffix` but not in
    /// `excluded` (for inputs kept beside their `*.expected.json`), sorted.
    package static func names(in folder: String, withSuffix suffix: String, excluding excluded: String? = nil) -> [String] {
        files(in: folder)
            .filter { $0.hasSuffix(suffix) && !(excluded.map($0.hasSuffix) ?? false) }
            .map { String($0.dropLast(suffix.count)) }
    }

    /// The catalogs in `folder` (under `Fixtures/`): each `NAME.mappings`,
    /// and each `NAME/` that holds a `main.mappings`; sorted by name.
    package static func catalogCases(in folder: String) -> [FixtureCase] {
        var cases: [FixtureCase] = []
        for entry in files(in: folder) {
            if entry.hasSuffix(".mappings") {
                cases.append(FixtureCase(name: String(entry.dropLast(".mappings".count)), path: entry))
            } else if FileManager.default.fileExists(atPath: url(folder + "/" + entry + "/main.mappings").path) {
                cases.append(FixtureCase(name: entry, path: entry + "/main.mappings"))
            }
        }
        return cases.sorted { $0.name < $1.name }
    }
}
