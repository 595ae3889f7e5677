import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `mappings check` run over a repository with hostile files in it, as a CI
/// job would (`mappings check *.mappings`): nothing outside the folder is
/// read or printed, nothing waits on a FIFO, and every refusal says why.
@Suite("mappings check on hostile files")
struct CheckCommandSafetyTests {
    /// A repository folder beside an `outside` folder holding a secret.
    final class Repository {
        let base: URL
        let root: URL
        let secret = "SECRET-" + UUID().uuidString

        init() throws {
            let made = FileManager.default.temporaryDirectory
                .appendingPathComponent("mappingsTests-" + UUID().uuidString, isDirectory: true)
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            base = made.resolvingSymlinksInPath()
            root = base.appendingPathComponent("repo", isDirectory: true)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent("outside"), withIntermediateDirectories: true)
            // Its first line would be a parse diagnostic's excerpt if it were read.
            try Data((secret + "\n").utf8).write(to: base.appendingPathComponent("outside/passwd"))
            try Data((secret + "\n").utf8).write(to: base.appendingPathComponent("outside/passwd.mappings"))
        }

        deinit { try? FileManager.default.removeItem(at: base) }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }

        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
        }
    }

    @Test("a repository with hostile links, a FIFO and a directory is checked safely")
    func hostileRepository() async throws {
        let repo = try Repository()
        try repo.link("pw.mappings", to: "../outside/passwd")
        try repo.link("abs.mappings", to: repo.base.appendingPathComponent("outside/passwd").path)
        try repo.link("outside-folder", to: "../outside")
        try repo.link("zero.mappings", to: "/dev/zero")
        try repo.link("loop.mappings", to: "loop.mappings")
        try #require(mkfifo(repo.root.appendingPathComponent("pipe.mappings").path, 0o644) == 0)
        try FileManager.default.createDirectory(
            at: repo.root.appendingPathComponent("folder.mappings"), withIntermediateDirectories: true)
        try repo.write("imports-pw.mappings", #"{ "@import": "pw" }"#)
        try repo.write("imports-folder.mappings", #"{ "@import": "outside-folder/passwd" }"#)
        try repo.write("imports-pipe.mappings", #"{ "@import": "pipe" }"#)
        try repo.write("imports-zero.mappings", #"{ "@import": "zero" }"#)
        try repo.write("imports-probe.mappings", #"{ "@import": "outside-folder/nothing" }"#)
        try repo.write("ok.mappings", #"{ "$User": { "name": "name" } }"#)
        let files = try FileManager.default.contentsOfDirectory(atPath: repo.root.path)
            .filter { $0.hasSuffix(".mappings") }.sorted()
        #expect(files.count == 12)
        let run = try await CheckCommandTests.run(["check"] + files, in: repo.root)
        #expect(run.status == 2)
        #expect(!run.stdout.contains(repo.secret))
        #expect(!run.stderr.contains(repo.secret))
        #expect(run.stdout == "ok.mappings: ok, 1 context\n")
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(lines == [
            // A folder is walked, as `mappings check DIR` walks it: this one holds no .mappings file.
            "error: no .mappings file in 'folder.mappings' or its subfolders",
            "error: cannot read 'abs.mappings': it is a symbolic link to a file outside its folder",
            #"imports-folder.mappings:1:14: error: '@import' path 'outside-folder/passwd' leads outside the catalog's folder through a symbolic link"#,
            "imports-pipe.mappings:1:14: error: cannot read imported file 'pipe.mappings' (pipe.mappings): it is a FIFO (named pipe), not a regular file",
            "imports-probe.mappings:1:14: error: '@import' path 'outside-folder/nothing' leads outside the catalog's folder through a symbolic link",
            "imports-pw.mappings:1:14: error: '@import' path 'pw' leads outside the catalog's folder through a symbolic link",
            "imports-zero.mappings:1:14: error: '@import' path 'zero' leads outside the catalog's folder through a symbolic link",
            "error: cannot read 'loop.mappings': symbolic links on the way to it loop or nest too deeply",
            "error: cannot read 'pipe.mappings': it is a FIFO (named pipe), not a regular file",
            "error: cannot read 'pw.mappings': it is a symbolic link to a file outside its folder",
            "error: cannot read 'zero.mappings': it is a symbolic link to a file outside its folder",
        ])

        // The folder itself, as `mappings check .` walks it: the same refusals, the link
        // to a folder outside not followed, nothing of it read.
        let walked = try await CheckCommandTests.run(["check", "."], in: repo.root)
        #expect(walked.status == 2)
        #expect(!walked.stdout.contains(repo.secret))
        #expect(!walked.stderr.contains(repo.secret))
        #expect(walked.stdout == "ok.mappings: ok, 1 context\n")
        #expect(walked.stderr.hasPrefix("note: 'outside-folder' is a symbolic link to a folder, which check does not follow"))
        #expect(walked.stderr.split(separator: "\n").filter { $0.contains("error:") } == Array(lines.dropFirst()))
    }

    @Test("a UTF-16 file and a too-long version are explained")
    func encodingAndVersion() async throws {
        let repo = try Repository()
        let text = #"{ "$User": { "name": "name" } }"#
        let utf16BE = text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        try Data([0xFE, 0xFF] + utf16BE).write(to: repo.root.appendingPathComponent("utf16.mappings"))
        try repo.write("version.mappings", #"{ "$T": { "@ios >= 12345678901234567890": { "a": "b" } } }"#)
        let run = try await CheckCommandTests.run(["check", "utf16.mappings", "version.mappings"], in: repo.root)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("""
            utf16.mappings:1:1: error: the document is UTF-16BE (byte order mark FE FF); JSON must be UTF-8
            note: convert it to UTF-8, for example with: iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8
            version.mappings:1:11: error: malformed selector '@ios >= 12345678901234567890': the version component \
            '12345678901234567890' is too long: 20 digits, at most 9
            """))
    }
}
