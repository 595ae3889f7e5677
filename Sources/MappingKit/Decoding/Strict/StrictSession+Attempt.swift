/// The first attempt of a context's `Decodable` decoding: each root value
/// is decoded strictly, keys read through the context's entries, and kept
/// only when nothing in it would be read otherwise by the reporting
/// decoding (``DecodingSession``) or reported by it. Anything else (a
/// missing or `null` value, a value that does not convert, an entry with a
/// transformer, a default to apply, a date…) abandons the attempt, and the
/// reporting decoding decodes that root value from the start: what it
/// makes and reports is what a context's decoding gives, the attempt only
/// spares its work where there is nothing to report.
///
/// Abandoning is always safe; succeeding must give exactly what the
/// reporting decoding gives. The attempt succeeds only where both read
/// alike: the same key lookups (``MemberCursors``), the same tape readers,
/// an entry read as it is (``PlanStep/readsAsIs``), `@object` contexts
/// passed to the objects of the member (``StrictSession/memberPlan``), and
/// the summary's count of objects per context kept aside until it succeeds.
extension StrictSession {
    /// What abandons an attempt.
    struct Abandoned: Error {}

    /// Abandons the attempt: the error to throw (an initializer that
    /// catches it cannot hide it, ``deviated`` is set).
    func abandon() -> Abandoned {
        deviated = true
        return Abandoned()
    }

    /// `T` decoded from the root value `value` with `plan`, or `nil` when the
    /// attempt is abandoned (nothing of it is kept). On success, ``counted``
    /// holds the context of each object decoded with one.
    func attempt<T: Decodable>(_ type: T.Type, _ value: SourceValue, plan: MappingPlan<JSONObjectTarget>) -> T? {
        deviated = false
        counted.removeAll(keepingCapacity: true)
        memberPlan = PlanLink(plan: plan)
        defer { memberPlan = nil }
        guard let made = try? decode(T.self, value), !deviated else { return nil }
        return made
    }

    /// An object in an attempt: decoded with the context its member's entry
    /// gives (``memberPlan``), counted, and bounded in depth as the
    /// reporting decoding bounds it.
    @inline(never)
    func attemptObject<T: Decodable>(_ type: T.Type, _ value: SourceValue) throws -> T {
        guard depth < Applier.maximumDepth else { throw abandon() }
        let plan = memberPlan
        if let plan {
            // One entry per name (no `@self` merging others): an entry is
            // found by its name alone (``KeyMemo``).
            guard plan.plan.writesDistinctKeys else { throw abandon() }
            if kind(value) == .object { counted.append(plan.plan.contextIndex) }
        }
        depth += 1
        memberPlan = nil
        defer {
            depth -= 1
            memberPlan = plan
        }
        return try T(from: StrictDecoder(session: self, value: value, plan: plan))
    }

    /// `body` with `link` as the context of the objects it decodes (a
    /// member's entry's `@object`, or none).
    @inline(__always)
    func withMemberPlan<R>(_ link: PlanLink<JSONObjectTarget>?, _ body: () throws -> R) rethrows -> R {
        let saved = memberPlan
        memberPlan = link
        defer { memberPlan = saved }
        return try body()
    }

    /// What a context reads for the coding key `name` of the object
    /// `object` (the keyed container at `cursor`, the `request`-th key it is
    /// asked, its keys' memo `memo`): its entry's value (one key, or a key
    /// path through objects), or the member of that name when the context
    /// names none; `nil` when missing. An entry not read as it is abandons
    /// the attempt.
    @inline(__always)
    func entryValue(
        named name: String, in plan: MappingPlan<JSONObjectTarget>, object: SourceValue, cursor: Int, memo: Int, request: Int
    ) -> (value: SourceValue?, read: KeyMemo.Read) {
        let read = self.read(named: name, in: plan, memo: memo, request: request)
        guard read.readsAsIs, case .node(let index) = object else {
            deviated = true
            return (nil, read)
        }
        guard let node = keyCursors.memberNode(utf8: UnsafeBufferPointer(read.key), inObject: index, cursor: cursor, in: tape) else {
            return (nil, read)
        }
        guard let step = read.step, !read.readsOneKey else { return (.node(node), read) }
        return (step._withUnsafeGuaranteedRef { SourceValue.node(node).resolve($0.keys, from: 1, in: tape) }, read)
    }
}

