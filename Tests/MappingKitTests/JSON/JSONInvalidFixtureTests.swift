import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Invalid JSON fixtures")
struct JSONInvalidFixtureTests {
    static let folder = "json/invalid"
    static let names = Fixtures.names(in: folder, withSuffix: ".json", excluding: ".expected.json")

    /// Files named `mappings-*.json` are read in the `.mappings` dialect.
    static func options(for name: String) -> JSONParsingOptions {
        name.hasPrefix("mappings-") ? .mappings : .strict
    }

    @Test("every fixture has its expected diagnostic")
    func fixturesArePaired() throws {
        #expect(Self.names.count >= 45)
        guard !Fixtures.isRecording else { return }
        let files = Fixtures.files(in: Self.folder)
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
        let bytes = try Fixtures.data(Self.folder + "/" + file)
        let error = #expect(throws: JSONParseError.self) {
            _ = try JSON(parsing: bytes, options: Self.options(for: name))
        }
        guard let error else { return }
        let rendered = error.rendered(file: file) + "\n"
        guard let expected = try Fixtures.expected("\(Self.folder)/\(name).expected", actual: rendered) else { return }
        expectEqual(rendered, expected)
        // The header's line and column agree with the location, and the
        // location's offset with the input.
        #expect(rendered.hasPrefix("\(file):\(error.location.line):\(error.location.column): error: "))
        #expect(error.location.offset <= bytes.count)
    }

    @Test("parsing the document through every entry point fails the same way", arguments: names)
    func entryPointsAgree(name: String) throws {
        let bytes = try Fixtures.data("\(Self.folder)/\(name).json")
        let options = Self.options(for: name)
        var errors: [JSONParseError] = []
        do { _ = try JSON(parsing: bytes, options: options) } catch { errors.append(error) }
        do { _ = try JSON(parsing: [UInt8](bytes), options: options) } catch { errors.append(error) }
        do { _ = try JSONDocument(parsing: [UInt8](bytes), options: options) } catch { errors.append(error) }
        expectEqual(errors.count, 3)
        expectEqual(Set(errors).count, 1)
    }
}
