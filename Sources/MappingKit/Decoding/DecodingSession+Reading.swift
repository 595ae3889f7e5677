import Foundation

/// Reading what an object holds for a coding key: through an entry of the
/// context, or the member of the same name.
extension DecodingSession {
    /// What an object holds for a key.
    enum Found {
        case absent
        case null
        case present(SourceValue)
        /// An entry's key path through an array (Applier+FanOut.swift):
        /// the values it reaches in each element.
        case fannedOut(FanOutNode)

        var isNull: Bool {
            if case .null = self { return true }
            return false
        }
    }

    /// The step of `plan`'s entry named `name`, for the keyed container at
    /// `cursor` (-1: none). Initializers ask for their keys in the same
    /// order every time, most often the entries' order: the step after the
    /// last one the container found is tried first, then the table.
    @inline(__always)
    func step(named name: String, in plan: MappingPlan<JSONObjectTarget>, cursor: Int = -1) -> PlanStep<JSONObjectTarget>? {
        if cursor >= 0 {
            let next = stepCursors[cursor] + 1
            if next < plan.steps.count, plan.steps[next].entry.property == name {
                stepCursors[cursor] = next
                return plan.steps[next]
            }
        }
        guard let index = plan.stepIndex(named: name) else { return nil }
        if cursor >= 0 { stepCursors[cursor] = index }
        return plan.steps[index]
    }

    /// The entry of `plan` named `name`, or of a context one of its `@self`
    /// entries merges (read through that entry's key path), with the plan
    /// holding it.
    func namedStep(_ name: String, in plan: MappingPlan<JSONObjectTarget>, depth: Int = 0)
        -> (step: PlanStep<JSONObjectTarget>, owner: MappingPlan<JSONObjectTarget>, via: MappingKeyPath?)?
    {
        if let step = step(named: name, in: plan) { return (step, plan, nil) }
        guard depth < 8 else { return nil }
        for index in plan.selfSteps {
            let selfStep = plan.steps[index]
            guard case .selfObject(let link) = selfStep.action,
                let (step, owner, via) = namedStep(name, in: link.plan, depth: depth + 1)
            else { continue }
            let segments = selfStep.entry.keyPath.segments + (via?.segments ?? [])
            return (step, owner, segments.isEmpty ? nil : MappingKeyPath(segments: segments))
        }
        return nil
    }

    /// The value of an entry: its key path from `object` (through `via`),
    /// or `@metadata`; `null` counts as missing, as everywhere in a mapping.
    func read(_ step: PlanStep<JSONObjectTarget>, via: MappingKeyPath? = nil, in object: SourceValue, cursor: Int = -1) -> Found {
        guard mode != .probe else { return .absent }
        if step.readsMetadata { return applier.metadataValue(step.keys, from: step.metadataSource).map { .present($0) } ?? .absent }
        if cursor >= 0, via == nil, case .node(let index) = object, tape.kind(index) == .object, !step.keys.isEmpty {
            // The first key from the container's cursor, the rest from there.
            let node = entryNode(step, inObject: index, cursor: cursor)
            if let node, step.readsOneKey { return tape.kind(node) == .null ? .absent : .present(.node(node)) }
            if let node, let value = applier.resolve(.node(node), step.keys, from: 1) { return .present(value) }
            if node == nil, step.keys.count == 1 { return .absent }
        }
        var base = object
        if let via {
            guard let resolved = applier.resolve(object, via.keys) else { return .absent }
            base = resolved
        }
        if let value = applier.resolve(base, step.keys) { return .present(value) }
        if step.keys.count > 1, applier.stopsAtArray(base, step.keys) {
            let tree = FanOutNode.evaluate(applier.payloadValue(base), step.keys, from: 0, path: [])
            if case .array = tree { return .fannedOut(tree) }
        }
        return .absent
    }

    /// The member named `name` of `object`, looked for from the container's
    /// cursor on (initializers ask in declaration order, often the payload's).
    func member(named name: String, in object: SourceValue, cursor: Int) -> Found {
        guard mode != .probe else { return .absent }
        switch object {
        case .node(let index):
            let node: Int?
            if convertsKeys {
                node = convertedMember(named: name, inObject: index)
            } else {
                node = memberNode(named: name, inObject: index, cursor: cursor)
            }
            guard let node else { return .absent }
            return tape.kind(node) == .null ? .null : .present(.node(node))
        case .value(let payload):
            guard let members = payload.members else { return .absent }
            for (key, value) in members.reversed() where (convertsKeys ? codingName(ofPayloadKey: key) : key) == name {
                return value.isNull ? .null : .present(.value(value))
            }
            return .absent
        }
    }

