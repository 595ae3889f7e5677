import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Catalog folders built to attack the loader: links out of the folder,
/// FIFOs, devices, directories, loops, unreadable and oversized files.
/// Nothing outside the catalog's folder is ever read, nothing waits, and
/// each refusal says why.
@Suite("Catalog file safety")
struct CatalogFileSafetyTests {
    /// A layout with `outside/secret.mappings`, whose first line would show
    /// in a parse diagnostic's excerpt if it were ever read, and `root/`.
    final class Layout {
        let folder: TemporaryFolder
        let secret = "SECRET-" + UUID().uuidString

        init() throws {
            folder = try TemporaryFolder()
            try folder.write("outside/secret.mappings", secret + "\n")
            try folder.write("outside/deep/secret.mappings", secret + "\n")
            try folder.makeFolder("root")
        }

        /// Loads `root/NAME` (named `NAME` in diagnostics); returns every
        /// diagnostic rendered, or "" when it loads.
        func check(_ name: String) -> (messages: [String], rendered: String) {
            do {
                _ = try MappingCatalog(contentsOf: folder.url.appendingPathComponent("root/" + name), displayName: name)
                return ([], "")
            } catch {
                return (error.diagnostics.map(\.message), error.diagnostics.map { $0.rendered() }.joined(separator: "\n"))
            }
        }

        /// `root/NAME` importing `path`.
        func importer(_ name: String, importing path: String) throws {
            try folder.write("root/" + name, #"{ "@import": "\#(path)", "$Main": { "name": "name" } }"#)
        }
    }

    @Test("an import that is a link to a file outside the folder is refused, and the file is not read")
    func linkToFileOutside() throws {
        let layout = try Layout()
        try layout.folder.link("root/pw.mappings", to: "../outside/secret.mappings")
        try layout.importer("main.mappings", importing: "pw")
        let result = layout.check("main.mappings")
        expectEqual(result.messages, ["'@import' path 'pw' leads outside the catalog's folder through a symbolic link"])
        #expect(!result.rendered.contains(layout.secret))
        // An absolute link is refused the same way.
        try layout.folder.link("root/abs.mappings", to: layout.folder.path("outside/secret.mappings"))
        try layout.importer("abs-main.mappings", importing: "abs")
        expectEqual(layout.check("abs-main.mappings").messages, [
            "'@import' path 'abs' leads outside the catalog's folder through a symbolic link"
        ])
    }

    @Test("an import through a linked folder that leads outside is refused")
    func linkToFolderOutside() throws {
        let layout = try Layout()
        try layout.folder.link("root/shared", to: "../outside")
        try layout.importer("main.mappings", importing: "shared/secret")
        let result = layout.check("main.mappings")
        expectEqual(result.messages, ["'@import' path 'shared/secret' leads outside the catalog's folder through a symbolic link"])
        #expect(!result.rendered.contains(layout.secret))
        // A missing file there is refused for the link too: whether files
        // exist outside the folder is not told.
        try layout.importer("probe.mappings", importing: "shared/nothing/here")
        expectEqual(layout.check("probe.mappings").messages, [
            "'@import' path 'shared/nothing/here' leads outside the catalog's folder through a symbolic link"
        ])
        // A missing file inside the folder is still "cannot find".
        try layout.importer("missing.mappings", importing: "nothing/here")
        expectEqual(layout.check("missing.mappings").messages, [
            "cannot find imported file 'nothing/here.mappings' (looked for nothing/here.mappings)"
        ])
    }

    @Test("'..' after a linked folder is resolved from where the link leads")
    func dotDotThroughLink() throws {
        let layout = try Layout()
        // root/sub/up/.. is outside/, not root/sub/.
        try layout.folder.link("root/sub/up", to: "../../outside/deep")
        try layout.importer("main.mappings", importing: "sub/up/../secret")
        let result = layout.check("main.mappings")
        expectEqual(result.messages.count, 1)
        expectEqual(result.messages.first?.hasPrefix("'@import' path 'sub/up/../secret' le"), true)
        expectEqual(result.messages.first?.contains("the catalog's folder"), true)
        #expect(!result.rendered.contains(layout.secret))
    }

