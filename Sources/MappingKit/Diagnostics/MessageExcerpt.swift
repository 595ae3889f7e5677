/// Payload text echoed in messages (strings, numbers, keys), cut to a few
/// dozen characters so a huge or hostile value cannot make a message — or
/// a report of many messages — huge. The one place this is decided.
///
/// ```swift
/// MessageExcerpt.cut(String(repeating: "9", count: 100_000))
/// // "9999999999999999999999999999999999999999… (100000 characters)"
/// MessageExcerpt.quoted("a\"b")  // "\"a\\\"b\""
/// ```
enum MessageExcerpt {
    /// Characters of payload text shown before the cut.
    static let maximumLength = 40

    /// `text` when it is at most ``maximumLength`` characters; otherwise its
    /// start, `…`, and its full length: `12345…(100000 characters)`.
    static func cut(_ text: String) -> String {
        guard let length = cutLength(text) else { return text }
        return String(text.prefix(maximumLength)) + "… (\(length) characters)"
    }

    /// The text written as a JSON string, cut like ``cut(_:)`` with the
    /// length outside the quotes: `"abc"`, `"4242…" (100000 characters)`.
    static func quoted(_ text: String) -> String {
        guard let length = cutLength(text) else { return JSONParseError.quoted(text) }
        return JSONParseError.quoted(String(text.prefix(maximumLength)) + "…") + " (\(length) characters)"
    }

    /// A key as it is quoted in a path or message: `"a b"`, or cut without
    /// the length (it sits inside a path): `"aaaa…"`.
    static func quotedKey(_ key: String) -> String {
        guard cutLength(key) != nil else { return JSONParseError.quoted(key) }
        return JSONParseError.quoted(String(key.prefix(maximumLength)) + "…")
    }

    /// `true` when `key` is too long to show whole.
    static func isLong(_ key: String) -> Bool { cutLength(key) != nil }

    /// The length of `text` in characters when it is too long to show whole.
    private static func cutLength(_ text: String) -> Int? {
        // utf8.count is O(1) for native strings: short text is never walked.
        guard text.utf8.count > maximumLength else { return nil }
        let length = text.count
        return length > maximumLength ? length : nil
    }
}
