import MappingKitHTTP

extension ToolHint {
    /// The hint as the text of a `note:`. The only place these are worded.
    var text: String {
        switch self {
        case .contextIsPath(let value, let kind):
            let what = switch kind {
            case .file: "is a file"
            case .folder: "is a folder"
            case .fileName: "looks like a file name"
            }
            return "'\(MappingsTool.shortened(value))' \(what): did the shell replace an unquoted $Name before it with nothing? "
                + "Write the identifier in single quotes: --context '$TweetModel'"
        case .similarFile(let path):
            return "did you mean '\(MappingsTool.shortened(path, limit: 200))'?"
        case .emptyAnswer(let status):
            return "the server answered \(EndpointError.statusLine(status)) with no body; there was nothing to map"
        }
    }
}
