import Foundation
import MappingKit

/// `mappings check FILE…`: lint `.mappings` files.
enum CheckCommand {
    static let synopsis = "mappings check [--env TAG,NAME=VERSION,...] FILE..."

    static let reader = ArgumentReader(options: [
        .value("env", "TAG,NAME=VERSION", help: "Selector environment, added to the platform's tags."),
    ])

    static let usage = """
        USAGE: \(synopsis)

        Loads each FILE as the root of a catalog (with its imports, selectors and
        inheritance; '.mappings' is added to a name without extension) and prints
        every problem to stderr:

          path:line:col: error: message
          <source line>
          <caret>
          note: suggestion

        OPTIONS:
        \(reader.optionsHelp())

        Exit status: 0 when every file is clean (warnings allowed), 2 on any error,
        64 on a bad command line, 74 when standard output cannot be written.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let read: ArgumentReader.Arguments
        switch reader.read(arguments) {
        case .success(let arguments): read = arguments
        case .failure(let error): return fail(error)
        }
        if read.has("help") { return MappingsTool.printOutput(usage) }
        if read.has("version") { return MappingsTool.printOutput("mappings \(MappingsTool.version)") }
        let files = read.positionals
        guard !files.isEmpty else { return fail(.missingMappingsFile(subcommand: "check")) }
        guard let environment = MappingsTool.environment(read["env"]) else {
            return fail(.invalidEnvironment(read["env"] ?? ""))
        }
        var status = MappingsTool.success
        var output = StandardStream.output()
        for named in files {
            let file = MappingsTool.mappingsFile(named)
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

    static func fail(_ error: UsageError) -> Int32 {
        MappingsTool.fail(error, synopsis: synopsis, help: "mappings check --help")
    }
}
