/// A value of a `.mappings` file with where it came from: the loader's
/// working form, between parsing and compiling.
struct MappingNode: Sendable {
    /// Where a node was written.
    enum Origin: Sendable, Hashable {
        /// A byte offset in one of the catalog's files.
        case file(Int, offset: Int)
        /// A Swift source line, for contexts defined in code; `node`
        /// tells apart the values made on one line (see
        /// ``MappingNode/numberingCodeNodes(from:)``).
        case code(file: String, line: Int, node: Int = 0)
    }

    struct Member: Sendable {
        var key: String
        var keyOrigin: Origin
        var value: MappingNode
    }

    /// A key written twice in one object of a parsed file: byte offsets of
    /// the repeat and of the first (see ``init(document:file:repeatedKeys:)``).
    struct RepeatedKey: Sendable, Hashable {
        var key: String
        var offset: Int
        var firstOffset: Int
    }

    enum Value: Sendable {
        case object([Member])
        case array([MappingNode])
        case string(String)
        case number(JSON.Number)
        case bool(Bool)
        case null
    }

    var value: Value
    var origin: Origin

    var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    subscript(key: String) -> MappingNode? {
        members?.last { $0.key == key }?.value
    }

    func member(_ key: String) -> Member? {
        members?.last { $0.key == key }
    }

    /// The node as a plain JSON value (locations dropped). Built with a
    /// loop, so the depth of the node does not reach the thread's stack.
    var json: JSON {
        var open: [(keys: [String]?, children: [MappingNode], done: [JSON])] = []
        var next = self
        while true {
            var value: JSON
            switch next.value {
            case .object(let members) where !members.isEmpty:
                open.append((members.map(\.key), members.map(\.value), []))
                next = members[0].value
                continue
            case .array(let elements) where !elements.isEmpty:
                open.append((nil, elements, []))
                next = elements[0]
                continue
            case .object: value = .object(JSON.Object())
            case .array: value = .array([])
            case .string(let string): value = .string(string)
            case .number(let number): value = .number(number)
            case .bool(let flag): value = .bool(flag)
            case .null: value = .null
            }
            while let last = open.indices.last {
                open[last].done.append(value)
                let position = open[last].done.count
                if position < open[last].children.count {
                    next = open[last].children[position]
                    break
                }
                let finished = open.removeLast()
                value = finished.keys.map { .object(JSON.Object(zip($0, finished.done))) } ?? .array(finished.done)
            }
            if open.isEmpty { return value }
        }
    }

    /// A node for a JSON value, every part at `origin`. Built with a loop,
    /// so the depth of the value does not reach the thread's stack.
    init(json: JSON, origin: Origin) {
        var open: [(keys: [String]?, children: [JSON], done: [MappingNode])] = []
        var next = json
        while true {
            var node: MappingNode
            switch next {
            case .object(let object) where !object.isEmpty:
                open.append((object.keys, object.values, []))
                next = object.values[0]
                continue
            case .array(let elements) where !elements.isEmpty:
                open.append((nil, elements, []))
                next = elements[0]
                continue
            case .object: node = MappingNode(value: .object([]), origin: origin)
            case .array: node = MappingNode(value: .array([]), origin: origin)
            case .string(let string): node = MappingNode(value: .string(string), origin: origin)
            case .number(let number): node = MappingNode(value: .number(number), origin: origin)
            case .bool(let flag): node = MappingNode(value: .bool(flag), origin: origin)
            case .null: node = MappingNode(value: .null, origin: origin)
            }
            while let last = open.indices.last {
                open[last].done.append(node)
                let position = open[last].done.count
                if position < open[last].children.count {
                    next = open[last].children[position]
                    break
                }
                let finished = open.removeLast()
                let value: Value = finished.keys.map { keys in
                    .object(zip(keys, finished.done).map { Member(key: $0.0, keyOrigin: origin, value: $0.1) })
                } ?? .array(finished.done)
                node = MappingNode(value: value, origin: origin)
            }
            if open.isEmpty {
                self = node
                return
            }
        }
    }

    init(value: Value, origin: Origin) {
        self.value = value
        self.origin = origin
    }

