import Foundation
import MappingKit

/// `mappings check FILE…`: lint `.mappings` files.
enum CheckCommand {
    static let synopsis = "mappings check [--env TAG,NAME=VERSION,...] FILE..."

    static let reader = ArgumentReader(options: [.environment])

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
        let files: [String]
        let environment: MappingEnvironment
        do throws(UsageError) {
            let read = try reader.read(arguments)
            if let status = MappingsTool.helpOrVersion(read, usage: usage) { return status }
            files = read.positionals
            guard !files.isEmpty else { throw .missingMappingsFile(subcommand: "check") }
            environment = try read.environment()
        } catch {
            return fail(error)
        }
        var status = MappingsTool.success
        var output = StandardStream.output()
        for named in files {
            let file = MappingsTool.mappingsFile(named)
            do {
                let catalog = try MappingCatalog(
                    contentsOf: URL(fileURLWithPath: file), environment: environment, displayName: file)
                for warning in catalog.warnings { MappingsTool.print(.diagnostic(warning)) }
                output.write(ToolMessage.checked(file: file, contexts: catalog.identifiers.count).text + "\n")
            } catch {
                for diagnostic in error.diagnostics { MappingsTool.print(.diagnostic(diagnostic)) }
                status = MappingsTool.invalidInput
            }
        }
        do {
            try output.flush()
        } catch {
            MappingsTool.print(.outputFailed(reason: error.reason, partial: false))
            return MappingsTool.outputFailed
        }
        return status
    }

    static func fail(_ error: UsageError) -> Int32 {
        MappingsTool.fail(error, synopsis: synopsis, help: "mappings check --help")
    }
}
