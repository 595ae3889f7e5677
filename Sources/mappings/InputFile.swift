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

    /// The payload parsed in place (no `JSON` tree), or `nil` after a
    /// diagnostic.
    static func document(_ path: String) -> PayloadValue? {
        guard let bytes = read(path) else { return nil }
        do {
            let document = try JSONDocument(parsing: bytes)
            return PayloadValue(document: document, index: document.root)
        } catch {
            MappingsTool.printError(error.rendered(file: displayName(path)))
            return nil
        }
    }

    /// The document as a `JSON` tree (to be populated), or `nil` after a
    /// diagnostic.
    static func tree(_ path: String) -> JSON? {
        guard let bytes = read(path) else { return nil }
        do {
            return try JSON(parsing: bytes)
        } catch {
            MappingsTool.printError(error.rendered(file: displayName(path)))
            return nil
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

    private static func read(_ path: String) -> [UInt8]? {
        do {
            if path == "-" { return try [UInt8](FileHandle.standardInput.readToEnd() ?? Data()) }
            return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            MappingsTool.printError(path == "-" ? "error: cannot read standard input: \(error)" : "error: cannot read '\(path)': \(error)")
            return nil
        }
    }
}
