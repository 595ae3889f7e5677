import Foundation
import MappingKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The JSON files and streams `mappings apply` reads: a payload or an
/// `--into` document, from a path or from standard input (`-`). Failures
/// are printed as diagnostics; the caller exits with status 2.
enum InputFile {
    /// Largest input read: the parser's document limit (offsets are 32-bit).
    static let maximumSize = Int(UInt32.max) - 1

    /// The payload parsed in place (no `JSON` tree); exit 2 after a
    /// diagnostic (`notJSON` is called first when the bytes were read but
    /// are not JSON: `--drift` counts the payload).
    static func document(_ path: String, notJSON: () -> Void = {}) throws(ExitStatus) -> Payload {
        let bytes = try read(path)
        do {
            return try Payload(parsing: bytes)
        } catch {
            notJSON()
            MappingsTool.print(.invalidJSON(error, file: displayName(path)))
            throw .invalidInput
        }
    }

    /// The document as a `JSON` tree (to be populated); exit 2 after a
    /// diagnostic.
    static func tree(_ path: String) throws(ExitStatus) -> JSON {
        let bytes = try read(path)
        do {
            return try JSON(parsing: bytes)
        } catch {
            MappingsTool.print(.invalidJSON(error, file: displayName(path)))
            throw .invalidInput
        }
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// `true` when standard output is the regular file at `path`: the shell
    /// truncated it before the tool started (`… --into doc.json > doc.json`).
    static func isStandardOutput(_ path: String) -> Bool {
        var output = stat()
        var file = stat()
        guard fstat(1, &output) == 0, stat(path, &file) == 0 else { return false }
        return (output.st_mode & S_IFMT) == S_IFREG && output.st_dev == file.st_dev && output.st_ino == file.st_ino
    }

    /// What a payload path may be. A path the shell hands over for a
    /// descriptor (`<(curl …)` is `/dev/fd/63`; `/dev/stdin`,
    /// `/proc/self/fd/N`) may be a pipe or a terminal; any other path must
    /// be a regular file: a named FIFO may never be written to, and a
    /// character device (`/dev/zero`, `/dev/urandom`) never ends, so both
    /// are refused at once, before they are opened.
    static func allowedKinds(_ path: String) -> Set<FileReader.Kind> {
        let handedOver = path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
            || (path.hasPrefix("/proc/") && path.split(separator: "/").dropLast().last == "fd")
        return handedOver ? [.regular, .fifo, .characterDevice] : [.regular]
    }

    /// `true` when `first` and `second` are the same existing file (the same
    /// device and inode, whatever the links and spellings on the way), or,
    /// existing or not yet, the same path once made absolute and
    /// standardised (`r.json` and `./r.json`: what an output and another
    /// output named before either is written are).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        if URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path { return true }
        var one = stat()
        var other = stat()
        guard stat(first, &one) == 0, stat(second, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// The bytes of a file, a pipe or a device given by path, or of
    /// standard input for `-`: one buffer, no extra copy; a regular file over
    /// ``maximumSize`` is refused by its size, before it is read. Exit 2
    /// after a diagnostic.
    static func read(_ path: String) throws(ExitStatus) -> [UInt8] {
        do throws(FileReadError) {
            if path == "-" { return try FileReader.read(fileDescriptor: 0, maximumSize: maximumSize) }
            return try FileReader.read(path: path, allowing: allowedKinds(path), maximumSize: maximumSize)
        } catch .readFailed(code: EBADF) where path == "-" {
            MappingsTool.print(.standardInputClosed)
        } catch .notFound where path != "-" {
            MappingsTool.print(.inputUnreadable(path: path, .notFound, similarFile: similarFile(to: path)))
        } catch {
            MappingsTool.print(.inputUnreadable(path: path, error, similarFile: nil))
        }
        throw .invalidInput
    }

    /// A file beside `path` whose name is close to its name (`timeline.jsn`
    /// → `timeline.json`), as the user would write it; `nil` when none is.
    /// Never the name given, nor one that cannot be opened as written (a
    /// listed name that is not UTF-8 on disk reads with U+FFFD in it).
    static func similarFile(to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        guard !name.isEmpty, name.count <= 100 else { return nil }
        let folder = path.contains("/") ? url.deletingLastPathComponent().path : "."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        // Bounded work in a folder of any size: names of about the same length, the first 2,000.
        let candidates = entries.lazy.filter { $0 != name && abs($0.count - name.count) <= EditDistance.suggestionThreshold }.prefix(2_000)
        guard let close = EditDistance.closest(to: name, in: candidates, limit: 1).first else { return nil }
        let suggested = path.lastIndex(of: "/").map { String(path[...$0]) + close } ?? close
        return FileManager.default.fileExists(atPath: suggested) ? suggested : nil
    }
}
