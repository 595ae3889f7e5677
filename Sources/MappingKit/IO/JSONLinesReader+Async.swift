import Foundation

extension JSONLinesReader {
    /// A reader of a `FileHandle`'s descriptor (not closed by the reader).
    ///
    /// ```swift
    /// var reader = JSONLinesReader(fileHandle: .standardInput)
    /// ```
    public init(fileHandle: FileHandle, maximumLineLength: Int = JSONLinesReader.defaultMaximumLineLength) {
        self.init(fileDescriptor: fileHandle.fileDescriptor, maximumLineLength: maximumLineLength)
    }

    /// The lines as an `AsyncSequence`, for `for try await` and
    /// ``MappingContext/objects(fromLines:as:)-(_,D.Type)``. Each line is read
    /// when asked for, on the task that asks: reading a file or a pipe blocks
    /// that task's thread while it waits, as `FileHandle` reads do.
    ///
    /// ```swift
    /// for try await line in JSONLinesReader(fileHandle: .standardInput).lines { … }
    /// ```
    public var lines: AsyncLines { AsyncLines(reader: self) }

    /// The lines of a reader, one at a time (``lines``).
    public struct AsyncLines: AsyncSequence {
        public typealias Element = Line
        let reader: JSONLinesReader

        public struct AsyncIterator: AsyncIteratorProtocol {
            var reader: JSONLinesReader
            public mutating func next() async throws -> Line? { try reader.next() }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(reader: reader) }
    }
}
