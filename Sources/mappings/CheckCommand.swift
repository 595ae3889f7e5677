import Foundation
import MappingKit

/// `mappings check FILE…`: lint `.mappings` files.
enum CheckCommand {
    static let usage = """
        USAGE: mappings check [--env TAG,NAME=VERSION,...] FILE...

        Loads each FILE as the root of a catalog (with its imports, selectors and
        inheritance) and prints every problem to stderr:

          path:line:col: error: message
          <source line>
          <caret>
          note: suggestion

        Exit status: 0 when every file is clean (warnings allowed), 2 on any error,
        64 on a bad command line, 74 when standard output cannot be written.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var envList: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--env":
                guard index + 1 < arguments.count else {
                    MappingsTool.printError("error: --env needs a value such as linux,api=2\n\n" + usage)
                    return MappingsTool.usageError
                }
                envList = arguments[index + 1]
                index += 1
            case "-h", "--help":
                return MappingsTool.printOutput(usage)
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    MappingsTool.printError("error: unknown option '\(argument)'\n\n" + usage)
                    return MappingsTool.usageError
                }
                files.append(argument)
            }
            index += 1
        }
        guard !files.isEmpty else {
            MappingsTool.printError("error: check needs at least one .mappings file\n\n" + usage)
            return MappingsTool.usageError
        }
        guard let environment = MappingsTool.environment(envList) else {
            MappingsTool.printError("error: --env takes TAG or NAME=VERSION items separated by commas, such as linux,api=2")
            return MappingsTool.usageError
        }
        var status = MappingsTool.success
        var output = StandardStream.output()
        for file in files {
            do {
                let catalog = try MappingCatalog(
                    contentsOf: URL(fileURLWithPath: file), environment: environment, displayName: file)
                for warning in catalog.warnings { MappingsTool.printError(warning.rendered()) }
                let count = catalog.identifiers.count
                output.write("\(file): ok, \(count) context\(count == 1 ? "" : "s")\n")
            } catch {
                for diagnostic in error.diagnostics { MappingsTool.printError(diagnostic.rendered()) }
                status = MappingsTool.invalidInput
            }
        }
        do {
            try output.flush()
        } catch {
            MappingsTool.printError("error: cannot write standard output: \(error.reason)")
            return MappingsTool.outputFailed
        }
        return status
    }
}
