import Foundation

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
