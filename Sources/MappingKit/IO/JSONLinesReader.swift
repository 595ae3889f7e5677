#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a stream of JSON Lines (one payload a line) from a file
/// descriptor, a line at a time, through a window of bounded size: a stream
/// of any length (a pipe, standard input, a 10 GB file) costs the window and
/// the longest line, never the whole stream.
///
/// Lines are counted from 1, every physical line (blank ones too, which
/// ``Line/isBlank`` marks); a final `\r` is dropped. A line longer than
/// ``maximumLineLength`` is skipped up to its end and returned with no bytes
/// and ``Line/isTooLong`` set, so a reader never holds more than that.
///
/// ```swift
/// var reader = JSONLinesReader(fileDescriptor: 0)
/// while let line = try reader.next() {
///     guard !line.isBlank, let bytes = line.bytes else { continue }
///     let result = context.objects(from: try Payload(parsing: Array(bytes)), as: JSON.self)
///     report = report.merging(result.report, line: line.number)
/// }
/// ```
public struct JSONLinesReader {
    /// One line of the stream.
    public struct Line: Sendable {
        /// Its number, from 1, counting every physical line.
        public var number: Int
        /// Its bytes without the line break; `nil` when it was too long. A
        /// slice of the reader's window: copy it to keep it past the next read.
        public var bytes: ArraySlice<UInt8>?
        /// `true` when the line was longer than the reader's maximum.
        public var isTooLong: Bool { bytes == nil }
        /// `true` for a line of spaces and tabs only (or empty).
        public var isBlank: Bool {
            bytes?.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? false
        }
    }

    /// The stream could not be read: the system's error number.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// `errno` of the failed `read`.
        public var code: Int32
        /// The system's words for it (`Is a directory`).
        public var description: String { SystemCall.errorText(code) }
    }

    /// The longest line read by default: 64 MiB.
    public static let defaultMaximumLineLength = 64 << 20
    /// How much is read at a time: 1 MiB.
    static let chunkSize = 1 << 20

    private let descriptor: Int32
    /// The longest line returned; longer ones are skipped.
    public let maximumLineLength: Int
    private var buffer: [UInt8] = []
    /// What each `read` fills, allocated once.
    private var chunk: [UInt8] = []
    /// Where the next line starts in ``buffer``.
    private var start = 0
    /// Where the search for the next line break resumes.
    private var scanned = 0
    private var lineNumber = 0
    private var atEnd = false
    /// The bytes read so far.
    public private(set) var bytesRead = 0

    /// A reader of `fileDescriptor` (not closed by the reader).
    public init(fileDescriptor: Int32, maximumLineLength: Int = JSONLinesReader.defaultMaximumLineLength) {
        self.descriptor = fileDescriptor
        self.maximumLineLength = max(1, maximumLineLength)
    }

    /// The next line, or `nil` at the end of the stream.
    ///
    /// - Throws: ``ReadError`` when the descriptor cannot be read.
    public mutating func next() throws(ReadError) -> Line? {
        var skipping = false
        while true {
            if let newline = nextNewline() {
                lineNumber += 1
                defer {
                    start = newline + 1
                    scanned = start
                }
                if skipping || newline - start > maximumLineLength { return Line(number: lineNumber, bytes: nil) }
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return Line(number: lineNumber, bytes: buffer[start..<end])
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count || skipping else { return nil }
                lineNumber += 1
                defer {
                    start = buffer.count
                    scanned = start
                }
                if skipping || buffer.count - start > maximumLineLength { return Line(number: lineNumber, bytes: nil) }
                var end = buffer.count
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return Line(number: lineNumber, bytes: buffer[start..<end])
            }
            // A line longer than the maximum: drop what is read of it, keep looking for its end.
            if buffer.count - start > maximumLineLength {
                skipping = true
                start = buffer.count
            }
            try fill()
        }
    }

    /// The offset of the first `\n` at or after ``scanned``, found with `memchr`.
    private func nextNewline() -> Int? {
        guard scanned < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base + scanned, 0x0A, bytes.count - scanned) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Moves the unread bytes to the front and reads a chunk after them
    /// (a pipe gives what it holds: 64 KiB or less).
    private mutating func fill() throws(ReadError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: Self.chunkSize) }
        var read = 0
        var failure: Int32 = 0
        let descriptor = self.descriptor
        chunk.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            let result = SystemCall.read(descriptor, into: base, count: raw.count)
            if result < 0 { failure = errno } else { read = result }
        }
        if failure != 0 { throw ReadError(code: failure) }
        if read == 0 { atEnd = true }
        chunk.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<read])) }
        bytesRead += read
    }
}
