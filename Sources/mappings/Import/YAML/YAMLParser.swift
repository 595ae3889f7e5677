import MappingKit

/// One reading of a YAML document by ``YAMLReader``: the bytes, where the
/// reader is, and the collections open around it.
///
/// The parser never recurses. A mapping, sequence or flow collection being
/// read is a ``Frame`` on ``stack``, and ``parse()`` is a loop that starts a
/// node, resumes the innermost open collection, or hands that collection a
/// finished node; so the thread's stack does not grow with the document's
/// depth, which ``YAMLReader/Limits/maximumDepth`` bounds. Each byte is
/// looked at a bounded number of times: block context in
/// `YAMLParser+Block.swift`, flow context in `YAMLParser+Flow.swift`,
/// scalars in `YAMLParser+Scalars.swift`.
///
/// A NUL byte cannot be in a document (``refuseControlCharacters()`` refuses
/// it first), so ``byte(at:)`` answers 0 past the end and the scanners stop
/// there without a separate bounds test.
struct YAMLParser {
    /// The document's UTF-8 bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The name errors give the document.
    let file: String
    /// Depth and alias bounds.
    let limits: YAMLReader.Limits
    /// The offset of the next byte to read.
    var position = 0
    /// Where the current line starts: a column is an offset from it.
    var lineStart = 0
    /// The open collections, innermost last.
    var stack: [Frame] = []
    /// Each anchor's node, or where its node started while it is being read.
    var anchors: [String: AnchorState] = [:]
    /// The nodes the aliases read so far stand for, in all.
    var expanded = 0
    /// A line ``nextLine()`` found ahead that no node has taken yet; while
    /// it is set, ``position`` is at its first character.
    var ready: Line?
    /// The column of the block collection around the flow collection being
    /// read (-1 at the top): its lines must be indented more.
    var flowParent = -1

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLReader.Limits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// An open collection.
    struct Frame {
        enum Kind {
            case blockMapping, blockSequence, flowSequence, flowMapping
            /// A single-pair mapping in a flow sequence: `[a: 1]`.
            case flowPair
        }

        /// What the collection reads next.
        enum Step {
            /// A block sequence's first `-`, a flow sequence's entry or `]`.
            case first
            /// A flow mapping's key or `}`.
            case key
            /// A flow mapping's `:` (or `,` or `}`: the key has no value).
            case colon
            /// The value of the pending key.
            case value
            /// After an entry: the next one, or the end.
            case separator
        }

        var kind: Kind
        /// A block collection's column: its keys' or its dashes'.
        var column = 0
        /// Where the collection starts (its anchor, first key, dash or bracket).
        var start: Int
        var step: Step
        var anchor: Anchor?
        /// A flow collection begun in block context: a `:` after it would
        /// make it a key.
        var opensInBlock = false
        var elements: [JSON] = []
        var object = JSON.Object()
        /// Where each key of ``object`` was written, in order: for a duplicate's note.
        var keyOffsets: [Int] = []
        /// The key whose value comes next.
        var key: String?
        var keyOffset = 0
        /// A flow sequence's last entry, which a `:` turns into a pair's key.
        var last: Node.Form = .empty
        var lastStart = 0
        /// Nodes in the collection, itself included, aliases as what they stand for.
        var nodes = 1
        /// Levels of collections in it, itself included.
        var height = 1

        init(kind: Kind, column: Int = 0, start: Int, step: Step, anchor: Anchor? = nil) {
            self.kind = kind
            self.column = column
            self.start = start
            self.step = step
            self.anchor = anchor
        }
    }

    /// A finished node: its value, its size for the alias budget, and what
    /// a key made of it needs.
    struct Node {
        enum Form {
            /// Nothing: an empty value.
            case empty
            /// A plain scalar; its bytes when it is on one line.
            case plain(Range<Int>?)
            /// A quoted or block scalar.
            case quoted(multiline: Bool)
            case collection
            case alias(String)
        }

        var value: JSON
        var nodes = 1
        var height = 0
        var start: Int
        var form: Form
    }

    /// `&name`, and where it was written.
    struct Anchor {
        var name: String
        var offset: Int
    }

    enum AnchorState {
        /// The anchored collection is still being read; it starts here.
        case open(Int)
        case defined(Node)
    }

