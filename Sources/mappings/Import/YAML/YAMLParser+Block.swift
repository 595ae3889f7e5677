import MappingKit

/// Block context: lines, indentation, block mappings and sequences, and the
/// document around them.
extension YAMLParser {
    /// The next line with content, as ``nextLine()`` finds it.
    enum Line: Equatable {
        case end
        /// `---` or `...` at the start of a line (``position`` at it).
        case marker
        /// A line whose content (at ``position``) is indented by `indent` spaces.
        case content(indent: Int)
    }

    // MARK: The document

    /// Reads what comes before the content: comments, blank lines, a
    /// `%YAML` directive, `---`. Leaves ``ready`` set to the first line
    /// unless a `---` was read (then the content may follow it on its line).
    mutating func documentStart() throws(YAMLError) {
        var line = try scanLines(atLineStart: true)
        var directives = false
        while case .content(indent: 0) = line, current == UInt8(ascii: "%") {
            if directives { throw error(.repeatedYAMLDirective, at: position) }
            try directive()
            directives = true
            ready = nil
            line = try nextLine()
        }
        if case .marker = line, current == UInt8(ascii: "-") {
            position += 3
            ready = nil
            return
        }
        if directives { throw error(.missingDocumentStart, at: position) }
        ready = line
    }

    /// Reads a directive line at ``position``: `%YAML 1.x` is accepted, any
    /// other refused (so a second directive can only be a second `%YAML`).
    mutating func directive() throws(YAMLError) {
        let start = position
        while !Self.isBlankOrEnd(current) { position += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        skipBlanks()
        let versionStart = position
        while !Self.isBlankOrEnd(current) { position += 1 }
        let version = String(decoding: UnsafeBufferPointer(rebasing: bytes[versionStart..<position]), as: UTF8.self)
        let minor = version.hasPrefix("1.") ? version.dropFirst(2) : ""
        guard name == "%YAML", !minor.isEmpty, minor.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw error(.directiveNotSupported(name + (version.isEmpty ? "" : " " + version)), at: start)
        }
    }

    /// After the top-level value: the end, or `...` and comments.
    mutating func documentEnd() throws(YAMLError) {
        var line = try nextLine()
        ready = nil
        switch line {
        case .end: return
        case .content: throw error(.trailingContent, at: position)
        case .marker: break
        }
        while true {
            guard current == UInt8(ascii: ".") else { throw error(.multipleDocuments, at: position) }
            position += 3
            line = try nextLine()
            ready = nil
            switch line {
            case .end: return
            case .content: throw error(.multipleDocuments, at: position)
            case .marker: continue
            }
        }
    }

    // MARK: Lines

    /// The next line with content after the current one, whose rest must be
    /// blank or a comment; ``ready`` when a line was found ahead already.
    mutating func nextLine() throws(YAMLError) -> Line {
        if let ready { return ready }
        skipBlanks()
        if current == UInt8(ascii: "#"), position == lineStart || Self.isBlank(byte(at: position - 1)) { skipToBreak() }
        let byte = current
        guard byte == 0 || Self.isBreak(byte) else { throw unexpected(.endOfLine) }
        let line = try scanLines(atLineStart: false)
        ready = line
        return line
    }

    /// From a line break (or a line's start), over blank and comment lines,
    /// to the next content: a tab before it is refused.
    mutating func scanLines(atLineStart: Bool) throws(YAMLError) -> Line {
        var atStart = atLineStart
        while true {
            if !atStart {
                if current == 0 { return .end }
                consumeBreak()
            }
            atStart = false
            let start = position
            while current == UInt8(ascii: " ") { position += 1 }
            let indent = position - start
            var tab: Int?
            while Self.isBlank(current) {
                if tab == nil, current == 0x09 { tab = position }
                position += 1
            }
            let byte = current
            if byte == 0 { return .end }
            if Self.isBreak(byte) { continue }
            if byte == UInt8(ascii: "#") {
                skipToBreak()
                continue
            }
            if let tab { throw error(.tabIndentation, at: tab) }
            if indent == 0, isDocumentMarker(at: position) { return .marker }
            return .content(indent: indent)
        }
    }

    /// Takes the next line for a node of `spec` if it is indented enough
    /// (or is a sequence at its mapping's column); `false` leaves it to the
    /// collections outside.
    mutating func takeLine(for spec: NodeSpec) throws(YAMLError) -> Bool {
        guard case .content(let indent) = try nextLine() else { return false }
        guard indent > spec.parent || (spec.sameColumnSequence && indent == spec.parent && isSequenceEntry) else { return false }
        ready = nil
        return true
    }

