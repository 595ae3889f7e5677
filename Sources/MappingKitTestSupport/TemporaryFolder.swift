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

    /// Sets the permission bits of `relative`.
    package func setPermissions(_ relative: String, _ mode: mode_t) {
        _ = chmod(path(relative), mode)
    }
}
