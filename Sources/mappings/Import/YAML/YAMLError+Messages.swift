import MappingKit

/// The words of ``YAMLError``: the only place its messages and notes are
/// worded. Text from the document (keys, anchor names, characters) passes
/// through ``TerminalText`` before it is shown.
extension YAMLError {
    /// The error compiler-style: `FILE:LINE:COLUMN: error: WHAT`, the source
    /// line, a caret under the spot, a related place when there is one, and
    /// a `note:` with the likely fix. Several lines, no trailing newline.
    var description: String {
        var lines = ["\(file):\(line):\(column): error: \(message)", excerpt, String(repeating: " ", count: caretColumn) + "^"]
        if let related {
            lines.append("\(file):\(related.location.line):\(related.location.column): note: \(related.message)")
        }
        if let suggestion {
            lines.append("note: \(suggestion)")
        }
        return lines.joined(separator: "\n")
    }

    /// One sentence saying what is wrong.
    var message: String {
        switch kind {
        case .tabIndentation:
            "tab character used for indentation"
        case .badIndentation:
            "bad indentation: this line does not line up with the entries before it"
        case .blockCollectionOnSameLine(sequence: true):
            "a block sequence ('- ') cannot start on this line"
        case .blockCollectionOnSameLine(sequence: false):
            "a block mapping ('key: value') cannot start on this line"
        case .keyInMultilineScalar:
            "this line continues the plain scalar above it, which cannot hold ': '"
        case .missingColon:
            "expected a 'key: value' entry; this line has no ':' after its key"
        case .trailingContent:
            "unexpected content after the document's top-level value"
        case .unexpectedCharacter(let character, let expectation):
            Self.phrase(Self.shown(character), expectation)
        case .reservedIndicator(let character):
            "'\(Self.shown(character))' is reserved in YAML and cannot start a plain scalar"
        case .controlCharacter(let byte):
            "control character U+\(Self.hex(UInt32(byte), digits: 4)) is not allowed in YAML"
        case .unterminatedQuotedScalar(let double):
            double ? "unterminated double-quoted scalar" : "unterminated single-quoted scalar"
        case .unterminatedFlowCollection(let sequence):
            sequence ? "unterminated flow sequence: no ']' closes this '['" : "unterminated flow mapping: no '}' closes this '{'"
        case .quotedLineNotIndented(let double, _):
            "this line is inside a \(double ? "double" : "single")-quoted scalar but not indented under its key"
        case .flowLineNotIndented(let sequence, _):
            "this line is inside a flow \(sequence ? "sequence" : "mapping") but not indented under its key"
        case .badEscape(let escape):
            "invalid escape '\(Self.shown(escape))' in a double-quoted scalar"
        case .badUnicodeEscape(let escape):
            "invalid escape '\(Self.shown(escape))': not a Unicode scalar written in hex digits"
        case .badBlockScalarHeader:
            "invalid block scalar header"
        case .blockScalarIndentation:
            "a leading empty line of this block scalar has more spaces than its first line"
        case .tagNotSupported(let tag):
            "tags are not supported ('\(Self.shown(Self.cut(tag)))')"
        case .directiveNotSupported(let directive):
            "unsupported directive '\(Self.shown(Self.cut(directive)))'"
        case .repeatedYAMLDirective:
            "a second %YAML directive"
        case .missingDocumentStart:
            "expected '---' after the directives"
        case .multipleDocuments:
            "a second document; a file holds one document here"
        case .complexKey:
            "complex keys ('? ', or a sequence or mapping as a key) are not supported"
        case .emptyKey:
            "a mapping key is missing before ':'"
        case .multilineKey:
            "a mapping key must be written on one line"
        case .mergeKey:
            "merge keys ('<<') are not supported"
        case .aliasAsKey(let name):
            "an alias ('*\(Self.shown(Self.cut(name)))') cannot be a mapping key"
        case .duplicateKey(let key, _):
            "duplicate key \(Self.quoted(key)) in mapping"
        case .unknownAlias(let name):
            "unknown alias '*\(Self.shown(Self.cut(name)))': no anchor '&\(Self.shown(Self.cut(name)))' before it"
        case .aliasCycle(let name, _):
            "alias '*\(Self.shown(Self.cut(name)))' is inside the node of its own anchor"
        case .missingAnchorName(let alias):
            alias ? "an alias ('*') needs a name" : "an anchor ('&') needs a name"
        case .propertiesOnAlias:
            "an alias cannot have an anchor"
        case .twoAnchors:
            "a second anchor on one node"
        case .tooDeep(let limit):
            "mappings and sequences nested deeper than \(limit) levels"
        case .tooLarge(let limit):
            "aliases expand to more than \(limit) nodes"
        }
    }

    /// A second place the message refers to, with what it is.
    var related: (location: Location, message: String)? {
        switch kind {
        case .duplicateKey(let key, let first):
            (first, "\(Self.quoted(key)) first defined here")
        case .quotedLineNotIndented(_, let opening):
            (opening, "the quoted scalar opens here")
        case .flowLineNotIndented(let sequence, let opening):
            (opening, "the flow \(sequence ? "sequence" : "mapping") starts here")
        case .aliasCycle(let name, let anchor):
            (anchor, "anchor '&\(Self.shown(Self.cut(name)))' defined here; its node is not finished at the alias")
        default:
            nil
        }
    }

