/// Where an entry reads from in the payload: a path of keys from the
/// current source value, or the whole source (`@self`).
///
/// Written as a dotted string (`"user.profile_image_url"`, where a numeric
/// segment also indexes an array: `"urls.0.expanded_url"`) or, for keys that
/// contain dots, as an array of literal segments (`["meta", "a.b"]`).
///
/// ```swift
/// let path = MappingKeyPath("user.name")
/// path.segments  // ["user", "name"]
/// MappingKeyPath("@self").isSelf  // true
/// ```
public struct MappingKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// The keys, outermost first; empty for `@self`.
    public let segments: [String]
    /// Pre-decoded segments for the applier.
    let keys: [Key]

    struct Key: Sendable, Hashable {
        let name: String
        let utf8: [UInt8]
        /// The array index this segment also means, when it is all digits.
        let index: Int?

        init(_ name: String) {
            self.name = name
            utf8 = Array(name.utf8)
            let isNumeric = !utf8.isEmpty && utf8.count < 10 && utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            index = isNumeric ? Int(name) : nil
        }
    }

    /// The whole current source.
    public static let wholeSource = MappingKeyPath(segments: [])

    /// A path from literal segments (no splitting on dots).
    public init(segments: [String]) {
        self.segments = segments
        keys = segments.map(Key.init)
    }

    /// A path from its dotted form; `"@self"` is the whole source.
    public init(_ dotted: String) {
        if dotted == MappingKeyword.`self`.rawValue {
            self.init(segments: [])
        } else {
            self.init(segments: dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// `true` for the whole current source.
    public var isSelf: Bool { segments.isEmpty }

    /// `@self`, or the path as written: dotted (`urls.0.url`), with segments
    /// that a dotted path cannot spell quoted: `meta["a.b"]`.
    public var description: String {
        guard !isSelf else { return "@self" }
        var text = ""
        for segment in segments {
            // As written: dotted, except segments a dotted path cannot spell.
            if segment.isEmpty || segment.contains(where: { $0 == "." || $0 == "[" || $0 == "]" || $0 == "\"" || $0 == " " }) {
                text += "[" + JSONParseError.quoted(segment) + "]"
            } else {
                if !text.isEmpty { text += "." }
                text += segment
            }
        }
        return text
    }
}