    /// A copy where every node made in code has its own origin, so
    /// inheritance can tell them apart (all the values of one
    /// `MappingDefinition(json:)` share one Swift line). `counter` gives the
    /// next number.
    ///
    /// Numbers are given in document order: a node, then each member's key
    /// and value. A loop walks the node, so its depth does not reach the
    /// thread's stack.
    func numberingCodeNodes(from counter: inout Int) -> MappingNode {
        func numbered(_ origin: Origin) -> Origin {
            guard case .code(let file, let line, _) = origin else { return origin }
            counter += 1
            return .code(file: file, line: line, node: counter)
        }
        var open: [OpenNode] = []
        var next = self
        while true {
            var node = next
            node.origin = numbered(node.origin)
            switch node.value {
            case .object(var members) where !members.isEmpty:
                members[0].keyOrigin = numbered(members[0].keyOrigin)
                next = members[0].value
                open.append(OpenNode(node: node, members: members))
                continue
            case .array(let elements) where !elements.isEmpty:
                next = elements[0]
                open.append(OpenNode(node: node, elements: elements))
                continue
            default:
                break
            }
            while let last = open.indices.last {
                let position = open[last].position
                open[last].position += 1
                if open[last].members != nil {
                    open[last].members?[position].value = node
                    if position + 1 < open[last].members?.count ?? 0, var member = open[last].members?[position + 1] {
                        member.keyOrigin = numbered(member.keyOrigin)
                        open[last].members?[position + 1].keyOrigin = member.keyOrigin
                        next = member.value
                        break
                    }
                } else {
                    open[last].elements[position] = node
                    if position + 1 < open[last].elements.count {
                        next = open[last].elements[position + 1]
                        break
                    }
                }
                let finished = open.removeLast()
                node = finished.node
                node.value = finished.members.map { .object($0) } ?? .array(finished.elements)
            }
            if open.isEmpty { return node }
        }
    }

    /// Builds the node tree of a parsed `.mappings` document, with a loop
    /// and a stack of the containers being filled, so the depth of the
    /// document does not reach the thread's stack.
    ///
    /// A key written again in the same object keeps the later member (its
    /// key's place and its value) where the first one stood, as a selector
    /// block's key replaces its sibling, and is added to `repeatedKeys` for
    /// the loader to report: the rest of the file is still read and checked.
    init(document: JSONDocument, file: Int, repeatedKeys: inout [RepeatedKey]) {
        var open: [OpenNode] = []
        var cursor = document.root
        while true {
            let index = cursor
            let node = document.nodes[index]
            let origin = Origin.file(file, offset: node.tokenOffset)
            cursor += 1
            var built: MappingNode
            switch node.kind {
            case .null: built = MappingNode(value: .null, origin: origin)
            case .true: built = MappingNode(value: .bool(true), origin: origin)
            case .false: built = MappingNode(value: .bool(false), origin: origin)
            case .number: built = MappingNode(value: .number(document.number(at: index)), origin: origin)
            case .string: built = MappingNode(value: .string(document.string(at: index)), origin: origin)
            case .array, .object:
                let isObject = node.kind == .object
                let empty = MappingNode(value: isObject ? .object([]) : .array([]), origin: origin)
                guard cursor < Int(node.end) else {
                    built = empty
                    break
                }
                var container = OpenNode(node: empty, members: isObject ? [] : nil, end: Int(node.end))
                if isObject { container.readKey(document, &cursor, file: file) }
                open.append(container)
                continue
            }
            while let last = open.indices.last {
                open[last].add(built, repeatedKeys: &repeatedKeys)
                guard cursor >= open[last].end else {
                    if open[last].members != nil { open[last].readKey(document, &cursor, file: file) }
                    break
                }
                let finished = open.removeLast()
                built = finished.node
                built.value = finished.members.map { .object($0) } ?? .array(finished.elements)
            }
            if open.isEmpty {
                self = built
                return
            }
        }
    }
}

/// A container node whose children are being built or rewritten by the
/// loops of ``MappingNode``.
private struct OpenNode {
    /// The node, its value replaced when the children are done.
    var node: MappingNode
    /// An object's members; `nil` for an array.
    var members: [MappingNode.Member]?
    var elements: [MappingNode] = []
    /// The child being rewritten (``MappingNode/numberingCodeNodes(from:)``).
    var position = 0
    /// The tape index past the container (``MappingNode/init(document:file:)``).
    var end = 0
    /// The key and its origin of the member whose value is read next.
    var key = ""
    var keyOrigin = MappingNode.Origin.file(0, offset: 0)
    var keyOffset = 0
    /// Each key of the object so far: the index of its member, and the
    /// offset of its first writing (``MappingNode/init(document:file:repeatedKeys:)``).
    var keyIndex: [String: (member: Int, firstOffset: Int)] = [:]

    init(node: MappingNode, members: [MappingNode.Member]? = nil, elements: [MappingNode] = [], end: Int = 0) {
        self.node = node
        self.members = members
        self.elements = elements
        self.end = end
    }

    mutating func readKey(_ document: JSONDocument, _ cursor: inout Int, file: Int) {
        key = document.string(at: cursor)
        keyOffset = document.nodes[cursor].tokenOffset
        keyOrigin = .file(file, offset: keyOffset)
        cursor += 1
    }

    /// Adds an element, or the member of the key read last; a repeated key
    /// replaces its earlier member and is recorded in `repeatedKeys`.
    mutating func add(_ child: MappingNode, repeatedKeys: inout [MappingNode.RepeatedKey]) {
        guard members != nil else { return elements.append(child) }
        let member = MappingNode.Member(key: key, keyOrigin: keyOrigin, value: child)
        if let earlier = keyIndex[key] {
            members?[earlier.member] = member
            repeatedKeys.append(MappingNode.RepeatedKey(key: key, offset: keyOffset, firstOffset: earlier.firstOffset))
        } else {
            keyIndex[key] = (members?.count ?? 0, keyOffset)
            members?.append(member)
        }
    }
}
