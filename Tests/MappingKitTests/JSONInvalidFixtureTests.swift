import Foundation
import Testing

@testable import MappingKit

/// The repository's `Fixtures` folder, found from this file's path.
enum FixtureFiles {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MappingKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Fixtures")

    /// `RECORD_FIXTURES=1` rewrites expected files instead of comparing.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"
    }

    /// The base names of the `*.json` files in `folder` (skipping
    /// `*.expected.json`), sorted.
    static func names(in folder: String) -> [String] {
        let directory = root.appendingPathComponent(folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }
            .map { String($0.dropLast(".json".count)) }
            .sorted()
    }

    static func data(_ folder: String, _ file: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file))
    }

    static func text(_ folder: String, _ file: String) throws -> String {
        String(decoding: try data(folder, file), as: UTF8.self)
    }

    static func write(_ text: String, _ folder: String, _ file: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(folder).appendingPathComponent(file))
    }
}

@Suite("Invalid JSON fixtures")
struct JSONInvalidFixtureTests {
    static let folder = "json/invalid"
    static let names = FixtureFiles.names(in: folder)

    /// Files named `mappings-*.json` are read in the `.mappings` dialect.
    static func options(for name: String) -> JSONParsingOptions {
        name.hasPrefix("mappings-") ? .mappings : .strict
    }

    @Test("every fixture has its expected diagnostic")
    func fixturesArePaired() throws {
        #expect(Self.names.count >= 45)
        guard !FixtureFiles.isRecording else { return }
        let files = try FileManager.default.contentsOfDirectory(
            atPath: FixtureFiles.root.appendingPathComponent(Self.folder).path)
        for name in Self.names {
            #expect(files.contains(name + ".expected"), "missing \(name).expected")
        }
        for file in files where file.hasSuffix(".expected") {
            #expect(files.contains(String(file.dropLast(".expected".count)) + ".json"), "orphan \(file)")
        }
    }

    @Test("fails with the expected diagnostic", arguments: names)
    func rendersExpectedDiagnostic(name: String) throws {
        let file = name + ".json"
        let bytes = try FixtureFiles.data(Self.folder, file)
        let error = #expect(throws: JSONParseError.self) {
            _ = try JSON(parsing: bytes, options: Self.options(for: name))
        }
        guard let error else { return }
        let rendered = error.rendered(file: file) + "\n"
        if FixtureFiles.isRecording {
            try FixtureFiles.write(rendered, Self.folder, name + ".expected")
            return
        }
        let expected = try FixtureFiles.text(Self.folder, name + ".expected")
        #expect(rendered == expected)
        // The header's line and column agree with the location, and the
        // location's offset with the input.
        #expect(rendered.hasPrefix("\(file):\(error.location.line):\(error.location.column): error: "))
        #expect(error.location.offset <= bytes.count)
    }

    @Test("parsing the document through every entry point fails the same way", arguments: names)
    func entryPointsAgree(name: String) throws {
        let bytes = try FixtureFiles.data(Self.folder, name + ".json")
        let options = Self.options(for: name)
        var errors: [JSONParseError] = []
        do { _ = try JSON(parsing: bytes, options: options) } catch { errors.append(error) }
        do { _ = try JSON(parsing: [UInt8](bytes), options: options) } catch { errors.append(error) }
        do { _ = try JSONDocument(parsing: [UInt8](bytes), options: options) } catch { errors.append(error) }
        #expect(errors.count == 3)
        #expect(Set(errors).count == 1)
    }
}
