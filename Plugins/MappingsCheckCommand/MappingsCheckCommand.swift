import Foundation
import PackagePlugin

/// `swift package check-mappings [--target NAME]… [mappings check options]`:
/// checks the `.mappings` files of every target of the package (or of the
/// targets named) with `mappings check`, and fails on an error. Options
/// other than `--target` go to `mappings check` (`--format github`,
/// `--env ipad`).
///
/// ```sh
/// swift package check-mappings
/// swift package check-mappings --target App --format github
/// ```
@main
struct MappingsCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var files: [URL] = []
        for case let target as SourceModuleTarget in targets {
            files += MappingsFiles.find(in: target.sourceFiles.map(\.url))
        }
        guard !files.isEmpty else {
            print("no .mappings file in \(names.isEmpty ? "the package's targets" : names.joined(separator: ", "))")
            return
        }
        let tool = try context.tool(named: "mappings")
        let process = Process()
        process.executableURL = tool.url
        let paths = MappingsFiles.paths(of: files, relativeTo: FileManager.default.currentDirectoryPath)
        process.arguments = MappingsFiles.checkArguments(extractor.remainingArguments, files: paths)
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CheckFailed(status: process.terminationStatus)
        }
    }
}

/// `mappings check` found an error (or could not run): `swift package`
/// exits non-zero; the problems were printed above.
struct CheckFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "mappings check failed (exit \(status)): see the problems above" }
}
