import Foundation

/// The keyed container of an object: a coding key reads through the
/// context's entry of that name (its key path, default, transformer,
/// `@object`), or, when the context names none, the member under the same
/// key (converted to snake_case when the options say so).
///
/// A class: `KeyedDecodingContainer`'s box copies its container out for
/// every call, and a reference is one retain where this struct's fields were
/// six.
final class ContextKeyedContainer<Key: CodingKey>: TapeKeyedContainer {
    let session: DecodingSession
    let object: SourceValue
    let plan: MappingPlan<JSONObjectTarget>?
    let owner: MappingPlan<JSONObjectTarget>?
    let injected: (name: String, value: String)?
    /// This container's place in the session's cursors.
    let cursor: Int
    /// Path components entered around every call: a nested container's key.
    /// (A constant: a class's variable would be checked for exclusive
    /// access at every key.)
    let prefix: [PathStack.Component]

    init(
        session: DecodingSession, object: SourceValue, plan: MappingPlan<JSONObjectTarget>?,
        owner: MappingPlan<JSONObjectTarget>?, injected: (name: String, value: String)?, cursor: Int,
        prefix: [PathStack.Component] = []
    ) {
        self.prefix = prefix
        self.session = session
        self.object = object
        self.plan = plan
        self.owner = owner
        self.injected = injected
        self.cursor = cursor
    }

    var codingPath: [any CodingKey] { session.within(prefix) { session.codingPath } }

    var allKeys: [Key] {
        var keys: [Key] = []
        var seen = Set<String>()
        for step in plan?.steps ?? [] where !step.entry.targetsSelf {
            if seen.insert(step.entry.property).inserted, let key = Key(stringValue: step.entry.property) { keys.append(key) }
        }
        var payloadKeys = Set<String>()
        for name in object.memberNames(in: session.tape) {
            let converted = session.codingName(ofPayloadKey: name)
            // A key the payload repeats: this container reads the first
            // occurrence from now on, as `JSONDecoder` does.
            if !payloadKeys.insert(converted).inserted { session.members.cursors[cursor] = MemberCursors.readsFirstOccurrence }
            if seen.insert(converted).inserted, let key = Key(stringValue: converted) { keys.append(key) }
        }
        return keys
    }

    // MARK: Finding a key

    /// What the object holds for `key`, and where it is.
    func find(_ key: Key) -> (DecodingSession.Found, DecodingSite) { find(named: key.stringValue) }

    /// ``find(_:)`` by the key's string value (`super`, which an
    /// initializer's `CodingKeys` need not list).
    func find(named name: String) -> (DecodingSession.Found, DecodingSite) {
        if let injected, injected.name == name {
            let site = DecodingSite(step: nil, name: name, payloadKey: nil, owner: owner, child: nil, placement: .member)
            return (.present(.value(PayloadValue(.string(injected.value)))), site)
        }
        if let plan, let (step, holder, via) = session.namedStep(name, in: plan) {
            var site = DecodingSite(step: step, name: name, payloadKey: nil, owner: holder, child: step.childPlan, placement: .member)
            site.via = via
            if case .switched(let table) = step.action { site.switchTable = table }
            let found = session.read(step, via: via, in: object, cursor: holder === plan ? cursor : -1)
            // `@fallbackKeyPaths`: read by the step of the fallback found,
            // so an issue names where the value was.
            if !step.fallbacks.isEmpty, found.isMissing, !(found.isNull && step.nullIsValue), let (fallback, value) = session.fallback(of: step, via: via, in: object) {
                var read = DecodingSite(step: fallback, name: name, payloadKey: nil, owner: holder, child: fallback.childPlan, placement: .member)
                read.via = via
                read.switchTable = site.switchTable
                return (value, read)
            }
            return (found, site)
        }
        let payloadKey = session.options.payloadKey(for: name)
        let site = DecodingSite(step: nil, name: name, payloadKey: payloadKey, owner: owner, child: nil, placement: .member)
        return (session.member(named: name, in: object, cursor: cursor), site)
    }

