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
///
/// A failed check ends with `error: mappings check failed (exit 2): see the
/// problems above`, written after the problems in the same stream, so it
/// is the last line whether the output goes to a terminal or is captured
/// (`> log 2>&1`, a CI step). It is not a thrown error: PackagePlugin
/// hands a thrown error to SwiftPM as a diagnostic, which `swift package`
/// writes on its standard error at once, while the plugin's output (the
/// problems `mappings check` prints) reaches `swift package`'s standard
/// output, which is buffered until it exits when it is not a terminal;
/// captured, the closing line came first. The plugin exits 1 itself
/// instead (SwiftPM adds `error: Plugin ended with exit code 1` on its
/// standard error). With `--format sarif` the log is the whole of standard
/// output: the failure is a thrown error, on standard error only.
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
        let options = extractor.remainingArguments
        process.arguments = MappingsFiles.checkArguments(options, files: paths)
        // The plugin's standard output is its standard error (PackagePlugin
        // keeps the real one for its messages to SwiftPM): the tool's two
        // streams and the closing line all go down that one pipe, in order.
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let signalled = process.terminationReason != .exit
            guard !MappingsFiles.asksForSARIF(options) else {
                throw CheckFailed(status: process.terminationStatus, signalled: signalled)
            }
            let line = MappingsFiles.failureLine(exitStatus: process.terminationStatus, signalled: signalled)
            FileHandle.standardError.write(Data((line + "\n").utf8))
            exit(1)
        }
    }
}

/// `mappings check --format sarif` found an error (or could not run):
/// `swift package` exits non-zero, saying so on its standard error only.
struct CheckFailed: Error, CustomStringConvertible {
    var status: Int32
    var signalled: Bool
    var description: String {
        "mappings check failed (\(signalled ? "signal" : "exit") \(status)): the problems are in the SARIF log on standard output"
    }
}
