import Foundation
import MappingKitTestSupport
import Testing

/// Runs the built `mappings` executable on the `.mappings` fixtures.
@Suite("mappings check")
struct CheckCommandTests {
    static let package = ToolRunner.packageRoot
    static let invalid = package.appendingPathComponent("Fixtures/mappings/invalid")
    static let valid = package.appendingPathComponent("Fixtures/mappings/valid")

    /// Runs `mappings` with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, in: directory)
    }

    struct Fixture: CustomTestStringConvertible, Sendable {
        let name: String
        let path: String
        var testDescription: String { name }
    }

    /// `NAME.mappings` files and `NAME/main.mappings` folders, sorted.
    static func fixtures(in folder: URL) -> [Fixture] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var fixtures: [Fixture] = []
        for entry in entries {
            if entry.hasSuffix(".mappings") {
                fixtures.append(Fixture(name: String(entry.dropLast(".mappings".count)), path: entry))
            } else if FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry + "/main.mappings").path) {
                fixtures.append(Fixture(name: entry, path: entry + "/main.mappings"))
            }
        }
        return fixtures.sorted { $0.name < $1.name }
    }

    static let invalidFixtures = fixtures(in: invalid)
    static let validFixtures = fixtures(in: valid)

    @Test("the fixtures are there")
    func fixturesFound() {
        #expect(Self.invalidFixtures.count >= 34)
        #expect(Self.validFixtures.count >= 5)
    }

    @Test("an invalid catalog exits 2 and prints exactly the expected diagnostics", arguments: invalidFixtures)
    func invalidCatalog(_ fixture: Fixture) async throws {
        var arguments = ["check"]
        let envFile = Self.invalid.appendingPathComponent(fixture.name + ".env")
        if FileManager.default.fileExists(atPath: envFile.path) {
            let list = try String(contentsOf: envFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            arguments += ["--env", list]
        }
        arguments.append(fixture.path)
        let run = try await Self.run(arguments, in: Self.invalid)
        let expected = try String(contentsOf: Self.invalid.appendingPathComponent(fixture.name + ".expected"), encoding: .utf8)
        #expect(run.status == 2)
        #expect(run.stderr == expected)
        #expect(run.stdout == "")
    }

    @Test("a valid catalog exits 0 and says how many contexts it has", arguments: validFixtures)
    func validCatalog(_ fixture: Fixture) async throws {
        let run = try await Self.run(["check", fixture.path], in: Self.valid)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("\(fixture.path): ok, "))
        #expect(run.stdout.hasSuffix(" contexts\n") || run.stdout.hasSuffix(" context\n"))
        #expect(!run.stderr.contains("error:"))
    }

    @Test("several files are checked in one run; warnings go to stderr without failing")
    func severalFiles() async throws {
        let run = try await Self.run(["check", "Twitter.mappings", "imports/main.mappings", "objects.mappings"], in: Self.valid)
        #expect(run.status == 0)
        #expect(run.stdout == """
            Twitter.mappings: ok, 6 contexts
            imports/main.mappings: ok, 6 contexts
            objects.mappings: ok, 2 contexts

            """)
        #expect(run.stderr.components(separatedBy: ": warning: ").count == 5)
    }

    @Test("one invalid file among valid ones makes the run exit 2")
    func mixedFiles() async throws {
        let run = try await Self.run(
            ["check", "../valid/Twitter.mappings", "unknown-keyword-optinal.mappings", "../valid/objects.mappings"],
            in: Self.invalid)
        #expect(run.status == 2)
        #expect(run.stdout == "../valid/Twitter.mappings: ok, 6 contexts\n../valid/objects.mappings: ok, 2 contexts\n")
        let expected = try String(
            contentsOf: Self.invalid.appendingPathComponent("unknown-keyword-optinal.expected"), encoding: .utf8)
        #expect(run.stderr == expected)
    }

    @Test("--env selects blocks")
    func environment() async throws {
        let withEnv = try await Self.run(["check", "--env", "ipad,api=2.1", "selected-errors.mappings"], in: Self.invalid)
        #expect(withEnv.status == 2)
        #expect(withEnv.stderr.contains("selected-errors.mappings:5:71: error: unknown keyword '@optinal'"))
        let iphone = try await Self.run(["check", "selected-errors.mappings", "--env", "iphone"], in: Self.invalid)
        #expect(iphone.status == 2)
        #expect(iphone.stderr.hasPrefix("selected-errors.mappings:8:"))
        let neither = try await Self.run(["check", "--env", "watch", "selected-errors.mappings"], in: Self.invalid)
        #expect(neither.status == 0)
        #expect(neither.stdout == "selected-errors.mappings: ok, 1 context\n")
    }

    @Test(
        "bad usage exits 64",
        arguments: [
            [], ["check"], ["check", "--env"], ["check", "--bogus", "Twitter.mappings"], ["frobnicate"],
            ["check", "--env", "ios=", "Twitter.mappings"], ["check", "--env", "=9", "Twitter.mappings"],
        ])
    func usage(_ arguments: [String]) async throws {
        let run = try await Self.run(arguments, in: Self.valid)
        #expect(run.status == 64)
        #expect(run.stderr.contains("error:") || run.stderr.contains("USAGE"))
        #expect(run.stdout == "")
    }

    @Test("help exits 0")
    func help() async throws {
        let run = try await Self.run(["help", "check"], in: Self.valid)
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: mappings check"))
    }

    @Test("a missing file exits 2 with a diagnostic")
    func missingFile() async throws {
        let run = try await Self.run(["check", "Nope.mappings"], in: Self.valid)
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot read 'Nope.mappings': there is no such file\nnote: check the file's name and folder\n")
    }
}
