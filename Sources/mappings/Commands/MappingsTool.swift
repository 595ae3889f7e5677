import Foundation
import MappingKit

/// The `mappings` command: dispatches to subcommands and owns the exit codes.
enum MappingsTool {
    /// No error.
    static let success: Int32 = 0
    /// `apply`: the payload has error issues.
    static let payloadIssues: Int32 = 1
    /// The mappings or the JSON are invalid.
    static let invalidInput: Int32 = 2
    /// `fetch`: an HTTP or transport failure (status, content type, too
    /// large, timeout, refused, too many redirects).
    static let httpFailure: Int32 = 3
    /// Bad command line.
    static let usageError: Int32 = 64
    /// The output could not be written (`EX_IOERR`): a full disk, a closed
    /// standard output or pipe.
    static let outputFailed: Int32 = 74

    /// The version `mappings --version` prints.
    static let version = "0.1.0"

    /// The subcommands, declared once: dispatch, the help and did-you-mean
    /// read this list (a verb of a subcommand's own, like `report drift`, is
    /// in its ``Subcommand/subcommands``).
    static var commands: [any Subcommand.Type] {
        [CheckCommand.self, ApplyCommand.self, FetchCommand.self, InferCommand.self, ImportCommand.self, ReportCommand.self, SchemaCommand.self, VerifyCommand.self]
    }

    /// The subcommands' names and `help`, for did-you-mean.
    static var subcommandNames: [String] { commands.map { $0.name } + ["help"] }

    static let synopsis = "mappings <subcommand> [options]"

    static let usage = """
        USAGE: \(synopsis)

        Check .mappings files and apply them to JSON payloads.

        SUBCOMMANDS:
        \(commands.flatMap { $0.abstracts }.flatMap(\.lines).joined(separator: "\n"))

        OPTIONS:
          -h, --help                    Show this help.
          --version                     Show the version of mappings.

        Options take their value as '--option value' or '--option=value'.
        Run 'mappings help <subcommand>' or 'mappings <subcommand> --help' for a
        subcommand's options.
        """

    /// The subcommand named `name`.
    static func command(named name: String) -> (any Subcommand.Type)? {
        commands.first { $0.name == name }
    }

    /// Runs the command line this process was given: refused first when
    /// an argument is not valid UTF-8 (`CommandLine.arguments` holds it
    /// with U+FFFD in place of each such byte, which names another file).
    static func main() -> Int32 {
        if let bytes = firstArgumentNotUTF8() { return fail(.argumentNotUTF8(bytes), synopsis: synopsis, help: "mappings --help") }
        return run(Array(CommandLine.arguments.dropFirst()))
    }

    /// The bytes of the first argument after the program's name that are
    /// not valid UTF-8, if any.
    static func firstArgumentNotUTF8() -> [UInt8]? {
        for index in stride(from: 1, to: Int(CommandLine.argc), by: 1) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) }
            if !RawName.isUTF8(bytes) { return bytes }
        }
        return nil
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let subcommand = arguments.first else {
            StandardStream.printError(usage)
            return usageError
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help", "help":
            guard let name = rest.first, let command = command(named: name) else { return printOutput(usage) }
            return printOutput(command.help(for: rest.dropFirst()))
        case "--version":
            return printOutput(versionLine)
        default:
            if let command = command(named: subcommand) { return command.dispatch(rest) }
            let error: UsageError = subcommand.hasPrefix("-")
                ? .unknownOption(subcommand, suggestions: EditDistance.closest(to: String(subcommand.drop { $0 == "-" }), in: ["help", "version"]).map { "--" + $0 })
                : .unknownSubcommand(subcommand, suggestions: EditDistance.closest(to: subcommand, in: subcommandNames))
            return fail(error, synopsis: synopsis, help: "mappings --help")
        }
    }

    /// What `--version` prints.
    static var versionLine: String { "mappings \(version)" }

    /// Prints a usage error: `error:`, a `note:` when there is a likely fix,
    /// then the command's usage line and where its help is (not the whole
    /// help). Returns ``usageError``.
    static func fail(_ error: UsageError, synopsis: String, help: String) -> Int32 {
        print(.usage(error, synopsis: synopsis, help: help))
        return usageError
    }

    /// Prints a message on standard error: the one way the tool's
    /// `error:`, `note:` and `warning:` lines, and the library's
    /// diagnostics, reach it.
    static func print(_ message: ToolMessage) {
        StandardStream.printError(message.text)
    }

    /// Prints text (help) on standard output: ``success``, or
    /// ``outputFailed`` after a message when it cannot be written.
    static func printOutput(_ text: String) -> Int32 {
        var output = StandardStream.output()
        output.write(text + "\n")
        do {
            try output.flush()
            return success
        } catch {
            print(.outputFailed(reason: error.reason, partial: false))
            return outputFailed
        }
    }

    /// Text from the command line or a payload, cut for a message, its
    /// control characters escaped (``TerminalText``).
    static func shortened(_ text: String, limit: Int = 80) -> String {
        TerminalText.escaped(text.count > limit ? String(text.prefix(limit)) + "…" : text)
    }
}

extension MappingsTool {
    /// The root `.mappings` file named on the command line: `Twitter` reads
    /// `Twitter.mappings` when the name has no extension and no file has
    /// that exact name, as `@import` adds `.mappings` to a name without one.
    static func mappingsFile(_ path: String) -> String {
        guard !path.isEmpty, !path.hasSuffix("/"), URL(fileURLWithPath: path).pathExtension.isEmpty,
            !FileManager.default.fileExists(atPath: path)
        else { return path }
        return path + ".mappings"
    }
}
