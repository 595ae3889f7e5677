import MappingKit

/// A payload's keys as `mappings infer` writes and shows them: in the key
/// paths of the `.mappings` file it writes (the dotted form when the
/// language reads it as that key, else literal segments), and in its report,
/// notes and generated comments, rendered as issue paths are (the library's
/// ``PathStack``): a key that is not a plain identifier is quoted as a JSON
/// string and its control characters escaped (``TerminalText``), so a key
/// holding an escape sequence or a line break cannot recolour a terminal,
/// forge an `error:` line or break a comment.
///
/// ```swift
/// PayloadKey.path("[]", "user")          // [].user
/// PayloadKey.path("[]", "a.b")           // []["a.b"]
/// PayloadKey.shown("\u{1B}[31mred")      // ["\u001b[31mred"]
/// PayloadKey.keyPath(["@self"])          // ["@self"]: the key, not the whole object
/// PayloadKey.isReadable("@metadata")     // false
/// ```
enum PayloadKey {
    /// The one key no key path can read: a path whose first segment is
    /// `@metadata` reads the values given beside the payload.
    static let unreadable = "@metadata"

    /// Whether an entry can read `key` in the objects of its context.
    static func isReadable(_ key: String) -> Bool { key != unreadable }

    /// `key` as one segment of a path: bare when it is a plain identifier,
    /// else `["…"]` with its characters escaped.
    static func shown(_ key: String) -> String {
        PathStack().rendered(appending: [.key(key)])
    }

    /// `segments` as a path, each rendered as ``shown(_:)`` renders it.
    static func shown(path segments: [String]) -> String {
        segments.isEmpty ? "@self" : PathStack().rendered(appending: segments.map { .key($0) })
    }

    /// `key` under the place `parent` (`[].user`, `events{}`, the root's
    /// `""`): `parent.key`, or `parent["key"]` when it is not a plain identifier.
    static func path(_ parent: String, _ key: String) -> String {
        let segment = shown(key)
        if parent.isEmpty || segment.hasPrefix("[") { return parent + segment }
        return parent + "." + segment
    }

    /// Whether the dotted form of a key path reads `key` as one key: not
    /// empty, no dot, and neither `@self` (the whole object) nor a
    /// `@metadata` path.
    static func isDottedSegment(_ key: String) -> Bool {
        !key.isEmpty && !key.contains(".") && key != "@self" && key != unreadable
    }

    /// The `.mappings` spelling of a key path (JSON text): `"@self"` for no
    /// segment (the whole object), the dotted string when every segment
    /// reads as itself (`"user.name"`), else the array of literal segments
    /// (`["a.b"]`, `["@self"]`, `[""]`), which only the long form takes.
    static func keyPath(_ segments: [String]) -> String {
        guard !segments.isEmpty else { return quoted("@self") }
        if segments.allSatisfy({ isDottedSegment($0) && !ShapeCollector.isDigits($0) }), !(segments.first?.hasPrefix("@") ?? false) {
            return quoted(segments.joined(separator: "."))
        }
        return "[" + segments.map(quoted).joined(separator: ", ") + "]"
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String { JSON.string(text).formatted() }

    /// A name from outside (a sample's file name or URL, a context of the
    /// `--update` file) in a generated comment or the report: its control
    /// characters escaped as the tool escapes text from outside.
    static func shownName(_ name: String) -> String { TerminalText.escaped(name) }
}
