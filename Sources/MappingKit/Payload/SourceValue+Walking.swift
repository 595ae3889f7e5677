/// Walking a value's elements and members alike whether it is a node of
/// the tape or a ``PayloadValue``: what the decoders read with, given the
/// call's tape.
extension SourceValue {
    /// The value's kind.
    @inline(__always)
    func kind(in tape: TapeView) -> PayloadValue.Kind {
        switch self {
        case .node(let index): PayloadValue.Kind(tape.kind(index))
        case .value(let payload): payload.kind
        }
    }

    /// The number of elements or members of an array or object, else 0.
    @inline(__always)
    func count(in tape: TapeView) -> Int {
        switch self {
        case .node(let index):
            let node = tape.nodes[index]
            return node.kind == .array || node.kind == .object ? Int(node.length) : 0
        case .value(let payload):
            return payload.count
        }
    }

    /// The value at `keys[first...]` from this one, or `nil` when it is
    /// missing (absent, `null`, or a path through a non-container).
    @inline(__always)
    func resolve(_ keys: [MappingKeyPath.Key], from first: Int = 0, in tape: TapeView) -> SourceValue? {
        switch self {
        case .node(var index):
            var position = first
            while position < keys.count {
                guard let next = tape.member(keys[position], of: index) else { return nil }
                index = next
                position += 1
            }
            return tape.kind(index) == .null ? nil : .node(index)
        case .value(var current):
            var position = first
            while position < keys.count {
                guard let next = current.member(keys[position]) else { return nil }
                current = next
                position += 1
            }
            return current.isNull ? nil : .value(current)
        }
    }

    /// Calls `body` with each element's position and value, in order, until
    /// it returns `false`; nothing when the value is not an array.
    func forEachElement(in tape: TapeView, _ body: (Int, SourceValue) throws -> Bool) rethrows {
        switch self {
        case .node(let index):
            guard tape.kind(index) == .array else { return }
            try tape.forEachElement(ofArray: index) { position, child in try body(position, .node(child)) }
        case .value(let payload):
            try payload.forEachElement { position, element in try body(position, .value(element)) }
        }
    }

    /// Calls `body` with each member's key and value, in order; nothing
    /// when the value is not an object.
    func forEachMember(in tape: TapeView, _ body: (String, SourceValue) throws -> Void) rethrows {
        switch self {
        case .node(let index):
            guard tape.kind(index) == .object else { return }
            try tape.forEachMember(ofObject: index) { key, member in
                try body(tape.string(key), .node(member))
                return true
            }
        case .value(let payload):
            for (key, member) in payload.members ?? [] { try body(key, .value(member)) }
        }
    }

    /// The keys of the object, in order (none when it is not one).
    func memberNames(in tape: TapeView) -> [String] {
        var names: [String] = []
        forEachMember(in: tape) { key, _ in names.append(key) }
        return names
    }
}
