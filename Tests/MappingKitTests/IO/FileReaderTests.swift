import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `FileReader`: what it reads, what it refuses without opening, and why.
@Suite("File reader")
struct FileReaderTests {
    /// The error `body` throws, or `nil`.
    func failure(_ body: () throws(FileReadError) -> [UInt8]) -> FileReadError? {
        do throws(FileReadError) {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("a regular file is read whole, empty or large")
    func regularFiles() throws {
        let folder = try TemporaryFolder()
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try folder.write("large.bin", bytes: large)
        try folder.write("empty.json", "")
        try folder.write("small.json", #"{"a": 1}"#)
        try expectEqual(FileReader.read(path: folder.path("large.bin"), maximumSize: 1 << 20), large)
        try expectEqual(FileReader.read(path: folder.path("empty.json"), maximumSize: 10), [])
        try expectEqual(FileReader.read(path: folder.path("small.json"), maximumSize: 8), Array(#"{"a": 1}"#.utf8))
    }

    @Test("a file over the limit is refused by its size")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        try folder.write("nine.json", "123456789")
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(path: folder.path("nine.json"), maximumSize: 8) },
            .tooLarge(size: 9, limit: 8))
        // A sparse file far over the limit is refused without reading it.
        let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent("nine.json"))
        try handle.truncate(atOffset: 1 << 40)
        try handle.close()
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(path: folder.path("nine.json"), maximumSize: 1 << 20) },
            .tooLarge(size: 1 << 40, limit: 1 << 20))
    }

    @Test("missing paths, directories and symbolic link loops say so")
    func reasons() throws {
        let folder = try TemporaryFolder()
        try folder.write("file.json", "1")
        try folder.makeFolder("folder.json")
        try folder.link("a", to: "b")
        try folder.link("b", to: "a")
        let read = { (path: String) -> FileReadError? in
            self.failure { () throws(FileReadError) in try FileReader.read(path: folder.path(path), maximumSize: 100) }
        }
        expectEqual(read("none.json"), .notFound)
        expectEqual(read("file.json/inside.json"), .notFound)
        expectEqual(read("folder.json"), .isDirectory)
        expectEqual(read("a"), .symlinkLoop)
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(path: "bad\0path", maximumSize: 100) },
            .readFailed(code: EINVAL))
        #expect(throws: FileReadError.symlinkLoop) { try FileReader.realPath(folder.path("a")) }
        #expect(throws: FileReadError.notFound) { try FileReader.realPath(folder.path("none.json")) }
    }

    @Test("a name that is not valid UTF-8 on disk says so, where its path written as text (U+FFFD for the byte) cannot name it")
    func namesNotUTF8() throws {
        let folder = try TemporaryFolder()
        try folder.write(rawPath: Array("caf".utf8) + [0xE9] + Array(".json".utf8), "1")
        try folder.makeFolder(rawPath: [0x64, 0xFF])
        try folder.write(rawPath: [0x64, 0xFF] + Array("/inside.json".utf8), "2")
        let read = { (path: String) -> FileReadError? in
            self.failure { () throws(FileReadError) in try FileReader.read(path: folder.path(path), maximumSize: 100) }
        }
        expectEqual(read("caf\u{FFFD}.json"), .nameNotUTF8(name: Array("caf".utf8) + [0xE9] + Array(".json".utf8)))
        expectEqual(read("d\u{FFFD}/inside.json"), .nameNotUTF8(name: [0x64, 0xFF]))
        #expect(throws: FileReadError.nameNotUTF8(name: [0x64, 0xFF])) { try FileReader.realPath(folder.path("d\u{FFFD}/inside.json")) }
        #expect(throws: FileReadError.nameNotUTF8(name: [0x64, 0xFF])) { try FileReader.kind(atPath: folder.path("d\u{FFFD}")) }
        // A name with U+FFFD that no entry reads as is missing, as any other.
        expectEqual(read("caf\u{FFFD}.jsn"), .notFound)
        expectEqual(read("none.json"), .notFound)
        // A file really named with U+FFFD (valid UTF-8) is read.
        try folder.write("real\u{FFFD}.json", "3")
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(path: folder.path("real\u{FFFD}.json"), maximumSize: 10) }, nil)
        let error = FileReadError.nameNotUTF8(name: Array("caf".utf8) + [0xE9, 0x1B, 0x27] + Array(".json".utf8))
        expectEqual(error.message, "the name $'caf\\xE9\\x1B\\'.json' on its path is not valid UTF-8 (each '\u{FFFD}' stands for a byte "
            + "that is not), and a path written as text cannot name it")
        expectEqual(error.suggestion, "rename it to a UTF-8 name in its folder: mv $'caf\\xE9\\x1B\\'.json' NEW-NAME")
    }

    @Test("a FIFO is refused without being opened, so nothing waits for a writer")
    func fifo() throws {
        let folder = try TemporaryFolder()
        try folder.makeFIFO("pipe.json")
        try expectEqual(FileReader.kind(atPath: folder.path("pipe.json")), .fifo)
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(path: folder.path("pipe.json"), maximumSize: 100) },
            .notRegularFile(.fifo))
    }

    @Test("an allowed FIFO is read as a stream and refused once it passes the limit")
    func allowedFIFO() throws {
        let folder = try TemporaryFolder()
        try folder.makeFIFO("pipe.json")
        // Held open for reading and writing, the FIFO has a writer and never
        // ends: only the limit stops the read.
        let holder = open(folder.path("pipe.json"), O_RDWR | O_NONBLOCK)
        try #require(holder >= 0)
        defer { close(holder) }
        let bytes = Array(repeating: UInt8(ascii: "1"), count: 1000)
        expectEqual(write(holder, bytes, bytes.count), bytes.count)
        expectEqual(failure { () throws(FileReadError) in
            try FileReader.read(path: folder.path("pipe.json"), allowing: [.regular, .fifo], maximumSize: 100)
        }, .tooLarge(size: nil, limit: 100))
    }

    @Test("a device is refused unless allowed, and then bounded by the limit")
    func device() throws {
        try expectEqual(FileReader.kind(atPath: "/dev/zero"), .characterDevice)
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(path: "/dev/zero", maximumSize: 100) },
            .notRegularFile(.characterDevice))
        expectEqual(failure { () throws(FileReadError) in
            try FileReader.read(path: "/dev/zero", allowing: [.regular, .characterDevice], maximumSize: 200_000)
        }, .tooLarge(size: nil, limit: 200_000))
        try expectEqual(FileReader.read(path: "/dev/null", allowing: [.characterDevice], maximumSize: 10), [])
    }

    @Test("symbolic links are followed unless told not to; realPath resolves '..' after the link")
    func symbolicLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("other/deep/file.json", "[1]")
        try folder.write("other/sibling.json", "[2]")
        try folder.link("root/link", to: "../other/deep")
        try folder.link("root/file.json", to: "../other/deep/file.json")
        try expectEqual(FileReader.read(path: folder.path("root/file.json"), maximumSize: 10), Array("[1]".utf8))
        expectEqual(failure { () throws(FileReadError) in
            try FileReader.read(path: folder.path("root/file.json"), maximumSize: 10, followingSymlinks: false)
        }, .notRegularFile(.symbolicLink))
        try expectEqual(FileReader.kind(atPath: folder.path("root/file.json"), followingSymlinks: false), .symbolicLink)
        // The file system follows `link` before `..`: the result is in other/, not root/.
        try expectEqual(FileReader.realPath(folder.path("root/link/../sibling.json")), folder.path("other/sibling.json"))
        try expectEqual(FileReader.realPath(folder.path("root/./link/file.json")), folder.path("other/deep/file.json"))
    }

    @Test("a file that may not be read says permission denied")
    func permissionDenied() throws {
        let folder = try TemporaryFolder()
        try folder.write("secret.json", "{}")
        folder.setPermissions("secret.json", 0)
        let error = failure { () throws(FileReadError) in try FileReader.read(path: folder.path("secret.json"), maximumSize: 10) }
        if geteuid() == 0 {
            expectEqual(error, nil, "root reads files whatever their permissions")
        } else {
            expectEqual(error, .permissionDenied)
        }
    }

    @Test("a descriptor is read to its end, bounded; a closed, write-only or directory descriptor throws")
    func descriptors() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let text = Array(repeating: UInt8(ascii: "x"), count: 1000)
        expectEqual(write(ends[1], text, text.count), text.count)
        close(ends[1])
        try expectEqual(FileReader.read(fileDescriptor: ends[0], maximumSize: 1000), text)
        close(ends[0])

        try #require(pipe(&ends) == 0)
        expectEqual(write(ends[1], text, text.count), text.count)
        close(ends[1])
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(fileDescriptor: ends[0], maximumSize: 999) },
            .tooLarge(size: nil, limit: 999))
        close(ends[0])
        // Both ends are closed now.
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(fileDescriptor: ends[0], maximumSize: 10) },
            .readFailed(code: EBADF))

        let folder = try TemporaryFolder()
        try folder.write("out.json", "")
        let writeOnly = open(folder.path("out.json"), O_WRONLY)
        try #require(writeOnly >= 0)
        defer { close(writeOnly) }
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(fileDescriptor: writeOnly, maximumSize: 10) },
            .readFailed(code: EBADF))
        let directory = open(folder.url.path, O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        expectEqual(failure { () throws(FileReadError) in try FileReader.read(fileDescriptor: directory, maximumSize: 10) },
            .isDirectory)
    }

    @Test("each reason is worded with what the file is and a fix")
    func messages() {
        expectEqual(FileReadError.notRegularFile(.fifo).message, "it is a FIFO (named pipe), not a regular file")
        expectEqual(FileReadError.notRegularFile(.characterDevice).message, "it is a character device, not a regular file")
        expectEqual(FileReadError.notRegularFile(.socket).message, "it is a socket, not a regular file")
        expectEqual(FileReadError.isDirectory.message, "it is a directory, not a file")
        expectEqual(FileReadError.notFound.message, "there is no such file")
        expectEqual(FileReadError.permissionDenied.message, "permission denied")
        expectEqual(FileReadError.symlinkLoop.message, "symbolic links on the way to it loop or nest too deeply")
        expectEqual(FileReadError.tooLarge(size: 20, limit: 10).message, "it is 20 bytes, over the limit of 10 bytes")
        expectEqual(FileReadError.tooLarge(size: nil, limit: 10).message, "it holds more than the limit of 10 bytes")
        #expect(FileReadError.readFailed(code: EBADF).message.hasPrefix("reading failed: "))
        #expect(FileReadError.readFailed(code: EBADF).message.hasSuffix("(errno \(EBADF))"))
        expectEqual(FileReadError(errorNumber: ENOTDIR), .notFound)
        expectEqual(FileReadError(errorNumber: EACCES), .permissionDenied)
        for error in [FileReadError.notFound, .permissionDenied, .isDirectory, .symlinkLoop, .changed, .readFailed(code: EIO)] {
            #expect(!error.suggestion.isEmpty)
        }
    }
}
