/// How a step of a command stops the command: thrown after its message is
/// printed, carrying the exit status the command returns. It is the tool's
/// one convention: no step returns `nil` or a `Result` to say it printed
/// and the command should stop; ``Subcommand/run(_:)`` turns the status
/// thrown into the exit status.
///
/// ```swift
/// let bytes = try InputFile.read(path)                          // exit 2 after the message
/// let file = try prepareReport(at: path, options: options)      // exit 64 or 74
/// ```
struct ExitStatus: Error, Sendable, Hashable {
    /// The status the process exits with (``MappingsTool/usageError``, …).
    var code: Int32

    init(_ code: Int32) { self.code = code }

    /// Exit 2: an input (a payload, a sample, a `.mappings` file, a
    /// recording) is wrong, and the message said how.
    static let invalidInput = ExitStatus(MappingsTool.invalidInput)
}
