import Foundation

extension SourceFile {
    /// How a root file is named in diagnostics when the caller gives no
    /// name: its path relative to `currentDirectory` when it is inside it
    /// (`Mappings/Twitter.mappings`), else its file name (`Twitter.mappings`),
    /// so a report never carries an absolute machine path by default.
    ///
    /// Both paths are compared with `.` and `..` removed, and again with
    /// symbolic links resolved (`/tmp` is `/private/tmp` on macOS).
    static func defaultDisplayName(for url: URL, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let file = url.standardizedFileURL
        let folder = URL(fileURLWithPath: currentDirectory, isDirectory: true).standardizedFileURL
        for (filePath, folderPath) in [
            (file.path, folder.path),
            (file.resolvingSymlinksInPath().path, folder.resolvingSymlinksInPath().path),
        ] {
            let prefix = folderPath.hasSuffix("/") ? folderPath : folderPath + "/"
            if filePath.hasPrefix(prefix), filePath.count > prefix.count {
                return String(filePath.dropFirst(prefix.count))
            }
        }
        let name = file.lastPathComponent
        return name.isEmpty ? file.path : name
    }
}
