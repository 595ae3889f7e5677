import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A folder made for one test and removed with everything in it when the
/// value is released; builds files, links and FIFOs by relative path.
package final class TemporaryFolder {
    /// The folder's real path (symbolic links such as macOS's /tmp resolved).
    package let url: URL

    package init() throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("MappingKitTests-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        url = base.resolvingSymlinksInPath()
    }

    deinit {
        // Make anything chmod-ed unreadable removable again.
        if let paths = FileManager.default.subpaths(atPath: url.path) {
            for path in paths { _ = chmod(url.appendingPathComponent(path).path, 0o755) }
        }
        try? FileManager.default.removeItem(at: url)
    }

    package func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes `text` (or `bytes`) at `relative`, creating folders on the way.
    package func write(_ relative: String, _ text: String) throws { try write(relative, bytes: Array(text.utf8)) }

    package func write(_ relative: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// The text of the file at `relative`.
    package func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(relative)), as: UTF8.self)
    }

    package func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` holding `destination` as written.
    package func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// A FIFO (named pipe) at `relative`.
    package func makeFIFO(_ relative: String) throws {
        guard mkfifo(path(relative), 0o644) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path(relative)])
        }
    }

    /// Writes `text` in a file at `relative`, a path of bytes that need
    /// not be UTF-8 (`caf\xE9.json`, `d\xFF/inside.json`): made with
    /// POSIX `open`, as no `String` can name it.
    package func write(rawPath relative: [UInt8], _ text: String) throws {
        let descriptor = try withRawPath(relative) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        defer { _ = close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ posixWrite(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// A folder at `relative`, a path of bytes that need not be UTF-8.
    package func makeFolder(rawPath relative: [UInt8]) throws {
        _ = try withRawPath(relative) { mkdir($0, 0o755) == 0 ? 0 : -1 }
    }

    /// Calls `body` with the C path of `relative`; throws when it returns a negative number.
    private func withRawPath(_ relative: [UInt8], _ body: (UnsafePointer<CChar>) -> Int32) throws -> Int32 {
        let bytes = Array(url.path.utf8) + [UInt8(ascii: "/")] + relative + [0]
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in chars.baseAddress.map(body) ?? -1 }
        }
        guard result >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        return result
    }

    /// Sets the permission bits of `relative`.
    package func setPermissions(_ relative: String, _ mode: mode_t) {
        _ = chmod(path(relative), mode)
    }
}

// `write` is shadowed by the methods above.
private func posixWrite(_ descriptor: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, base, count) }
