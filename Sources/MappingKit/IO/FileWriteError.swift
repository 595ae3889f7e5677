#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Why a file was not written (``PendingFile``). Worded once, in
/// `FileWriteError+Messages.swift`: ``message`` follows the file's name
/// (`cannot write 'report.json': <message>`), ``suggestion`` is the likely fix.
package enum FileWriteError: Error, Sendable, Hashable {
    /// The folder the file goes in does not exist (`ENOENT`, `ENOTDIR`), or the path is empty.
    case notFound
    /// The folder, or the device, may not be written (`EACCES`, `EPERM`, `EROFS`).
    case permissionDenied
    /// The path is a directory.
    case isDirectory
    /// The disk (or the device: `/dev/full`) has no room (`ENOSPC`, `EDQUOT`).
    case noSpace
    /// Any other failure, with its `errno`.
    case writeFailed(code: Int32)

    /// The error for an `errno` value.
    package init(errorNumber code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .notFound
        case EACCES, EPERM, EROFS: self = .permissionDenied
        case EISDIR: self = .isDirectory
        case ENOSPC, EDQUOT: self = .noSpace
        default: self = .writeFailed(code: code)
        }
    }
}
