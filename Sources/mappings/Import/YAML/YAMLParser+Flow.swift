import MappingKit

/// Flow context: `[…]` and `{…}`, over as many lines as they take. Inside
/// them indentation does not matter and tabs separate like spaces; JSON
/// text is a flow collection or scalar, so it reads as itself.
extension YAMLParser {
    /// Skips spaces, tabs, line breaks and comments between flow tokens; a
    /// document marker at the start of a line leaves the collection
    /// unclosed, and a line not indented under the block collection around
    /// (``flowParent``) cannot be in it, but for its closing bracket.
    mutating func skipFlowSpace() throws(YAMLError) {
        var indent: Int?  // the spaces starting the line last crossed into
        var tab: Int?  // a tab among the blanks after them
        while true {
            switch current {
            case 0x20:
                position += 1
            case 0x09:
                if indent != nil, tab == nil { tab = position }
                position += 1
            case 0x0A, 0x0D:
                consumeBreak()
                if isDocumentMarker(at: position) { throw unterminatedFlow() }
                while current == UInt8(ascii: " ") { position += 1 }
                indent = position - lineStart
                tab = nil
            case UInt8(ascii: "#"):
                guard position == lineStart || Self.isBlank(byte(at: position - 1)) else { return }
                skipToBreak()
            case 0, UInt8(ascii: "]"), UInt8(ascii: "}"):
                return
            default:
                if let indent, indent <= flowParent {
                    if let tab { throw error(.tabIndentation, at: tab) }
                    throw notIndented()
                }
                return
            }
        }
    }

    /// The error for a line of the flow collection at ``position`` that is
    /// not indented under its block collection.
    func notIndented() -> YAMLError {
        var index = 0
        while index < stack.count, !stack[index].opensInBlock { index += 1 }
        guard index < stack.count else { return unterminatedFlow() }
        let sequence = stack[index].kind == .flowSequence
        return error(.flowLineNotIndented(sequence: sequence, opening: location(of: stack[index].start)), at: position)
    }

    /// The innermost flow collection is not closed: reported at its opening bracket.
    func unterminatedFlow() -> YAMLError {
        var index = stack.count - 1
        while index > 0, stack[index].kind == .flowPair { index -= 1 }
        guard index >= 0 else { return error(.unterminatedFlowCollection(sequence: true), at: position) }
        return error(.unterminatedFlowCollection(sequence: stack[index].kind != .flowMapping), at: stack[index].start)
    }

