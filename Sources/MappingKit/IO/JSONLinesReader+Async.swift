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
        MappedLines(lines: lines, context: self, map: { payload throws(MappingConfigurationError) in try self.decodeLine(payload) })
    }

    /// ``objects(fromLines:as:)-(_,D.Type)`` on up to `jobs` threads: the
    /// lines are read ahead, a round of up to 512 per thread (or 4 MB per
    /// thread) at a time, mapped on the threads, and given in line order,
    /// each result exactly what `jobs: 1` gives for its line; a read error
    /// or a ``MappingConfigurationError`` comes where it would with one
    /// thread, after the results of the lines before it. With 1 (the verb
    /// above), or less, each line is mapped when asked for, on the task
    /// that asks; with more, the task waits for a round's threads.
    ///
    /// ```swift
    /// let cores = ProcessInfo.processInfo.activeProcessorCount
    /// for try await result in context.objects(fromLines: reader.lines, as: Event.self, jobs: cores) {
    ///     events += result.values   // line order
    /// }
    /// ```
    ///
    /// Values are made on the threads that map them; a type whose
    /// `Decodable` conformance is isolated to an actor is not
    /// `SendableMetatype`, and maps with the verb above.
    public func objects<Lines: AsyncSequence, D: Decodable & SendableMetatype>(
        fromLines lines: Lines, as type: D.Type, jobs: Int
    ) -> MappedLines<Lines, D> where Lines.Element == JSONLinesReader.Line {
        MappedLines(
            lines: lines, context: self, map: { payload throws(MappingConfigurationError) in try self.decodeLine(payload) },
            threads: (map: { payload throws(MappingConfigurationError) in try self.decodeLine(payload) }, jobs: jobs))
    }

    /// ``objects(fromLines:as:)-(_,D.Type)`` without model types: each line
    /// mapped to JSON, as `mappings apply --lines` maps it; on up to `jobs`
    /// threads as ``objects(fromLines:as:jobs:)-(_,D.Type,_)`` maps (the
    /// default, 1, starts none).
    ///
    /// ```swift
    /// for try await result in context.objects(fromLines: reader.lines, as: JSON.self, jobs: 4) {
    ///     print(result.line, result.values)
    /// }
    /// ```
    public func objects<Lines: AsyncSequence>(fromLines lines: Lines, as type: JSON.Type, jobs: Int = 1) -> MappedLines<Lines, JSON>
    where Lines.Element == JSONLinesReader.Line {
        let map: @Sendable (Payload) -> ([JSON], ValidationReport) = { payload in
            let result = self.objects(from: payload, as: JSON.self)
            return (result.value, result.report)
        }
        return MappedLines(lines: lines, context: self, map: map, threads: (map: map, jobs: jobs))
    }

    /// A line's payload decoded: each element of an array, else one value.
    func decodeLine<D: Decodable>(_ payload: Payload) throws(MappingConfigurationError) -> ([D], ValidationReport) {
        if payload.value.kind == .array {
            let result = try objects(from: payload, as: D.self)
            return (result.value, result.report)
        }
        let result = try object(from: payload, as: D.self)
        return (result.value.map { [$0] } ?? [], result.report)
    }

    /// One line parsed and mapped by `map`; `nil` for a blank line.
    func mapLine<Value, Failure: Error>(
        _ line: JSONLinesReader.Line, _ map: (Payload) throws(Failure) -> ([Value], ValidationReport)
    ) throws(Failure) -> LineResult<Value>? {
        guard !line.isBlank else { return nil }
        return try mapLine(number: line.number, bytes: line.bytes.map(Array.init), map)
    }

    /// Line `number`, whose bytes are `bytes` (`nil`: too long), parsed
    /// and mapped by `map`.
    func mapLine<Value, Failure: Error>(
        number: Int, bytes: [UInt8]?, _ map: (Payload) throws(Failure) -> ([Value], ValidationReport)
    ) throws(Failure) -> LineResult<Value> {
        var report = ValidationReport()
        guard let bytes else {
            report.appendInvalidLine(number, context: identifier, problem: .tooLong(limit: JSONLinesReader.defaultMaximumLineLength))
            return LineResult(line: number, values: [], report: report)
        }
        let payload: Payload
        do {
            payload = try Payload(parsing: bytes)
        } catch {
            report.appendInvalidLine(number, context: identifier, problem: .notJSON(error))
            return LineResult(line: number, values: [], report: report)
        }
        let (values, lineReport) = try map(payload)
        report.merge(lineReport, line: number)
        return LineResult(line: number, values: values, report: report)
    }
}

/// The results of ``MappingContext/objects(fromLines:as:)-(_,D.Type)`` (and
/// of its `jobs:` and `JSON` forms): one ``LineResult`` per non-blank line,
/// in order, each mapped when asked for (or, on several threads, with a
/// round of lines read ahead).
public struct MappedLines<Lines: AsyncSequence, Value>: AsyncSequence where Lines.Element == JSONLinesReader.Line {
    public typealias Element = LineResult<Value>
    /// How a line's payload maps: its values and its report.
    typealias LineMap = (Payload) throws(MappingConfigurationError) -> ([Value], ValidationReport)
    /// The same, for the threads.
    typealias ThreadLineMap = @Sendable (Payload) throws(MappingConfigurationError) -> ([Value], ValidationReport)

    let lines: Lines
    let context: MappingContext
    let map: LineMap
    /// Mapping on several threads: `nil`, or `jobs` below 2, maps each line
    /// when asked for (MappedLines+Threads.swift).
    var threads: (map: ThreadLineMap, jobs: Int)?

    public struct AsyncIterator: AsyncIteratorProtocol {
        var lines: Lines.AsyncIterator
        let context: MappingContext
        let map: LineMap
        let threads: (map: ThreadLineMap, jobs: Int)?
        /// Lines mapped ahead on threads, the last first, each a result or
        /// the error it threw (then the read's error, if a read threw).
        var ready: [Result<LineResult<Value>, any Error>] = []
        /// The lines ended (read ahead on threads).
        var ended = false

        public mutating func next() async throws -> LineResult<Value>? {
            if let threads, threads.jobs > 1 { return try await nextMappedAhead(threads.map, jobs: threads.jobs) }
            let context = self.context
            while let line = try await lines.next() {
                if let result = try context.mapLine(line, map) { return result }
            }
            return nil
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(lines: lines.makeAsyncIterator(), context: context, map: map, threads: threads)
    }
}
