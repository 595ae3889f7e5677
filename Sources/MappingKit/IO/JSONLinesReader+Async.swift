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

/// What one line of a JSON Lines stream mapped to
/// (``MappingContext/objects(fromLines:as:)-(_,D.Type)``): its number, the
/// values (an object line gives one, an array line each element), and the
/// line's report, its issues carrying the line. A line that is not JSON or
/// too long gives no value and an `invalidLine` issue.
public struct LineResult<Value> {
    /// The line's number, from 1, counting every physical line.
    public var line: Int
    /// The values mapped from the line, in order.
    public var values: [Value]
    /// The line's report; merge them with ``ValidationReport/merging(_:indexOffset:)``
    /// for the stream's.
    public var report: ValidationReport
}

extension LineResult: Sendable where Value: Sendable {}

extension MappingContext {
    /// Maps each line of a JSON Lines stream as one payload, into a
    /// `Decodable` type (or a `Mappable` one, through its table): an object
    /// line gives one value, an array line one per element. Blank lines are
    /// skipped; a line that is not JSON or too long gives a result with no
    /// value and an `invalidLine` issue. Results come in line order, each as
    /// soon as its line is mapped.
    ///
    /// ```swift
    /// var report = ValidationReport()
    /// for try await result in context.objects(fromLines: JSONLinesReader(fileHandle: .standardInput).lines, as: Event.self) {
    ///     events += result.values
    ///     report = report.merging(result.report)
    /// }
    /// ```
    ///
    /// - Throws: ``MappingConfigurationError`` (from the sequence) when the
    ///   context does not fit `D`, or the lines' error.
    public func objects<Lines: AsyncSequence, D: Decodable>(fromLines lines: Lines, as type: D.Type) -> MappedLines<Lines, D>
    where Lines.Element == JSONLinesReader.Line {
        MappedLines(lines: lines, context: self)
    }

    /// ``objects(fromLines:as:)-(_,D.Type)`` without model types: each line
    /// mapped to JSON, as `mappings apply --lines` maps it.
    public func objects<Lines: AsyncSequence>(fromLines lines: Lines, as type: JSON.Type)
        -> AsyncThrowingCompactMapSequence<Lines, LineResult<JSON>> where Lines.Element == JSONLinesReader.Line
    {
        lines.compactMap { line in
            self.mapLine(line) { payload in
                let result = self.objects(from: payload, as: JSON.self)
                return (result.value, result.report)
            }
        }
    }

    /// One line parsed and mapped by `map`; `nil` for a blank line.
    func mapLine<Value, Failure: Error>(
        _ line: JSONLinesReader.Line, _ map: (Payload) throws(Failure) -> ([Value], ValidationReport)
    ) throws(Failure) -> LineResult<Value>? {
        guard !line.isBlank else { return nil }
        var report = ValidationReport()
        guard let bytes = line.bytes else {
            report.appendInvalidLine(line.number, context: identifier, problem: .tooLong(limit: JSONLinesReader.defaultMaximumLineLength))
            return LineResult(line: line.number, values: [], report: report)
        }
        let payload: Payload
        do {
            payload = try Payload(parsing: Array(bytes))
        } catch {
            report.appendInvalidLine(line.number, context: identifier, problem: .notJSON(error))
            return LineResult(line: line.number, values: [], report: report)
        }
        let (values, lineReport) = try map(payload)
        report.merge(lineReport, line: line.number)
        return LineResult(line: line.number, values: values, report: report)
    }
}

/// The results of ``MappingContext/objects(fromLines:as:)-(_,D.Type)``: one
/// ``LineResult`` per non-blank line, in order, each mapped when asked for.
public struct MappedLines<Lines: AsyncSequence, D: Decodable>: AsyncSequence where Lines.Element == JSONLinesReader.Line {
    public typealias Element = LineResult<D>
    let lines: Lines
    let context: MappingContext

    public struct AsyncIterator: AsyncIteratorProtocol {
        var lines: Lines.AsyncIterator
        let context: MappingContext

        public mutating func next() async throws -> LineResult<D>? {
            let context = self.context
            while let line = try await lines.next() {
                let result = try context.mapLine(line) { payload throws(MappingConfigurationError) in
                    try Self.decode(payload, context: context)
                }
                if let result { return result }
            }
            return nil
        }

        /// A line's payload decoded: each element of an array, else one value.
        private static func decode(_ payload: Payload, context: MappingContext) throws(MappingConfigurationError) -> ([D], ValidationReport) {
            if payload.value.kind == .array {
                let result = try context.objects(from: payload, as: D.self)
                return (result.value, result.report)
            }
            let result = try context.object(from: payload, as: D.self)
            return (result.value.map { [$0] } ?? [], result.report)
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(lines: lines.makeAsyncIterator(), context: context) }
}
