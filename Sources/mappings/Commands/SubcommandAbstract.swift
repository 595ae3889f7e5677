/// A subcommand's entry in `mappings --help`: how it is called and what it
/// does, in lines of at most 54 characters, laid out beside the call (or
/// under it, when the call is too long for its column).
///
/// ```swift
/// static let abstract = SubcommandAbstract(
///     "schema",
///     "Print the JSON Schema of the .mappings format, for\nan editor (VS Code: json.schemas).")
/// ```
struct SubcommandAbstract: Sendable {
    /// `check FILE|DIR...`.
    var call: String
    /// What it does, its lines separated by `\n`.
    var summary: String

    init(_ call: String, _ summary: String) {
        self.call = call
        self.summary = summary
    }

    /// The width of the calls' column, its indent included.
    static let column = 32

    /// The entry's lines: `  call` padded to the column and the first line
    /// of the summary beside it, the others under it.
    var lines: [String] {
        let indent = String(repeating: " ", count: Self.column)
        let head = "  " + call
        var summaryLines = summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        if head.count + 2 <= Self.column, !summaryLines.isEmpty {
            lines.append(head + String(repeating: " ", count: Self.column - head.count) + summaryLines.removeFirst())
        } else {
            lines.append(head)
        }
        return lines + summaryLines.map { indent + $0 }
    }
}