    /// Starts a node inside a flow collection, at ``position`` (space skipped).
    mutating func startFlowNode() throws(YAMLError) -> Outcome {
        var anchor: Anchor?
        if current == UInt8(ascii: "&") {
            anchor = try scanName()
            try skipFlowSpace()
        }
        let start = position
        switch current {
        case UInt8(ascii: "!"):
            throw tagError()
        case UInt8(ascii: "&"):
            throw unexpected(.value)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let sequence = current == UInt8(ascii: "[")
            try push(Frame(kind: sequence ? .flowSequence : .flowMapping, start: position, step: sequence ? .first : .key, anchor: anchor))
            position += 1
            return .opened
        case UInt8(ascii: "*"):
            if let anchor { throw error(.propertiesOnAlias, at: anchor.offset) }
            return .node(try alias())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, multiline) = try scanQuoted(parent: flowParent)
            return .node(finish(Node(value: .string(text), start: start, form: .quoted(multiline: multiline)), anchor))
        case 0:
            throw unterminatedFlow()
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            // An anchored empty node: `[&a , b]`.
            return .node(finish(emptyNode(), anchor))
        case UInt8(ascii: "?") where Self.isBlankOrEnd(next) || Self.isFlowIndicator(next):
            throw error(.complexKey, at: position)
        case UInt8(ascii: ":") where Self.isBlankOrEnd(next) || Self.isFlowIndicator(next):
            throw error(.emptyKey, at: position)
        default:
            try refuseIndicator(flow: true)
            let text = try continuePlain(scanPlainLine(flow: true), flow: true, parent: flowParent)
            return .node(finish(Node(value: resolve(text), start: start, form: text.form), anchor))
        }
    }

    /// A flow sequence: its next entry, `,`, `]`, or a `:` that makes the
    /// last entry a single pair's key.
    mutating func resumeFlowSequence() throws(YAMLError) -> Outcome {
        let top = stack.count - 1
        while true {
            try skipFlowSpace()
            let byte = current
            if byte == 0 { throw unterminatedFlow() }
            if stack[top].step == .first {
                if byte == UInt8(ascii: "]") {
                    position += 1
                    return .node(try close())
                }
                if byte == UInt8(ascii: ",") { throw unexpected(.value) }
                return .child(.flowNode)
            }
            switch byte {
            case UInt8(ascii: "]"):
                position += 1
                return .node(try close())
            case UInt8(ascii: ","):
                position += 1
                stack[top].step = .first
            case UInt8(ascii: ":"):
                return try openPair()
            default:
                throw unexpected(.flowSequence)
            }
        }
    }

    /// Turns the flow sequence's last entry into the key of a single-pair
    /// mapping (`[a: 1]`), whose value comes next.
    mutating func openPair() throws(YAMLError) -> Outcome {
        let top = stack.count - 1
        let keyStart = stack[top].lastStart
        let key: String
        // A single pair's key is implicit: on one line, its `:` too.
        let oneLine = keyStart >= lineStart
        switch stack[top].last {
        case .plain(let range?) where oneLine:
            key = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            if key == "<<" { throw error(.mergeKey, at: keyStart) }
        case .quoted(multiline: false) where oneLine:
            guard case .string(let text)? = stack[top].elements.last else { throw error(.complexKey, at: keyStart) }
            key = text
        case .plain, .quoted:
            throw error(.multilineKey, at: keyStart)
        case .alias(let name):
            throw error(.aliasAsKey(name), at: keyStart)
        case .collection:
            throw error(.complexKey, at: keyStart)
        case .empty:
            throw error(.emptyKey, at: position)
        }
        if !stack[top].elements.isEmpty { stack[top].elements.removeLast() }
        position += 1
        var frame = Frame(kind: .flowPair, start: keyStart, step: .value)
        frame.key = key
        frame.keyOffset = keyStart
        try push(frame)
        return .opened
    }

    /// A single pair: its value (empty before `,` or `]`), then its end.
    mutating func resumeFlowPair() throws(YAMLError) -> Outcome {
        let top = stack.count - 1
        if stack[top].step == .separator { return .node(try close()) }
        try skipFlowSpace()
        switch current {
        case UInt8(ascii: ","), UInt8(ascii: "]"):
            add(emptyNode())
            return .node(try close())
        case 0:
            throw unterminatedFlow()
        default:
            return .child(.flowNode)
        }
    }

    /// A flow mapping: its next key, `:`, value, `,` or `}`. A key without
    /// `:` has an empty value (`{a, b: 1}`).
    mutating func resumeFlowMapping() throws(YAMLError) -> Outcome {
        let top = stack.count - 1
        while true {
            try skipFlowSpace()
            let byte = current
            if byte == 0 { throw unterminatedFlow() }
            switch stack[top].step {
            case .key:
                if byte == UInt8(ascii: "}") {
                    position += 1
                    return .node(try close())
                }
                if byte == UInt8(ascii: ",") { throw unexpected(.value) }
                try readFlowKey()
                stack[top].step = .colon
            case .colon:
                switch byte {
                case UInt8(ascii: ":"):
                    position += 1
                    stack[top].step = .value
                case UInt8(ascii: ","):
                    add(emptyNode())
                    position += 1
                    stack[top].step = .key
                case UInt8(ascii: "}"):
                    add(emptyNode())
                    position += 1
                    return .node(try close())
                default:
                    throw unexpected(.colon)
                }
            case .value:
                switch byte {
                case UInt8(ascii: ","):
                    add(emptyNode())
                    position += 1
                    stack[top].step = .key
                case UInt8(ascii: "}"):
                    add(emptyNode())
                    position += 1
                    return .node(try close())
                default:
                    return .child(.flowNode)
                }
            case .first, .separator:
                switch byte {
                case UInt8(ascii: ","):
                    position += 1
                    stack[top].step = .key
                case UInt8(ascii: "}"):
                    position += 1
                    return .node(try close())
                default:
                    throw unexpected(.flowMapping)
                }
            }
        }
    }

    /// Reads a key of a flow mapping at ``position``: a plain scalar (over
    /// lines, folded) or a quoted one.
    mutating func readFlowKey() throws(YAMLError) {
        var anchor: Anchor?
        if current == UInt8(ascii: "&") {
            anchor = try scanName()
            try skipFlowSpace()
        }
        let start = position
        let key: String
        var plain = false
        switch current {
        case UInt8(ascii: "!"):
            throw tagError()
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            throw error(.complexKey, at: start)
        case UInt8(ascii: "?") where Self.isBlankOrEnd(next) || Self.isFlowIndicator(next):
            throw error(.complexKey, at: start)
        case UInt8(ascii: "*"):
            throw error(.aliasAsKey(try scanName().name), at: start)
        case UInt8(ascii: ":") where Self.isBlankOrEnd(next) || Self.isFlowIndicator(next):
            throw error(.emptyKey, at: start)
        case UInt8(ascii: ","), UInt8(ascii: "}"):
            throw error(.emptyKey, at: start)
        case 0:
            throw unterminatedFlow()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            key = try scanQuoted(parent: flowParent).text
        default:
            try refuseIndicator(flow: true)
            key = string(try continuePlain(scanPlainLine(flow: true), flow: true, parent: flowParent))
            plain = true
        }
        if plain, key == "<<" { throw error(.mergeKey, at: start) }
        try setKey(key, at: start)
        if let anchor { anchors[anchor.name] = .defined(Node(value: .string(key), start: start, form: .quoted(multiline: false))) }
    }
}
