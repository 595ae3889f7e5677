import Foundation

/// The fenced code blocks of a document's section, and the regions of a
/// Swift file between `// NAME: begin REGION` and `// NAME: end` markers:
/// how a test holds the code of the README or of an article to what it
/// compiles and runs.
package enum MarkdownBlocks {
    /// A fenced block: its info string (`swift`, `sh`, or empty) and its
    /// text, without the fences.
    package struct Block: Equatable, Sendable {
        package var info: String
        package var text: String
    }

    /// The fenced blocks of the section of `file` whose heading is `title`
    /// (`## Quick start`, `### The client`), up to the next heading of the
    /// same level or above; a `#` line inside a block is no heading.
    package static func blocks(in file: URL, section title: String) throws -> [Block] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var level: Int?
        var blocks: [Block] = []
        var open: (info: String, lines: [Substring])?
        for line in lines {
            if var block = open {
                if line == "```" {
                    if level != nil { blocks.append(Block(info: block.info, text: block.lines.joined(separator: "\n"))) }
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
                continue
            }
            if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)), [])
                continue
            }
            let hashes = line.prefix { $0 == "#" }.count
            guard hashes > 0, line.dropFirst(hashes).first == " " else { continue }
            if let current = level {
                if hashes <= current { break }
            } else if line.dropFirst(hashes + 1) == title {
                level = hashes
            }
        }
        return blocks
    }

    /// The text of `file` between `// MARKER: begin name` and
    /// `// MARKER: end`, with the common indentation removed.
    package static func region(_ name: String, marker: String, in file: String) throws -> String {
        let lines = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let begin = trimmed.firstIndex(of: "// \(marker): begin \(name)"),
            let end = trimmed[begin...].firstIndex(of: "// \(marker): end")
        else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file]) }
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }
}
