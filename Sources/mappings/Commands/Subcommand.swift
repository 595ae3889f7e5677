/// A subcommand of `mappings`, read as swift-argument-parser reads a
/// `ParsableCommand`: its options declared once in ``reader``, the command
/// line made into ``Options`` by ``options(from:)`` (or a ``UsageError``),
/// then ``execute(_:)``. `--help` and `--version` are answered for every
/// subcommand, before its options are checked.
///
/// ```swift
/// enum CheckCommand: Subcommand {
///     static let name = "check"
///     static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options { … }
///     static func execute(_ options: Options) throws(ExitStatus) -> Int32 { … }
/// }
/// CheckCommand.run(["--env", "linux", "Twitter.mappings"])
/// ```
protocol Subcommand {
    associatedtype Options
    /// `check` in `mappings check`.
    static var name: String { get }
    /// The usage line printed under a usage error.
    static var synopsis: String { get }
    /// The whole help, for `--help`.
    static var usage: String { get }
    /// The options the subcommand takes.
    static var reader: ArgumentReader { get }
    /// The options, or what is wrong with the command line.
    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options
    /// Runs with the options read; the exit status. A step that stops the
    /// command prints why, then throws the status (``ExitStatus``): the
    /// tool's one way to stop.
    static func execute(_ options: Options) throws(ExitStatus) -> Int32
}

extension Subcommand {
    /// Reads the command line and runs: the exit status, ``MappingsTool/usageError``
    /// after printing a usage error.
    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do throws(UsageError) {
            let read = try reader.read(arguments)
            if read.has("help") { return MappingsTool.printOutput(usage) }
            if read.has("version") { return MappingsTool.printOutput(MappingsTool.versionLine) }
            options = try Self.options(from: read)
        } catch {
            return fail(error)
        }
        do throws(ExitStatus) {
            return try execute(options)
        } catch {
            return error.code
        }
    }

    /// Prints a usage error with this subcommand's usage line; exit 64.
    static func fail(_ error: UsageError) -> Int32 {
        MappingsTool.fail(error, synopsis: synopsis, help: "mappings \(name) --help")
    }
}
