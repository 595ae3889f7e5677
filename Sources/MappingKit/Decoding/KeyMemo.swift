/// What the keys of a coding key type read (through a context, or as they
/// are), in the order an initializer asks for them. A synthesized
/// initializer asks the same keys in the same order for every object, so
/// each is known by its place: found by one comparison of its name with the
/// name asked at that place last time (the same string, compared by its
/// bits first), not by a search of the context's names; and a large object
/// sends each of its members, in one walk, to the places asking for its key
/// (``MemberCursors/slottedMember(inObject:cursor:memo:request:in:)``).
/// One per (context, coding key type) pair and decoding, kept in the
/// decoding's ``MemberCursors`` (by the strict decoding only, which frees
/// them: ``MemberCursors/freeKeyMemos()``).
struct KeyMemo {
    /// A context (or none) and a coding key type.
    struct Owner: Hashable {
        let plan: ObjectIdentifier?
        let keys: ObjectIdentifier
    }

    /// What one coding key reads, decided once: copied at every key with
    /// no reference counted (the step is the plan's, which the catalog
    /// owns for the whole call; the key's bytes are the decoding's).
    struct Read {
        /// The entry's step; `nil`: the member of the key's name.
        let step: Unmanaged<PlanStep<JSONObjectTarget>>?
        /// The member's key: the entry's first key, or the coding key's name.
        let key: UnsafeMutableBufferPointer<UInt8>
        /// No entry, or an entry read as it is (``PlanStep/readsAsIs``).
        let readsAsIs: Bool
        let readsOneKey: Bool
        /// What `decodeIfPresent` gives a missing value: `nil` with nothing
        /// to report (no entry, or ``PlanStep/missingIsNil``).
        let missingIsNil: Bool
        let hasDefault: Bool
        /// The entry's `@object` context.
        let child: PlanLink<JSONObjectTarget>?
    }

    /// The names asked, in order, what each reads, and its member key's
    /// signature (``JSONNode/keySignature``).
    var names: [String] = []
    var reads: [Read] = []
    var signatures: [UInt64] = []
    /// The places by their key's signature: open addressing, linear
    /// probing, a slot holds a place + 1 (0: empty); a power of two long.
    var table: [Int32] = [0]
    /// One bit per place's signature (``bit(of:)``): a member whose bit is
    /// clear is asked by no place, and skipped without probing `table`.
    var bloom: UInt64 = 0
    /// Counts the changes of the places: slots made before a change are
    /// not read after it.
    var generation: UInt64 = 0

    /// A signature's first slot in a table of `mask + 1` slots.
    @inline(__always)
    static func slot(of signature: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash(signature) >> 40) & mask
    }

    /// A signature's bit in ``bloom``.
    @inline(__always)
    static func bit(of signature: UInt64) -> UInt64 { 1 << (hash(signature) >> 58) }

    @inline(__always)
    private static func hash(_ signature: UInt64) -> UInt64 { (signature >> 32) &* 0x9E37_79B9_7F4A_7C15 }

    /// Makes `table` again from `signatures`.
    mutating func rebuildTable() {
        var size = 8
        while size < 2 * signatures.count { size <<= 1 }
        table = [Int32](repeating: 0, count: size)
        bloom = 0
        for (place, signature) in signatures.enumerated() {
            bloom |= Self.bit(of: signature)
            var index = Self.slot(of: signature, mask: size - 1)
            while table[index] != 0 { index = (index + 1) & (size - 1) }
            table[index] = Int32(place + 1)
        }
    }
}

extension MemberCursors {
    /// The memo of the keys of `Key` read through `plan` (or as they are):
    /// the pairs met last by the bits of their identifiers (no hashing per
    /// object), the others in a dictionary.
    mutating func memo<Key: CodingKey>(for plan: MappingPlan<JSONObjectTarget>?, _: Key.Type) -> Int {
        let owner = KeyMemo.Owner(plan: plan.map(ObjectIdentifier.init), keys: ObjectIdentifier(Key.self))
        let planBits = owner.plan.map { UInt(bitPattern: Int(bitPattern: $0)) } ?? 0
        let bits = (planBits ^ UInt(bitPattern: Int(bitPattern: owner.keys))) >> 4
        let slot = Int(truncatingIfNeeded: bits) & (recentMemos.count - 1)
        if recentMemos[slot].owner == owner { return recentMemos[slot].index }
        let index: Int
        if let known = memoIndex[owner] {
            index = known
        } else {
            memos.append(KeyMemo())
            index = memos.count - 1
            memoIndex[owner] = index
        }
        recentMemos[slot] = (owner, index)
        return index
    }

    /// What the coding key `name` reads through `plan` (whose names are
    /// distinct; `nil`: the member of that name), the `request`-th key
    /// asked of a container of memo `memo`; `fresh` when it was not the
    /// name asked at that place before (a member index of the container
    /// made since does not know it).
    @inline(__always)
    mutating func read(
        named name: String, in plan: MappingPlan<JSONObjectTarget>?, memo: Int, request: Int
    ) -> (read: KeyMemo.Read, fresh: Bool) {
        if request < memos[memo].names.count, memos[memo].names[request] == name { return (memos[memo].reads[request], false) }
        return (remember(name, in: plan, memo: memo, request: request), true)
    }

