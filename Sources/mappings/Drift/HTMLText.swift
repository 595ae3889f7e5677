import MappingKit

/// Text from outside (a summary's paths, contexts, sources, file names)
/// made safe inside an HTML page: control characters first written as
/// ``TerminalText`` writes them (`\u001b`), then `&`, `<`, `>`, `"` and
/// `'` as character references, so a text can neither open a tag nor end
/// an attribute's value (every attribute the page writes is quoted).
///
/// ```swift
/// HTMLText.escaped("<script>alert('x')</script>")   // &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;
/// HTMLText.scriptJSON(#"{"a": "</script>"}"#)         // {"a": "\u003c/script\u003e"}
/// ```
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in TerminalText.escaped(text).unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// JSON text put inside `<script type="application/json">`: `<`, `>`
    /// and `&` (only ever inside its strings) written as `\u003c`, `\u003e`,
    /// `\u0026`, so no `</script>` or `<!--` can end the element; the
    /// JSON parsed from it is the same.
    static func scriptJSON(_ json: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": escaped += "\\u003c"
            case ">": escaped += "\\u003e"
            case "&": escaped += "\\u0026"
            case "\u{2028}": escaped += "\\u2028"
            case "\u{2029}": escaped += "\\u2029"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
