/// Adds entries and contexts to the text of a `.mappings` file without
/// touching a byte of what is there: entries go after the last member of
/// their context (a comma is added after it; a trailing comma already
/// there stays), contexts after the last one and the comment that ends its
/// line; comments, order and formatting stay as they are. What it adds
/// ends its lines as the file does (CRLF or LF); a UTF-8 byte order mark
/// stays in front.
///
/// ```swift
/// var editor = MappingsTextEditor(text: #"{ "$Pet": { "name": "name" } }"#)
/// try editor.add(entries: [#""age": { "@keyPath": "age", "@optional": true }"#], to: "$Pet")
/// ```
struct MappingsTextEditor {
    /// Why the text cannot be edited.
    enum EditError: Error, Equatable {
        /// The text is not an object of objects as `.mappings` files are.
        case unreadable
        /// No top-level member of this name.
        case noContext(String)
        /// No entry of this name in the context, or one of a form a
        /// fallback cannot be added to (not a string or an object with members).
        case noEntry(String)
    }

    private(set) var bytes: [UInt8]
    /// The file's line ending, from its first line: `\r\n` or `\n`.
    let lineEnding: [UInt8]

    init(text: String) {
        let bytes = Array(text.utf8)
        let firstBreak = bytes.firstIndex(of: 0x0A)
        lineEnding = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? [0x0D, 0x0A] : [0x0A]
        self.bytes = bytes
    }

    /// `text`'s bytes, each `\n` the file's line ending.
    private func encoded(_ text: String) -> [UInt8] {
        guard lineEnding.count > 1 else { return Array(text.utf8) }
        var result: [UInt8] = []
        for byte in text.utf8 {
            if byte == 0x0A { result += lineEnding } else { result.append(byte) }
        }
        return result
    }

    /// Where the text starts: after a UTF-8 byte order mark.
    private var start: Int { bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The top-level keys, in file order.
    func contexts() throws(EditError) -> [String] { try members().top.map(\.key) }

    /// Adds `entries` (each `"name": value`, on one line) at the end of
    /// context `identifier`.
    mutating func add(entries: [String], to identifier: String) throws(EditError) {
        guard !entries.isEmpty else { return }
        let (top, _) = try members()
        guard let member = top.first(where: { $0.key == identifier }) else { throw .noContext(identifier) }
        let outer = indentation(ofLineAt: member.open)
        let indent = member.memberIndent ?? outer + "    "
        guard let end = member.lastValueEnd else {
            let insertion = entries.map { "\n" + indent + $0 }.joined(separator: ",") + "\n" + outer
            bytes.insert(contentsOf: encoded(insertion), at: member.close)
            return
        }
        // After the last member's line (its comma and `//` comment stay where
        // they are), or right after its value when more follows on the line.
        var position = skipSpaces(end)
        let trailingComma = position < bytes.count && bytes[position] == UInt8(ascii: ",")
        if trailingComma { position = skipSpaces(position + 1) }
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "/"), bytes[position + 1] == UInt8(ascii: "/") {
            while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        }
        guard position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D else {
            bytes.insert(contentsOf: encoded(entries.map { ",\n" + indent + $0 }.joined()), at: end)
            return
        }
        let lines = "\n" + entries.map { indent + $0 }.joined(separator: ",\n") + (trailingComma ? "," : "")
        bytes.insert(contentsOf: encoded(lines), at: position)
        if !trailingComma { bytes.insert(UInt8(ascii: ","), at: end) }
    }

