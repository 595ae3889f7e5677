import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// How `mappings infer` writes its files, through the built binary: the
/// `.mappings` and `.swift` files together or not at all, never through a
/// symbolic link, never over a sample, an error naming the file that
/// failed; empty paths and `--name` refused or accepted for what they are.
@Suite("mappings infer: writing its files")
struct InferFilesTests {
    static let sample = #"[{"id": 1, "homepage": "https://example.com/a"}]"#

    /// A folder holding `sample.json`.
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("sample.json", sample)
        return folder
    }

    static func infer(_ folder: TemporaryFolder, _ arguments: [String]) async throws -> ToolRunner.Output {
        try await ToolRunner().run(["infer", folder.path("sample.json")] + arguments, in: folder.url)
    }

    @Test("the pair is written together or not at all: a .swift target that cannot be written leaves no .mappings file")
    func together() async throws {
        let folder = try Self.folder()
        // A folder where Order.swift goes: --force lets infer try, and the rename fails.
        try folder.makeFolder("Order.swift")
        try folder.write("Order.swift/kept", "kept")
        let output = try await Self.infer(folder, ["--name", "Order", "--force"])
        #expect(output.status == 74)
        #expect(output.stderr == """
            error: cannot write 'Order.swift': it is a directory
            note: nothing was written: infer writes 'Order.swift' and 'Order.mappings' together or not at all
            note: infer writes regular files: choose another --out DIR or --name NAME

            """)
        #expect(!output.stderr.contains("NSCocoaErrorDomain"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Order.mappings")))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Order.swift/kept"), encoding: .utf8) == "kept")
        // No temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["Order.swift", "sample.json"])

        // An existing .mappings file replaced by --force is put back when its .swift fails.
        try folder.write("Order.mappings", "// mine\n{}\n")
        let again = try await Self.infer(folder, ["--name", "Order", "--force"])
        #expect(again.status == 74)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Order.mappings"), encoding: .utf8) == "// mine\n{}\n")
    }

    @Test("a rename that fails after the first file was renamed puts that file back (an immutable .swift file, where chattr can make one)")
    func putBack() async throws {
        let folder = try Self.folder()
        try folder.write("Order.mappings", "// mine\n{}\n")
        folder.setPermissions("Order.mappings", 0o600)
        try folder.write("Order.swift", "// mine\n")
        let tool = try ToolRunner()
        // Root replaces a read-only file; nobody replaces an immutable one. Not every file system has them.
        guard try await tool.shell("chattr +i Order.swift", in: folder.url).status == 0 else { return }
        let output = try await tool.run(["infer", "sample.json", "--name", "Order", "--force"], in: folder.url)
        _ = try await tool.shell("chattr -i Order.swift", in: folder.url)
        #expect(output.status == 74)
        #expect(output.stderr.hasPrefix("error: cannot write 'Order.swift': permission denied\n"
            + "note: nothing was written: infer writes 'Order.swift' and 'Order.mappings' together or not at all\n"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Order.mappings"), encoding: .utf8) == "// mine\n{}\n")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path("Order.mappings"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["Order.mappings", "Order.swift", "sample.json"])
    }

    @Test("a symbolic link where a file goes, dangling or not: refused without --force; with it, the link is replaced, not followed")
    func links() async throws {
        let folder = try Self.folder()
        try folder.write("elsewhere.mappings", "// not infer's\n")
        try folder.link("Order.mappings", to: "elsewhere.mappings")
        try folder.link("Order.swift", to: "missing/nowhere.swift")
        let refused = try await Self.infer(folder, ["--name", "Order"])
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix(
            "error: 'Order.mappings' is a symbolic link; infer never writes through one, and replaces it (not what it leads to) only with --force\n"))
        try FileManager.default.removeItem(atPath: folder.path("Order.mappings"))
        let dangling = try await Self.infer(folder, ["--name", "Order"])
        #expect(dangling.status == 64)
        #expect(dangling.stderr.hasPrefix("error: 'Order.swift' is a symbolic link;"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Order.mappings")))

        try folder.link("Order.mappings", to: "elsewhere.mappings")
        let forced = try await Self.infer(folder, ["--name", "Order", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        for name in ["Order.mappings", "Order.swift"] {
            let kind = try FileManager.default.attributesOfItem(atPath: folder.path(name))[.type] as? FileAttributeType
            #expect(kind == .typeRegular, "\(name)")
        }
        #expect(try String(contentsOf: folder.url.appendingPathComponent("elsewhere.mappings"), encoding: .utf8) == "// not infer's\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
    }

    @Test("never over a sample: --out naming a sample, a file named as a sample (even with --force), --update on a sample")
    func samples() async throws {
        let folder = try Self.folder()
        let out = try await Self.infer(folder, ["-o", "sample.json"])
        #expect(out.status == 64)
        #expect(out.stderr.hasPrefix("error: --out 'sample.json' is one of the samples, not a folder\n"))
        try folder.write("other.txt", "")
        let file = try await Self.infer(folder, ["-o", "other.txt"])
        #expect(file.stderr.hasPrefix("error: --out 'other.txt' is a file, not a folder\n"))

        try folder.write("Order.mappings", Self.sample)
        let named = try await ToolRunner().run(["infer", "Order.mappings", "--name", "Order", "--force"], in: folder.url)
        #expect(named.status == 64)
        #expect(named.stderr.hasPrefix("error: 'Order.mappings' is one of the samples: infer never writes over its samples, even with --force\n"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Order.mappings"), encoding: .utf8) == Self.sample)

        let update = try await ToolRunner().run(["infer", "--update", "Order.mappings", "Order.mappings"], in: folder.url)
        #expect(update.status == 64)
        #expect(update.stderr.hasPrefix("error: 'Order.mappings' is one of the samples"))
    }

    @Test("--update never writes through a symbolic link: it names the file the link leads to")
    func updateLink() async throws {
        let folder = try Self.folder()
        let first = try await Self.infer(folder, ["--name", "Order"])
        #expect(first.status == 0)
        try folder.link("Linked.mappings", to: "Order.mappings")
        let output = try await ToolRunner().run(["infer", "--update", "Linked.mappings", "sample.json"], in: folder.url)
        #expect(output.status == 64)
        let target = folder.url.resolvingSymlinksInPath().appendingPathComponent("Order.mappings").path
        #expect(output.stderr.hasPrefix("error: --update 'Linked.mappings' is a symbolic link to '\(target)': infer never writes through one\n"
            + "note: run --update on the file it leads to: --update '\(target)'\n"))
    }

    @Test("empty paths are usage errors, not the current folder: -o '', --out '', --update ''")
    func emptyPaths() async throws {
        let folder = try Self.folder()
        for arguments in [["-o", ""], ["--out="], ["--update", ""]] {
            let output = try await Self.infer(folder, arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(output.stderr.hasPrefix(arguments[0].hasPrefix("--update")
                ? "error: --update is empty: it takes a file name\n" : "error: --out is empty: it takes a folder name\n"), "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["sample.json"])
    }

    @Test("--name MK, URL and JSON are names; refused only when the generated Swift uses that type, saying which")
    func names() async throws {
        let folder = try Self.folder()
        for name in ["MK", "JSON", "V2"] {
            let output = try await Self.infer(folder, ["--name", name])
            #expect(output.status == 0, "\(name): \(output.stderr)")
            let swift = try String(contentsOf: folder.url.appendingPathComponent(name + ".swift"), encoding: .utf8)
            #expect(swift.contains("struct \(name): Codable, Sendable {"))
        }
        let url = try await Self.infer(folder, ["--name", "URL"])
        #expect(url.status == 64)
        #expect(url.stderr == """
            error: --name URL would hide Foundation's URL, which the generated Swift uses (the type of $URL.homepage)
            note: choose another name, such as --name URLModel

            """)
        let none = try await Self.infer(folder, ["--name", "URL", "--models", "none"])
        #expect(none.status == 0, "\(none.stderr)")
        for name in ["Self", "url", "My-Model"] {
            let output = try await Self.infer(folder, ["--name", name])
            #expect(output.status == 64)
            #expect(output.stderr.hasPrefix("error: --name takes a Swift type name starting with a capital letter, not '\(name)'\n"))
        }
    }
}
