import Foundation

/// One call of ``PayloadDecoder``: `Decodable` values read from a payload
/// as `JSONDecoder` reads them, the first problem thrown as the
/// `DecodingError` `JSONDecoder` throws, at the same coding path.
///
/// It shares with the mapping decoder (``DecodingSession``) what a
/// decoding reads with, not what it does with problems: the engine's
/// ``Applier`` (the tape, the coding path), the tape's readers, the key
/// cursors (``MemberCursors``), the cache of what each type decodes as
/// (``DecodedTypeCache``) and the conversions of ``ValueDecoding``. It has
/// no context, no report and no modes: its containers
/// (``StrictKeyedContainer``, ``StrictUnkeyedContainer``,
/// ``StrictSingleValueContainer``) read keys as the payload has them.
final class StrictSession: ValueDecoding {
    let options: DecodingOptions
    /// The payload's tape (the applier's).
    let tape: TapeView
    /// Coding keys are compared with converted payload keys.
    let convertsKeys: Bool

    /// What changes as values are decoded, behind a pointer the session
    /// owns (allocated in `init`, freed in `deinit`, never handed out), so
    /// its reads and writes are not each checked for exclusive access at
    /// run time, as a class's stored properties are (see ARCHITECTURE.md,
    /// "Unsafe code and its invariants"). A session is used by one call on
    /// one thread.
    private struct State {
        var applier: Applier
        var members = MemberCursors()
        var typeCache = DecodedTypeCache()
    }

    private let state: UnsafeMutablePointer<State>

    var applier: Applier {
        _read { yield state.pointee.applier }
        _modify { yield &state.pointee.applier }
    }
    var keyCursors: MemberCursors {
        _read { yield state.pointee.members }
        _modify { yield &state.pointee.members }
    }

    init(applier: Applier, options: DecodingOptions) {
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(applier: applier))
        self.options = options
        tape = applier.tape
        convertsKeys = options.convertsKeys
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// What `T` decodes as, from the call's cache.
    @inline(__always)
    func decodedType<T>(of _: T.Type) -> DecodedType { state.pointee.typeCache.of(T.self) }

    /// The coding path at the current place.
    var codingPath: [any CodingKey] { applier.target.codingPath }

    func payloadValue(_ value: SourceValue) -> PayloadValue { applier.payloadValue(value) }

    func valueDecoder(for value: SourceValue) -> any Decoder { StrictDecoder(session: self, value: value) }

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
            return keyCursors.memberNode(named: name, inObject: index, cursor: cursor, in: tape).map(SourceValue.node)
        }
        return keyCursors.member(
            named: name, in: object, cursor: cursor, tape: tape, options: options, convertsKeys: convertsKeys,
            codingPath: { within(prefix) { codingPath } })
    }

    /// `JSONDecoder`'s error for a container asked of a value of another
    /// shape, at the current path: `valueNotFound` for `null`, else
    /// `typeMismatch`.
    func containerMismatch(keyed: Bool, _ value: SourceValue) -> DecodingError {
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
