/// The line of source text around a diagnostic, kept so the diagnostic can be
/// rendered with a caret after the source itself is gone.
struct SourceExcerpt: Sendable, Hashable {
    /// The text of the line, without its line break. Control characters are
    /// replaced by U+FFFD and long lines are cut around the column.
    var text: String
    /// How many characters of `text` stand before the caret.
    var caretPadding: String

    /// Longest excerpt shown; longer lines are cut with `…` around the spot.
    static let maximumWidth = 120
    /// Bytes read on each side of the spot: far more than `maximumWidth`
    /// characters of any encoding.
    static let window = 4096

    init(text: String, caretPadding: String) {
        self.text = text
        self.caretPadding = caretPadding
    }

    /// Builds the excerpt for `location` from the whole input.
    init(line location: SourcePosition, in bytes: UnsafeBufferPointer<UInt8>) {
        let offset = min(max(location.offset, 0), bytes.count)
        let lineStart = max(0, offset - (location.column - 1))
        // Only a window around the spot is read, so an excerpt of a
        // megabyte-long line costs no more than one of a short line.
        let start = max(lineStart, offset - Self.window)
        let limit = min(bytes.count, offset + Self.window)
        var lineEnd = offset
        while lineEnd < limit, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let clipped = start > lineStart
            || (lineEnd == limit && limit < bytes.count && bytes[limit] != UInt8(ascii: "\n") && bytes[limit] != UInt8(ascii: "\r"))
        var prefix = Self.printable(bytes[start..<offset])
        var suffix = Self.printable(bytes[offset..<lineEnd])
        let half = Self.maximumWidth / 2
        // A line that fits is shown whole; a longer one is cut around the spot.
        let fits = !clipped && prefix.count + suffix.count <= Self.maximumWidth
        if !fits, prefix.count > half {
            prefix = "…" + String(prefix.suffix(half - 1))
        }
        if prefix.count + suffix.count > Self.maximumWidth {
            suffix = String(suffix.prefix(Self.maximumWidth - prefix.count - 1)) + "…"
        }
        let padding = String(prefix.unicodeScalars.map { $0 == "\t" ? "\t" : " " }.joined())
        self.init(text: prefix + suffix, caretPadding: padding)
    }

    init(line location: SourcePosition, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { SourceExcerpt(line: location, in: $0) }
    }

    /// Decodes bytes leniently and makes control characters visible.
    private static func printable(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let decoded = String(decoding: bytes, as: UTF8.self)
        var result = String.UnicodeScalarView()
        for scalar in decoded.unicodeScalars {
            if scalar == "\u{FEFF}" {
                continue  // a byte order mark is invisible; keep the caret aligned
            } else if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