    /// How the next node is read.
    struct NodeSpec {
        /// The column of the innermost block collection (-1 at the top): a
        /// node on a line of its own is indented more.
        var parent: Int
        /// A mapping's value: a block sequence may stand at the mapping's column.
        var sameColumnSequence = false
        /// After `- `: a block collection may start on the dash's line.
        var compact = false
        var flow = false

        static let flowNode = NodeSpec(parent: -1, flow: true)
    }

    /// What a step of the parse produced.
    enum Outcome {
        /// A collection was opened: resume it.
        case opened
        /// The innermost collection wants a node read.
        case child(NodeSpec)
        case node(Node)
    }

    /// Reads the whole document.
    mutating func parse() throws(YAMLError) -> JSON {
        try refuseControlCharacters()
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        try documentStart()
        var outcome = try startBlockNode(NodeSpec(parent: -1))
        while true {
            switch outcome {
            case .opened:
                outcome = try resume()
            case .child(let spec):
                outcome = spec.flow ? try startFlowNode() : try startBlockNode(spec)
            case .node(let node):
                guard !stack.isEmpty else {
                    try documentEnd()
                    return node.value
                }
                add(node)
                outcome = try resume()
            }
        }
    }

    /// The innermost collection's next step.
    mutating func resume() throws(YAMLError) -> Outcome {
        guard let kind = stack.last?.kind else { return .node(emptyNode()) }
        switch kind {
        case .blockMapping: return try resumeBlockMapping()
        case .blockSequence: return try resumeBlockSequence()
        case .flowSequence: return try resumeFlowSequence()
        case .flowMapping: return try resumeFlowMapping()
        case .flowPair: return try resumeFlowPair()
        }
    }

    /// Hands `node` to the innermost collection: an element, or the pending key's value.
    mutating func add(_ node: Node) {
        let top = stack.count - 1
        guard top >= 0 else { return }
        stack[top].nodes += node.nodes
        stack[top].height = max(stack[top].height, node.height + 1)
        switch stack[top].kind {
        case .blockSequence, .flowSequence:
            stack[top].elements.append(node.value)
            stack[top].last = node.form
            stack[top].lastStart = node.start
        case .blockMapping, .flowMapping, .flowPair:
            if let key = stack[top].key {
                stack[top].object[key] = node.value
                stack[top].keyOffsets.append(stack[top].keyOffset)
                stack[top].key = nil
            }
        }
        stack[top].step = .separator
    }

    /// Opens a collection, within the depth limit.
    mutating func push(_ frame: Frame) throws(YAMLError) {
        guard stack.count < limits.maximumDepth else {
            throw error(.tooDeep(limit: limits.maximumDepth), at: frame.start)
        }
        if let anchor = frame.anchor { anchors[anchor.name] = .open(anchor.offset) }
        stack.append(frame)
    }

    /// Closes the innermost collection: its node, defined for its anchor.
    mutating func close() throws(YAMLError) -> Node {
        guard let frame = stack.popLast() else { return emptyNode() }
        let value: JSON
        switch frame.kind {
        case .blockSequence, .flowSequence: value = .array(frame.elements)
        case .blockMapping, .flowMapping, .flowPair: value = .object(frame.object)
        }
        let node = Node(value: value, nodes: frame.nodes, height: frame.height, start: frame.start, form: .collection)
        if let anchor = frame.anchor { anchors[anchor.name] = .defined(node) }
        if frame.opensInBlock {
            // `[a, b]: value` in block context: a collection as a key.
            let mark = position
            skipBlanks()
            if current == UInt8(ascii: ":"), Self.isBlankOrEnd(next) { throw error(.complexKey, at: frame.start) }
            position = mark
        }
        return node
    }

    /// `node`, defined for `anchor` when it has one.
    mutating func finish(_ node: Node, _ anchor: Anchor?) -> Node {
        if let anchor { anchors[anchor.name] = .defined(node) }
        return node
    }

    /// An empty value here.
    func emptyNode() -> Node { Node(value: .null, start: position, form: .empty) }

