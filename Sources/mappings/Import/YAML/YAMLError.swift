import MappingKit

/// Why a YAML document could not be read, and where: the file, the 1-based
/// line and column (counted in characters) and what went wrong, as data.
/// `YAMLError+Messages.swift` words it.
///
/// The source line is kept with the error, so it renders like a compiler
/// message after the text is gone:
///
/// ```swift
/// do {
///     _ = try YAMLReader.read("a: 1\na: 2\n", file: "api.yaml")
/// } catch {
///     print(error)
///     // api.yaml:2:1: error: duplicate key "a" in mapping
///     // a: 2
///     // ^
///     // api.yaml:1:1: note: "a" first defined here
///     // note: remove one of the two, or rename it
/// }
/// ```
struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name shown in messages, as the reader was given it.
    var file: String
    /// The line of the problem, from 1.
    var line: Int
    /// The column of the problem in characters, from 1.
    var column: Int
    /// What went wrong.
    var kind: Kind
    /// The source line around the problem, control characters escaped and
    /// long lines cut around the column.
    var excerpt: String
    /// How many characters of ``excerpt`` stand before the caret.
    var caretColumn: Int

    /// A place in the document: line and column, both from 1.
    struct Location: Sendable, Hashable {
        var line: Int
        var column: Int
    }

    /// What a character was found instead of.
    enum Expectation: Sendable, Hashable {
        /// After a complete value on its line: a comment or the end of the line.
        case endOfLine
        /// The start of a value.
        case value
        /// After an entry of a flow sequence: `,` or `]`.
        case flowSequence
        /// After a value of a flow mapping: `,` or `}`.
        case flowMapping
        /// After a key of a flow mapping: `:`, `,` or `}`.
        case colon
    }

    /// The kinds of problem. Each is refused where it is found; the reader
    /// never guesses.
    enum Kind: Sendable, Hashable {
        /// A tab before the content of a line, where YAML allows spaces only.
        case tabIndentation
        /// A line indented more than the entries before it, or a sequence
        /// entry among the keys of a mapping.
        case badIndentation
        /// A block sequence (`sequence: true`) or mapping begun on the line
        /// of its key or after `---`: `a: b: c`, `a: - b`.
        case blockCollectionOnSameLine(sequence: Bool)
        /// A line continuing a plain scalar in block context that holds
        /// `: `: a key indented too far, or text that needs quotes.
        case keyInMultilineScalar
        /// A line where a mapping's next key was expected, without `:`.
        case missingColon
        /// Content after the document's top-level value.
        case trailingContent
        /// A character that cannot stand here.
        case unexpectedCharacter(Character, Expectation)
        /// `@` or `` ` ``, which YAML reserves, starting a plain scalar.
        case reservedIndicator(Character)
        /// A control character (C0 other than tab, line feed and carriage
        /// return, or DEL), which YAML does not allow in a document.
        case controlCharacter(UInt8)
        /// A quoted scalar without its closing quote (reported at its opening
        /// one): the end, or a document marker, came first.
        case unterminatedQuotedScalar(doubleQuoted: Bool)
        /// A line of a quoted scalar in block context not indented under its
        /// key (the closing quote excepted): most often a quote left unclosed above.
        case quotedLineNotIndented(doubleQuoted: Bool, opening: Location)
        /// A flow collection without its closing bracket (reported at its opening one).
        case unterminatedFlowCollection(sequence: Bool)
        /// A line inside a flow collection begun in a block collection, not
        /// indented under its key (its closing bracket excepted): most
        /// often a bracket left unclosed above.
        case flowLineNotIndented(sequence: Bool, opening: Location)
        /// A backslash escape that double-quoted scalars do not have (`\q`).
        case badEscape(String)
        /// `\x`, `\u` or `\U` without its hex digits, or naming no Unicode
        /// scalar (a lone surrogate, beyond U+10FFFF).
        case badUnicodeEscape(String)
        /// A block scalar's header (`|`, `>`, chomping, indentation) malformed.
        case badBlockScalarHeader
        /// A leading empty line of a block scalar with more spaces than its
        /// first line, which sets the indentation.
        case blockScalarIndentation
        /// A tag (`!foo`, `!!str`): the reader reads untagged YAML only.
        case tagNotSupported(String)
        /// A directive other than `%YAML 1.x` (`%TAG`, `%YAML 2.0`, …).
        case directiveNotSupported(String)
        /// A second `%YAML` directive.
        case repeatedYAMLDirective
        /// Directives not followed by `---`.
        case missingDocumentStart
        /// A second document: `---` after content, or content after `...`.
        case multipleDocuments
        /// A `?` key, or a sequence or mapping used as a key.
        case complexKey
        /// A key missing before `:`.
        case emptyKey
        /// An implicit key over several lines.
        case multilineKey
        /// A merge key, `<<`.
        case mergeKey
        /// An alias used as a key.
        case aliasAsKey(String)
        /// A key repeated in one mapping, with the place of its first use.
        case duplicateKey(String, first: Location)
        /// An alias to an anchor not defined before it.
        case unknownAlias(String)
        /// An alias inside the node of its own anchor (`&a [*a]`), which
        /// would make the node contain itself.
        case aliasCycle(String, anchor: Location)
        /// `&` or `*` without a name.
        case missingAnchorName(alias: Bool)
        /// An anchor on an alias (`&a *b`).
        case propertiesOnAlias
        /// Two anchors on one node (`&a` on its line, `&b value` on the next).
        case twoAnchors
        /// Mappings and sequences nested deeper than the limit (aliases
        /// counted as the nodes they stand for).
        case tooDeep(limit: Int)
        /// Aliases standing for more nodes, in all, than the limit.
        case tooLarge(limit: Int)
    }

    /// The error `kind` at byte `offset` of the document `bytes`: its line,
    /// column and source line are found here, once, when the error is made.
    init(_ kind: Kind, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) {
        let offset = min(max(offset, 0), bytes.count)
        let place = Self.place(of: offset, in: bytes)
        self.file = file
        self.kind = kind
        line = place.location.line
        column = place.location.column
        (excerpt, caretColumn) = Self.excerpt(at: offset, lineStart: place.lineStart, in: bytes)
    }

    /// The line and column of byte `offset`.
    static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Location {
        place(of: min(max(offset, 0), bytes.count), in: bytes).location
    }

    /// The location of `offset` and where its line starts. A line ends at a
    /// line feed, a carriage return, or both; a byte order mark is not a
    /// character of the first line.
    private static func place(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (location: Location, lineStart: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            lineStart = min(3, offset)
        }
        let column = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]), as: UTF8.self).count + 1
        return (Location(line: line, column: column), lineStart)
    }

    /// Longest excerpt shown; longer lines are cut with `…` around the spot.
    static let maximumWidth = 120
    /// Bytes read on each side of the spot, so an excerpt of a line of
    /// megabytes costs no more than one of a short line.
    static let window = 2048

    /// The source line around `offset`, made safe to print, and the
    /// characters before the caret.
    private static func excerpt(at offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int) {
        let start = max(lineStart, offset - window)
        let limit = min(bytes.count, offset + window)
        var end = offset
        while end < limit, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let clipped = start > lineStart || (end == limit && limit < bytes.count && bytes[limit] != 0x0A && bytes[limit] != 0x0D)
        var prefix = printable(bytes[start..<offset])
        var suffix = printable(bytes[offset..<end])
        let half = maximumWidth / 2
        let fits = !clipped && prefix.count + suffix.count <= maximumWidth
        if !fits, prefix.count > half {
            prefix = "…" + String(prefix.suffix(half - 1))
        }
        if prefix.count + suffix.count > maximumWidth {
            suffix = String(suffix.prefix(max(0, maximumWidth - prefix.count - 1))) + "…"
        }
        return (prefix + suffix, prefix.count)
    }

    /// Bytes of the document as text a terminal shows as it is: control
    /// characters (a tab included) written as `\uXXXX` by ``TerminalText``.
    private static func printable(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        TerminalText.escaped(String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self))
    }
}
