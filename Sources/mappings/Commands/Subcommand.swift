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
///
/// A subcommand is declared once, in ``MappingsTool/commands`` (a verb of
/// its own, like `report drift`, in its parent's ``subcommands``): that one
/// list is what dispatch, `mappings --help` (each ``abstract``) and
/// did-you-mean read.
protocol Subcommand {
    associatedtype Options
    /// `check` in `mappings check`; `report drift` for a verb of `report`.
    static var name: String { get }
    /// Its entry in `mappings --help`.
    static var abstract: SubcommandAbstract { get }
    /// The verbs of its own, each a subcommand named `"\(name) verb"`
    /// (`report drift`); none unless it says so.
    static var subcommands: [any Subcommand.Type] { get }
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
    static var subcommands: [any Subcommand.Type] { [] }

    /// Runs the verb of its own `arguments` begin with (`report drift …`),
    /// or reads the command line itself.
    static func dispatch(_ arguments: [String]) -> Int32 {
        if let verb = arguments.first, let nested = subcommand(named: verb) {
            return nested.dispatch(Array(arguments.dropFirst()))
        }
        return run(arguments)
    }

    /// The help for `mappings help \(name) verb…`: a verb's own help, or this
    /// subcommand's.
    static func help(for verbs: ArraySlice<String>) -> String {
        guard let verb = verbs.first, let nested = subcommand(named: verb) else { return usage }
        return nested.help(for: verbs.dropFirst())
    }

    /// Its entries in `mappings --help`: its own, then its verbs'.
    static var abstracts: [SubcommandAbstract] { [abstract] + subcommands.flatMap { $0.abstracts } }

    private static func subcommand(named verb: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.name == name + " " + verb }
    }

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