    /// Adds `keyPath` (JSON text: `"owner"`, `["a.b"]`) to the
    /// `@fallbackKeyPaths` of entry `name` of context `identifier`, by
    /// insertions only, on the entry's lines: a short entry `"user"`
    /// becomes `{ "@keyPath": "user", "@fallbackKeyPaths": "owner" }`, a
    /// long one gains the member after its last, and a fallback already
    /// there becomes an array (`["login", "owner"]`), or an array gains it.
    mutating func add(fallback keyPath: String, to name: String, in identifier: String) throws(EditError) {
        let (top, _) = try members()
        guard let context = top.first(where: { $0.key == identifier }) else { throw .noContext(identifier) }
        let (entries, _) = try objectMembers(context.open)
        guard let entry = entries.first(where: { $0.key == name }) else { throw .noEntry(name) }
        switch bytes[entry.value] {
        case UInt8(ascii: "\""):
            bytes.insert(contentsOf: Array(#", "@fallbackKeyPaths": \#(keyPath) }"#.utf8), at: entry.end)
            bytes.insert(contentsOf: Array(#"{ "@keyPath": "#.utf8), at: entry.value)
        case UInt8(ascii: "{"):
            let (members, _) = try objectMembers(entry.value)
            guard let last = members.last else { throw .noEntry(name) }
            guard let fallbacks = members.first(where: { $0.key == "@fallbackKeyPaths" }) else {
                bytes.insert(contentsOf: Array(#", "@fallbackKeyPaths": \#(keyPath)"#.utf8), at: last.end)
                return
            }
            switch bytes[fallbacks.value] {
            case UInt8(ascii: "["):
                // After the last element (before a trailing comma), or right after `[`.
                let last = arrayElementEnds(fallbacks.value).last
                bytes.insert(contentsOf: Array(((last == nil ? "" : ", ") + keyPath).utf8), at: last ?? fallbacks.value + 1)
            case UInt8(ascii: "\""):
                bytes.insert(contentsOf: Array(", \(keyPath)]".utf8), at: fallbacks.end)
                bytes.insert(UInt8(ascii: "["), at: fallbacks.value)
            default:
                throw .noEntry(name)
            }
        default:
            throw .noEntry(name)
        }
    }

    /// Where each element of the array starting at `open` ends.
    private func arrayElementEnds(_ open: Int) -> [Int] {
        var ends: [Int] = []
        var position = skipBlank(open + 1)
        while position < bytes.count, bytes[position] != UInt8(ascii: "]") {
            if bytes[position] == UInt8(ascii: ",") {
                position = skipBlank(position + 1)
                continue
            }
            let end = skipValue(position)
            guard end > position else { break }
            ends.append(end)
            position = skipBlank(end)
        }
        return ends
    }

    /// Skips spaces and tabs from `index`.
    private func skipSpaces(_ index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    /// Adds whole contexts (each `"$Name": { … }`, possibly on several lines)
    /// after the last top-level member, and after the comment that ends its
    /// line (`} // the users`), which stays with it.
    mutating func add(contexts: [String]) throws(EditError) {
        guard !contexts.isEmpty else { return }
        let (top, close) = try members()
        let indent = top.first.map { indentation(ofLineAt: $0.keyStart) } ?? "    "
        let text = contexts.map { indent + $0 }.joined(separator: ",\n")
        guard let last = top.last else {
            bytes.insert(contentsOf: encoded("\n" + text + "\n"), at: close)
            return
        }
        let after = last.close + 1
        var position = skipSpaces(after)
        let trailingComma = position < bytes.count && bytes[position] == UInt8(ascii: ",")
        if trailingComma { position = skipSpaces(position + 1) }
        position = skipCommentsOnLine(position)
        guard position == bytes.count || bytes[position] == 0x0A || bytes[position] == 0x0D else {
            bytes.insert(contentsOf: encoded(",\n" + text), at: after)
            return
        }
        // After the line's comment; the comma goes after the context's `}`.
        bytes.insert(contentsOf: encoded("\n" + text + (trailingComma ? "," : "")), at: position)
        if !trailingComma { bytes.insert(UInt8(ascii: ","), at: after) }
    }

    /// Skips comments (and the spaces between them) that end on the line
    /// of `index`: a `//` comment to the end of the line, `/* … */` comments
    /// closed on it.
    private func skipCommentsOnLine(_ index: Int) -> Int {
        var position = index
        while position + 1 < bytes.count, bytes[position] == UInt8(ascii: "/") {
            if bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                return position
            }
            guard bytes[position + 1] == UInt8(ascii: "*") else { return position }
            var end = position + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                // A comment that goes on to another line: the context's line ends before it.
                if bytes[end] == 0x0A || bytes[end] == 0x0D { return position }
                end += 1
            }
            guard end + 1 < bytes.count else { return position }
            position = skipSpaces(end + 2)
        }
        return position
    }

    // MARK: Reading the structure

    /// A space, a tab, a line feed or a carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The whitespace that starts the line holding `offset`.
    private func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Skips whitespace and comments from `index`.
    private func skipBlank(_ index: Int) -> Int {
        var index = index
        while index < bytes.count {
            if Self.isWhitespace(bytes[index]) {
                index += 1
            } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else {
                break
            }
        }
        return index
    }

    /// The end of the string starting at `index` (after its closing quote).
    private func skipString(_ index: Int) -> Int {
        var index = index + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index + 1
    }

    /// The end of the value starting at `index`.
    private func skipValue(_ index: Int, depth: Int = 0) -> Int {
        guard index < bytes.count, depth < 512 else { return bytes.count }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return skipString(index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            var position = skipBlank(index + 1)
            while position < bytes.count, bytes[position] != close {
                if bytes[position] == UInt8(ascii: ",") || bytes[position] == UInt8(ascii: ":") {
                    position = skipBlank(position + 1)
                    continue
                }
                let end = skipValue(position, depth: depth + 1)
                // A byte no value starts with (a stray `]`): step over it.
                position = skipBlank(end > position ? end : position + 1)
            }
            return position + 1
        default:
            var position = index
            while position < bytes.count, !Self.isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: ","),
                bytes[position] != UInt8(ascii: "}"), bytes[position] != UInt8(ascii: "]"), bytes[position] != UInt8(ascii: "/")
            {
                position += 1
            }
            return position
        }
    }

    /// The members of the object starting at `open`: each key's start,
    /// its value's range; and the offset of the object's `}`.
    private func objectMembers(_ open: Int) throws(EditError) -> (members: [(key: String, keyStart: Int, value: Int, end: Int)], close: Int) {
        var members: [(key: String, keyStart: Int, value: Int, end: Int)] = []
        var position = skipBlank(open + 1)
        while position < bytes.count, bytes[position] != UInt8(ascii: "}") {
            guard bytes[position] == UInt8(ascii: "\"") else { throw .unreadable }
            let keyEnd = skipString(position)
            guard keyEnd <= bytes.count, let key = String(bytes: bytes[(position + 1)..<(keyEnd - 1)], encoding: .utf8) else {
                throw .unreadable
            }
            var colon = skipBlank(keyEnd)
            guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { throw .unreadable }
            colon = skipBlank(colon + 1)
            let end = skipValue(colon)
            members.append((key, position, colon, end))
            position = skipBlank(end)
            if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position = skipBlank(position + 1) }
        }
        guard position < bytes.count else { throw .unreadable }
        return (members, position)
    }

    private struct TopMember {
        var key: String
        var keyStart: Int
        var open: Int
        var close: Int
        var lastValueEnd: Int?
        var memberIndent: String?
    }

    /// The top-level members whose values are objects, and the top
    /// object's `}`.
    private func members() throws(EditError) -> (top: [TopMember], close: Int) {
        let open = skipBlank(start)
        guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { throw .unreadable }
        let (top, close) = try objectMembers(open)
        var result: [TopMember] = []
        for member in top where bytes[member.value] == UInt8(ascii: "{") {
            let (inner, innerClose) = try objectMembers(member.value)
            result.append(TopMember(
                key: member.key, keyStart: member.keyStart, open: member.value, close: innerClose,
                lastValueEnd: inner.last?.end,
                memberIndent: inner.first.flatMap { first in
                    // Members on the `{` line (a one-line context) say nothing of the indentation.
                    bytes[member.value..<first.keyStart].contains(0x0A) ? indentation(ofLineAt: first.keyStart) : nil
                }))
        }
        return (result, close)
    }
}
