/// Adds properties to the model declarations `mappings infer` wrote, in a
/// Swift file that may since have been edited, without touching what is
/// there: a property goes after the last stored property of its type (and,
/// for a `Mappable` type, its entry at the end of the `properties` table).
/// A type it cannot find in that shape is left alone: the caller says what
/// to add by hand.
struct SwiftSourceEditor {
    private(set) var lines: [String]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var text: String { lines.joined(separator: "\n") }

    /// Adds `var name: Type?` declarations (`declarations`, each a whole
    /// line) to the struct `type`, and `.property` lines to its table when
    /// it has one; `false` when there is no such struct.
    mutating func add(declarations: [String], tableEntries: [String], to type: String) -> Bool {
        guard let start = lines.firstIndex(where: { Self.declares($0, type) }),
            let end = lines[start...].firstIndex(where: { $0 == "}" })
        else { return false }
        let isMappable = lines[start].contains("Mappable")
        if isMappable {
            guard let tableEnd = lines[start..<end].lastIndex(where: { $0 == "    ]" }) else { return false }
            lines.insert(contentsOf: tableEntries, at: tableEnd)
        }
        let lastProperty = lines[start..<end].lastIndex { $0.hasPrefix("    var ") || $0.hasPrefix("    let ") } ?? start
        lines.insert(contentsOf: declarations, at: lastProperty + 1)
        return true
    }

    /// Adds whole declarations at the end of the file.
    mutating func append(_ declarations: String) {
        if lines.last == "" { lines.removeLast() }
        lines += ("\n" + declarations).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `struct Status: Codable, Sendable {` declares `Status`.
    private static func declares(_ line: String, _ type: String) -> Bool {
        guard line.hasPrefix("struct ") else { return false }
        let rest = line.dropFirst(7)
        guard rest.hasPrefix(type) else { return false }
        let after = rest.dropFirst(type.count).first
        return after == ":" || after == " " || after == "{"
    }
}