    /// The value node of the member a coding key names in strict mode (the
    /// key converted as the options say).
    @inline(__always)
    func strictNode(named name: String, inObject index: Int, cursor: Int) -> Int? {
        convertsKeys ? convertedMember(named: name, inObject: index) : memberNode(named: name, inObject: index, cursor: cursor)
    }

    /// The value node of member `name` of the object node `index`, looked
    /// for from the cursor, then from the start.
    func memberNode(named name: String, inObject index: Int, cursor: Int) -> Int? {
        var name = name
        return name.withUTF8 { memberNode(utf8: $0, inObject: index, cursor: cursor) }
    }

    /// A cursor's value once its container listed `allKeys` and found a
    /// key repeated: lookups then read the first occurrence, as
    /// `JSONDecoder` does.
    static let readsFirstOccurrence = -1

    /// ``memberNode(named:inObject:cursor:)`` for a key's bytes, looked for
    /// from the cursor on (the next key an initializer asks for is usually
    /// the next member), then from the start. A key the payload repeats
    /// reads the first occurrence once `allKeys` saw it repeated (as
    /// `JSONDecoder`); otherwise the next one from the cursor, which is
    /// the first when keys are asked for in the payload's order.
    func memberNode(utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int, cursor: Int) -> Int? {
        let tape = tape
        guard tape.kind(index) == .object else { return nil }
        let end = Int(tape.nodes[index].end)
        if cursors[cursor] == Self.readsFirstOccurrence {
            var child = index + 1
            while child < end {
                if JSONDocument.key(tape.nodes[child], in: tape.bytes, equals: key) { return child + 1 }
                child = tape.skip(child + 1)
            }
            return nil
        }
        let start = cursors[cursor] > index ? cursors[cursor] : index + 1
        // The member at the cursor: keys asked for in the payload's order.
        if start < end, JSONDocument.key(tape.nodes[start], in: tape.bytes, equals: key) {
            cursors[cursor] = tape.skip(start + 1)
            return start + 1
        }
        // A large object asked out of order: its member index.
        if indexStarts[cursor] >= 0 || tape.nodes[index].length >= Self.indexedMemberCount {
            return indexedMember(utf8: key, inObject: index, cursor: cursor)
        }
        var child = start
        while child < end {
            if JSONDocument.key(tape.nodes[child], in: tape.bytes, equals: key) {
                cursors[cursor] = tape.skip(child + 1)
                return child + 1
            }
            child = tape.skip(child + 1)
        }
        child = index + 1
        while child < start {
            if JSONDocument.key(tape.nodes[child], in: tape.bytes, equals: key) {
                cursors[cursor] = tape.skip(child + 1)
                return child + 1
            }
            child = tape.skip(child + 1)
        }
        return nil
    }

    /// Objects of at least this many members get an index when a key is
    /// asked for out of the payload's order; smaller ones are scanned.
    static let indexedMemberCount: UInt32 = 12

    /// A member's word in a member index: the key node in the low 32 bits,
    /// and above them what a key is first compared by, its node's
    /// ``JSONNode/keySignature`` (its length, first and last byte, or all
    /// ones for a key with escapes, compared in full).
    static let escapedKeySignature = JSONNode.escapedKeySignature

    /// ``memberNode(utf8:inObject:cursor:)`` through the object's member
    /// index, made on first use: one word per member compared, instead of
    /// a walk of the tape's nodes. The first occurrence of a repeated key.
    func indexedMember(utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int, cursor: Int) -> Int? {
        let tape = tape
        if indexStarts[cursor] < 0 {
            indexStarts[cursor] = memberIndex.count
            // The signatures are in the key nodes: the document's bytes are not read.
            tape.forEachMember(ofObject: index) { keyNode, _ in
                memberIndex.append(tape.nodes[keyNode].keySignature | UInt64(UInt32(truncatingIfNeeded: keyNode)))
                return true
            }
        }
        let wanted = JSONNode.keySignature(length: key.count, first: key.first ?? 0, last: key.last ?? 0)
        let first = indexStarts[cursor]
        let count = Int(tape.nodes[index].length)
        return memberIndex.withUnsafeBufferPointer { words -> Int? in
            for position in first..<min(first + count, words.count) {
                let word = words[position]
                let signature = word & 0xFFFF_FFFF_0000_0000
                guard signature == wanted || signature == Self.escapedKeySignature else { continue }
                let keyNode = Int(word & 0xFFFF_FFFF)
                if JSONDocument.key(tape.nodes[keyNode], in: tape.bytes, equals: key) {
                    cursors[cursor] = tape.skip(keyNode + 1)
                    return keyNode + 1
                }
            }
            return nil
        }
    }

