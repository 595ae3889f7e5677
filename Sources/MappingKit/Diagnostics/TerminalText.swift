/// Text from outside (a payload's keys and values, a report file, a
/// server's answer) made safe to print on a terminal or in a CI log: the
/// control characters that would move the cursor, recolour the screen,
/// end a line to forge an `error:` line after it, or reorder what is shown
/// are written as JSON escapes (`\u001b`, `\u000a`, `\u202e`). Other text,
/// any script included, is left as it is. The one place this is decided:
/// issue paths, messages, summaries, the tool's lines about keys all pass
/// through it.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[31mred\nerror: forged")  // a\u001b[31mred\u000aerror: forged
/// ```
package enum TerminalText {
    /// `text` with every C0 and C1 control character, DEL, the line and
    /// paragraph separators and the bidirectional formatting characters
    /// written as `\uXXXX`; `text` itself when it has none (no copy).
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `true` for a scalar a terminal acts on rather than shows.
    @inline(__always)
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
