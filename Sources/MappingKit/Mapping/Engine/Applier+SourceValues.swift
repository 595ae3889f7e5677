/// Reading the values the engine is given: a node of the tape or a
/// ``PayloadValue``, alike.
extension Applier {
    /// The value as the public view handed to conversions and transformers.
    func payloadValue(_ value: SourceValue) -> PayloadValue {
        switch value {
        case .value(let payload): payload
        case .node(let index): document.map { PayloadValue(document: $0, index: index) } ?? PayloadValue(.null)
        }
    }

    @inline(__always)
    func kind(_ value: SourceValue) -> PayloadValue.Kind { value.kind(in: tape) }

    /// A short description for messages (``PayloadValue/summary``).
    func summary(_ value: SourceValue) -> String { payloadValue(value).summary }

    /// The value at `keys[first...]` from `value`, or `nil` when it is
    /// missing (absent, `null`, or a path through a non-container).
    @inline(__always)
    func resolve(_ value: SourceValue, _ keys: [MappingKeyPath.Key], from first: Int = 0) -> SourceValue? {
        value.resolve(keys, from: first, in: tape)
    }

    /// Calls `body` with each element's position and value, in order, until
    /// it returns `false`; does nothing when `value` is not an array.
    mutating func forEachElement(of value: SourceValue, _ body: (inout Applier, Int, SourceValue) -> Bool) {
        switch value {
        case .node(let index):
            guard tape.kind(index) == .array else { return }
            tape.forEachElement(ofArray: index) { position, child in body(&self, position, .node(child)) }
        case .value(let payload):
            payload.forEachElement { position, element in body(&self, position, .value(element)) }
        }
    }

    /// The elements of an array (none when `value` is not one).
    func elements(of value: SourceValue) -> [SourceValue] {
        switch value {
        case .node(let index):
            guard tape.kind(index) == .array else { return [] }
            var result: [SourceValue] = []
            result.reserveCapacity(Int(tape.nodes[index].length))
            tape.forEachElement(ofArray: index) { _, child in
                result.append(.node(child))
                return true
            }
            return result
        case .value(let payload):
            return (payload.elements ?? []).map(SourceValue.value)
        }
    }

    /// The number of elements or members of an array or object, else 0.
    @inline(__always)
    func count(_ value: SourceValue) -> Int { value.count(in: tape) }
}
