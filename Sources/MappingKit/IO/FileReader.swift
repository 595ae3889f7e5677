#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Reads whole files and descriptors safely: it says what a path is before
/// opening it, never opens a kind it was not asked to read (opening a FIFO
/// could wait forever for a writer), checks the opened file again with
/// `fstat`, and bounds how much it reads.
///
/// ```swift
/// do {
///     let bytes = try FileReader.read(path: "Twitter.mappings", maximumSize: 16 << 20)
///     print(bytes.count)
/// } catch {
///     print("cannot read 'Twitter.mappings': \(error.message)")
///     // cannot read 'Twitter.mappings': it is a FIFO (named pipe), not a regular file
/// }
/// ```
package enum FileReader {
    /// What a path is, found with `lstat`/`stat` before anything is opened.
    package enum Kind: Sendable, Hashable, CaseIterable {
        case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other
    }

    /// Bytes asked of `read(2)` at a time for streams.
    static let chunkSize = 64 * 1024

    /// What `path` is. With `followingSymlinks` (the default) a symbolic
    /// link is described by what it leads to (`stat`); without, a link is
    /// ``Kind/symbolicLink`` (`lstat`).
    ///
    /// ```swift
    /// try FileReader.kind(atPath: "/dev/zero")  // .characterDevice
    /// ```
    package static func kind(atPath path: String, followingSymlinks: Bool = true) throws(FileReadError) -> Kind {
        Kind(mode: try status(path, followingSymlinks: followingSymlinks).st_mode)
    }

    /// Reads a whole file into one `[UInt8]`.
    ///
    /// The path is examined with `stat` (or `lstat`) first: a kind not in
    /// `allowing` is refused without being opened, and a regular file over
    /// `maximumSize` is refused by its size before a byte is read. The file
    /// is then opened non-blocking (and with `O_NOFOLLOW` when
    /// `followingSymlinks` is `false`) and checked again with `fstat`, so a
    /// file swapped in between is refused too. A regular file is read
    /// straight into the array's storage, sized from `fstat`; other allowed
    /// kinds (a FIFO, `/dev/stdin`, a process substitution `<(…)`) are read
    /// in chunks and refused once they pass `maximumSize`.
    ///
    /// ```swift
    /// // Payloads may come from pipes and devices; .mappings files may not.
    /// let payload = try FileReader.read(
    ///     path: "/dev/stdin", allowing: [.regular, .fifo, .characterDevice], maximumSize: 256 << 20)
    /// ```
    ///
    /// - Throws: ``FileReadError`` saying why the file was not read.
    package static func read(
        path: String, allowing: Set<Kind> = [.regular], maximumSize: Int, followingSymlinks: Bool = true
    ) throws(FileReadError) -> [UInt8] {
        let before = try status(path, followingSymlinks: followingSymlinks)
        let kind = Kind(mode: before.st_mode)
        try check(kind, allowing: allowing)
        if kind == .regular, Int(clamping: before.st_size) > maximumSize {
            throw .tooLarge(size: Int(clamping: before.st_size), limit: maximumSize)
        }
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followingSymlinks { flags |= O_NOFOLLOW }
        let descriptor = try open(path, flags: flags, followingSymlinks: followingSymlinks)
        defer { _ = close(descriptor) }
        var after = stat()
        guard fstat(descriptor, &after) == 0 else { throw FileReadError(errorNumber: errno) }
        let openedKind = Kind(mode: after.st_mode)
        try check(openedKind, allowing: allowing)
        guard after.st_dev == before.st_dev, after.st_ino == before.st_ino else { throw .changed }
        if openedKind != .regular {
            // Streams are read blocking: a writer may still be producing.
            let current = fcntl(descriptor, F_GETFL)
            if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        }
        let size = openedKind == .regular ? Int(clamping: after.st_size) : 0
        if size > maximumSize { throw .tooLarge(size: size, limit: maximumSize) }
        return try readToEnd(descriptor, expectedSize: size, maximumSize: maximumSize)
    }

    /// Reads a descriptor from where it stands to its end (standard input:
    /// descriptor 0), in chunks, refusing the input once it passes
    /// `maximumSize`. The descriptor is neither closed nor moved back.
    ///
    /// A closed descriptor, a directory or a write-only descriptor throws;
    /// nothing traps.
    ///
    /// ```swift
    /// let input = try FileReader.read(fileDescriptor: 0, maximumSize: 256 << 20)
    /// ```
    ///
    /// - Throws: ``FileReadError`` saying why the input was not read.
    package static func read(fileDescriptor: Int32, maximumSize: Int) throws(FileReadError) -> [UInt8] {
        var info = stat()
        guard fstat(fileDescriptor, &info) == 0 else { throw FileReadError(errorNumber: errno) }
        let kind = Kind(mode: info.st_mode)
        if kind == .directory { throw .isDirectory }
        return try readToEnd(fileDescriptor, expectedSize: 0, maximumSize: maximumSize)
    }

    /// The real path of `path`: absolute, with every symbolic link and
    /// every `.` and `..` resolved (`..` after the link before it is
    /// followed, as the file system does), or an error saying why not.
    ///
    /// ```swift
    /// try FileReader.realPath("Mappings/../Mappings/Twitter.mappings")
    /// // "/Users/me/App/Mappings/Twitter.mappings"
    /// ```
    package static func realPath(_ path: String) throws(FileReadError) -> String {
        guard !path.utf8.contains(0) else { throw .readFailed(code: EINVAL) }
        guard let resolved = realpath(path, nil) else { throw failure(errno, at: path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - Steps

    private static func status(_ path: String, followingSymlinks: Bool) throws(FileReadError) -> stat {
        guard !path.utf8.contains(0) else { throw .readFailed(code: EINVAL) }
        var info = stat()
        let result = followingSymlinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { throw failure(errno, at: path) }
        return info
    }

    /// The error for `errno` `code` on `path`: ``FileReadError/nameNotUTF8(name:)``
    /// rather than ``FileReadError/notFound`` when a name on the path is
    /// not UTF-8 on disk.
    private static func failure(_ code: Int32, at path: String) -> FileReadError {
        let error = FileReadError(errorNumber: code)
        guard error == .notFound, let name = nameNotUTF8(on: path) else { return error }
        return .nameNotUTF8(name: name)
    }

    /// Most entries of one folder looked through for a name that is not UTF-8.
    static let maximumEntriesScanned = 100_000

    /// For a path not found whose text holds U+FFFD (what decoding put in
    /// place of each byte that is not UTF-8): the first name on it that a
    /// folder holds as bytes that are not UTF-8 but read as that text.
    /// Folders are listed (`opendir`, which opens nothing else), at most
    /// ``maximumEntriesScanned`` entries each.
    private static func nameNotUTF8(on path: String) -> [UInt8]? {
        guard path.unicodeScalars.contains("\u{FFFD}") else { return nil }
        var folder = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            let name = String(component)
            if name.unicodeScalars.contains("\u{FFFD}"), let raw = entry(in: folder.isEmpty ? "/" : folder, readingAs: name) {
                return raw
            }
            folder += "/" + name
        }
        return nil
    }

    /// The name, as bytes, of the entry of `folder` that is not UTF-8 and
    /// reads as `name`.
    private static func entry(in folder: String, readingAs name: String) -> [UInt8]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        for _ in 0..<maximumEntriesScanned {
            guard let entry = readdir(directory) else { return nil }
            let raw = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if !RawName.isUTF8(raw), String(decoding: raw, as: UTF8.self).unicodeScalars.elementsEqual(name.unicodeScalars) {
                return raw
            }
        }
        return nil
    }

    private static func check(_ kind: Kind, allowing: Set<Kind>) throws(FileReadError) {
        guard !allowing.contains(kind) else { return }
        throw kind == .directory ? .isDirectory : .notRegularFile(kind)
    }

    private static func open(_ path: String, flags: Int32, followingSymlinks: Bool) throws(FileReadError) -> Int32 {
        let descriptor = SystemCall.open(path, flags)
        if descriptor >= 0 { return descriptor }
        let code = errno
        // With O_NOFOLLOW, a link where the file stood fails with ELOOP.
        if code == ELOOP, !followingSymlinks { throw .notRegularFile(.symbolicLink) }
        throw FileReadError(errorNumber: code)
    }

    /// Reads until end of file. The first `expectedSize + 1` bytes go
    /// straight into the array's storage (the extra byte sees the end of a
    /// regular file without a second buffer); a longer input continues in
    /// chunks.
    private static func readToEnd(_ descriptor: Int32, expectedSize: Int, maximumSize: Int) throws(FileReadError) -> [UInt8] {
        let limit = max(0, maximumSize)
        let capacity = expectedSize > 0 ? expectedSize + 1 : min(chunkSize, limit + 1)
        var failure: FileReadError?
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                switch readSome(descriptor, into: base + count, count: buffer.count - count) {
                case .success(0):
                    reachedEnd = true
                    return
                case .success(let read):
                    count += read
                case .failure(let error):
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
        if bytes.count > limit { throw .tooLarge(size: nil, limit: limit) }
        if reachedEnd { return bytes }
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let result = chunk.withUnsafeMutableBufferPointer { buffer -> Result<Int, FileReadError> in
                guard let base = buffer.baseAddress else { return .success(0) }
                return readSome(descriptor, into: base, count: buffer.count)
            }
            let read = try result.get()
            if read == 0 { return bytes }
            guard bytes.count + read <= limit else { throw .tooLarge(size: nil, limit: limit) }
            bytes.append(contentsOf: chunk[0..<read])
        }
    }

    /// One `read(2)`, retried on EINTR, waiting with `poll` when a
    /// non-blocking descriptor has nothing yet; `0` at end of input.
    private static func readSome(_ descriptor: Int32, into base: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, FileReadError> {
        while true {
            let read = SystemCall.read(descriptor, into: base, count: count)
            if read >= 0 { return .success(read) }
            let code = errno
            if code == EAGAIN || code == EWOULDBLOCK {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&request, 1, -1) < 0, errno != EINTR { return .failure(FileReadError(errorNumber: errno)) }
                continue
            }
            return .failure(FileReadError(errorNumber: code))
        }
    }
}

extension FileReader.Kind {
    /// The kind of a `st_mode`.
    init(mode: mode_t) {
        switch mode & 0o170000 {
        case 0o100000: self = .regular
        case 0o040000: self = .directory
        case 0o010000: self = .fifo
        case 0o020000: self = .characterDevice
        case 0o060000: self = .blockDevice
        case 0o140000: self = .socket
        case 0o120000: self = .symbolicLink
        default: self = .other
        }
    }
}
