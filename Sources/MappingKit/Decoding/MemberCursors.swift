/// Where each keyed container of a decoding looks for its next key: the
/// member after the last one it found (initializers ask in declaration
/// order, which is often the payload's), and the member indexes of large
/// objects asked for out of order. One per decoding, shared by the
/// mapping decoder (``DecodingSession``) and the strict one
/// (``UnreportedSession``), so both find a key, and a repeated key, alike.
struct MemberCursors {
    // The arrays below hold the live containers' values in their first
    // `count` elements (the member indexes in `indexCount` words): they
    // are overwritten, never shortened, as objects come and go.
    /// Per keyed container, the node after the last member found, or
    /// ``readsFirstOccurrence``.
    var cursors: [Int] = []
    /// Per keyed container, where its object's member index starts in
    /// `memberIndex`, or -1 when it has none.
    var indexStarts: [Int] = []
    /// The member indexes of large objects whose keys are asked for out of
    /// the payload's order, one after the other. Each is a header word (1
    /// when a key has escapes), then one word per member in the payload's
    /// order: the key node's ``JSONNode/keySignature`` above the key node,
    /// so a key is looked for by comparing words, its bytes compared only
    /// where the signature matches.
    var memberIndex: [UInt64] = []
    /// Per keyed container read through a context, the step of the last
    /// entry found by name (``step(named:in:cursor:)``), so the next one
    /// is tried first; -1 before the first.
    var stepCursors: [Int] = []
    /// Per keyed container with a memo of its keys (``KeyMemo``), where
    /// its object's slots start in `memberIndex`, or -1.
    var slotStarts: [Int] = []
    /// The live keyed containers.
    private(set) var count = 0
    /// The words of `memberIndex` in use.
    var indexCount = 0
    /// What the keys of each (context, coding key type) pair read
    /// (KeyMemo.swift), and where each pair's memo is.
    var memos: [KeyMemo] = []
    var memoIndex: [KeyMemo.Owner: Int] = [:]
    var recentMemos = [(owner: KeyMemo.Owner?, index: Int)](repeating: (nil, -1), count: 16)
    /// The key bytes the memos point at.
    var ownedKeys: [UnsafeMutableBufferPointer<UInt8>] = []

    /// A cursor's value once its container listed `allKeys` and found a
    /// key repeated: lookups then read the first occurrence, as
    /// `JSONDecoder` does.
    static let readsFirstOccurrence = -1

    /// Objects of at least this many members get an index when a key is
    /// asked for out of the payload's order; smaller ones are scanned.
    static let indexedMemberCount: UInt32 = 12

    /// A new keyed container's cursor.
    mutating func newCursor() -> Int {
        if count < cursors.count {
            cursors[count] = 0
            indexStarts[count] = -1
            stepCursors[count] = -1
            slotStarts[count] = -1
        } else {
            cursors.append(0)
            indexStarts.append(-1)
            stepCursors.append(-1)
            slotStarts.append(-1)
        }
        count += 1
        return count - 1
    }

    /// Where the cursors and member indexes stand: what ``restore(_:)``
    /// goes back to when the containers made since are gone (an object's
    /// initializer returned), so they stay as large as the deepest
    /// nesting, not the number of objects.
    var mark: (cursors: Int, index: Int) { (count, indexCount) }

    /// Forgets the containers made since `mark`.
    mutating func restore(_ mark: (cursors: Int, index: Int)) {
        count = min(count, mark.cursors)
        indexCount = min(indexCount, mark.index)
    }

