import Foundation
import MappingKitTestSupport
import Testing

/// What the two plugins hand to `mappings check`: `MappingsFiles`, the
/// plugins' own file (compiled here through a link), finds a target's
/// files, and the built tool is run on its command lines as the build
/// plugin runs it (absolute paths, `--stamp`) and as the command plugin
/// does (paths relative to the folder it runs in). `Scripts/plugin-example.sh`
/// runs the same through SwiftPM.
@Suite("the plugins' files: folders named .mappings, paths beginning with -")
struct PluginFilesTests {
    /// A resource folder with a folder named `legacy.mappings/` (and one
    /// file in it), an empty folder named `empty.mappings/`, and a file
    /// whose name begins with `-`.
    static func resources() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Mappings/Timeline.mappings", #"{ "@import": "legacy.mappings/Old", "$Tweet": { "text": "text" } }"#)
        try folder.write("Mappings/legacy.mappings/Old.mappings", #"{ "$Old": { "name": "name" } }"#)
        try folder.makeFolder("Mappings/empty.mappings")
        try folder.write("Mappings/-Legacy.mappings", #"{ "$Legacy": { "id": "id" } }"#)
        return folder
    }

    @Test("a folder named legacy.mappings is looked inside, not passed as a file")
    func foldersAreNotFiles() throws {
        let folder = try Self.resources()
        let found = MappingsFiles.find(in: [folder.url.appendingPathComponent("Mappings")])
        #expect(found.map { String($0.path.dropFirst(folder.url.path.count + 1)) } == [
            "Mappings/-Legacy.mappings", "Mappings/Timeline.mappings", "Mappings/legacy.mappings/Old.mappings",
        ])
        // A target's source files may name the folder itself, or a file in it.
        let named = MappingsFiles.find(in: [
            folder.url.appendingPathComponent("Mappings/legacy.mappings"), folder.url.appendingPathComponent("Mappings/empty.mappings"),
        ])
        #expect(named.map(\.lastPathComponent) == ["Old.mappings"])
    }

    @Test("the build plugin's command line: every file checked, the stamp written")
    func buildPluginCommand() async throws {
        let folder = try Self.resources()
        let files = MappingsFiles.find(in: [folder.url.appendingPathComponent("Mappings")])
        let arguments = MappingsFiles.checkArguments(["--quiet", "--stamp", folder.path("MappingsCheck.swift")], files: files.map(\.path))
        let run = try await ToolRunner().run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(FileManager.default.fileExists(atPath: folder.path("MappingsCheck.swift")))
    }

    @Test("the command plugin's command line, run where a path begins with -: a file, not an option")
    func commandPluginCommand() async throws {
        let folder = try Self.resources()
        let mappings = folder.url.appendingPathComponent("Mappings")
        let files = MappingsFiles.find(in: [mappings])
        let paths = MappingsFiles.paths(of: files, relativeTo: mappings.path)
        #expect(paths.first == "-Legacy.mappings")
        let run = try await ToolRunner().run(MappingsFiles.checkArguments([], files: paths), in: mappings)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("-Legacy.mappings: ok, 1 context\n"), "\(run.stdout)")
        #expect(run.stdout.contains("Timeline.mappings: ok"), "\(run.stdout)")
        // With options of `mappings check` given to the plugin, as `swift package check-mappings --format github` does.
        let github = try await ToolRunner().run(MappingsFiles.checkArguments(["--format", "github"], files: paths), in: mappings)
        #expect(github.status == 0, "\(github.stderr)")
    }

    @Test("the command plugin writes nothing after a SARIF log: the options that ask for one, as the tool reads them")
    func sarifOptions() {
        #expect(MappingsFiles.asksForSARIF(["--format", "sarif"]))
        #expect(MappingsFiles.asksForSARIF(["-f", "sarif"]))
        #expect(MappingsFiles.asksForSARIF(["--format=sarif"]))
        #expect(MappingsFiles.asksForSARIF(["--format", "github", "-f=sarif"]))
        #expect(!MappingsFiles.asksForSARIF(["--format", "sarif", "--format", "github"]))  // the last one wins
        #expect(!MappingsFiles.asksForSARIF([]))
        #expect(!MappingsFiles.asksForSARIF(["--env", "sarif", "--format"]))
        #expect(!MappingsFiles.asksForSARIF(["--", "--format", "sarif"]))  // after --, files
        #expect(MappingsFiles.failureLine(exitStatus: 2, signalled: false) == "error: mappings check failed (exit 2): see the problems above")
    }
}
