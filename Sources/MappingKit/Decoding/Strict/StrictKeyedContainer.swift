/// The keyed container of an object, as `JSONDecoder`'s: a coding key reads
/// the member of the same key (converted as the key strategy says), a
/// missing key is `keyNotFound`, a `null` is `valueNotFound` for the types
/// `JSONDecoder` reads itself; in a context's first attempt (``policy`` is
/// ``FirstAttempt``), as the context answers, or the attempt is abandoned.
///
/// A class, as ``ContextKeyedContainer``: `KeyedDecodingContainer`'s box
/// copies its container out for every call.
final class StrictKeyedContainer<Key: CodingKey>: TapeKeyedContainer {
    let session: UnreportedSession
    /// The decoding's rules (``JSONDecoderRules``, ``FirstAttempt``): a
    /// stored type, not a type parameter, since a second type argument makes
    /// the metadata lookup of each container made dearer (ARCHITECTURE.md).
    let policy: any UnreportedPolicy.Type
    let object: SourceValue
    /// This container's place in the session's key cursors.
    let cursor: Int
    /// Path components entered around every call: a nested container's key.
    /// (A constant: a class's variable would be checked for exclusive
    /// access at every key.)
    let prefix: [PathStack.Component]
    /// In an attempt: the context the object is read with, its entries
    /// naming the coding keys.
    let plan: PlanLink<JSONObjectTarget>?
    /// The memo of what its keys read (``KeyMemo``; -1 for none: keys
    /// as they are in a small object, or converted by the key strategy),
    /// and how many keys were asked so far.
    let memo: Int
    @exclusivity(unchecked) private var requests = 0

    init(
        session: UnreportedSession, object: SourceValue, cursor: Int, policy: any UnreportedPolicy.Type,
        prefix: [PathStack.Component] = [], plan: PlanLink<JSONObjectTarget>? = nil
    ) {
        self.session = session
        self.policy = policy
        self.object = object
        self.cursor = cursor
        self.prefix = prefix
        self.plan = plan
        // Keys as they are: a memo for large objects only (their slots
        // spare a member index; a small object's keys are found from its cursor).
        var memo = -1
        if plan != nil {
            memo = session.members.memo(for: plan?.plan, Key.self)
        } else if !session.convertsKeys, case .node(let index) = object,
            session.tape.nodes[index].length >= MemberCursors.indexedMemberCount
        {
            memo = session.members.memo(for: nil, Key.self)
        }
        self.memo = memo
    }

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }

    var allKeys: [Key] {
        // A context lists its entries too (not attempted).
        if plan != nil {
            session.deviated = true
            return []
        }
        var keys: [Key] = []
        var seen = Set<String>()
        for name in object.memberNames(in: session.tape) {
            let converted = session.within(prefix) { session.codingName(ofPayloadKey: name) }
            // A key the payload repeats: this container reads the first
            // occurrence from now on, as `JSONDecoder` does.
            guard seen.insert(converted).inserted else {
                session.members.cursors[cursor] = MemberCursors.readsFirstOccurrence
                continue
            }
            if let key = Key(stringValue: converted) { keys.append(key) }
        }
        return keys
    }

    /// The member `key` names, `null` included; `nil` when there is none.
    /// In an attempt through a context, the value its entry of that name
    /// reads, with what the entry says of it.
    @inline(__always)
    private func lookup(_ key: Key) -> (value: SourceValue?, read: KeyMemo.Read?) {
        guard memo >= 0 else { return (session.member(named: key.stringValue, in: object, cursor: cursor, prefix: prefix), nil) }
        requests += 1
        let (value, read) = session.entryValue(
            named: key.stringValue, in: plan?.plan, object: object, cursor: cursor, memo: memo, request: requests - 1)
        // Without a context, nothing of an entry to say.
        return (value, plan == nil ? nil : read)
    }

    @inline(__always)
    private func value(for key: Key) -> SourceValue? { lookup(key).value }

    /// `T` from the member `key` holds, with `key` on the coding path; in
    /// an attempt through a context, its objects read with the entry's
    /// `@object` context.
    @inline(__always)
    private func member<T: Decodable>(_ type: T.Type, _ value: SourceValue, _ key: Key, read: KeyMemo.Read?) throws -> T {
        guard let read else { return try session.within(prefix) { try session.member(T.self, value, key: key, policy) } }
        return try session.withMemberPlan(read.child) { try session.within(prefix) { try session.member(T.self, value, key: key, policy) } }
    }

    /// `JSONDecoder`'s `keyNotFound` at this container's path.
    private func keyNotFound(_ key: Key) -> DecodingError {
        session.within(prefix) { session.keyNotFound(key) }
    }

    func contains(_ key: Key) -> Bool {
        let (value, read) = lookup(key)
        return policy.contains(value, read, in: session)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        let (value, read) = lookup(key)
        return try policy.isNil(value, read, in: session) { keyNotFound(key) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (value, read) = lookup(key)
        guard let value else { throw keyNotFound(key) }
        if session.kind(value) == .null {
            try policy.requiredNull(T.self, in: session) { session.within(prefix) { session.valueNotFound(T.self, key: key) } }
        }
        return try member(T.self, value, key, read: read)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try ifPresent(T.self, key) }

    /// The node of the member `key` names, read straight from the tape by
    /// the common types' overloads (``TapeKeyedContainer``).
    @inline(__always)
    func scalarNode(_ key: Key) -> Int? {
        if case .node(let node)? = value(for: key) { return node }
        return nil
    }

    var tape: TapeView { session.tape }

    /// ``decodeIfPresent(_:forKey:)`` with one lookup.
    @inline(__always)
    func ifPresent<T: Decodable>(_: T.Type, _ key: Key) throws -> T? {
        let (value, read) = lookup(key)
        guard let value, session.kind(value) != .null else {
            // A context reports a missing value its entry requires.
            if let read, !read.missingIsNil { throw session.abandon() }
            return nil
        }
        return try member(T.self, value, key, read: read)
    }

    // MARK: Nested containers

    /// The value a nested container reads: a missing member is
    /// `keyNotFound`.
    private func nestedValue(forKey key: Key) throws -> SourceValue {
        // A context reads a nested container through its entries (not attempted).
        if plan != nil { throw session.abandon() }
        guard let value = value(for: key) else { throw keyNotFound(key) }
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try nestedValue(forKey: key)
        let path = prefix + [.key(key.stringValue)]
        guard session.kind(value) == .object else {
            throw session.within(path) { session.containerMismatch(keyed: true, value) }
        }
        let container = StrictKeyedContainer<NestedKey>(
            session: session, object: value, cursor: session.members.newCursor(), policy: policy, prefix: path)
        return KeyedDecodingContainer(container)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try nestedValue(forKey: key)
        let path = prefix + [.key(key.stringValue)]
        guard session.kind(value) == .array else {
            throw session.within(path) { session.containerMismatch(keyed: false, value) }
        }
        return StrictUnkeyedContainer(session: session, array: value, policy: policy, prefix: path)
    }

    /// The decoder of the member `super` (a superclass's `init(from:)`); a
    /// missing one is `null`, as in `JSONDecoder`.
    func superDecoder() throws -> any Decoder {
        try policy.superDecoderAsked(in: session)
        return superDecoder(named: "super")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try policy.superDecoderAsked(in: session)
        return superDecoder(named: key.stringValue)
    }

    private func superDecoder(named name: String) -> any Decoder {
        let value = session.member(named: name, in: object, cursor: cursor, prefix: prefix) ?? .value(PayloadValue(.null))
        return StrictDecoder(session: session, value: value, policy: policy, prefix: prefix + [.key(name)])
    }
}