    /// A comment, a line break or the end at ``position``, blanks skipped.
    var isEndOfLine: Bool {
        let byte = current
        return byte == 0 || Self.isBreak(byte) || byte == UInt8(ascii: "#")
    }

    /// `-` followed by a blank, a break or the end.
    var isSequenceEntry: Bool { current == UInt8(ascii: "-") && Self.isBlankOrEnd(next) }

    // MARK: Nodes

    /// Starts a node in block context: after `:`, `-` or `---` on the same
    /// line, or on a following line indented under its collection. A
    /// scalar is finished here; a collection is opened.
    mutating func startBlockNode(_ spec: NodeSpec) throws(YAMLError) -> Outcome {
        var inline = false
        var tab: Int?
        if ready == nil {
            let separator = position
            skipBlanks()
            tab = UnsafeBufferPointer(rebasing: bytes[separator..<position]).firstIndex(of: 0x09).map { $0 + separator }
            let byte = current
            inline = byte != 0 && !Self.isBreak(byte) && byte != UInt8(ascii: "#")
            if !inline { tab = nil }  // trailing blanks
        }
        if !inline, try !takeLine(for: spec) { return .node(emptyNode()) }
        // An anchor alone on its line is the node's (a mapping's, when the
        // node is one); one on the node's line is its key's, or the node's.
        var nodeAnchor: Anchor?
        var lineAnchor: Anchor?
        if current == UInt8(ascii: "&") {
            let anchor = try scanName()
            skipBlanks()
            if isEndOfLine {
                nodeAnchor = anchor
                guard try takeLine(for: spec) else { return .node(finish(emptyNode(), anchor)) }
                inline = false
                tab = nil
                if current == UInt8(ascii: "&") {
                    lineAnchor = try scanName()
                    skipBlanks()
                    if isEndOfLine { throw error(.twoAnchors, at: lineAnchor?.offset ?? position) }
                }
            } else {
                lineAnchor = anchor
            }
        }
        /// The anchor of a node that is not a mapping: it has one at most.
        func single() throws(YAMLError) -> Anchor? {
            if nodeAnchor != nil, let lineAnchor { throw error(.twoAnchors, at: lineAnchor.offset) }
            return nodeAnchor ?? lineAnchor
        }
        let nodeStart = lineAnchor?.offset ?? position
        let column = nodeStart - lineStart
        let opensBlock = !inline || spec.compact
        let start = position
        switch current {
        case UInt8(ascii: "!"):
            throw tagError()
        case UInt8(ascii: "&"):
            throw error(.twoAnchors, at: position)
        case UInt8(ascii: "-") where Self.isBlankOrEnd(next):
            guard opensBlock, lineAnchor == nil else { throw error(.blockCollectionOnSameLine(sequence: true), at: position) }
            let anchor = nodeAnchor
            if let tab { throw error(.tabIndentation, at: tab) }
            try push(Frame(kind: .blockSequence, column: column, start: position, step: .first, anchor: anchor))
            return .opened
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            let anchor = try single()
            let text = try scanBlockScalar(parent: spec.parent)
            return .node(finish(Node(value: .string(text), start: nodeStart, form: .quoted(multiline: true)), anchor))
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let sequence = current == UInt8(ascii: "[")
            var frame = Frame(kind: sequence ? .flowSequence : .flowMapping, start: position, step: sequence ? .first : .key, anchor: try single())
            frame.opensInBlock = true
            flowParent = spec.parent
            try push(frame)
            position += 1
            return .opened
        case UInt8(ascii: "*"):
            let mark = position
            let name = try scanName()
            skipBlanks()
            if current == UInt8(ascii: ":"), Self.isBlankOrEnd(next) { throw error(.aliasAsKey(name.name), at: name.offset) }
            position = mark
            if let anchor = nodeAnchor ?? lineAnchor { throw error(.propertiesOnAlias, at: anchor.offset) }
            return .node(try alias())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, multiline) = try scanQuoted(parent: spec.parent)
            let mark = position
            skipBlanks()
            if current == UInt8(ascii: ":"), Self.isBlankOrEnd(next) {
                if multiline { throw error(.multilineKey, at: start) }
                return try openMapping(
                    key: text, at: start, plain: false, column: column, allowed: opensBlock, tab: tab,
                    anchors: (nodeAnchor, lineAnchor))
            }
            position = mark
            return .node(finish(Node(value: .string(text), start: nodeStart, form: .quoted(multiline: multiline)), try single()))
        case UInt8(ascii: "?") where Self.isBlankOrEnd(next):
            throw error(.complexKey, at: position)
        case UInt8(ascii: ":") where Self.isBlankOrEnd(next):
            throw error(.emptyKey, at: position)
        default:
            try refuseIndicator(flow: false)
            let first = scanPlainLine(flow: false)
            if current == UInt8(ascii: ":") {
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[first]), as: UTF8.self)
                return try openMapping(
                    key: key, at: start, plain: true, column: column, allowed: opensBlock, tab: tab,
                    anchors: (nodeAnchor, lineAnchor))
            }
            let anchor = try single()
            let text = try continuePlain(first, flow: false, parent: spec.parent)
            return .node(finish(Node(value: resolve(text), start: start, form: text.form), anchor))
        }
    }

    /// Opens a block mapping at `column` whose first key, `key`, has just
    /// been read (``position`` at its `:`). `anchors` are the mapping's
    /// (on a line before) and the key's (on its line).
    mutating func openMapping(
        key: String, at offset: Int, plain: Bool, column: Int, allowed: Bool, tab: Int?, anchors: (mapping: Anchor?, key: Anchor?)
    ) throws(YAMLError) -> Outcome {
        guard allowed else { throw error(.blockCollectionOnSameLine(sequence: false), at: offset) }
        if let tab { throw error(.tabIndentation, at: tab) }
        if plain, key == "<<" { throw error(.mergeKey, at: offset) }
        if let anchor = anchors.key { self.anchors[anchor.name] = .defined(Node(value: .string(key), start: offset, form: .quoted(multiline: false))) }
        var frame = Frame(kind: .blockMapping, column: column, start: anchors.mapping?.offset ?? offset, step: .value, anchor: anchors.mapping)
        frame.key = key
        frame.keyOffset = offset
        try push(frame)
        position += 1
        return .opened
    }

    /// A block mapping: its pending key's value, or its next key on a line
    /// at its column, or its end.
    mutating func resumeBlockMapping() throws(YAMLError) -> Outcome {
        let top = stack.count - 1
        let column = stack[top].column
        if stack[top].key == nil {
            guard case .content(let indent) = try nextLine(), indent >= column else { return .node(try close()) }
            if indent > column { throw error(.badIndentation, at: position) }
            ready = nil
            try readBlockKey()
        }
        return .child(NodeSpec(parent: column, sameColumnSequence: true))
    }

    /// Reads a key of a block mapping at ``position`` and its `:`.
    mutating func readBlockKey() throws(YAMLError) {
        var anchor: Anchor?
        if current == UInt8(ascii: "&") {
            anchor = try scanName()
            skipBlanks()
        }
        let start = position
        let key: String
        var plain = false
        switch current {
        case UInt8(ascii: "!"):
            throw tagError()
        case UInt8(ascii: "?") where Self.isBlankOrEnd(next), UInt8(ascii: "["), UInt8(ascii: "{"):
            throw error(.complexKey, at: start)
        case UInt8(ascii: "*"):
            throw error(.aliasAsKey(try scanName().name), at: start)
        case UInt8(ascii: ":") where Self.isBlankOrEnd(next):
            throw error(.emptyKey, at: start)
        case UInt8(ascii: "-") where Self.isBlankOrEnd(next):
            throw error(.badIndentation, at: start)
        case 0, 0x0A, 0x0D, UInt8(ascii: "#"):
            throw error(.missingColon, at: anchor?.offset ?? start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, multiline) = try scanQuoted(parent: stack.last?.column ?? -1)
            skipBlanks()
            guard current == UInt8(ascii: ":"), Self.isBlankOrEnd(next) else { throw error(.missingColon, at: start) }
            if multiline { throw error(.multilineKey, at: start) }
            key = text
        default:
            try refuseIndicator(flow: false)
            let range = scanPlainLine(flow: false)
            guard current == UInt8(ascii: ":") else { throw error(.missingColon, at: start) }
            key = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            plain = true
        }
        if plain, key == "<<" { throw error(.mergeKey, at: start) }
        try setKey(key, at: start)
        if let anchor { anchors[anchor.name] = .defined(Node(value: .string(key), start: start, form: .quoted(multiline: false))) }
        position += 1
    }

    /// A block sequence: its next `-` on a line at its column, or its end.
    mutating func resumeBlockSequence() throws(YAMLError) -> Outcome {
        let top = stack.count - 1
        let column = stack[top].column
        if stack[top].step == .first {
            stack[top].step = .separator
        } else {
            guard case .content(let indent) = try nextLine(), indent >= column else { return .node(try close()) }
            if indent > column { throw error(.badIndentation, at: position) }
            guard isSequenceEntry else { return .node(try close()) }
            ready = nil
        }
        position += 1
        return .child(NodeSpec(parent: column, compact: true))
    }
}
