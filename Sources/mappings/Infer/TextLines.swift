/// A text's lines for the editors and the diff of `mappings infer
/// --update`: split at each `\n` scalar, so a CRLF file's lines keep their
/// `\r`. Splitting the `String` itself finds no line break in a CRLF file:
/// a `Character` holds `\r\n` as one.
///
/// ```swift
/// TextLines.split("a\r\nb\n")  // ["a\r", "b", ""]
/// ```
enum TextLines {
    static func split(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }
}
