import MappingKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension InferCommand {
    /// A file's identity (device and inode), to know a path that names one
    /// of the samples whatever its spelling.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        /// What is at `path`: the link itself when `following` is `false`
        /// (`lstat`: a dangling link is something), else what it leads to;
        /// `nil` when nothing is there.
        init?(_ path: String, following: Bool) {
            guard let info = InferCommand.status(path, following: following) else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// `stat` or `lstat` of `path`; `nil` when it fails.
    static func status(_ path: String, following: Bool) -> stat? {
        guard !path.isEmpty, !path.utf8.contains(0) else { return nil }
        var info = stat()
        return (following ? stat(path, &info) : lstat(path, &info)) == 0 ? info : nil
    }

    /// Whether `info` is of the file type `type` (`S_IFDIR`, `S_IFLNK`, `S_IFREG`).
    static func isType(_ info: stat, _ type: mode_t) -> Bool { info.st_mode & S_IFMT == type }

    /// Whether `path` is a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        status(path, following: false).map { isType($0, S_IFLNK) } ?? false
    }

    /// Whether something is at `path` that is not a folder (a link followed).
    static func isNotFolder(_ path: String) -> Bool {
        status(path, following: true).map { !isType($0, S_IFDIR) } ?? false
    }

    /// The identities of the sample files given by path (standard input has none).
    static func sampleIdentities(_ samples: [String]) -> Set<FileIdentity> {
        Set(samples.filter { $0 != "-" }.compactMap { FileIdentity($0, following: true) })
    }

    /// Why a file infer is about to write must not be written: it is one of
    /// the samples (never written, even with `--force`), or it exists (a
    /// symbolic link too, dangling or not) and `--force` was not given.
    /// `targets`: each file's path and its name for messages.
    static func refusal(for targets: [(path: String, shown: String)], force: Bool, samples: Set<FileIdentity>) -> UsageError? {
        for target in targets {
            guard let info = status(target.path, following: false) else { continue }
            if samples.contains(FileIdentity(info)) { return .outputIsSample(path: target.shown) }
            if !force { return isType(info, S_IFLNK) ? .outputIsLink(path: target.shown) : .outputExists(path: target.shown) }
        }
        return nil
    }

    /// A file that could not be written: which one, why (worded from its
    /// `errno`), and the others of the write, as they were or written.
    struct WriteFailure: Error {
        var path: String
        var reason: String
        /// Files of the same write left as they were.
        var unchanged: [String] = []
        /// Files of the same write that could not be put back.
        var written: [String] = []
    }

    /// Creates `folder` and the folders on its way that are missing.
    static func makeFolder(_ folder: String) throws(WriteFailure) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            guard code == EEXIST, let info = status(prefix, following: true), isType(info, S_IFDIR) else {
                throw WriteFailure(path: prefix, reason: code == EEXIST ? "it is a file, not a folder" : reason(code))
            }
        }
    }

    /// Writes `files` together or not at all, never through a symbolic link:
    /// each to a new temporary file in its folder (with the mode of the
    /// regular file it replaces, else the usual one), then each renamed over
    /// its path, which replaces a link rather than what it leads to. A
    /// rename that fails puts back what the ones before it replaced (kept
    /// as hard links until the end).
    static func writeTogether(_ files: [(path: String, bytes: [UInt8])]) throws(WriteFailure) {
        var temporaries: [String] = []
        defer { for path in temporaries { unlink(path) } }
        for file in files {
            do throws(WriteFailure) {
                temporaries.append(try writeTemporary(file.bytes, beside: file.path))
            } catch {
                throw WriteFailure(path: file.path, reason: error.reason, unchanged: files.map(\.path).filter { $0 != file.path })
            }
        }
        // Each replaced file kept as a hard link until every rename is done.
        var backups: [String?] = []
        defer { for case let path? in backups { unlink(path) } }
        for (index, file) in files.enumerated() {
            let backup = temporaries[index] + ".old"
            let existed = status(file.path, following: false) != nil
            let kept = existed && linkat(AT_FDCWD, file.path, AT_FDCWD, backup, 0) == 0
            backups.append(kept ? backup : nil)
            guard rename(temporaries[index], file.path) == 0 else {
                let code = errno
                var failure = WriteFailure(path: file.path, reason: reason(code))
                // Put back the files renamed before this one.
                for done in (0..<index).reversed() {
                    let path = files[done].path
                    let restored = if let backup = backups[done] { rename(backup, path) == 0 } else { unlink(path) == 0 }
                    if restored { failure.unchanged.append(path) } else { failure.written.append(path) }
                    if restored { backups[done] = nil }
                }
                failure.unchanged += files[(index + 1)...].map(\.path)
                throw failure
            }
            temporaries[index] = ""
        }
        temporaries.removeAll()
    }

    /// Writes `bytes` to a new file beside `path` (`.NAME.infer-XXXXXX`):
    /// its path.
    private static func writeTemporary(_ bytes: [UInt8], beside path: String) throws(WriteFailure) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + name + ".infer-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw WriteFailure(path: path, reason: reason(errno)) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { close(descriptor) }
        // The mode of the regular file it replaces, else what a new file gets.
        let mask = umask(0)
        umask(mask)
        var mode = 0o666 & ~mask
        if let info = status(path, following: false), isType(info, S_IFREG) { mode = info.st_mode & 0o7777 }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                let code = result < 0 ? errno : EIO
                unlink(temporary)
                throw WriteFailure(path: path, reason: reason(code))
            }
            written += result
        }
        guard fchmod(descriptor, mode) == 0 else {
            let code = errno
            unlink(temporary)
            throw WriteFailure(path: path, reason: reason(code))
        }
        return temporary
    }

    /// An `errno` value in words: what happened to the file.
    static func reason(_ code: Int32) -> String {
        switch code {
        case EISDIR: return "it is a folder"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is exceeded"
        case EROFS: return "the file system is read-only"
        case ENOENT: return "its folder does not exist"
        case ENOTDIR: return "a folder on its way is a file"
        case ENAMETOOLONG: return "its name is too long"
        default:
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text) + " (errno \(code))"
        }
    }
}
