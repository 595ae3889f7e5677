import Foundation
import MappingKitTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// `mappings check DIR`, through the built binary: every `.mappings` file
/// under a folder, subfolders included, sorted by path; imported files
/// checked through their importers; hidden folders, links to folders and
/// a folder with no file said and decided.
@Suite("mappings check DIR")
struct CheckFolderTests {
    static func run(_ arguments: [String], in folder: URL) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, in: folder)
    }

    /// An app's `Mappings/` tree: `App.mappings` imports `users/Users`, which
    /// uses a template only `App.mappings` defines (valid through it alone);
    /// `feeds/v2/Feed.mappings` two levels down; a `legacy.mappings/` folder;
    /// a file that is not `.mappings`; and hidden `.build` and `.drafts`
    /// folders holding broken files that must not be checked.
    static func tree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Mappings/App.mappings", """
            {
                "@import": "users/Users",
                "Required": { "@optional": false },
                "$Tweet": { "text": "text", "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } } }
            }

            """)
        try folder.write("Mappings/users/Users.mappings", #"{ "$User": { "name": { "@inherits": "Required", "@keyPath": "name" } } }"#)
        try folder.write("Mappings/feeds/v2/Feed.mappings", #"{ "$Feed": { "title": "title" }, "$Item": { "id": "id" } }"#)
        try folder.write("Mappings/legacy.mappings/Old.mappings", #"{ "$Old": { "name": "name" } }"#)
        try folder.write("Mappings/README.md", "not a .mappings file")
        try folder.write("Mappings/.build/checkouts/Broken.mappings", #"{ "$B": { "x": { "@optinal": true } } }"#)
        try folder.write("Mappings/.drafts/Draft.mappings", "{ not json")
        try folder.write("Mappings/.Hidden.mappings", "{ not json")
        return folder
    }

    @Test("every file under the folder, nested ones too, sorted by path; an imported file through its importer; hidden ones left out")
    func nestedTree() async throws {
        let folder = try Self.tree()
        let run = try await Self.run(["check", "Mappings"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout == """
            Mappings/App.mappings: ok, 2 contexts
            Mappings/feeds/v2/Feed.mappings: ok, 2 contexts
            Mappings/legacy.mappings/Old.mappings: ok, 1 context
            Mappings/users/Users.mappings: checked through Mappings/App.mappings, which imports it

            """)
        // The folder named with a slash, or as '.', names the files the same way.
        let slash = try await Self.run(["check", "Mappings/"], in: folder.url)
        #expect(slash.stdout == run.stdout)
        let here = try await Self.run(["check", "."], in: folder.url.appendingPathComponent("Mappings"))
        #expect(here.status == 0)
        #expect(here.stdout.split(separator: "\n").first == "App.mappings: ok, 2 contexts")
        // A hidden folder is checked when it is named.
        let hidden = try await Self.run(["check", "Mappings/.build"], in: folder.url)
        #expect(hidden.status == 2)
        #expect(hidden.stderr.hasPrefix("Mappings/.build/checkouts/Broken.mappings:1:18: error: unknown keyword '@optinal'"))
    }

    @Test("an error in a nested imported file fails the run at its path and line, once; --format github too")
    func errorInNestedImport() async throws {
        let folder = try Self.tree()
        try folder.write("Mappings/users/Users.mappings", #"{ "$User": { "name": { "@keyPath": "name", "@optinal": true } } }"#)
        let run = try await Self.run(["check", "Mappings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.components(separatedBy: "Mappings/users/Users.mappings:1:44: error: unknown keyword '@optinal'").count == 2)
        #expect(run.stdout == """
            Mappings/feeds/v2/Feed.mappings: ok, 2 contexts
            Mappings/legacy.mappings/Old.mappings: ok, 1 context
            Mappings/users/Users.mappings: checked through Mappings/App.mappings, which imports it

            """)
        let github = try await Self.run(["check", "--format", "github", "Mappings"], in: folder.url)
        #expect(github.status == 2)
        #expect(github.stdout.split(separator: "\n").count == 1)
        #expect(github.stdout.hasPrefix("::error file=Mappings/users/Users.mappings,line=1,col=44,"))
    }

    @Test("a folder with no .mappings file is an error (exit 2), saying whether hidden ones were left out; the other arguments are checked")
    func emptyFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("Empty/sub")
        try folder.write("Empty/notes.txt", "")
        try folder.write("Hidden/.build/X.mappings", #"{ "$X": { "x": "x" } }"#)
        try folder.write("One.mappings", #"{ "$One": { "x": "x" } }"#)
        let empty = try await Self.run(["check", "Empty"], in: folder.url)
        #expect(empty.status == 2)
        #expect(empty.stdout == "")
        #expect(empty.stderr == """
            error: no .mappings file in 'Empty' or its subfolders
            note: name a folder that holds .mappings files, or the files themselves

            """)
        let hidden = try await Self.run(["check", "Hidden/", "One.mappings"], in: folder.url)
        #expect(hidden.status == 2)
        #expect(hidden.stdout == "One.mappings: ok, 1 context\n")
        #expect(hidden.stderr == """
            error: no .mappings file in 'Hidden' or its subfolders
            note: hidden files and folders (.build, .git) are not looked in; name one to check it: mappings check Hidden/.NAME

            """)
        // No stamp when a folder held nothing: the build would pass unchecked.
        let stamped = try await Self.run(["check", "--stamp", "Checked.swift", "Empty", "One.mappings"], in: folder.url)
        #expect(stamped.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path("Checked.swift")))
    }

    @Test("a link to a file is checked as a file of its own, beside its target; a link to a folder is not followed, and a note says so")
    func symbolicLinks() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/Common.mappings", #"{ "$Common": { "x": "x" } }"#)
        try folder.write("Mappings/Main.mappings", #"{ "$Main": { "x": "x" } }"#)
        try folder.link("Mappings/Alias.mappings", to: "Main.mappings")
        try folder.link("Mappings/Linked.mappings", to: "Other/Linked.mappings")
        try folder.write("Mappings/Other/Linked.mappings", #"{ "$Linked": { "x": "x" } }"#)
        try folder.link("Mappings/shared", to: "../Shared")
        try folder.link("Mappings/loop", to: ".")
        let run = try await Self.run(["check", "Mappings"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            Mappings/Alias.mappings: ok, 1 context
            Mappings/Linked.mappings: ok, 1 context
            Mappings/Main.mappings: ok, 1 context
            Mappings/Other/Linked.mappings: ok, 1 context

            """)
        #expect(run.stderr == """
            note: 'Mappings/loop' is a symbolic link to a folder, which check does not follow; to check its files, name it: mappings check Mappings/loop
            note: 'Mappings/shared' is a symbolic link to a folder, which check does not follow; to check its files, name it: mappings check Mappings/shared

            """)
        // Named, the link to a folder is walked.
        let named = try await Self.run(["check", "Mappings/shared"], in: folder.url)
        #expect(named.status == 0)
        #expect(named.stdout == "Mappings/shared/Common.mappings: ok, 1 context\n")
        // A path named by itself and through a folder is checked once.
        let twice = try await Self.run(["check", "Mappings/Other/Linked.mappings", "Mappings/Other", "./Mappings/Other/"], in: folder.url)
        #expect(twice.stdout == "Mappings/Other/Linked.mappings: ok, 1 context\n")
    }

    @Test("what a folder holds that is named .mappings but is no file is refused by the loader, unopened")
    func specialFiles() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Mappings/ok.mappings", #"{ "$Ok": { "x": "x" } }"#)
        try folder.makeFIFO("Mappings/pipe.mappings")
        try folder.link("Mappings/gone.mappings", to: "nothing.mappings")
        let run = try await Self.run(["check", "Mappings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout == "Mappings/ok.mappings: ok, 1 context\n")
        let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors == [
            "error: cannot read 'Mappings/gone.mappings': there is no such file",
            "error: cannot read 'Mappings/pipe.mappings': it is a FIFO (named pipe), not a regular file",
        ])
    }

    @Test("a subfolder that cannot be listed is named with why, and fails the run (root lists it anyway)")
    func unreadableSubfolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Mappings/ok.mappings", #"{ "$Ok": { "x": "x" } }"#)
        try folder.write("Mappings/locked/in.mappings", #"{ "$In": { "x": "x" } }"#)
        folder.setPermissions("Mappings/locked", 0)
        let run = try await Self.run(["check", "Mappings"], in: folder.url)
        if geteuid() == 0 {
            #expect(run.status == 0)
        } else {
            #expect(run.status == 2)
            #expect(run.stdout == "Mappings/ok.mappings: ok, 1 context\n")
            #expect(run.stderr.hasPrefix("error: cannot read the folder 'Mappings/locked': permission denied\n"))
        }
    }

    @Test("check --help says what a DIR stands for")
    func help() async throws {
        let folder = try TemporaryFolder()
        let help = try await Self.run(["check", "--help"], in: folder.url)
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: mappings check [options] FILE|DIR..."))
        #expect(help.stdout.contains("A DIR stands for every .mappings file under it"))
        #expect(help.stdout.contains("In CI: mappings check Mappings"))
    }
}
