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