    /// ``read(named:in:memo:request:)`` for a name not asked at that place
    /// last time: found in the context, and remembered there.
    @inline(never)
    private mutating func remember(_ name: String, in plan: MappingPlan<JSONObjectTarget>?, memo: Int, request: Int) -> KeyMemo.Read {
        let step = plan.flatMap { plan in plan.stepIndex(named: name).map { plan.steps[$0] } }
        let bytes = step?.keys.first?.utf8 ?? Array(name.utf8)
        let read = KeyMemo.Read(
            step: step.map { Unmanaged.passUnretained($0) }, key: keyBytes(bytes),
            readsAsIs: step?.readsAsIs ?? true, readsOneKey: step?.readsOneKey ?? true, missingIsNil: step?.missingIsNil ?? true,
            hasDefault: step?.defaultValue != nil, child: step?.nested)
        let signature = JSONNode.keySignature(length: bytes.count, first: bytes.first ?? 0, last: bytes.last ?? 0)
        if request < memos[memo].names.count {
            memos[memo].names[request] = name
            memos[memo].reads[request] = read
            memos[memo].signatures[request] = signature
        } else if request == memos[memo].names.count {
            memos[memo].names.append(name)
            memos[memo].reads.append(read)
            memos[memo].signatures.append(signature)
        } else {
            return read
        }
        memos[memo].generation += 1
        memos[memo].rebuildTable()
        return read
    }

    /// A copy of `bytes` the decoding owns until ``freeKeyMemos()`` (a
    /// key's bytes, read at every key with no reference counted).
    private mutating func keyBytes(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = copy.initialize(from: bytes)
        ownedKeys.append(copy)
        return UnsafeMutableBufferPointer(rebasing: copy[..<bytes.count])
    }

    /// Frees the memos' key bytes (when the decoding ends).
    mutating func freeKeyMemos() {
        for key in ownedKeys { key.deallocate() }
        ownedKeys = []
        memos = []
    }

    /// The value node of the key asked `request`-th of the container at
    /// `cursor` (memo `memo`), in the large object node `index`, through
    /// its slots: made on first use by one walk of the object's members,
    /// each member's value put at every place asking for its key (the first
    /// occurrence of a repeated key, as the member index finds it); `nil`
    /// when the object has no such member, or (`-1` as the node, so the
    /// caller looks for it otherwise) when the place was not known when
    /// the slots were made.
    mutating func slottedMember(inObject index: Int, cursor: Int, memo: Int, request: Int, in tape: TapeView) -> Int? {
        if slotStarts[cursor] < 0 {
            slotStarts[cursor] = indexCount
            appendSlots(of: index, memo: memo, in: tape)
        }
        let start = slotStarts[cursor]
        let generation = memos[memo].generation
        let word = memberIndex.withUnsafeBufferPointer { words -> UInt64? in
            guard request < Int(words[start]), words[start + 1] == generation else { return nil }
            return words[start + 2 + request]
        }
        guard let word else { return -1 }
        return word == Self.missingSlot ? nil : Int(truncatingIfNeeded: word)
    }

    /// A slot no member fills.
    private static let missingSlot = UInt64.max

    /// Writes the slots of the object node `index` for memo `memo` at
    /// `indexCount`: two header words (the number of places, the memo's
    /// generation), then one word per place, the value node of its key or
    /// ``missingSlot``.
    private mutating func appendSlots(of index: Int, memo: Int, in tape: TapeView) {
        let places = memos[memo].names.count
        let start = indexCount
        indexCount += 2 + places
        if memberIndex.count < indexCount { memberIndex.append(contentsOf: repeatElement(0, count: indexCount - memberIndex.count)) }
        let generation = memos[memo].generation
        let bloom = memos[memo].bloom
        memos[memo].table.withUnsafeBufferPointer { table in
            memos[memo].signatures.withUnsafeBufferPointer { signatures in
                memos[memo].reads.withUnsafeBufferPointer { reads in
                    memberIndex.withUnsafeMutableBufferPointer { words in
                        let slots = start + 2
                        words[start] = UInt64(places)
                        words[start + 1] = generation
                        for place in 0..<places { words[slots + place] = Self.missingSlot }
                        var filled = 0
                        /// Puts the value of `keyNode` at `place` when the place
                        /// asks for its key and has no earlier occurrence.
                        @inline(__always) func fill(_ place: Int, _ keyNode: Int) {
                            guard words[slots + place] == Self.missingSlot,
                                JSONDocument.key(tape.nodes[keyNode], in: tape.bytes, equals: UnsafeBufferPointer(reads[place].key))
                            else { return }
                            words[slots + place] = UInt64(keyNode + 1)
                            filled += 1
                        }
                        let mask = table.count - 1
                        let end = Int(tape.nodes[index].end)
                        var child = index + 1
                        // Until every place has its member (later ones would be repeats).
                        while child < end, filled < places {
                            let signature = tape.nodes[child].keySignature
                            if signature != JSONNode.escapedKeySignature, bloom & KeyMemo.bit(of: signature) == 0 {
                                child = tape.skip(child + 1)
                                continue
                            }
                            if signature == JSONNode.escapedKeySignature {
                                // A key with escapes has no signature of its bytes: every place.
                                for place in 0..<places { fill(place, child) }
                            } else {
                                var slot = KeyMemo.slot(of: signature, mask: mask)
                                while case let entry = Int(table[slot]), entry != 0 {
                                    if signatures[entry - 1] == signature { fill(entry - 1, child) }
                                    slot = (slot + 1) & mask
                                }
                            }
                            child = tape.skip(child + 1)
                        }
                    }
                }
            }
        }
    }
}
