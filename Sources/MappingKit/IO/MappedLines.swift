import Foundation

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

/// The sequences the verbs of `API/MappingContext+Lines.swift` make.
extension MappedLines where Value: Decodable {
    /// Each line decoded as `Value` through `context`, when asked for.
    init(decoding lines: Lines, through context: MappingContext) {
        self.init(lines: lines, context: context, map: { payload throws(MappingConfigurationError) in try context.decodeLine(payload) })
    }
}

extension MappedLines where Value: Decodable & SendableMetatype {
    /// Each line decoded as `Value` through `context`, on up to `jobs` threads.
    init(decoding lines: Lines, through context: MappingContext, jobs: Int) {
        let map: ThreadLineMap = { payload throws(MappingConfigurationError) in try context.decodeLine(payload) }
        self.init(lines: lines, context: context, map: map, threads: (map: map, jobs: jobs))
    }
}

extension MappedLines where Value == JSON {
    /// Each line mapped to JSON through `context`, on up to `jobs` threads.
    init(mapping lines: Lines, through context: MappingContext, jobs: Int) {
        // An array line maps element by element, any other as one object
        // (as `decodeLine` decodes): what an observer is told to expect.
        let map: @Sendable (Payload) -> ([JSON], ValidationReport) = { payload in
            if payload.value.kind == .array {
                let result = context.objects(from: payload, as: JSON.self)
                return (result.value, result.report)
            }
            let result = context.object(from: payload, as: JSON.self)
            return ([result.value], result.report)
        }
        self.init(lines: lines, context: context, map: map, threads: (map: map, jobs: jobs))
    }
}

extension MappingContext {
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
            observeRefusal(ReportObservation.Refusal(.invalidJSON))
            return LineResult(line: number, values: [], report: report)
        }
        let payload: Payload
        do {
            payload = try Payload(parsing: bytes)
        } catch {
            report.appendInvalidLine(number, context: identifier, problem: .notJSON(error))
            observeRefusal(ReportObservation.Refusal(.invalidJSON))
            return LineResult(line: number, values: [], report: report)
        }
        let (values, lineReport) = try map(payload)
        report.merge(lineReport, line: number)
        return LineResult(line: number, values: values, report: report)
    }
}
