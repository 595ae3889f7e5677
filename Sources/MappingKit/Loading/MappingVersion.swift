/// A version such as `9.0` or `17.4.1`, compared component by component, so
/// `1.10` is greater than `1.9` and `2` equals `2.0`.
///
/// ```swift
/// MappingVersion("1.10")! > MappingVersion("1.9")!  // true
/// ```
public struct MappingVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric components, most significant first.
    public var components: [Int]

    /// Creates a version from its components.
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
