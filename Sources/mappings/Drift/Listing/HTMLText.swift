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
        TerminalText.escaped(text).escapingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    /// JSON text put inside `<script type="application/json">`: `<`, `>`
    /// and `&` (only ever inside its strings) written as `\u003c`, `\u003e`,
    /// `\u0026`, so no `</script>` or `<!--` can end the element; the
    /// JSON parsed from it is the same.
    static func scriptJSON(_ json: String) -> String {
        json.escapingScalars { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }
}
