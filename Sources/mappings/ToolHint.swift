import Foundation

/// A likely cause the tool adds, as a `note:`, to an error found after the
/// command line was read. Worded in `ToolHint+Messages.swift`.
enum ToolHint: Sendable, Hashable {
    /// What `--context` named when it names no context and is not a `$`
    /// identifier: the shell replaced an unquoted `$TweetModel` with nothing,
    /// so `--context` took the next argument, the payload's path.
    enum ContextValue: Sendable, Hashable { case file, folder, fileName }

    /// `--context payload.json`: see ``ContextValue``.
    case contextIsPath(String, ContextValue)
    /// A payload that is not there, and a file of a close name beside it.
    case similarFile(String)
    /// `fetch` got a success with no body: nothing was mapped.
    case emptyAnswer(status: Int)

    /// The hint for a `--context` value that names no context, when it
    /// looks like a path: an existing file or folder, or a `.json` name.
    static func context(_ value: String) -> ToolHint? {
        guard !value.hasPrefix("$") else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory) {
            return .contextIsPath(value, isDirectory.boolValue ? .folder : .file)
        }
        return value.hasSuffix(".json") ? .contextIsPath(value, .fileName) : nil
    }
}
