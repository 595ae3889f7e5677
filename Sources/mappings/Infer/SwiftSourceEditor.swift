/// Adds properties to the model declarations `mappings infer` wrote, in a
/// Swift file that may since have been edited, without touching what is
/// there: a property goes after the last stored property of its type (and,
/// for a `Mappable` type, its entry at the end of the `properties` table).
/// A type it cannot find in that shape is left alone: the caller says what
/// to add by hand. The lines it adds end as the file's first line does
/// (CRLF or LF); every byte that was there stays, a byte order mark too.
struct SwiftSourceEditor {
    /// The lines split at `\n`: a CRLF file's keep their `\r`.
    private(set) var lines: [String]
    /// `"\r"` when the file's lines end with CRLF.
    private let carriageReturn: String

    init(text: String) {
        lines = TextLines.split(text)
        carriageReturn = lines.count > 1 && lines.first?.unicodeScalars.last == "\r" ? "\r" : ""
    }

    var text: String { lines.joined(separator: "\n") }

    /// A line without its `\r` and byte order mark, to be read.
    private static func content(_ line: String) -> Substring {
        var content = line[...]
        if content.unicodeScalars.last == "\r" { content = Substring(content.unicodeScalars.dropLast()) }
        if content.unicodeScalars.first == "\u{FEFF}" { content = Substring(content.unicodeScalars.dropFirst()) }
        return content
    }

    /// Adds `var name: Type?` declarations (`declarations`, each a whole
    /// line) to the struct `type`, and `.property` lines to its table when
    /// it has one; `false` when there is no such struct.
    mutating func add(declarations: [String], tableEntries: [String], to type: String) -> Bool {
        guard let start = lines.firstIndex(where: { Self.declares(Self.content($0), type) }),
            let end = lines[start...].firstIndex(where: { Self.content($0) == "}" })
        else { return false }
        let isMappable = lines[start].contains("Mappable")
        if isMappable {
            guard let tableEnd = lines[start..<end].lastIndex(where: { Self.content($0) == "    ]" }) else { return false }
            lines.insert(contentsOf: tableEntries.map { $0 + carriageReturn }, at: tableEnd)
        }
        let lastProperty = lines[start..<end].lastIndex { line in
            let member = ModelAccess.stripped(line[...])
            return member.hasPrefix("    var ") || member.hasPrefix("    let ")
        } ?? start
        lines.insert(contentsOf: declarations.map { $0 + carriageReturn }, at: lastProperty + 1)
        return true
    }

    /// Adds whole declarations at the end of the file.
    mutating func append(_ declarations: String) {
        if lines.last == "" { lines.removeLast() }
        var added = TextLines.split("\n" + declarations)
        if added.last == "" { added.removeLast() }
        lines += added.map { $0 + carriageReturn }
        lines.append("")
    }

    /// The access of the struct `type` (`public struct Status`), for what
    /// is added to it; `internal` when there is no such struct.
    func access(of type: String) -> ModelAccess {
        lines.first { Self.declares(Self.content($0), type) }.map { ModelAccess.of(Self.content($0)) } ?? .internal
    }

    /// Adds `import module` after the file's last import (or, in a file
    /// with none, before its first line that is not blank or a `//`
    /// comment, with a blank line after it), unless the file imports it.
    mutating func addImport(_ module: String) {
        let imports = lines.indices.filter { Self.content(lines[$0]).hasPrefix("import ") }
        guard !imports.contains(where: { Self.content(lines[$0]) == "import " + module }) else { return }
        if let last = imports.last {
            lines.insert("import " + module + carriageReturn, at: last + 1)
            return
        }
        let first = lines.firstIndex { line in
            let content = Self.content(line)
            return !content.isEmpty && !(content.hasPrefix("//") && !content.hasPrefix("///"))
        } ?? lines.count
        lines.insert(contentsOf: ["import " + module + carriageReturn, carriageReturn], at: first)
    }

    /// `struct Status: Codable, Sendable {` (`public struct …` too) declares `Status`.
    private static func declares(_ line: Substring, _ type: String) -> Bool {
        let declaration = ModelAccess.stripped(line)
        guard declaration.hasPrefix("struct ") else { return false }
        let rest = declaration.dropFirst(7)
        guard rest.hasPrefix(type) else { return false }
        let after = rest.dropFirst(type.count).first
        return after == ":" || after == " " || after == "{"
    }
}