    /// The likely fix, when there is one.
    var suggestion: String? {
        switch kind {
        case .tabIndentation:
            "YAML indents with spaces only; replace the tab with spaces"
        case .badIndentation:
            "indent the entries of one mapping or sequence by the same number of spaces"
        case .blockCollectionOnSameLine(sequence: true):
            "start the sequence on the next line, indented under its key, or write it in flow style: [a, b]"
        case .blockCollectionOnSameLine(sequence: false):
            "start the mapping on the next line, indented under its key; quote the value if the ': ' is part of it"
        case .keyInMultilineScalar:
            "if the line is a key, indent it as the keys beside it; if the ': ' is text, quote the scalar"
        case .missingColon:
            "add ': ' after the key, or indent the line to continue the value above"
        case .trailingContent:
            "a document holds one top-level value; indent the line to belong to it, or remove it"
        case .unexpectedCharacter(let character, let expectation):
            Self.suggestion(character, expectation)
        case .reservedIndicator:
            "quote the value: '…' or \"…\""
        case .controlCharacter(let byte):
            "write it as an escape in a double-quoted scalar: \"\\x\(Self.hex(UInt32(byte), digits: 2))\""
        case .unterminatedQuotedScalar(let double):
            double ? "add the closing '\"'; write a '\"' inside as \\\"" : "add the closing \"'\"; write a \"'\" inside as ''"
        case .unterminatedFlowCollection(let sequence):
            sequence ? "add the missing ']'" : "add the missing '}'"
        case .quotedLineNotIndented(let double, _):
            "close the scalar with \(double ? "'\"'" : "\"'\"") on the line above, or indent this line"
        case .flowLineNotIndented(let sequence, _):
            "close the \(sequence ? "sequence with ']'" : "mapping with '}'") before this line, or indent the line"
        case .badEscape:
            "the escapes are \\0 \\a \\b \\t \\n \\v \\f \\r \\e \\\" \\/ \\\\ \\N \\_ \\L \\P \\xXX \\uXXXX \\UXXXXXXXX and \\ before a space or a line break; write a backslash as \\\\, or use single quotes"
        case .badUnicodeEscape:
            "write \\x with 2, \\u with 4 or \\U with 8 hex digits naming a Unicode scalar (a surrogate pair as \\uD83D\\uDE00)"
        case .badBlockScalarHeader:
            "write '|' or '>', then optionally '-' or '+' and an indentation digit 1 to 9, then a comment or the end of the line"
        case .blockScalarIndentation:
            "remove the extra spaces, or give the indentation with an indicator, as in '|2'"
        case .tagNotSupported:
            "remove the tag; quote a value to make it a string"
        case .directiveNotSupported(let directive):
            directive.hasPrefix("%TAG")
                ? "tags are not supported: remove the directive and the tags"
                : directive.hasPrefix("%YAML") ? "write '%YAML 1.2', or remove the line" : "remove the directive"
        case .repeatedYAMLDirective:
            "keep one %YAML line"
        case .missingDocumentStart:
            "add a line '---' before the content"
        case .multipleDocuments:
            "split the documents into files of their own, or remove the extra '---' or '...'"
        case .complexKey:
            "keys become JSON object keys, which are strings: write the key as a plain or quoted scalar"
        case .emptyKey:
            "write the key before ':'; an empty key is written \"\": value"
        case .multilineKey:
            "join the key's lines, or quote the key on one line"
        case .mergeKey:
            "expand the merge: copy the anchored mapping's entries here (quote '<<' to make it an ordinary key)"
        case .aliasAsKey:
            "write the key itself"
        case .duplicateKey:
            "remove one of the two, or rename it"
        case .unknownAlias:
            "define the anchor with '&' on a node before the alias"
        case .aliasCycle:
            "a node cannot contain itself; point the alias at another node"
        case .missingAnchorName:
            "write the name right after it, as in &name or *name"
        case .propertiesOnAlias:
            "remove the anchor: an alias stands for the anchored node, which keeps its own anchor"
        case .twoAnchors:
            "keep one; a key's anchor goes on the key's line, the mapping's on the line before"
        case .tooDeep:
            "flatten the document; the reader accepts as many levels as the JSON parser does by default"
        case .tooLarge:
            "the aliases repeat anchored nodes too many times (as in a \"billion laughs\" document); expand fewer of them"
        }
    }

    private static func phrase(_ shown: String, _ expectation: Expectation) -> String {
        switch expectation {
        case .endOfLine: "unexpected '\(shown)' after the value"
        case .value: "unexpected '\(shown)' where a value was expected"
        case .flowSequence: "expected ',' or ']' in the flow sequence, found '\(shown)'"
        case .flowMapping: "expected ',' or '}' in the flow mapping, found '\(shown)'"
        case .colon: "expected ':' after the key in the flow mapping, found '\(shown)'"
        }
    }

    private static func suggestion(_ character: Character, _ expectation: Expectation) -> String? {
        switch (character, expectation) {
        case (":", .endOfLine):
            "quote the value if the ': ' is part of it; a nested mapping starts on a line of its own, indented under its key"
        case ("#", .endOfLine):
            "put a space before '#' to start a comment"
        case (_, .endOfLine):
            "a value ends its line; quote it if the rest is part of it"
        case (",", .value):
            "remove the extra ','"
        case (_, .value):
            "quote the value if it is text"
        case (_, .flowSequence), (_, .flowMapping):
            "add ',' between the entries"
        case (_, .colon):
            "write each entry as key: value"
        }
    }

    /// `text` with control characters escaped for a terminal.
    private static func shown(_ text: String) -> String { TerminalText.escaped(text) }

    private static func shown(_ character: Character) -> String { TerminalText.escaped(String(character)) }

    /// `text` cut to a few dozen characters, so a huge name cannot make a huge message.
    private static func cut(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// A key as a JSON string (escaped, safe on a terminal), cut when long.
    private static func quoted(_ key: String) -> String {
        TerminalText.escaped(JSON.string(cut(key)).formatted())
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
