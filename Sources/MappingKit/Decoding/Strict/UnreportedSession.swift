import Foundation

/// A decoding that reports nothing, in its two uses: one call of
/// ``PayloadDecoder`` (`Decodable` values read from a payload as
/// `JSONDecoder` reads them, the first problem thrown as the
/// `DecodingError` `JSONDecoder` throws, at the same coding path), and the
/// first attempt of a context's decoding (``attempt(_:_:plan:into:)``: keys
/// read through the entries read as they are, anything the context would
/// report abandoning the attempt for the reporting ``DecodingSession``).
/// Which of the two is a type (``UnreportedPolicy``: ``JSONDecoderRules``,
/// ``FirstAttempt``) its containers and conversions are generic over, not
/// a value the session holds.
///
/// It shares with the mapping decoder (``DecodingSession``) what a
/// decoding reads with, not what it does with problems: the engine's
/// ``Applier`` (the tape, the coding path), the tape's readers, the key
/// cursors (``MemberCursors``), the cache of what each type decodes as
/// (``DecodedTypeCache``) and the conversions of ``ValueDecoding``. It has
/// no report, and a context only in an attempt: its containers
/// (``StrictKeyedContainer``, ``StrictUnkeyedContainer``,
/// ``StrictSingleValueContainer``) read keys as the payload has them.
final class UnreportedSession: ValueDecoding, SessionStateOwner {
    let options: DecodingOptions
    /// The payload's tape (the applier's).
    let tape: TapeView
    /// Coding keys are compared with converted payload keys.
    let convertsKeys: Bool

    /// What only this session keeps, in its ``SessionState`` box.
    struct Own {
        /// In an attempt: the value was not read as the context reads it.
        var deviated = false
        /// In an attempt: the context the objects of the member being
        /// decoded are read with (its entry's `@object`), taken by each
        /// decoder made for them.
        var memberPlan: PlanLink<JSONObjectTarget>?
        /// In an attempt: the context of each object decoded with one, for
        /// the summary's counts once the attempt succeeds.
        var counted: [Int] = []
        /// In an attempt: how many objects deep the decoding is.
        var depth = 0
    }

    /// The applier, cursors, type cache and ``Own`` (SessionState.swift).
    let state: UnsafeMutablePointer<SessionState<Own>>

    var deviated: Bool {
        _read { yield state.pointee.own.deviated }
        _modify { yield &state.pointee.own.deviated }
    }
    var memberPlan: PlanLink<JSONObjectTarget>? {
        _read { yield state.pointee.own.memberPlan }
        _modify { yield &state.pointee.own.memberPlan }
    }
    var counted: [Int] {
        _read { yield state.pointee.own.counted }
        _modify { yield &state.pointee.own.counted }
    }
    var depth: Int {
        _read { yield state.pointee.own.depth }
        _modify { yield &state.pointee.own.depth }
    }
    init(applier: Applier, options: DecodingOptions) {
        state = SessionState.make(applier: applier, own: Own())
        self.options = options
        tape = applier.tape
        convertsKeys = options.convertsKeys
    }

    deinit { SessionState.free(state) }

    /// The coding path at the current place.
    var codingPath: [any CodingKey] { applier.target.codingPath }

    func payloadValue(_ value: SourceValue) -> PayloadValue { applier.payloadValue(value) }

    func valueDecoder(for value: SourceValue) -> any Decoder { StrictDecoder(session: self, value: value, policy: JSONDecoderRules.self) }

    /// An error was made: in an attempt, what it reads deviates from what
    /// the context reads (``JSONDecoderRules`` never reads ``deviated``).
    func noteError() { deviated = true }

    /// The number of elements or members of an array or object, else 0.
    @inline(__always)
    func count(_ value: SourceValue) -> Int { value.count(in: tape) }

    /// The member a coding key names in `object` (its key converted as the
    /// options say), `null` included; `nil` when there is none. `prefix`:
    /// the path components of the container asking (for a `.custom` key
    /// strategy's coding path).
    @inline(__always)
    func member(named name: String, in object: SourceValue, cursor: Int, prefix: [PathStack.Component]) -> SourceValue? {
        // A node's key as it is, at every coding key: straight to the cursors
        // (no closure for the coding path made).
        if !convertsKeys, case .node(let index) = object {
            return members.memberNode(named: name, inObject: index, cursor: cursor, in: tape).map(SourceValue.node)
        }
        return members.member(
            named: name, in: object, cursor: cursor, tape: tape, options: options, convertsKeys: convertsKeys,
            codingPath: { within(prefix) { codingPath } })
    }

    /// What the coding key `name` reads in `object` (the keyed container at
    /// `cursor`, the `request`-th key it is asked, its keys' memo `memo`):
    /// through a context (`plan`), its entry's value (one key, or a key path
    /// through objects), or, when the context names none or there is no
    /// context, the member of that name; `nil` when missing. An entry not
    /// read as it is abandons an attempt.
    @inline(__always)
    func entryValue(
        named name: String, in plan: MappingPlan<JSONObjectTarget>?, object: SourceValue, cursor: Int, memo: Int, request: Int
    ) -> (value: SourceValue?, read: KeyMemo.Read) {
        let (read, fresh) = members.read(named: name, in: plan, memo: memo, request: request)
        guard read.readsAsIs, case .node(let index) = object else {
            deviated = true
            return (nil, read)
        }
        let node = members.memberNode(
            utf8: UnsafeBufferPointer(read.key), inObject: index, cursor: cursor, in: tape, memo: memo, request: fresh ? -1 : request)
        guard let node else { return (nil, read) }
        guard let step = read.step, !read.readsOneKey else { return (.node(node), read) }
        return (step._withUnsafeGuaranteedRef { SourceValue.node(node).resolve($0.keys, from: 1, in: tape) }, read)
    }

    /// `JSONDecoder`'s error for a container asked of a value of another
    /// shape, at the current path: `valueNotFound` for `null`, else
    /// `typeMismatch`.
    func containerMismatch(keyed: Bool, _ value: SourceValue) -> DecodingError {
        noteError()
        let type: Any.Type = keyed ? [String: Any].self : [Any].self
        guard kind(value) == .null else { return typeMismatch(type, value) }
        return DecodingError.valueNotFound(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Cannot get \(keyed ? "keyed" : "unkeyed") decoding container -- found null value instead"))
    }

    /// The coding key a payload key stands for, as the options convert it.
    func codingName(ofPayloadKey key: String) -> String {
        options.codingName(ofPayloadKey: key, codingPath: codingPath)
    }
}