/// What the keys of a (context, coding key type) pair read, in the order
/// an initializer asks for them: a synthesized one asks the same keys in
/// the same order for every object, so each is found by one comparison of
/// its name with the name asked at that place last time (the same string,
/// compared by its bits first), not by a search of the context's names.
struct KeyMemo {
    /// A context and a coding key type.
    struct Owner: Hashable {
        let plan: ObjectIdentifier
        let keys: ObjectIdentifier
    }

    /// What one coding key reads, decided once: copied at every key with
    /// no reference counted (the step is the plan's, which the catalog
    /// owns for the whole call; the key's bytes are the session's).
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

    /// The names asked, in order, and what each reads.
    var names: [String] = []
    var reads: [Read] = []
}

extension StrictSession {
    /// The memo of the keys of `Key` read through `plan`: the pairs met
    /// last by the bits of their identifiers (no hashing per object), the
    /// others in a dictionary.
    func memo<Key: CodingKey>(for plan: MappingPlan<JSONObjectTarget>, _: Key.Type) -> Int {
        let owner = KeyMemo.Owner(plan: ObjectIdentifier(plan), keys: ObjectIdentifier(Key.self))
        let bits = (UInt(bitPattern: Int(bitPattern: owner.plan)) ^ UInt(bitPattern: Int(bitPattern: owner.keys))) >> 4
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

    /// A copy of `bytes` the session owns until it ends (a key's bytes,
    /// read at every key with no reference counted).
    private func keyBytes(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = copy.initialize(from: bytes)
        ownedKeys.append(copy)
        return UnsafeMutableBufferPointer(rebasing: copy[..<bytes.count])
    }

    /// What the coding key `name` reads through `plan` (whose names are
    /// distinct), the `request`-th key asked of a container of memo `memo`.
    @inline(__always)
    func read(named name: String, in plan: MappingPlan<JSONObjectTarget>, memo: Int, request: Int) -> KeyMemo.Read {
        if request < memos[memo].names.count, memos[memo].names[request] == name { return memos[memo].reads[request] }
        return remember(name, in: plan, memo: memo, request: request)
    }

    /// ``read(named:in:memo:request:)`` for a name not asked at that place
    /// last time: found in the context, and remembered there.
    @inline(never)
    private func remember(_ name: String, in plan: MappingPlan<JSONObjectTarget>, memo: Int, request: Int) -> KeyMemo.Read {
        let step = plan.stepIndex(named: name).map { plan.steps[$0] }
        let read = KeyMemo.Read(
            step: step.map { Unmanaged.passUnretained($0) }, key: keyBytes(step?.keys.first?.utf8 ?? Array(name.utf8)),
            readsAsIs: step?.readsAsIs ?? true, readsOneKey: step?.readsOneKey ?? true, missingIsNil: step?.missingIsNil ?? true,
            hasDefault: step?.defaultValue != nil, child: step?.nested)
        if request < memos[memo].names.count {
            memos[memo].names[request] = name
            memos[memo].reads[request] = read
        } else if request == memos[memo].names.count {
            memos[memo].names.append(name)
            memos[memo].reads.append(read)
        }
        return read
    }
}

extension PlanStep where Target == JSONObjectTarget {
    /// A missing (or `null`) value the reporting decoding gives as `nil`
    /// with nothing to report from `decodeIfPresent`: an `@optional` entry
    /// of one key and no default.
    var missingIsNil: Bool { readsOneKey && isOptional && defaultValue == nil }
}
