/// A position in a text file: a `.mappings` file, or a JSON document.
///
/// (Named `SourcePosition` so that it does not collide with Swift Testing's
/// `SourceLocation` in a test target that imports both; it was called
/// `SourceLocation` before.)
///
/// Lines and columns start at 1. Columns count UTF-8 bytes from the start of
/// the line, the way compilers do, so a column is exact even on lines holding
/// non-ASCII text. `offset` is the 0-based byte offset from the start of the
/// input.
///
/// ```swift
/// let location = SourcePosition(file: "Twitter.mappings", line: 7, column: 5, offset: 120)
/// print(location) // Twitter.mappings:7:5
/// ```
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The file name or path as it is shown in messages, or `nil` for text
    /// that did not come from a file.
    public var file: String?
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// The 0-based byte offset from the start of the input.
    public var offset: Int

    /// Creates a location.
    public init(file: String?, line: Int, column: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `file:line:column`, or `line:column` when there is no file.
    public var description: String {
        if let file { return "\(file):\(line):\(column)" }
        return "\(line):\(column)"
    }
}

extension SourcePosition {
    /// Finds the line and column of a byte offset by scanning from the start.
    ///
    /// Only called when a diagnostic is built, so successful parses never pay
    /// for it. `\n`, `\r` and `\r\n` each end one line.
    static func locate(offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String? = nil) -> SourcePosition {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    if index + 1 >= end { break }
                    index += 1
                }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourcePosition(file: file, line: line, column: end - lineStart + 1, offset: end)
    }

    static func locate(offset: Int, in bytes: [UInt8], file: String? = nil) -> SourcePosition {
        bytes.withUnsafeBufferPointer { locate(offset: offset, in: $0, file: file) }
    }
}
