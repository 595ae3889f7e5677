/// A version such as `9.0` or `17.4.1`, compared component by component, so
/// `1.10` is greater than `1.9` and `2` equals `2.0`.
///
/// A string literal is a version too, so environments read naturally:
///
/// ```swift
/// let environment = MappingEnvironment(tags: ["ipad"], versions: ["ios": "17.4", "api": "2"])
/// let newer: MappingVersion = "1.10"
/// newer > "1.9"                       // true
/// let text = "1.x"                    // read at run time
/// MappingVersion(text)                // nil: text is checked
/// ```
///
/// A literal that is not a version (`"1.x"`, `""`) does not trap: it makes
/// the *empty* version, with no components and an empty description, which
/// no selector comparison (`"@api >= 2"`) matches — the name still counts as
/// a tag (`"@api"`). As for every literal type, `MappingVersion("9.0")` with a
/// literal argument is the literal (not optional); text read at run time
/// goes through the failable initializer, which returns `nil` instead.
public struct MappingVersion: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The numeric components, most significant first.
    public var components: [Int]

    /// Creates a version from its components; no components make the empty
    /// version, which selector comparisons never match.
    ///
    /// ```swift
    /// MappingVersion([17, 4]).description  // "17.4"
    /// ```
    public init(_ components: [Int]) {
        self.components = components
    }

    /// Most digits in one component, so every component fits an `Int`.
    static let maximumComponentDigits = 9

    /// Parses `1`, `9.0`, `17.4.1`; `nil` for anything else (letters, empty
    /// components, signs, components of more than 9 digits).
    public init?(_ text: String) {
        var components: [Int] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                part.count <= Self.maximumComponentDigits, let value = Int(part)
            else { return nil }
            components.append(value)
        }
        guard !components.isEmpty else { return nil }
        self.components = components
    }

    /// Parses a literal as the failable initializer does; a literal that is not
    /// a version makes the empty version (no components) rather than trap.
    ///
    /// ```swift
    /// let minimum: MappingVersion = "9.0"
    /// ```
    public init(stringLiteral text: String) {
        self.components = MappingVersion(text)?.components ?? []
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (lhs: MappingVersion, rhs: MappingVersion) -> Bool {
        compare(lhs, rhs) < 0
    }

    public static func == (lhs: MappingVersion, rhs: MappingVersion) -> Bool {
        compare(lhs, rhs) == 0
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    private static func compare(_ lhs: MappingVersion, _ rhs: MappingVersion) -> Int {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}
