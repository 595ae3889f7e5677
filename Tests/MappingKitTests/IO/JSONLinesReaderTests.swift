import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// ``JSONLinesReader``: lines counted from 1 over every physical line, a
/// final `\r` dropped, a last line without a break, lines longer than a read
/// chunk, and lines longer than the maximum skipped with their number.
@Suite("JSONLinesReader")
struct JSONLinesReaderTests {
    /// Every line of `text` read from a file.
    static func lines(_ bytes: [UInt8], maximum: Int = JSONLinesReader.defaultMaximumLineLength) throws -> [(Int, String?)] {
        let folder = try TemporaryFolder()
        try folder.write("stream.jsonl", bytes: bytes)
        let descriptor = open(folder.path("stream.jsonl"), O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var reader = JSONLinesReader(fileDescriptor: descriptor, maximumLineLength: maximum)
        var lines: [(Int, String?)] = []
        while let line = try reader.next() {
            lines.append((line.number, line.bytes.map { String(decoding: $0, as: UTF8.self) }))
        }
        #expect(reader.bytesRead == bytes.count)
        return lines
    }

    @Test("numbers count every physical line; \\r\\n and a last line without a break")
    func numbering() throws {
        let lines = try Self.lines(Array("{\"a\":1}\r\n\n  \n[2]\n{\"b\":3}".utf8))
        #expect(lines.map(\.0) == [1, 2, 3, 4, 5])
        #expect(lines.map(\.1) == ["{\"a\":1}", "", "  ", "[2]", "{\"b\":3}"])
        #expect(try Self.lines([]).isEmpty)
        #expect(try Self.lines(Array("x\n".utf8)).map(\.0) == [1])
    }

    @Test("a line longer than a read chunk is read whole; one longer than the maximum is skipped, the next read")
    func longLines() throws {
        let long = "\"" + String(repeating: "a", count: 3 * JSONLinesReader.chunkSize) + "\""
        let lines = try Self.lines(Array("1\n\(long)\n2\n".utf8))
        #expect(lines.map(\.0) == [1, 2, 3])
        #expect(lines[1].1?.count == long.count)
        let skipped = try Self.lines(Array("1\n\(long)\n2\n\(long)".utf8), maximum: 1000)
        #expect(skipped.map(\.0) == [1, 2, 3, 4])
        #expect(skipped.map { $0.1 == nil } == [false, true, false, true])
    }

    @Test("a descriptor that cannot be read throws its errno")
    func unreadable() throws {
        var reader = JSONLinesReader(fileDescriptor: -1)
        #expect(throws: JSONLinesReader.ReadError(code: EBADF)) { try reader.next() }
    }

    struct Event: Decodable, Equatable {
        var id: String
        var login: String
    }

    @Test("context.objects(fromLines:as:): typed and JSON, a result per non-blank line in order, issues carrying their line")
    func mappedLines() async throws {
        let folder = try TemporaryFolder()
        try folder.write("events.jsonl", """
            {"id": "1", "actor": {"login": "a"}}

            [{"id": "2", "actor": {"login": "b"}}, {"id": "3", "actor": {}}]
            {"id": 4,}

            """)
        let context = try MappingCatalog(string: #"{"$Event": {"id": "id", "login": "actor.login"}}"#).context("$Event")
        let descriptor = open(folder.path("events.jsonl"), O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var typed: [LineResult<Event>] = []
        for try await result in context.objects(fromLines: JSONLinesReader(fileDescriptor: descriptor).lines, as: Event.self) {
            typed.append(result)
        }
        #expect(typed.map(\.line) == [1, 3, 4])
        #expect(typed.map(\.values) == [[Event(id: "1", login: "a")], [Event(id: "2", login: "b")], []])
        #expect(typed[1].report.issues.map { "\($0.line ?? 0) \($0.code) \($0.sourcePath)" } == ["3 missingRequired [1].actor.login"])
        #expect(typed[2].report.issues.map(\.code) == [.invalidLine])
        #expect(typed[2].report.issues.first?.message.hasPrefix("not JSON: ") == true)

        lseek(descriptor, 0, SEEK_SET)
        var dynamic: [LineResult<JSON>] = []
        for try await result in context.objects(fromLines: JSONLinesReader(fileDescriptor: descriptor).lines, as: JSON.self) {
            dynamic.append(result)
        }
        #expect(dynamic.map(\.values) == [[["id": "1", "login": "a"]], [["id": "2", "login": "b"], ["id": "3"]], []])
        let merged = dynamic.reduce(ValidationReport()) { $0.merging($1.report) }
        #expect(merged.errorCount == 2)
        #expect(merged.summary.map(\.description) == ["$Event.login (actor.login): missing in 1 of 3 objects"])
    }
}