    @Test("a link to a device is refused without being read")
    func linkToDevice() throws {
        let layout = try Layout()
        try layout.folder.link("root/zero.mappings", to: "/dev/zero")
        try layout.importer("main.mappings", importing: "zero")
        expectEqual(layout.check("main.mappings").messages, [
            "'@import' path 'zero' leads outside the catalog's folder through a symbolic link"
        ])
        // As the root, it is refused as well.
        expectEqual(layout.check("zero.mappings").messages, [
            "cannot read 'zero.mappings': it is a symbolic link to a file outside its folder"
        ])
    }

    @Test("a FIFO, a directory and a link loop are refused with what they are")
    func notRegularFiles() throws {
        let layout = try Layout()
        try layout.folder.makeFIFO("root/pipe.mappings")
        try layout.folder.makeFolder("root/folder.mappings")
        try layout.folder.link("root/loop1.mappings", to: "loop2.mappings")
        try layout.folder.link("root/loop2.mappings", to: "loop1.mappings")
        try layout.importer("fifo.mappings", importing: "pipe")
        try layout.importer("directory.mappings", importing: "folder")
        try layout.importer("loop.mappings", importing: "loop1")
        expectEqual(layout.check("fifo.mappings").messages, [
            "cannot read imported file 'pipe.mappings' (pipe.mappings): it is a FIFO (named pipe), not a regular file"
        ])
        expectEqual(layout.check("directory.mappings").messages, [
            "cannot read imported file 'folder.mappings' (folder.mappings): it is a directory, not a file"
        ])
        expectEqual(layout.check("loop.mappings").messages, [
            "cannot read imported file 'loop1.mappings' (loop1.mappings): symbolic links on the way to it loop or nest too deeply"
        ])
        // The same kinds as the root file.
        expectEqual(layout.check("pipe.mappings").messages, ["cannot read 'pipe.mappings': it is a FIFO (named pipe), not a regular file"])
        expectEqual(layout.check("folder.mappings").messages, ["cannot read 'folder.mappings': it is a directory, not a file"])
        expectEqual(layout.check("loop1.mappings").messages, [
            "cannot read 'loop1.mappings': symbolic links on the way to it loop or nest too deeply"
        ])
        expectEqual(layout.check("none.mappings").messages, ["cannot read 'none.mappings': there is no such file"])
    }