    /// The node of the alias at ``position`` (`*name`), counted against the limits.
    mutating func alias() throws(YAMLError) -> Node {
        let alias = try scanName()
        switch anchors[alias.name] {
        case nil:
            throw error(.unknownAlias(alias.name), at: alias.offset)
        case .open(let offset):
            throw error(.aliasCycle(alias.name, anchor: location(of: offset)), at: alias.offset)
        case .defined(let node):
            expanded += node.nodes
            if expanded > limits.maximumAliasNodes { throw error(.tooLarge(limit: limits.maximumAliasNodes), at: alias.offset) }
            if stack.count + node.height > limits.maximumDepth {
                throw error(.tooDeep(limit: limits.maximumDepth), at: alias.offset)
            }
            return Node(value: node.value, nodes: node.nodes, height: node.height, start: alias.offset, form: .alias(alias.name))
        }
    }

    /// Sets the innermost mapping's pending key, refusing one it has.
    mutating func setKey(_ key: String, at offset: Int) throws(YAMLError) {
        let top = stack.count - 1
        guard top >= 0 else { return }
        if stack[top].object[key] != nil {
            let index = stack[top].object.keys.firstIndex(of: key) ?? 0
            let first = index < stack[top].keyOffsets.count ? stack[top].keyOffsets[index] : offset
            throw error(.duplicateKey(key, first: location(of: first)), at: offset)
        }
        stack[top].key = key
        stack[top].keyOffset = offset
    }

    /// Refuses the control characters YAML does not allow anywhere: C0 but
    /// tab, line feed and carriage return, and DEL. (NUL among them, which
    /// lets ``byte(at:)`` use 0 for the end.)
    func refuseControlCharacters() throws(YAMLError) {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 ? (byte != 0x09 && byte != 0x0A && byte != 0x0D) : byte == 0x7F {
                throw error(.controlCharacter(byte), at: index)
            }
        }
    }

    // MARK: Bytes

    /// The byte at `index`, or 0 outside the document (one comparison:
    /// a negative index is a large unsigned one).
    @inline(__always)
    func byte(at index: Int) -> UInt8 { UInt(bitPattern: index) < UInt(bitPattern: bytes.count) ? bytes[index] : 0 }

    /// The byte at ``position``, or 0 at the end.
    var current: UInt8 {
        @inline(__always) get { byte(at: position) }
    }

    /// The byte after ``position``, or 0.
    var next: UInt8 {
        @inline(__always) get { byte(at: position + 1) }
    }

    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inline(__always)
    static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// A space, tab, line break, or the end.
    @inline(__always)
    static func isBlankOrEnd(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0
    }

    /// `,` `[` `]` `{` `}`.
    @inline(__always)
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): true
        default: false
        }
    }

    /// Steps over a line break (LF, CR or CRLF) at ``position``; the next line starts after it.
    mutating func consumeBreak() {
        if current == 0x0D {
            position += 1
            if current == 0x0A { position += 1 }
        } else if current == 0x0A {
            position += 1
        }
        lineStart = position
    }

    mutating func skipBlanks() {
        while Self.isBlank(current) { position += 1 }
    }

    /// Moves to the line break (or end) that ends the line.
    mutating func skipToBreak() {
        while true {
            let byte = current
            if byte == 0 || byte == 0x0A || byte == 0x0D { return }
            position += 1
        }
    }

    /// `---` or `...` at the start of a line, followed by a blank, a break or the end.
    func isDocumentMarker(at index: Int) -> Bool {
        guard index == lineStart, index + 3 <= bytes.count else { return false }
        let first = bytes[index]
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return bytes[index + 1] == first && bytes[index + 2] == first && Self.isBlankOrEnd(byte(at: index + 3))
    }

    // MARK: Errors

    func error(_ kind: YAMLError.Kind, at offset: Int) -> YAMLError {
        YAMLError(kind, at: offset, in: bytes, file: file)
    }

    func location(of offset: Int) -> YAMLError.Location {
        YAMLError.location(of: offset, in: bytes)
    }

    /// The character at `offset`, for a message.
    func character(at offset: Int) -> Character {
        let end = min(bytes.count, offset + 4)
        guard offset < end else { return " " }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return text.unicodeScalars.first.map(Character.init) ?? " "
    }

    /// The character at ``position`` where `expectation` was not met.
    func unexpected(_ expectation: YAMLError.Expectation) -> YAMLError {
        error(.unexpectedCharacter(character(at: position), expectation), at: position)
    }
}
