/// `mappings infer --access`: the access level of the generated Swift's
/// declarations (types, properties, initializers, the registry).
enum ModelAccess: String, Sendable, CaseIterable {
    case `internal`, `package`, `public`

    /// `public ` before a declaration; nothing for `internal`, Swift's default.
    var modifier: String { self == .internal ? "" : rawValue + " " }

    /// The access of a declaration line as infer writes it (`public struct
    /// Status…`, `    public var id: Int`), after its indentation.
    static func of(_ line: Substring) -> ModelAccess {
        let trimmed = line.drop { $0 == " " }
        return allCases.first { $0 != .internal && trimmed.hasPrefix($0.modifier) } ?? .internal
    }

    /// The line without its access modifier, indentation kept
    /// (`    public var id: Int` → `    var id: Int`).
    static func stripped(_ line: Substring) -> Substring {
        let indentation = line.prefix { $0 == " " }
        let access = of(line)
        return access == .internal ? line : Substring(indentation + line.dropFirst(indentation.count + access.modifier.count))
    }
}
