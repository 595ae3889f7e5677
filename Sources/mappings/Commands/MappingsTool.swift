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

    /// The subcommands, for the help and for did-you-mean.
    static let subcommands = ["check", "apply", "fetch", "infer", "report", "schema", "help"]

    static let synopsis = "mappings <subcommand> [options]"

    static let usage = """
        USAGE: \(synopsis)

        Check .mappings files and apply them to JSON payloads.

        SUBCOMMANDS:
          check FILE|DIR...             Load each file (each .mappings file under a DIR) as
                                        a catalog root and print every problem
                                        compiler-style (exit 0 clean, 2 on errors).
          apply FILE --context ID [PAYLOAD|-]
                                        Map a payload with a context and print the result
                                        (stdout) and the validation report (stderr).
          fetch FILE --context ID URL   Fetch a JSON payload over HTTP, map it, and print
                                        what apply prints (exit 3 on an HTTP failure).
          infer SAMPLE...|--url URL     Write a .mappings file and Swift models for sample
                                        payloads, checked against them; --update FILE adds
                                        what an existing file does not read yet.
          report merge REPORT.json...   Merge the JSON reports of parts of one dataset into
                                        one, exact (exit 1 if any part has an error issue).
          report drift SUMMARY.json...  List the fingerprints of drift summaries by the
                                        share of payloads affected (text, json, github,
                                        sarif, or one html page; exit 1 if any).
          schema                        Print the JSON Schema of the .mappings format, for
                                        an editor (VS Code: json.schemas).

        OPTIONS:
          -h, --help                    Show this help.
          --version                     Show the version of mappings.

        Options take their value as '--option value' or '--option=value'.
        Run 'mappings help <subcommand>' or 'mappings <subcommand> --help' for a
        subcommand's options.
        """

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
            switch rest.first {
            case "check": return printOutput(CheckCommand.usage)
            case "apply": return printOutput(ApplyCommand.usage)
            case "fetch": return printOutput(FetchCommand.usage)
            case "infer": return printOutput(InferCommand.usage)
            case "report": return printOutput(rest.dropFirst().first == "drift" ? ReportDriftCommand.usage : ReportCommand.usage)
            case "schema": return printOutput(SchemaCommand.usage)
            default: return printOutput(usage)
            }
        case "--version":
            return printOutput(versionLine)
        case "check":
            return CheckCommand.run(rest)
        case "apply":
            return ApplyCommand.run(rest)
        case "fetch":
            return FetchCommand.run(rest)
        case "infer":
            return InferCommand.run(rest)
        case "report":
            return ReportCommand.dispatch(rest)
        case "schema":
            return SchemaCommand.run(rest)
        default:
            let error: UsageError = subcommand.hasPrefix("-")
                ? .unknownOption(subcommand, suggestions: EditDistance.closest(to: String(subcommand.drop { $0 == "-" }), in: ["help", "version"]).map { "--" + $0 })
                : .unknownSubcommand(subcommand, suggestions: EditDistance.closest(to: subcommand, in: subcommands))
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
