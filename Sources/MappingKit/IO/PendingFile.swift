#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file written whole or not at all: the bytes go to a temporary file
/// beside `path`, made when the ``PendingFile`` is, and ``commit()``
/// renames it over `path` in one step. So a path that cannot be created is
/// found before any work is done, a reader never sees half a file, a
/// failed write leaves what was at `path` as it was, and a symbolic link at
/// `path` is replaced, never followed. A device or a FIFO at `path`
/// (`/dev/null`, `/dev/stderr`, `/dev/full`) is opened and written
/// directly: it cannot be replaced.
///
/// ```swift
/// var file = try PendingFile(path: "report.json")   // fails now if the folder is not writable
/// // … a long run …
/// try file.write(Array(rendered.utf8))
/// try file.commit()                                  // report.json appears, whole
/// ```
package struct PendingFile {
    /// Where the file goes.
    package let path: String
    /// The temporary file written until ``commit()``; `nil` when `path` is
    /// a device or a FIFO, written directly.
    private let temporaryPath: String?
    private let descriptor: Int32

    /// Prepares the file: creates its temporary file beside `path` (mode
    /// `0666` less the process's umask, as a shell's `>` would), or opens
    /// the device or FIFO at `path` for writing.
    ///
    /// - Throws: ``FileWriteError`` when `path` is a directory, its folder
    ///   is missing or not writable, or the device cannot be opened.
    package init(path: String) throws(FileWriteError) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .notFound }
        self.path = path
        var info = stat()
        if stat(path, &info) == 0 {
            let kind = FileReader.Kind(mode: info.st_mode)
            if kind == .directory { throw .isDirectory }
            if kind == .characterDevice || kind == .fifo {
                let opened = SystemCall.open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
                guard opened >= 0 else { throw FileWriteError(errorNumber: errno) }
                // Written blocking: a reader at a FIFO may be slow.
                let flags = fcntl(opened, F_GETFL)
                if flags >= 0 { _ = fcntl(opened, F_SETFL, flags & ~O_NONBLOCK) }
                temporaryPath = nil
                descriptor = opened
                return
            }
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + name.prefix(200) + ".partial-XXXXXX").utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return Int32(-1) }
            return mkstemp(base)
        }
        guard opened >= 0 else { throw FileWriteError(errorNumber: errno) }
        let mask = umask(0)
        umask(mask)
        _ = fchmod(opened, 0o666 & ~mask)
        temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        descriptor = opened
    }

    /// Appends `bytes`; the first failure is thrown (a full disk:
    /// ``FileWriteError/noSpace``).
    package mutating func write(_ bytes: [UInt8]) throws(FileWriteError) {
        let failure = bytes.withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) }
        if let failure { throw FileWriteError(errorNumber: failure) }
    }

    /// Puts the file at ``path``: renames the temporary file over it (a
    /// file or a symbolic link there is replaced), or closes the device.
    package func commit() throws(FileWriteError) {
        let closed = close(descriptor)
        let closeError = errno
        guard let temporaryPath else {
            if closed != 0 { throw FileWriteError(errorNumber: closeError) }
            return
        }
        guard closed == 0 else {
            unlink(temporaryPath)
            throw FileWriteError(errorNumber: closeError)
        }
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw FileWriteError(errorNumber: code)
        }
    }

    /// Gives up (after a failed write): the temporary file is removed, ``path`` left as it was.
    package func discard() {
        close(descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }
}
