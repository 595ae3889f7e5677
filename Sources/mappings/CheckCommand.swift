import Foundation
import MappingKit

/// `mappings check FILE…`: lint `.mappings` files.
enum CheckCommand: Subcommand {
    static let name = "check"
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

    /// The files to check and the selector environment.
    struct Options {
        var files: [String]
        var environment: MappingEnvironment
    }

    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard !read.positionals.isEmpty else { throw .missingMappingsFile(subcommand: "check") }
        return Options(files: read.positionals, environment: try read.environment())
    }

    static func execute(_ options: Options) -> Int32 {
        let environment = options.environment
        var status = MappingsTool.success
        var output = StandardStream.output()
        for named in options.files {
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
}
