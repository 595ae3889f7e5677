import Foundation

/// Finding a target's `.mappings` files and the command line that checks
/// them, for both plugins. `MappingsCheckCommand` holds a link to this file
/// (a plugin cannot depend on a library), and so does the tool's test
/// target, which runs the built `mappings` on what it finds as a plugin
/// would: it uses Foundation only.
enum MappingsFiles {
    /// The `.mappings` files among `urls`, and inside those that are
    /// folders (a `.copy("Mappings")` resource is one folder), sorted so
    /// the command is the same from build to build. Only files: a folder
    /// whose name ends in `.mappings` (`legacy.mappings/`, or a link to a
    /// folder) is looked inside, never passed as a file.
    static func find(in urls: [URL]) -> [URL] {
        var found: [URL] = []
        for url in urls {
            guard let folder = isFolder(url) else { continue }
            if !folder {
                if url.pathExtension == "mappings" { found.append(url) }
                continue
            }
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in walker where file.pathExtension == "mappings" && isFolder(file) != true {
                found.append(file)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Whether `url` is a folder, a symbolic link followed; `nil` when
    /// nothing is there.
    private static func isFolder(_ url: URL) -> Bool? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue
    }

    /// `check OPTION… -- FILE…`: the arguments of `mappings` that check
    /// `files`. `--` ends the options, so a path beginning with `-` (a
    /// target named `-Legacy`, a file `-old.mappings`) is a file.
    static func checkArguments(_ options: [String], files: [String]) -> [String] {
        ["check"] + options + ["--"] + files
    }

    /// Whether `options` (the command plugin's, handed to `mappings
    /// check`) ask for a SARIF log: `--format sarif`, `-f sarif`,
    /// `--format=sarif`, the last format given winning, as the tool reads
    /// them. The log is the whole of standard output then, so nothing may
    /// be written after it.
    static func asksForSARIF(_ options: [String]) -> Bool {
        var format: String?
        var index = options.startIndex
        while index < options.endIndex, options[index] != "--" {
            let option = options[index]
            if option == "--format" || option == "-f" {
                index += 1
                if index < options.endIndex { format = options[index] }
            } else if let equals = option.firstIndex(of: "="), ["--format", "-f"].contains(option[..<equals]) {
                format = String(option[option.index(after: equals)...])
            }
            index += 1
        }
        return format == "sarif"
    }

    /// The command plugin's last line when `mappings check` failed: after
    /// the problems, in the same stream (see `MappingsCheckCommand`).
    static func failureLine(exitStatus: Int32, signalled: Bool) -> String {
        "error: mappings check failed (\(signalled ? "signal" : "exit") \(exitStatus)): see the problems above"
    }

    /// The paths of `files`, those under `folder` relative to it (the
    /// others as they are): the command plugin runs the tool in the folder
    /// it runs in, so `--format github` names files as the repository does
    /// when run from its root.
    static func paths(of files: [URL], relativeTo folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.map { $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path }
    }
}
