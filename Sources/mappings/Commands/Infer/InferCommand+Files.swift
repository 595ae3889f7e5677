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
    static func refusal(for targets: [String], force: Bool, samples: Set<FileIdentity>) -> UsageError? {
        for target in targets {
            guard let info = status(target, following: false) else { continue }
            if samples.contains(FileIdentity(info)) { return .outputIsSample(path: target) }
            if !force { return isType(info, S_IFLNK) ? .outputIsLink(path: target) : .outputExists(path: target) }
        }
        return nil
    }

    /// A file that could not be written: which one, why, the likely fix,
    /// and the others of the write, as they were or written.
    struct WriteFailure: Error {
        var path: String
        var reason: String
        var suggestion: String
        /// Files of the same write left as they were.
        var unchanged: [String] = []
        /// Files of the same write that could not be put back.
        var written: [String] = []

        init(path: String, _ error: FileWriteError, unchanged: [String] = []) {
            self.init(path: path, reason: error.message, suggestion: error.suggestion, unchanged: unchanged)
        }

        init(path: String, reason: String, suggestion: String, unchanged: [String] = []) {
            self.path = path
            self.reason = reason
            self.suggestion = suggestion
            self.unchanged = unchanged
        }
    }

    /// Creates `folder` and the folders on its way that are missing.
    static func makeFolder(_ folder: String) throws(WriteFailure) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            guard code == EEXIST, let info = status(prefix, following: true), isType(info, S_IFDIR) else {
                if code == EEXIST {
                    throw WriteFailure(path: prefix, reason: "it is a file, not a folder", suggestion: "--out takes a folder: name another one")
                }
                throw WriteFailure(path: prefix, FileWriteError(errorNumber: code))
            }
        }
    }

    /// What was at a path before the write, to be put back if the write fails.
    private enum Replaced {
        /// Nothing: a new file is removed.
        case nothing
        /// A regular file, kept as a hard link at `backup` (`nil` when the
        /// file system has none), and its permission bits.
        case file(backup: String?, mode: mode_t)
        /// A symbolic link, removed before the write (never followed), and what it held.
        case link(destination: String)
    }

    /// Writes `files` together or not at all, never through a symbolic
    /// link, each a ``PendingFile`` (a temporary file beside it, renamed
    /// over it at the end). A symbolic link at a path is set aside first and
    /// replaced, never followed; a regular file keeps its permission bits;
    /// a folder, a device or a FIFO at a path is refused before anything is
    /// written. A rename that fails puts back what the ones before it replaced.
    static func writeTogether(_ files: [(path: String, bytes: [UInt8])]) throws(WriteFailure) {
        let paths = files.map(\.path)
        func others(_ path: String) -> [String] { paths.filter { $0 != path } }
        var replaced: [Replaced] = []
        for path in paths {
            guard let info = status(path, following: false) else {
                replaced.append(.nothing)
                continue
            }
            if isType(info, S_IFREG) {
                replaced.append(.file(backup: nil, mode: info.st_mode & 0o7777))
            } else if isType(info, S_IFLNK), let destination = linkDestination(path) {
                replaced.append(.link(destination: destination))
            } else {
                let kind = (try? FileReader.kind(atPath: path, followingSymlinks: false)) ?? .other
                throw WriteFailure(
                    path: path, reason: kind == .directory ? "it is a directory" : "it is \(kind.phrase), not a regular file",
                    suggestion: "infer writes regular files: choose another --out DIR or --name NAME", unchanged: others(path))
            }
        }
        // Links set aside (put back below if anything fails), so no file is made through one.
        var setAside: [Int] = []
        func restoreLinks() {
            for index in setAside {
                if case .link(let destination) = replaced[index] { _ = symlink(destination, paths[index]) }
            }
        }
        for (index, path) in paths.enumerated() {
            guard case .link = replaced[index] else { continue }
            guard unlink(path) == 0 else {
                let code = errno
                restoreLinks()
                throw WriteFailure(path: path, FileWriteError(errorNumber: code), unchanged: others(path))
            }
            setAside.append(index)
        }
        var pending: [PendingFile] = []
        for file in files {
            var next: PendingFile?
            do throws(FileWriteError) {
                next = try PendingFile(path: file.path)
                try next?.write(file.bytes)
            } catch {
                next?.discard()
                for each in pending { each.discard() }
                restoreLinks()
                throw WriteFailure(path: file.path, error, unchanged: others(file.path))
            }
            if let next { pending.append(next) }
        }
        // The files replaced, kept as hard links until every rename is done.
        for (index, path) in paths.enumerated() {
            guard case .file(_, let mode) = replaced[index] else { continue }
            replaced[index] = .file(backup: hardLink(path), mode: mode)
        }
        defer {
            for case .file(let backup?, _) in replaced { unlink(backup) }
        }
        for (index, file) in pending.enumerated() {
            do throws(FileWriteError) {
                try file.commit()
                if case .file(_, let mode) = replaced[index] { chmod(paths[index], mode) }
            } catch {
                var failure = WriteFailure(path: paths[index], error)
                for later in pending[(index + 1)...] { later.discard() }
                // Put back what the files renamed before this one replaced.
                for done in 0..<index {
                    let path = paths[done]
                    let restored: Bool
                    switch replaced[done] {
                    case .nothing: restored = unlink(path) == 0
                    case .file(let backup?, let mode):
                        restored = rename(backup, path) == 0
                        if restored { replaced[done] = .file(backup: nil, mode: mode) }
                    case .file(nil, _): restored = false
                    case .link(let destination): restored = unlink(path) == 0 && symlink(destination, path) == 0
                    }
                    if restored { failure.unchanged.append(path) } else { failure.written.append(path) }
                }
                for later in (index + 1)..<paths.count {
                    if case .link(let destination) = replaced[later] { _ = symlink(destination, paths[later]) }
                    failure.unchanged.append(paths[later])
                }
                if case .link(let destination) = replaced[index] { _ = symlink(destination, paths[index]) }
                throw failure
            }
        }
    }

    /// What the symbolic link at `path` holds.
    private static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A new hard link to the file at `path` beside it (`.NAME.infer-old-N`),
    /// or `nil` when the file system makes none.
    private static func hardLink(_ path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        for number in 0..<100 {
            let backup = folder + "." + name.prefix(200) + ".infer-old-\(number)"
            if linkat(AT_FDCWD, path, AT_FDCWD, backup, 0) == 0 { return backup }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }
}