    /// The value node of the member an entry's first key names, in the
    /// object node `index` (the container at `cursor`).
    @inline(__always)
    func entryNode(_ step: PlanStep<JSONObjectTarget>, inObject index: Int, cursor: Int) -> Int? {
        guard let first = step.keys.first else { return nil }
        return first.utf8.withUnsafeBufferPointer { memberNode(utf8: $0, inObject: index, cursor: cursor) }
    }

    /// The member whose key, converted as the options say, is `name` (the
    /// first one when repeated, as in `JSONDecoder`).
    func convertedMember(named name: String, inObject index: Int) -> Int? {
        guard tape.kind(index) == .object else { return nil }
        var found: Int?
        tape.forEachMember(ofObject: index) { key, value in
            guard codingName(ofPayloadKey: tape.string(key)) == name else { return true }
            found = value
            return false
        }
        return found
    }

    /// The payload's keys of `object`, in order.
    func memberNames(of object: SourceValue) -> [String] {
        switch object {
        case .node(let index):
            guard tape.kind(index) == .object else { return [] }
            var names: [String] = []
            tape.forEachMember(ofObject: index) { key, _ in
                names.append(tape.string(key))
                return true
            }
            return names
        case .value(let payload):
            return payload.members?.map(\.key) ?? []
        }
    }

    /// The coding key a payload key stands for, as the options convert it.
    func codingName(ofPayloadKey key: String) -> String {
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: return key
        case .convertFromSnakeCase: return Self.camelCase(fromSnakeCase: key)
        case .custom(let convert): return convert(codingPath + [AnyCodingKey(stringValue: key)]).stringValue
        @unknown default: return key
        }
    }

    /// The payload key a coding key is looked for at, for issue paths.
    func payloadKey(for name: String, codingPath _: [PathStack.Component]) -> String {
        if case .convertFromSnakeCase = options.keyDecodingStrategy { return Self.snakeCase(fromCamelCase: name) }
        return name
    }

    /// `JSONDecoder`'s `convertFromSnakeCase`: leading and trailing
    /// underscores kept, the words in between joined with capitals
    /// (`first_name` → `firstName`).
    static func camelCase(fromSnakeCase key: String) -> String {
        guard !key.isEmpty, let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first, key[last] == "_" { last = key.index(before: last) }
        let words = key[first...last].split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// A coding key in snake_case (`firstName` → `first_name`), for paths.
    static func snakeCase(fromCamelCase name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }

    /// Calls `body` with each element's position and value of the array
    /// `value`, in order, until it returns `false`.
    func forEachElement(of value: SourceValue, _ body: (Int, SourceValue) throws -> Bool) rethrows {
        switch value {
        case .node(let index):
            guard tape.kind(index) == .array else { return }
            try tape.forEachElement(ofArray: index) { position, child in try body(position, .node(child)) }
        case .value(let payload):
            try payload.forEachElement { position, element in try body(position, .value(element)) }
        }
    }

    /// Calls `body` with each member's key and value of the object `value`,
    /// in order.
    func forEachMember(of value: SourceValue, _ body: (String, SourceValue) throws -> Void) rethrows {
        switch value {
        case .node(let index):
            guard tape.kind(index) == .object else { return }
            let tape = tape
            try tape.forEachMember(ofObject: index) { key, member in
                try body(tape.string(key), .node(member))
                return true
            }
        case .value(let payload):
            for (key, member) in payload.members ?? [] { try body(key, .value(member)) }
        }
    }

}

extension MappingPlan where Target == JSONObjectTarget {
    /// The step of the entry named `name`, if the context has one.
    @inline(__always)
    func step(named name: String) -> PlanStep<JSONObjectTarget>? {
        stepIndex(named: name).map { steps[$0] }
    }
}

extension MappingPlan where Target == JSONObjectTarget {
    /// The step of the context's `@self` entry with a transformer, if any.
    var selfTransformStep: PlanStep<JSONObjectTarget>? {
        for index in selfSteps {
            if case .selfTransform = steps[index].action { return steps[index] }
        }
        return nil
    }
}

extension PlanStep where Target == JSONObjectTarget {
    /// The context of the entry's `@object`.
    var childPlan: MappingPlan<JSONObjectTarget>? {
        switch action {
        case .nested(let link), .keyed(let link): link.plan
        case .switched(let table): table.fallback?.plan
        default: nil
        }
    }
}
