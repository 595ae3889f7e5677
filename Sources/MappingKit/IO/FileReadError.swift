#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Why ``FileReader`` did not read a file or descriptor.
///
/// Each case is worded once, in `FileReadError+Messages.swift`: ``message``
/// is a clause that follows the name of what was read, and ``suggestion``
/// the likely fix.
///
/// ```swift
/// do {
///     _ = try FileReader.read(path: "Nope.mappings", maximumSize: 1 << 20)
/// } catch {
///     print("cannot read 'Nope.mappings': \(error.message)")  // …: there is no such file
/// }
/// ```
package enum FileReadError: Error, Sendable, Hashable {
    /// Nothing is at the path, or a folder on the way is missing or is a file
    /// (`ENOENT`, `ENOTDIR`).
    case notFound
    /// Nothing is at the path, whose text holds U+FFFD, but its folder holds
    /// a file (or folder, on the way) whose name is `name`, bytes that are
    /// not valid UTF-8 and read as that text: a path made from text (a
    /// command line, a folder listing) cannot name it.
    case nameNotUTF8(name: [UInt8])
    /// The file or a folder on the way may not be read (`EACCES`, `EPERM`).
    case permissionDenied
    /// The path is a directory.
    case isDirectory
    /// The path is something other than a regular file or directory, of a
    /// kind the caller did not allow; never opened.
    case notRegularFile(FileReader.Kind)
    /// Symbolic links loop, or nest too deeply (`ELOOP`).
    case symlinkLoop
    /// The file is over the limit: `size` is its size when it was known
    /// before reading, `nil` for a stream that passed the limit while read.
    case tooLarge(size: Int?, limit: Int)
    /// The file at the path changed between being examined and being opened.
    case changed
    /// Any other failure, with its `errno` (`EBADF` for a closed or
    /// write-only descriptor, `EIO`, …).
    case readFailed(code: Int32)

    /// The error for an `errno` value.
    package init(errorNumber code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .notFound
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isDirectory
        case ELOOP: self = .symlinkLoop
        default: self = .readFailed(code: code)
        }
    }
}