    func contains(_ key: Key) -> Bool {
        session.within(prefix) {
            let (found, site) = find(key)
            switch found {
            case .present, .fannedOut: return true
            case .null: return site.step?.defaultValue != nil
            case .absent: return site.step?.defaultValue != nil
            }
        }
    }

    /// `true` for a key with no value and no default: in a mapping a
    /// missing member is as `null` (it is reported where the value is
    /// required).
    func decodeNil(forKey key: Key) throws -> Bool {
        session.within(prefix) {
            let (found, site) = find(key)
            switch found {
            case .present, .fannedOut: return false
            case .null, .absent: return site.step?.defaultValue == nil
            }
        }
    }

    // MARK: Decoding

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // The common arrays, read by code of their own type: a generic
        // read would look up the metadata of `[T]` and `T?` on every call.
        if T.self == [Int].self, let node = fastNode(key.stringValue), let values = [Int].read(from: session.tape, at: node) {
            return unsafeBitCast(values, to: T.self)
        }
        if T.self == [String].self, let node = fastNode(key.stringValue), let values = [String].read(from: session.tape, at: node) {
            return unsafeBitCast(values, to: T.self)
        }
        if T.self == [Double].self, let node = fastNode(key.stringValue), let values = [Double].read(from: session.tape, at: node) {
            return unsafeBitCast(values, to: T.self)
        }
        if T.self == [Int64].self, let node = fastNode(key.stringValue), let values = [Int64].read(from: session.tape, at: node) {
            return unsafeBitCast(values, to: T.self)
        }
        let decoded = session.decodedType(of: T.self)
        if case .object = decoded.kind, let (node, step) = objectMember(key.stringValue) {
            return try session.requiredMemberObject(T.self, node: node, step: step, owner: step == nil ? owner : plan, name: key.stringValue)
        }
        if decoded.readable != nil { return try readMember(T.self, key) }
        return try general(T.self, key)
    }

    /// A value of a type read from the tape, straight when it is there as
    /// such, else through the general path.
    @inline(never)
    private func readMember<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        guard let node = fastNode(key.stringValue), let readable = session.decodedType(of: T.self).readable else {
            return try general(T.self, key)
        }
        return try readOr(readable, session.tape, at: node, as: T.self) { try general(T.self, key) }
    }

    /// Any key, any value: entries, defaults, issues.
    private func general<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try session.within(prefix) {
            let (found, site) = find(key)
            switch found {
            case .present(let value):
                return try session.decodeRequired(T.self, value, at: site, checking: true)
            case .fannedOut(let tree):
                return try fannedOut(T.self, tree, at: site)
            case .null, .absent:
                return try notFound(T.self, key, found, at: site)
            }
        }
    }

    /// ``general(_:_:)`` for a key path through an array (apart, as the
    /// rarer cases are, so the common one looks up no `Optional<T>`).
    @inline(never)
    private func fannedOut<T: Decodable>(_ type: T.Type, _ tree: FanOutNode, at site: DecodingSite) throws -> T {
        do {
            return try session.decodeFannedOut(T.self, tree, at: site, lenient: false)
        } catch let invalid as DecodingInvalid {
            return try session.failed(T.self, partial: invalid.partial, error: session.invalidError(T.self))
        }
    }

    /// ``general(_:_:)`` for a key with no value: the entry's default, a
    /// type that takes `null`, or a missing value.
    @inline(never)
    private func notFound<T: Decodable>(_ type: T.Type, _ key: Key, _ found: DecodingSession.Found, at site: DecodingSite) throws -> T {
        if found.isNull, let step = site.step, step.nullIsValue { return try session.unexpectedNull(T.self, at: site, key: key) }
        if let step = site.step, let fallback = step.defaultValue {
            if session.records, step.missingIsWarning { session.applier.recordMissingOptional(step) }
            return try session.decodeRequired(T.self, .value(fallback), at: site)
        }
        if found.isNull, let made = session.madeFromNull(T.self, at: site) { return made }
        return try session.missing(T.self, at: site, key: key, wasNull: found.isNull)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try ifPresent(T.self, key) }

    /// `decodeIfPresent` for every type: one lookup (the protocol's default
    /// for the common types asks `contains`, `decodeNil` and `decode`).
    func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        if let node = fastNode(key.stringValue), let value = session.readDirectly(T.self, .node(node)) { return value }
        if isMissingOptional(key.stringValue) { return nil }
        var handled = false
        let made = try nestedObject(T.self, key, required: false, handled: &handled)
        if handled { return made }
        return try session.within(prefix) {
            let (found, site) = find(key)
            switch found {
            case .present(let value):
                return try session.decodeIfPossible(T.self, value, at: site, checking: true)
            case .fannedOut(let tree):
                return try? session.decodeFannedOut(T.self, tree, at: site, lenient: true)
            case .null, .absent:
                guard !(found.isNull && site.step?.nullIsValue == true) else { return nil }
                if let step = site.step, let fallback = step.defaultValue {
                    if session.records, step.missingIsWarning { session.applier.recordMissingOptional(step) }
                    return try session.decodeIfPossible(T.self, .value(fallback), at: site)
                }
                session.missingOptional(at: site)
                return nil
            }
        }
    }

    /// How a coding key is read when nothing but reading applies: the member
    /// of its name (the context names no entry so: no plan, or a plan with
    /// no entry of that name and no `@self` context merged in), or the
    /// context's entry of that name; `general` sends the key down the full
    /// path (converted keys, merged contexts, a nested container's keys).
    enum Lookup {
        case member
        case entry(PlanStep<JSONObjectTarget>)
        case general
    }

    @inline(__always)
    private func lookup(_ name: String) -> Lookup {
        guard prefix.isEmpty, injected == nil, case .node = object else { return .general }
        guard let plan else { return session.convertsKeys ? .general : .member }
        if let step = session.step(named: name, in: plan, cursor: cursor) { return .entry(step) }
        return plan.selfSteps.isEmpty && !session.convertsKeys ? .member : .general
    }

    /// The value node of `name` when nothing but reading it applies: the
    /// member of that name, or the one the context's entry of that name
    /// reads (one key, no transformer, no constraint to check, found when
    /// the container was made); `nil` sends the key down the full path (defaults, issues, errors).
    @inline(__always)
    func scalarNode(_ key: Key) -> Int? { fastNode(key.stringValue) }

    var tape: TapeView { session.tape }

    /// ``scalarNode(_:)`` by the key's name.
    @inline(__always)
    private func fastNode(_ name: String) -> Int? {
        guard case .node(let index) = object else { return nil }
        switch lookup(name) {
        case .member:
            guard let node = session.memberNode(named: name, inObject: index, cursor: cursor), session.tape.kind(node) != .null
            else { return nil }
            return node
        case .entry(let step):
            guard step.kind == .convert, step.readsOneKey, !step.isConstrained,
                let node = session.entryNode(step, inObject: index, cursor: cursor)
            else { return nil }
            return session.tape.kind(node) != .null ? node : nil
        case .general:
            return nil
        }
    }

    /// Whether `name` is missing (absent or `null`) and `decodeIfPresent`
    /// gives `nil` with nothing to report: the member of that name, or the
    /// `@optional` entry of that name with no default (one key).
    @inline(__always)
    private func isMissingOptional(_ name: String) -> Bool {
        guard case .node(let index) = object else { return false }
        switch lookup(name) {
        case .member:
            guard let node = session.memberNode(named: name, inObject: index, cursor: cursor) else {
                return session.tape.kind(index) == .object
            }
            return session.tape.kind(node) == .null
        case .entry(let step):
            guard step.readsOneKey, step.isOptional, !step.missingIsWarning, step.defaultValue == nil, step.fallbacks.isEmpty else {
                return false
            }
            guard let node = session.entryNode(step, inObject: index, cursor: cursor) else { return session.tape.kind(index) == .object }
            return session.tape.kind(node) == .null
        case .general:
            return false
        }
    }

    /// The node of a member holding an object that `name` reads, and the
    /// context's entry reading it (one key, `@object`), or none: the most
    /// common value after the scalars, decoded without the general path's
    /// steps. `nil` when another case applies.
    @inline(__always)
    private func objectMember(_ name: String) -> (node: Int, step: PlanStep<JSONObjectTarget>?)? {
        guard case .node(let index) = object else { return nil }
        switch lookup(name) {
        case .member:
            guard let node = session.memberNode(named: name, inObject: index, cursor: cursor), session.tape.kind(node) == .object
            else { return nil }
            return (node, nil)
        case .entry(let step):
            guard step.kind == .nested, step.readsOneKey, !step.isConstrained,
                let node = session.entryNode(step, inObject: index, cursor: cursor),
                session.tape.kind(node) == .object
            else { return nil }
            return (node, step)
        case .general:
            return nil
        }
    }

    /// A nested object the member holds, the most common value after the
    /// scalars, decoded without the general path's steps: the member is
    /// there, read by the context's `@object` entry of that name (one key)
    /// or by no entry. `nil` when another case applies.
    /// `handled` says it was; an optional one that cannot be made is `nil`.
    @inline(__always)
    private func nestedObject<T: Decodable>(_ type: T.Type, _ key: Key, required: Bool, handled: inout Bool) throws -> T? {
        guard case .object = session.kind(of: T.self) else { return nil }
        let name = key.stringValue
        guard let (node, step) = objectMember(name) else { return nil }
        handled = true
        return try session.memberObject(
            T.self, node: node, step: step, owner: step == nil ? owner : plan, name: name, required: required)
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try nestedValue(forKey: key)
        guard session.kind(value) == .object else {
            throw session.within(prefix + [.key(key.stringValue)]) {
                session.nestedMismatch(expecting: "a keyed container", [String: String].self, value, owner: owner)
            }
        }
        let container = ContextKeyedContainer<NestedKey>(
            session: session, object: value, plan: nil, owner: owner, injected: nil, cursor: session.newCursor(),
            prefix: prefix + [.key(key.stringValue)])
        return KeyedDecodingContainer(container)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try nestedValue(forKey: key)
        guard session.kind(value) == .array else {
            throw session.within(prefix + [.key(key.stringValue)]) {
                session.nestedMismatch(expecting: "an unkeyed container", [String].self, value, owner: owner)
            }
        }
        var container = ContextUnkeyedContainer(session: session, array: value, plan: nil, owner: owner)
        container.prefix = prefix + [.key(key.stringValue)]
        return container
    }

    /// The value a nested container reads: missing is an issue and an
    /// empty object (`keyNotFound` when decoded again to learn whether the
    /// initializer copes).
    private func nestedValue(forKey key: Key) throws -> SourceValue {
        try session.within(prefix) {
            let (found, site) = find(key)
            if case .present(let value) = found { return value }
            if case .fannedOut(let tree) = found { return .value(PayloadValue(tree.json)) }
            _ = try session.missing(Bool.self, at: site, key: key, wasNull: found.isNull)
            return .value(PayloadValue(.object([:])))
        }
    }

    /// The decoder of the member `super` (a superclass's `init(from:)`); a
    /// missing one is `null`, as in `JSONDecoder`, so the superclass's own
    /// keys are reported missing under `super`.
    func superDecoder() throws -> any Decoder { superDecoder(named: "super") }

    func superDecoder(forKey key: Key) throws -> any Decoder { superDecoder(named: key.stringValue) }

    private func superDecoder(named name: String) -> any Decoder {
        session.within(prefix) {
            let (found, _) = find(named: name)
            let value: SourceValue = if case .present(let value) = found { value } else { .value(PayloadValue(.null)) }
            let decoder = ContextDecoder(session: session, value: value, plan: nil, owner: owner, injected: nil, prefix: prefix + [.key(name)])
            return decoder
        }
    }
}