    @Test("an unreadable import says permission denied (root reads it anyway)")
    func permissionDenied() throws {
        let layout = try Layout()
        try layout.folder.write("root/locked.mappings", #"{ "$Locked": { "name": "name" } }"#)
        layout.folder.setPermissions("root/locked.mappings", 0)
        try layout.importer("main.mappings", importing: "locked")
        let result = layout.check("main.mappings")
        if geteuid() == 0 {
            expectEqual(result.messages, [])
        } else {
            expectEqual(result.messages, ["cannot read imported file 'locked.mappings' (locked.mappings): permission denied"])
        }
    }

    @Test("a file over the size limit is refused by its size, root or import")
    func tooLarge() throws {
        let layout = try Layout()
        try layout.folder.write("root/huge.mappings", "{}")
        let handle = try FileHandle(forWritingTo: layout.folder.url.appendingPathComponent("root/huge.mappings"))
        try handle.truncate(atOffset: UInt64(CatalogFileLoader.maximumFileSize + 1))
        try handle.close()
        try layout.importer("main.mappings", importing: "huge")
        let limit = CatalogFileLoader.maximumFileSize
        expectEqual(layout.check("main.mappings").messages, [
            "cannot read imported file 'huge.mappings' (huge.mappings): it is \(limit + 1) bytes, over the limit of \(limit) bytes"
        ])
        expectEqual(layout.check("huge.mappings").messages, [
            "cannot read 'huge.mappings': it is \(limit + 1) bytes, over the limit of \(limit) bytes"
        ])
    }

    @Test("links that stay inside the folder are allowed, and a file reached two ways loads once")
    func linksInside() throws {
        let layout = try Layout()
        try layout.folder.write("root/real/Users.mappings", #"{ "$User": { "name": "name" } }"#)
        try layout.folder.link("root/alias.mappings", to: "real/Users.mappings")
        try layout.folder.link("root/linked", to: "real")
        try layout.folder.write(
            "root/main.mappings", #"{ "@import": ["alias", "real/Users", "linked/Users"], "$Main": { "name": "name" } }"#)
        let catalog = try MappingCatalog(
            contentsOf: layout.folder.url.appendingPathComponent("root/main.mappings"), displayName: "main.mappings")
        expectEqual(catalog.identifiers, ["$User", "$Main"])
        #expect(catalog.warnings.isEmpty)
        // The root may itself be a link to a file in its folder.
        try layout.folder.link("root/entry.mappings", to: "main.mappings")
        expectEqual(layout.check("entry.mappings").messages, [])
    }

    @Test("a root that links out of its folder is refused, and its target is not read")
    func rootLinkOutside() throws {
        let layout = try Layout()
        try layout.folder.link("root/pw.mappings", to: "../outside/secret.mappings")
        let result = layout.check("pw.mappings")
        expectEqual(result.messages, ["cannot read 'pw.mappings': it is a symbolic link to a file outside its folder"])
        #expect(!result.rendered.contains(layout.secret))
    }

    @Test("a root named through a linked folder has that folder's real path as its boundary")
    func rootThroughLinkedFolder() throws {
        let layout = try Layout()
        try layout.folder.write("elsewhere/main.mappings", #"{ "@import": "Users", "$Main": { "name": "name" } }"#)
        try layout.folder.write("elsewhere/Users.mappings", #"{ "$User": { "name": "name" } }"#)
        try layout.folder.link("root/app", to: "../elsewhere")
        expectEqual(layout.check("app/main.mappings").messages, [])
    }

    @Test("a UTF-16 or UTF-32 .mappings file says which encoding it is")
    func encodings() throws {
        let layout = try Layout()
        let text = #"{ "$User": { "name": "name" } }"#
        let utf16LE = text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        try layout.folder.write("root/bom.mappings", bytes: [0xFF, 0xFE] + utf16LE)
        try layout.folder.write("root/plain.mappings", bytes: utf16LE)
        try layout.importer("main.mappings", importing: "plain")
        let rendered = layout.check("bom.mappings").rendered
        expectEqual(rendered, """
            bom.mappings:1:1: error: the document is UTF-16LE (byte order mark FF FE); JSON must be UTF-8
            note: convert it to UTF-8, for example with: iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8
            """)
        expectEqual(layout.check("main.mappings").messages, [
            "the document looks like UTF-16LE without a byte order mark (zero bytes as in xx 00 xx 00); JSON must be UTF-8"
        ])
    }

    @Test("a version component that is too long says so; a long selector is cut in messages")
    func longSelectors() throws {
        let version = #"{ "$T": { "text": "text", "@ios >= 12345678901234567890": { "text": "full" } } }"#
        let error = #expect(throws: MappingConfigurationError.self) { _ = try MappingCatalog(string: version) }
        expectEqual(error?.diagnostics.map(\.message), [
            "malformed selector '@ios >= 12345678901234567890': the version component '12345678901234567890' is too long: 20 digits, at most 9"
        ])
        let name = String(repeating: "x", count: 10_000)
        let long = #"{ "$T": { "text": "text", "@\#(name) ~ 1": { "text": "full" } } }"#
        let longError = #expect(throws: MappingConfigurationError.self) { _ = try MappingCatalog(string: long) }
        let message = try #require(longError?.diagnostics.first?.message)
        let clipped = "@" + String(repeating: "x", count: 79) + "…"
        expectEqual(message, "malformed selector '\(clipped)': '~' after '\(clipped)' is not a comparison operator")
        let digits = String(repeating: "9", count: 10_000)
        let longVersion = #"{ "$T": { "text": "text", "@ios >= \#(digits)": { "text": "full" } } }"#
        let versionError = #expect(throws: MappingConfigurationError.self) { _ = try MappingCatalog(string: longVersion) }
        let versionMessage = try #require(versionError?.diagnostics.first?.message)
        #expect(versionMessage.hasSuffix("is too long: 10000 digits, at most 9"))
        #expect(versionMessage.count < 300)
    }
}
