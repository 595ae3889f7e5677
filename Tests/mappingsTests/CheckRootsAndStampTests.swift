import Foundation
import MappingKitTestSupport
import Testing

/// `mappings check` given every file of a folder, as the build plugin and
/// `swift package check-mappings` give them: an imported file is checked
/// through its importer, a problem is printed once, and `--stamp` is the
/// plugin's output.
@Suite("mappings check: imported files, --stamp, --quiet")
struct CheckRootsAndStampTests {
    static func run(_ arguments: [String], in folder: URL) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, in: folder)
    }

    /// `main.mappings` imports `users/Users.mappings`, which uses a template
    /// `main.mappings` defines: valid only through `main.mappings`.
    static func catalogFolder(userEntry: String = #""name": { "@inherits": "Required", "@keyPath": "name" }"#) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.makeFolder("users")
        try folder.write("main.mappings", """
            {
                "@import": "users/Users",
                "Required": { "@optional": false },
                "$Tweet": { "text": "text", "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } } }
            }

            """)
        try folder.write("users/Users.mappings", """
            {
                "$User": { \(userEntry) }
            }

            """)
        return folder
    }

    @Test("a file only valid through its importer is checked through it, not on its own")
    func importedFileThroughImporter() async throws {
        let folder = try Self.catalogFolder()
        let alone = try await Self.run(["check", "users/Users.mappings"], in: folder.url)
        #expect(alone.status == 2)  // on its own, the template is unknown
        let run = try await Self.run(["check", "main.mappings", "users/Users.mappings"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            main.mappings: ok, 2 contexts
            users/Users.mappings: checked through main.mappings, which imports it

            """)
        // Whatever the order the files are given in.
        let reversed = try await Self.run(["check", "users/Users.mappings", "main.mappings"], in: folder.url)
        #expect(reversed.status == 0)
        #expect(reversed.stdout == """
            users/Users.mappings: checked through main.mappings, which imports it
            main.mappings: ok, 2 contexts

            """)
    }

    @Test("an error in an imported file is printed once, at its own path and line, and fails the run")
    func errorInImportedFile() async throws {
        let folder = try Self.catalogFolder(userEntry: #""name": { "@keyPath": "name", "@optinal": true }"#)
        let run = try await Self.run(["check", "main.mappings", "users/Users.mappings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.components(separatedBy: "users/Users.mappings:2:46: error: unknown keyword '@optinal'").count == 2)
        #expect(run.stdout == "users/Users.mappings: checked through main.mappings, which imports it\n")
        let github = try await Self.run(["check", "--format", "github", "main.mappings", "users/Users.mappings"], in: folder.url)
        #expect(github.stdout.split(separator: "\n").count == 1)
        #expect(github.stdout.hasPrefix("::error file=users/Users.mappings,line=2,col=46,"))
    }

    @Test("files that import each other are checked from the first of them")
    func importCycle() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a.mappings", #"{ "@import": "b", "$A": { "x": "x" } }"#)
        try folder.write("b.mappings", #"{ "@import": "a", "$B": { "y": "y" } }"#)
        let run = try await Self.run(["check", "a.mappings", "b.mappings"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout == "a.mappings: ok, 2 contexts\nb.mappings: checked through a.mappings, which imports it\n")
    }

    @Test("--stamp: written when no file has an error, not written on an error, never over a file checked")
    func stamp() async throws {
        let folder = try Self.catalogFolder()
        let clean = try await Self.run(["check", "--quiet", "--stamp", "out/Checked.swift", "main.mappings", "users/Users.mappings"], in: folder.url)
        #expect(clean.status == 74)  // the stamp's folder does not exist
        #expect(clean.stderr.hasPrefix("error: cannot write the stamp 'out/Checked.swift': "))
        try folder.makeFolder("out")
        let written = try await Self.run(["check", "--quiet", "--stamp", "out/Checked.swift", "main.mappings", "users/Users.mappings"], in: folder.url)
        #expect(written.status == 0)
        #expect(written.stdout == "")
        #expect(try folder.read("out/Checked.swift") == "// Checked by `mappings check`: 2 .mappings files, no error.\n")

        let broken = try Self.catalogFolder(userEntry: #""name": { "@keyPath": "name", "@optinal": true }"#)
        let failed = try await Self.run(["check", "--stamp", "Checked.swift", "main.mappings"], in: broken.url)
        #expect(failed.status == 2)
        #expect(!FileManager.default.fileExists(atPath: broken.path("Checked.swift")))

        for target in ["main.mappings", "users/Users.mappings"] {
            let before = try folder.read(target)
            let refused = try await Self.run(["check", "--stamp", target, "main.mappings"], in: folder.url)
            #expect(refused.status == 64)
            #expect(refused.stderr.contains("writing the stamp there would destroy it"))
            #expect(try folder.read(target) == before)
        }
    }
}
