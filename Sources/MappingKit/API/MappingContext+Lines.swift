/// The verbs for a stream of JSON Lines (``JSONLinesReader``'s
/// ``JSONLinesReader/lines``): each line mapped as one payload, a
/// ``LineResult`` per line in line order, on one task or on up to `jobs`
/// threads. They make a ``MappedLines`` (`IO/MappedLines.swift`), which maps
/// each line with the `Decodable` or the `JSON` verbs.
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
        MappedLines(decoding: lines, through: self)
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
        MappedLines(decoding: lines, through: self, jobs: jobs)
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
        MappedLines(mapping: lines, through: self, jobs: jobs)
    }
}
