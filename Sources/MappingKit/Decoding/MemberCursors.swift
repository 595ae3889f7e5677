/// Where each keyed container of a decoding looks for its next key: the
/// member after the last one it found (initializers ask in declaration
/// order, which is often the payload's), and the member indexes of large
/// objects asked for out of order. One per decoding, shared by the
/// mapping decoder (``DecodingSession``) and the strict one
/// (``StrictSession``), so both find a key, and a repeated key, alike.
struct MemberCursors {
    /// Per keyed container, the node after the last member found, or
    /// ``readsFirstOccurrence``.
    var cursors: [Int] = []
    /// Per keyed container, where its object's member index starts in
    /// `memberIndex`, or -1 when it has none.
    var indexStarts: [Int] = []
    /// The member indexes of large objects whose keys are asked for out of
    /// the payload's order, one after the other. Each is a header word (1
    /// when a key has escapes), one word per member in the payload's order
    /// (the key node's ``JSONNode/keySignature`` above the key node), then
    /// a hash table of the members by signature (open addressing, linear
    /// probing; a slot holds a member's position + 1, 0 when empty).
    var memberIndex: [UInt64] = []
    /// Per keyed container read through a context, the step of the last
    /// entry found by name (``step(named:in:cursor:)``), so the next one
    /// is tried first; -1 before the first.
    var stepCursors: [Int] = []

    /// A cursor's value once its container listed `allKeys` and found a
    /// key repeated: lookups then read the first occurrence, as
    /// `JSONDecoder` does.
    static let readsFirstOccurrence = -1

    /// Objects of at least this many members get an index when a key is
    /// asked for out of the payload's order; smaller ones are scanned.
    static let indexedMemberCount: UInt32 = 12

    /// A new keyed container's cursor.
    mutating func newCursor() -> Int {
        cursors.append(0)
        indexStarts.append(-1)
        stepCursors.append(-1)
        return cursors.count - 1
    }

    /// Where the cursors and member indexes stand: what ``restore(_:)``
    /// goes back to when the containers made since are gone (an object's
    /// initializer returned), so they stay as large as the deepest
    /// nesting, not the number of objects.
    var mark: (cursors: Int, index: Int) { (cursors.count, memberIndex.count) }

    /// Forgets the containers made since `mark`.
    mutating func restore(_ mark: (cursors: Int, index: Int)) {
        if cursors.count > mark.cursors {
            cursors.removeSubrange(mark.cursors...)
            indexStarts.removeSubrange(mark.cursors...)
            stepCursors.removeSubrange(mark.cursors...)
        }
        if memberIndex.count > mark.index { memberIndex.removeSubrange(mark.index...) }
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
    mutating func memberNode(utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int, cursor: Int, in tape: TapeView) -> Int? {
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
    /// index, made on first use: a key is found by its signature in the
    /// index's table (a few words read) instead of a walk of the tape's
    /// nodes. The first occurrence of a repeated key: the occurrences of
    /// one key are met in the payload's order along its probe sequence.
    private mutating func indexedMember(utf8 key: UnsafeBufferPointer<UInt8>, inObject index: Int, cursor: Int, in tape: TapeView) -> Int? {
        let count = Int(tape.nodes[index].length)
        let tableSize = Self.tableSize(members: count)
        if indexStarts[cursor] < 0 {
            indexStarts[cursor] = memberIndex.count
            Self.appendIndex(of: index, count: count, tableSize: tableSize, in: tape, to: &memberIndex)
        }
        let wanted = JSONNode.keySignature(length: key.count, first: key.first ?? 0, last: key.last ?? 0)
        let start = indexStarts[cursor]
        let found = memberIndex.withUnsafeBufferPointer { words -> Int? in
            guard start + 1 + count + tableSize <= words.count else { return nil }
            let members = start + 1
            if words[start] == 0 {
                // The table: probe from the signature's slot to an empty one.
                let table = members + count
                var slot = Self.slot(of: wanted, tableSize: tableSize)
                while case let entry = words[table + slot], entry != 0 {
                    let word = words[members + Int(entry - 1)]
                    if word & 0xFFFF_FFFF_0000_0000 == wanted {
                        let keyNode = Int(word & 0xFFFF_FFFF)
                        if JSONDocument.key(tape.nodes[keyNode], in: tape.bytes, equals: key) { return keyNode }
                    }
                    slot = (slot + 1) & (tableSize - 1)
                }
                return nil
            }
            // A key with escapes has no signature of its bytes: every member.
            for position in members..<(members + count) {
                let word = words[position]
                let signature = word & 0xFFFF_FFFF_0000_0000
                guard signature == wanted || signature == JSONNode.escapedKeySignature else { continue }
                let keyNode = Int(word & 0xFFFF_FFFF)
                if JSONDocument.key(tape.nodes[keyNode], in: tape.bytes, equals: key) { return keyNode }
            }
            return nil
        }
        guard let found else { return nil }
        cursors[cursor] = tape.skip(found + 1)
        return found + 1
    }

    /// The slots of an index's table for `members` members: a power of two
    /// at least twice as many, so probe sequences stay short.
    @inline(__always)
    private static func tableSize(members: Int) -> Int {
        var size = 32
        while size < 2 * members { size <<= 1 }
        return size
    }

    /// A signature's first slot in a table of `tableSize` slots.
    @inline(__always)
    private static func slot(of signature: UInt64, tableSize: Int) -> Int {
        // The product's high bits (`>>` binds tighter than `&*`).
        Int(truncatingIfNeeded: ((signature >> 32) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (tableSize - 1)
    }

    /// Appends the member index of the object node `index` (its `count`
    /// members) to `words`: made in place, from the key nodes alone (the
    /// signatures are in them; the document's bytes are not read).
    private static func appendIndex(of index: Int, count: Int, tableSize: Int, in tape: TapeView, to words: inout [UInt64]) {
        let start = words.count
        words.append(contentsOf: repeatElement(0, count: 1 + count + tableSize))
        words.withUnsafeMutableBufferPointer { words in
            let members = start + 1
            let table = members + count
            var escapes = false
            var position = 0
            var child = index + 1
            let end = Int(tape.nodes[index].end)
            while child < end, position < count {
                let signature = tape.nodes[child].keySignature
                escapes = escapes || signature == JSONNode.escapedKeySignature
                words[members + position] = signature | UInt64(UInt32(truncatingIfNeeded: child))
                var slot = Self.slot(of: signature, tableSize: tableSize)
                while words[table + slot] != 0 { slot = (slot + 1) & (tableSize - 1) }
                words[table + slot] = UInt64(position + 1)
                position += 1
                child = tape.skip(child + 1)
            }
            words[start] = escapes ? 1 : 0
        }
    }
}
