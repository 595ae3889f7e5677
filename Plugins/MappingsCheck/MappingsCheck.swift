import Foundation
import PackagePlugin

/// The build-tool plugin: `swift build` (and Xcode) check every `.mappings`
/// file of a target with `mappings check`, so a typo in a file fails the
/// build at its line instead of surfacing when the app loads its catalog.
///
/// ```swift
/// .target(
///     name: "App",
///     dependencies: [.product(name: "MappingKit", package: "MappingKit")],
///     resources: [.copy("Mappings")],
///     plugins: [.plugin(name: "MappingsCheck", package: "MappingKit")])
/// ```
///
/// One build command per target, not a prebuild command: a prebuild
/// command cannot run a tool built from source (the `mappings` tool is
/// built with the package), which is why prebuild-based linters fail on
/// Linux. Every `.mappings` file of the target is an input (an import means
/// one file's change can break another) and the command's one output is a
/// Swift file holding a comment, in the plugin's work directory: written
/// by `mappings check --stamp` only when no file has an error, and
/// compiled into the target (an empty file), so the build system runs the
/// command again only when a `.mappings` file changed. A problem is printed
/// `path:line:col: error: …`, which fails the build and which Xcode shows at
/// the line; warnings are printed and do not fail it.
@main
struct MappingsCheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = MappingsFiles.find(in: target.sourceFiles.map(\.url))
        guard !files.isEmpty else { return [] }
        return [
            MappingsFiles.checkCommand(
                files, target: target.name, tool: try context.tool(named: "mappings").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension MappingsCheck: XcodeBuildToolPlugin {
        /// The same check for an app target of an Xcode project: its
        /// `.mappings` files, and those of the folder references it copies.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = MappingsFiles.find(in: target.inputFiles.map(\.url))
            guard !files.isEmpty else { return [] }
            return [
                MappingsFiles.checkCommand(
                    files, target: target.displayName, tool: try context.tool(named: "mappings").url,
                    workDirectory: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif

extension MappingsFiles {
    /// `mappings check --quiet --stamp WORK/MappingsCheck.swift FILE…`.
    static func checkCommand(_ files: [URL], target: String, tool: URL, workDirectory: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent("MappingsCheck.swift")
        return .buildCommand(
            displayName: "Checking \(files.count) .mappings \(files.count == 1 ? "file" : "files") of \(target)",
            executable: tool,
            arguments: checkArguments(["--quiet", "--stamp", stamp.path], files: files.map(\.path)),
            inputFiles: files,
            outputFiles: [stamp])
    }
}
