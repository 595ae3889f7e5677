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
    /// Bad command line.
    static let usageError: Int32 = 64
    /// The output could not be written (`EX_IOERR`): a full disk, a closed
    /// standard output or pipe.
    static let outputFailed: Int32 = 74

    static let usage = """
        USAGE: mappings <subcommand> [options]

        Check .mappings files and apply them to JSON payloads.

        SUBCOMMANDS:
          check FILE...                 Load each file as a catalog root and print every
                                        problem compiler-style (exit 0 clean, 2 on errors).
          apply FILE --context ID [PAYLOAD|-]
                                        Map a payload with a context and print the result
                                        and the validation report.

        OPTIONS:
          --env TAG,NAME=VERSION,...    Selector environment, added to the platform's tags.
          -h, --help                    Show this help.

        Run 'mappings help <subcommand>' for a subcommand's options.
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let subcommand = arguments.first else {
            printError(usage)
            return usageError
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help", "help":
            return printOutput(rest.first == "check" ? CheckCommand.usage : rest.first == "apply" ? ApplyCommand.usage : usage)
        case "check":
            return CheckCommand.run(rest)
        case "apply":
            return ApplyCommand.run(rest)
        default:
            printError("error: unknown subcommand '\(subcommand)'\n\n" + usage)
            return usageError
        }
    }

    static func printError(_ text: String) {
        StandardStream.printError(text)
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
            printError("error: cannot write standard output: \(error.reason)")
            return outputFailed
        }
    }

    /// Text from the command line or a payload, cut for a message.
    static func shortened(_ text: String, limit: Int = 80) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }

    /// Parses `--env` into an environment on top of the platform's.
    static func environment(_ list: String?) -> MappingEnvironment? {
        guard let list else { return .current }
        return MappingEnvironment.current.adding(list)
    }
}
