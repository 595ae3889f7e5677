/// Thrown by ``ValidationReport/throwIfErrors()``: the payload did not
/// satisfy the mappings.
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole report.
    public var report: ValidationReport
    /// The kept error issues, one per line, then the report's
    /// ``ValidationReport/omissionNote`` when issues were dropped.
    public var description: String {
        var lines = report.errors.map(\.description)
        if let note = report.omissionNote { lines.append(note) }
        return lines.joined(separator: "\n")
    }
}
