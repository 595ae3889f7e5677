import Foundation
import PackagePlugin

/// Finding a target's `.mappings` files and the command that checks them,
/// for both plugins (`MappingsCheckCommand` holds a link to this file: a
/// plugin cannot depend on a library).
enum MappingsFiles {
    /// The `.mappings` files among `urls`, and inside those that are
    /// folders (a `.copy("Mappings")` resource is one folder), sorted so
    /// the command is the same from build to build.
    static func find(in urls: [URL]) -> [URL] {
        var found: [URL] = []
        for url in urls {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if url.pathExtension == "mappings" { found.append(url) }
                continue
            }
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in walker where file.pathExtension == "mappings" { found.append(file) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// `mappings check --quiet --stamp WORK/MappingsCheck.swift FILE…`.
    static func checkCommand(_ files: [URL], target: String, tool: URL, workDirectory: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent("MappingsCheck.swift")
        return .buildCommand(
            displayName: "Checking \(files.count) .mappings \(files.count == 1 ? "file" : "files") of \(target)",
            executable: tool,
            arguments: ["check", "--quiet", "--stamp", stamp.path] + files.map(\.path),
            inputFiles: files,
            outputFiles: [stamp])
    }
}
