import Foundation

/// A `.mappings` file as loaded: its name for messages, its bytes and where
/// its lines start, so any byte offset becomes `file:line:column` and an
/// excerpt with a caret.
struct SourceFile: Sendable {
    /// The path shown in messages.
    let displayName: String
    /// Where the file was read from, when it came from disk.
    let url: URL?
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(displayName: String, url: URL?, bytes: [UInt8]) {
        self.displayName = displayName
        self.url = url
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The location of a byte offset.
    func location(of offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(file: displayName, line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }

    /// A diagnostic at `offset`, with the source line and caret.
    func diagnostic(
        _ severity: Diagnostic.Severity = .error, _ message: String, at offset: Int, suggestion: String? = nil,
        related: [Diagnostic] = []
    ) -> Diagnostic {
        let location = location(of: offset)
        return Diagnostic(
            severity: severity, message: message, location: location,
            excerpt: SourceExcerpt(line: location, in: bytes), suggestion: suggestion, related: related)
    }
}