    /// The step of `plan`'s entry named `name`, for the keyed container at
    /// `cursor` (-1: none). Initializers ask for their keys in the same
    /// order every time, most often the entries' order: the step after the
    /// last one the container found is tried first, then the table.
    @inline(__always)
    mutating func step(named name: String, in plan: MappingPlan<JSONObjectTarget>, cursor: Int = -1) -> PlanStep<JSONObjectTarget>? {
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

    /// The member a coding key names in `object`, `null` included; `nil`
    /// when there is none. Its key as it is, looked for from the cursor;
    /// or, when the key strategy converts keys (`convertsKeys`), the first
    /// member whose converted key is `name` (`codingPath`: what a
    /// `.custom` strategy is handed). A ``PayloadValue`` object's last
    /// member of that key.
    @inline(__always)
    mutating func member(
        named name: String, in object: SourceValue, cursor: Int, tape: TapeView, options: @autoclosure () -> DecodingOptions,
        convertsKeys: Bool, codingPath: () -> [any CodingKey]
    ) -> SourceValue? {
        // The options are read only when keys are converted: copying them
        // out of a session costs a retain per strategy at every key.
        switch object {
        case .node(let index):
            let node = convertsKeys
                ? options().convertedMember(named: name, inObject: index, in: tape, codingPath: codingPath)
                : memberNode(named: name, inObject: index, cursor: cursor, in: tape)
            return node.map(SourceValue.node)
        case .value(let payload):
            guard let pairs = payload.members else { return nil }
            for (key, value) in pairs.reversed()
            where (convertsKeys ? options().codingName(ofPayloadKey: key, codingPath: codingPath()) : key) == name {
                return .value(value)
            }
            return nil
        }
    }

    /// The value node of member `name` of the object node `index`, looked
    /// for from the cursor, then from the start.
    mutating func memberNode(named name: String, inObject index: Int, cursor: Int, in tape: TapeView) -> Int? {
        var name = name
        return name.withUTF8 { memberNode(utf8: $0, inObject: index, cursor: cursor, in: tape) }
    }

    /// ``memberNode(named:inObject:cursor:in:)`` for a key's bytes, looked
    /// for from the cursor on (the next key an initializer asks for is
    /// usually the next member), then from the start. A key the payload
    /// repeats reads the first occurrence once `allKeys` saw it repeated
    /// (as `JSONDecoder`); otherwise the next one from the cursor, which is
    /// the first when keys are asked for in the payload's order.
    ///
    /// With a memo of the container's keys (`memo`, the key asked
    /// `request`-th; -1 for none), a large object asked out of order is
    /// read through its slots (``slottedMember(inObject:cursor:memo:request:in:)``)
    /// rather than a member index.
    mutating func memberNode(
        utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int, cursor: Int, in tape: TapeView, memo: Int = -1, request: Int = -1
    ) -> Int? {
        guard tape.kind(index) == .object else { return nil }
        if slotStarts[cursor] >= 0, request >= 0 {
            let node = slottedMember(inObject: index, cursor: cursor, memo: memo, request: request, in: tape)
            if node != -1 { return node }
        }
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
        // A large object asked out of order: its slots, or its member index.
        if indexStarts[cursor] >= 0 || tape.nodes[index].length >= Self.indexedMemberCount {
            if request >= 0, slotStarts[cursor] < 0, memos[memo].names.count > 1 {
                let node = slottedMember(inObject: index, cursor: cursor, memo: memo, request: request, in: tape)
                if node != -1 { return node }
            }
            return indexedMember(utf8: key, inObject: index, cursor: cursor, in: tape)
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

    /// ``memberNode(utf8:inObject:cursor:in:)`` through the object's member
    /// index, made on first use: a key is found by comparing its signature
    /// with one word per member (no walk of the tape's nodes, no byte read
    /// but where a signature matches). The first occurrence of a repeated
    /// key, the index being in the payload's order.
    private mutating func indexedMember(utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int, cursor: Int, in tape: TapeView) -> Int? {
        let members = Int(tape.nodes[index].length)
        if indexStarts[cursor] < 0 {
            indexStarts[cursor] = indexCount
            appendIndex(of: index, count: members, in: tape)
        }
        let wanted = JSONNode.keySignature(length: key.count, first: key.first ?? 0, last: key.last ?? 0)
        let start = indexStarts[cursor]
        let found = memberIndex.withUnsafeBufferPointer { words -> Int? in
            guard start + 1 + members <= words.count else { return nil }
            // A key with escapes has no signature of its bytes: its members are compared too.
            let escaped = words[start] == 0 ? wanted : JSONNode.escapedKeySignature
            for position in (start + 1)..<(start + 1 + members) {
                let word = words[position]
                let signature = word & 0xFFFF_FFFF_0000_0000
                guard signature == wanted || signature == escaped else { continue }
                let keyNode = Int(word & 0xFFFF_FFFF)
                if JSONDocument.key(tape.nodes[keyNode], in: tape.bytes, equals: key) { return keyNode }
            }
            return nil
        }
        guard let found else { return nil }
        cursors[cursor] = tape.skip(found + 1)
        return found + 1
    }

    /// Writes the member index of the object node `index` (its `count`
    /// members) at `indexCount`: from the key nodes alone (the signatures
    /// are in them; the document's bytes are not read).
    private mutating func appendIndex(of index: Int, count: Int, in tape: TapeView) {
        let start = indexCount
        indexCount += 1 + count
        if memberIndex.count < indexCount { memberIndex.append(contentsOf: repeatElement(0, count: indexCount - memberIndex.count)) }
        memberIndex.withUnsafeMutableBufferPointer { words in
            var escapes = false
            var position = start + 1
            var child = index + 1
            let end = Int(tape.nodes[index].end)
            while child < end, position < start + 1 + count {
                let signature = tape.nodes[child].keySignature
                escapes = escapes || signature == JSONNode.escapedKeySignature
                words[position] = signature | UInt64(UInt32(truncatingIfNeeded: child))
                position += 1
                child = tape.skip(child + 1)
            }
            while position < start + 1 + count {
                words[position] = 0
                position += 1
            }
            words[start] = escapes ? 1 : 0
        }
    }
}
