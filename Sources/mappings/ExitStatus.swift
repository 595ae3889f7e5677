/// How a step of a command stops the command: thrown after its message is
/// printed, carrying the exit status the command returns.
///
/// ```swift
/// let file = try prepareReport(at: path, options: options)   // throws(ExitStatus)
/// ```
struct ExitStatus: Error, Sendable, Hashable {
    /// The status the process exits with (``MappingsTool/usageError``, …).
    var code: Int32

    init(_ code: Int32) { self.code = code }
}
