import MappingKit

/// Scalars: plain (folded over lines), single- and double-quoted, block
/// (`|`, `>`), and the names of anchors and aliases.
extension YAMLParser {
    /// A plain scalar's text: its bytes when it is on one line, else its
    /// lines folded into new bytes.
    enum PlainText {
        case range(Range<Int>)
        case folded([UInt8])

        var form: Node.Form {
            switch self {
            case .range(let range): .plain(range)
            case .folded: .plain(nil)
            }
        }
    }

    /// The text as a string, unresolved: for a key.
    func string(_ text: PlainText) -> String {
        switch text {
        case .range(let range): String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .folded(let folded): String(decoding: folded, as: UTF8.self)
        }
    }

    /// The text resolved by the core schema: null, a boolean, a number or a string.
    func resolve(_ text: PlainText) -> JSON {
        switch text {
        case .range(let range): YAMLCoreSchema.resolve(UnsafeBufferPointer(rebasing: bytes[range]))
        case .folded(let folded): folded.withUnsafeBufferPointer { YAMLCoreSchema.resolve($0) }
        }
    }

    // MARK: Names and indicators

    /// Reads `&name` or `*name` at ``position``: the name runs to a blank,
    /// a line break or a flow indicator.
    mutating func scanName() throws(YAMLError) -> Anchor {
        let start = position
        position += 1
        let nameStart = position
        while true {
            let byte = current
            if Self.isBlankOrEnd(byte) || Self.isFlowIndicator(byte) { break }
            position += 1
        }
        guard position > nameStart else {
            throw error(.missingAnchorName(alias: byte(at: start) == UInt8(ascii: "*")), at: start)
        }
        return Anchor(name: String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self), offset: start)
    }

    /// The error for the tag at ``position`` (`!foo`, `!!str`, `!<…>`).
    func tagError() -> YAMLError {
        var end = position
        while end < bytes.count, !Self.isBlankOrEnd(bytes[end]), end - position < 64 { end += 1 }
        let tag = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        return error(.tagNotSupported(tag), at: position)
    }

    /// Refuses an indicator that cannot start a plain scalar here.
    func refuseIndicator(flow: Bool) throws(YAMLError) {
        switch current {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            if Self.isBlankOrEnd(next) || (flow && Self.isFlowIndicator(next)) { throw unexpected(.value) }
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"),
            UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
            UInt8(ascii: "\""), UInt8(ascii: "%"):
            throw unexpected(.value)
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error(.reservedIndicator(character(at: position)), at: position)
        default:
            break
        }
    }

    // MARK: Plain scalars

    /// Reads one line of a plain scalar from ``position``, which can start
    /// one: up to `: ` (or `:` before a flow indicator in flow context), ` #`,
    /// a line break, or in flow context a flow indicator. Leaves
    /// ``position`` at that stop, blanks before it skipped; the range
    /// excludes trailing blanks.
    mutating func scanPlainLine(flow: Bool) -> Range<Int> {
        let start = position
        var end = position
        scan: while true {
            switch current {
            case 0, 0x0A, 0x0D:
                break scan
            case 0x20, 0x09:
                position += 1
                continue scan
            case UInt8(ascii: ":"):
                let following = next
                if Self.isBlankOrEnd(following) || (flow && Self.isFlowIndicator(following)) { break scan }
            case UInt8(ascii: "#"):
                if position > start, Self.isBlank(byte(at: position - 1)) { break scan }
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                if flow { break scan }
            default:
                break
            }
            position += 1
            end = position
        }
        return start..<end
    }

    /// Continues the plain scalar whose first line is `first` on the lines
    /// after it indented more than `parent` (by spaces). A comment, a document marker, or a line that
    /// cannot continue it ends it; one line break folds to a space, each
    /// empty line after it to a line feed.
    mutating func continuePlain(_ first: Range<Int>, flow: Bool, parent: Int) throws(YAMLError) -> PlainText {
        // One buffer, owned here alone: appending a line never copies the lines before it.
        var folded: [UInt8] = []
        var isFolded = false
        while Self.isBreak(current) {
            let mark = (position, lineStart)
            var breaks = 0
            var found = false
            while Self.isBreak(current) {
                consumeBreak()
                breaks += 1
                while current == UInt8(ascii: " ") { position += 1 }
                let indent = position - lineStart
                skipBlanks()
                let byte = current
                if Self.isBreak(byte) { continue }
                if byte == 0 || byte == UInt8(ascii: "#") { break }
                if indent <= parent { break }
                if isDocumentMarker(at: position) { break }
                found = true
            }
            if found {
                let lineBegin = position
                let line = scanPlainLine(flow: flow)
                // `: ` ends a plain scalar, and an implicit key is on one line.
                if !flow, current == UInt8(ascii: ":"), !line.isEmpty { throw error(.keyInMultilineScalar, at: lineBegin) }
                if !line.isEmpty {
                    if !isFolded {
                        folded.append(contentsOf: bytes[first])
                        isFolded = true
                    }
                    if breaks == 1 {
                        folded.append(UInt8(ascii: " "))
                    } else {
                        folded.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
                    }
                    folded.append(contentsOf: bytes[line])
                    continue
                }
            }
            (position, lineStart) = mark
            break
        }
        return isFolded ? .folded(folded) : .range(first)
    }

    // MARK: Quoted scalars

    /// Reads a single- or double-quoted scalar at ``position``: its text,
    /// and whether it spans lines. Line breaks fold as in plain scalars;
    /// its lines must be indented more than `parent`, the column of the
    /// block collection around it (-1 at the top).
    mutating func scanQuoted(parent: Int) throws(YAMLError) -> (text: String, multiline: Bool) {
        let quote = current
        let double = quote == UInt8(ascii: "\"")
        let start = position
        position += 1
        var segment = position
        var text: [UInt8] = []
        var usesText = false
        var multiline = false
        while true {
            let byte = current
            switch byte {
            case quote:
                if !double, next == quote {
                    // '' is one '.
                    text.append(contentsOf: bytes[segment..<(position + 1)])
                    usesText = true
                    position += 2
                    segment = position
                    continue
                }
                let last = UnsafeBufferPointer(rebasing: bytes[segment..<position])
                position += 1
                if !usesText { return (String(decoding: last, as: UTF8.self), multiline) }
                text.append(contentsOf: last)
                return (String(decoding: text, as: UTF8.self), multiline)
            case UInt8(ascii: "\\") where double:
                text.append(contentsOf: bytes[segment..<position])
                usesText = true
                if Self.isBreak(next) {
                    // An escaped line break: the lines join without a space.
                    position += 1
                    consumeBreak()
                    multiline = true
                    try quotedLineStart(parent: parent, opening: start, quote: quote)
                    while Self.isBreak(current) {
                        text.append(0x0A)
                        consumeBreak()
                        try quotedLineStart(parent: parent, opening: start, quote: quote)
                    }
                } else {
                    try unescape(into: &text)
                }
                segment = position
            case 0x0A, 0x0D:
                var end = position
                while end > segment, Self.isBlank(bytes[end - 1]) { end -= 1 }
                text.append(contentsOf: bytes[segment..<end])
                usesText = true
                multiline = true
                consumeBreak()
                try quotedLineStart(parent: parent, opening: start, quote: quote)
                var empty = 0
                while Self.isBreak(current) {
                    empty += 1
                    consumeBreak()
                    try quotedLineStart(parent: parent, opening: start, quote: quote)
                }
                if empty == 0 {
                    text.append(UInt8(ascii: " "))
                } else {
                    text.append(contentsOf: repeatElement(0x0A, count: empty))
                }
                segment = position
            case 0:
                throw error(.unterminatedQuotedScalar(doubleQuoted: double), at: start)
            default:
                position += 1
            }
        }
    }

    /// Skips the blanks starting a line of the quoted scalar opened at
    /// `opening`. A document marker there ends the document inside the
    /// scalar; content (but the closing quote) must be indented more than
    /// `parent`, by spaces.
    mutating func quotedLineStart(parent: Int, opening: Int, quote: UInt8) throws(YAMLError) {
        let double = quote == UInt8(ascii: "\"")
        if isDocumentMarker(at: position) { throw error(.unterminatedQuotedScalar(doubleQuoted: double), at: opening) }
        while current == UInt8(ascii: " ") { position += 1 }
        let indent = position - lineStart
        var tab: Int?
        while Self.isBlank(current) {
            if tab == nil, current == 0x09 { tab = position }
            position += 1
        }
        let byte = current
        guard indent <= parent, byte != 0, !Self.isBreak(byte), byte != quote else { return }
        if let tab { throw error(.tabIndentation, at: tab) }
        throw error(.quotedLineNotIndented(doubleQuoted: double, opening: location(of: opening)), at: position)
    }

    /// Reads the escape at ``position`` (a backslash) and appends what it stands for.
    mutating func unescape(into text: inout [UInt8]) throws(YAMLError) {
        let start = position
        let letter = next
        let simple: UInt8?
        switch letter {
        case UInt8(ascii: "0"): simple = 0x00
        case UInt8(ascii: "a"): simple = 0x07
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"), 0x09: simple = 0x09
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "v"): simple = 0x0B
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "e"): simple = 0x1B
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): simple = letter
        default: simple = nil
        }
        if let simple {
            text.append(simple)
            position += 2
            return
        }
        let scalar: UInt32
        switch letter {
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = letter == UInt8(ascii: "x") ? 2 : letter == UInt8(ascii: "u") ? 4 : 8
            guard let value = hexValue(at: position + 2, digits: digits) else { throw badUnicodeEscape(from: start, length: 2 + digits) }
            position += 2 + digits
            if letter == UInt8(ascii: "u"), (0xD800..<0xDC00).contains(value), byte(at: position) == UInt8(ascii: "\\"),
                byte(at: position + 1) == UInt8(ascii: "u"), let low = hexValue(at: position + 2, digits: 4), (0xDC00..<0xE000).contains(low)
            {
                // A surrogate pair, as JSON writes characters beyond the BMP.
                position += 6
                Self.appendUTF8(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00), to: &text)
                return
            }
            guard value < 0xD800 || (value >= 0xE000 && value <= 0x10FFFF) else {
                throw badUnicodeEscape(from: start, length: 2 + digits)
            }
            Self.appendUTF8(value, to: &text)
            return
        case 0:
            throw error(.unterminatedQuotedScalar(doubleQuoted: true), at: start)
        default:
            let end = min(bytes.count, start + 2 + (letter >= 0x80 ? 3 : 0))
            let escape = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            throw error(.badEscape(String(escape.prefix(2))), at: start)
        }
        Self.appendUTF8(scalar, to: &text)
        position += 2
    }

    /// The value of `digits` hex digits at `index`, or `nil`.
    func hexValue(at index: Int, digits: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<digits {
            let byte = self.byte(at: index + offset)
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The error for the escape of `length` bytes at `start`, cut at the
    /// first byte that is not a hex digit.
    func badUnicodeEscape(from start: Int, length: Int) -> YAMLError {
        var end = start + 2
        while end < min(bytes.count, start + length), hexValue(at: end, digits: 1) != nil { end += 1 }
        let escape = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return error(.badUnicodeEscape(escape), at: start)
    }

    /// Appends `scalar` (a valid Unicode scalar) as UTF-8.
    static func appendUTF8(_ scalar: UInt32, to text: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            text.append(UInt8(scalar))
        case 0x80..<0x800:
            text.append(UInt8(0xC0 | scalar >> 6))
            text.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            text.append(UInt8(0xE0 | scalar >> 12))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        default:
            text.append(UInt8(0xF0 | scalar >> 18 & 0x07))
            text.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    // MARK: Block scalars

    /// How a block scalar's final line breaks are kept.
    enum Chomping {
        /// `-`: none.
        case strip
        /// The default: one.
        case clip
        /// `+`: all.
        case keep
    }

    /// Reads a block scalar at ``position`` (`|` literal, `>` folded) in a
    /// block collection at column `parent` (-1 at the top): its header,
    /// then the lines indented by its indentation (the parent's column plus
    /// the indicator, or that of its first non-empty line). Leaves ``position`` at the line break that ends its last line.
    mutating func scanBlockScalar(parent: Int) throws(YAMLError) -> String {
        let literal = current == UInt8(ascii: "|")
        position += 1
        var chomping = Chomping.clip
        var chompingGiven = false
        var increment: Int?
        for _ in 0..<2 {
            let byte = current
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), !chompingGiven {
                chomping = byte == UInt8(ascii: "-") ? .strip : .keep
                chompingGiven = true
                position += 1
            } else if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9"), increment == nil {
                increment = Int(byte - UInt8(ascii: "0"))
                position += 1
            }
        }
        guard Self.isBlankOrEnd(current) else { throw error(.badBlockScalarHeader, at: position) }
        skipBlanks()
        if current == UInt8(ascii: "#"), Self.isBlank(byte(at: position - 1)) { skipToBreak() }
        guard current == 0 || Self.isBreak(current) else { throw error(.badBlockScalarHeader, at: position) }

        let indent: Int
        if let increment {
            // At the top an indicator counts from column 0, as libyaml,
            // PyYAML and the emitters built on them count (`--- |2` holds
            // lines indented by two).
            indent = max(0, parent) + increment
        } else {
            indent = try detectIndentation(parent: parent)
        }

        var text: [UInt8] = []
        var pendingBreak = false  // the last content line ended with a line break
        var emptyLines = 0
        var leadingBlank = false
        var hasContent = false
        while Self.isBreak(current) {
            let mark = (position, lineStart)
            consumeBreak()
            var spaces = 0
            while spaces < indent, current == UInt8(ascii: " ") {
                position += 1
                spaces += 1
            }
            let byte = current
            if byte == 0 { break }  // the last line, empty, without a line break
            if Self.isBreak(byte) {
                emptyLines += 1
                continue
            }
            if spaces < indent, byte == 0x09 { throw error(.tabIndentation, at: position) }
            if spaces < indent || (indent == 0 && isDocumentMarker(at: position)) {
                (position, lineStart) = mark
                break
            }
            let trailingBlank = Self.isBlank(byte)
            if hasContent {
                if !literal, !leadingBlank, !trailingBlank, emptyLines == 0 {
                    text.append(UInt8(ascii: " "))
                } else if !literal, !leadingBlank, !trailingBlank {
                    // Folded: the break before empty lines is dropped.
                } else {
                    text.append(0x0A)
                }
            }
            text.append(contentsOf: repeatElement(0x0A, count: emptyLines))
            emptyLines = 0
            leadingBlank = trailingBlank
            let lineBegin = position
            skipToBreak()
            text.append(contentsOf: bytes[lineBegin..<position])
            hasContent = true
            pendingBreak = Self.isBreak(current)
        }
        switch chomping {
        case .strip:
            break
        case .clip:
            if hasContent, pendingBreak { text.append(0x0A) }
        case .keep:
            if hasContent, pendingBreak { text.append(0x0A) }
            text.append(contentsOf: repeatElement(0x0A, count: emptyLines))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The indentation of a block scalar without an indicator: that of its
    /// first non-empty line, which must be deeper than `parent`. Empty
    /// lines before it may not be indented more. ``position`` is left
    /// where it was (at the header's line break).
    func detectIndentation(parent: Int) throws(YAMLError) -> Int {
        var index = position
        var longestEmpty = 0
        var longestEmptyAt = position
        while index < bytes.count, Self.isBreak(bytes[index]) {
            index += bytes[index] == 0x0D && byte(at: index + 1) == 0x0A ? 2 : 1
            let lineBegin = index
            while byte(at: index) == UInt8(ascii: " ") { index += 1 }
            let spaces = index - lineBegin
            let byte = self.byte(at: index)
            if byte == 0x09, spaces <= parent { throw error(.tabIndentation, at: index) }
            if Self.isBreak(byte) || byte == 0 {
                if spaces > longestEmpty {
                    longestEmpty = spaces
                    longestEmptyAt = index
                }
                continue
            }
            guard spaces > parent else { break }  // no content: the line is the parent's
            if longestEmpty > spaces { throw error(.blockScalarIndentation, at: longestEmptyAt) }
            return spaces
        }
        return max(parent + 1, longestEmpty, 0)
    }
}
