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

    /// The node as a plain JSON value (locations dropped).
    var json: JSON {
        switch value {
        case .object(let members): .object(JSON.Object(members.map { ($0.key, $0.value.json) }))
        case .array(let elements): .array(elements.map(\.json))
        case .string(let string): .string(string)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }

    /// A node for a JSON value, every part at `origin`.
    init(json: JSON, origin: Origin) {
        self.origin = origin
        switch json {
        case .object(let object):
            value = .object(object.map { Member(key: $0.0, keyOrigin: origin, value: MappingNode(json: $0.1, origin: origin)) })
        case .array(let elements): value = .array(elements.map { MappingNode(json: $0, origin: origin) })
        case .string(let string): value = .string(string)
        case .number(let number): value = .number(number)
        case .bool(let flag): value = .bool(flag)
        case .null: value = .null
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
    func numberingCodeNodes(from counter: inout Int) -> MappingNode {
        var copy = self
        if case .code(let file, let line, _) = origin {
            counter += 1
            copy.origin = .code(file: file, line: line, node: counter)
        }
        switch value {
        case .object(let members):
            copy.value = .object(members.map { member in
                var member = member
                if case .code(let file, let line, _) = member.keyOrigin {
                    counter += 1
                    member.keyOrigin = .code(file: file, line: line, node: counter)
                }
                member.value = member.value.numberingCodeNodes(from: &counter)
                return member
            })
        case .array(let elements):
            copy.value = .array(elements.map { $0.numberingCodeNodes(from: &counter) })
        default:
            break
        }
        return copy
    }

    /// Builds the node tree of a parsed `.mappings` document.
    init(document: JSONDocument, file: Int) {
        var cursor = document.root
        self = MappingNode.build(document, &cursor, file: file)
    }

    private static func build(_ document: JSONDocument, _ cursor: inout Int, file: Int) -> MappingNode {
        let index = cursor
        let node = document.nodes[index]
        let origin = Origin.file(file, offset: node.tokenOffset)
        cursor += 1
        switch node.kind {
        case .null: return MappingNode(value: .null, origin: origin)
        case .true: return MappingNode(value: .bool(true), origin: origin)
        case .false: return MappingNode(value: .bool(false), origin: origin)
        case .number: return MappingNode(value: .number(document.number(at: index)), origin: origin)
        case .string: return MappingNode(value: .string(document.string(at: index)), origin: origin)
        case .array:
            var elements: [MappingNode] = []
            while cursor < Int(node.end) { elements.append(build(document, &cursor, file: file)) }
            return MappingNode(value: .array(elements), origin: origin)
        case .object:
            var members: [Member] = []
            while cursor < Int(node.end) {
                let keyIndex = cursor
                let key = document.string(at: keyIndex)
                cursor += 1
                let value = build(document, &cursor, file: file)
                members.append(Member(key: key, keyOrigin: .file(file, offset: document.nodes[keyIndex].tokenOffset), value: value))
            }
            return MappingNode(value: .object(members), origin: origin)
        }
    }
}
