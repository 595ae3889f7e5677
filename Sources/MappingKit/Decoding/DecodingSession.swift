import Foundation

/// One call decoding `Decodable` values from a payload: the engine's
/// ``Applier`` (the tape, the report, the paths), the options, and how
/// problems are met.
///
/// - `mapping` (through a context): a problem is an issue in the report and
///   decoding goes on. A required value that is missing or does not
///   convert makes its object invalid: the object's initializer still runs
///   to its end (the missing value replaced by a placeholder), so every
///   issue of the object is reported, then the object is dropped (an
///   element is skipped, a root object is `nil`, an optional property is
///   `nil`, a required one makes its own object invalid in turn).
/// - `strict` (``PayloadDecoder``): the first problem throws the
///   `DecodingError` `JSONDecoder` throws, with the same coding path.
/// - `probe`: nothing is read; every key asked for is recorded with the
///   type asked for (``DecodableProbe``).
final class DecodingSession {
    enum Mode {
        case mapping, strict, probe
    }

    let mode: Mode
    let options: DecodingOptions
    /// The payload's tape (the applier's), read without going through it.
    let tape: TapeView
    /// Coding keys are looked up converted to snake_case.
    let convertsFromSnakeCase: Bool
    /// Coding keys are compared with converted payload keys.
    let convertsKeys: Bool

    /// What changes as values are decoded. It lives behind a pointer the
    /// session owns (allocated in `init`, freed in `deinit`, never handed
    /// out), so the many reads and writes of a decoding are not each
    /// checked for exclusive access at run time, as a class's stored
    /// properties are (see ARCHITECTURE.md, "Unsafe code and its
    /// invariants"). A session is used by one call on one thread.
    struct State {
        var applier: Applier
        /// > 0 while a placeholder is made: nothing is recorded.
        var silent = 0
        /// > 0 while an object that lost a required value is decoded again
        /// to learn whether its initializer copes (it catches the error): a
        /// lost value then throws, as in `JSONDecoder`, instead of being
        /// replaced.
        var throwing = 0
        /// One flag per object being decoded, innermost last: set when the
        /// object lost a required value.
        var failures: [Bool] = []
        /// Per keyed container, the member after the last one found: where
        /// the next key is looked for first (initializers ask in
        /// declaration order, which is often the payload's).
        var cursors: [Int] = []
        /// What each type decodes as, worked out once per call.
        var types: [ObjectIdentifier: DecodedType] = [:]
        /// The types asked for recently, by the bits of their metadata's
        /// address: found without hashing (an object's initializer asks
        /// for a handful of types again and again).
        var recentTypes = [(key: ObjectIdentifier?, type: DecodedType?)](repeating: (nil, nil), count: DecodingSession.recentTypeSlots)
        /// Per keyed container (as `cursors`), the step of the last entry
        /// found by name (``step(named:in:cursor:)``), so the next one is
        /// tried first.
        var stepCursors: [Int] = []
        /// Per keyed container (as `cursors`), where its object's member
        /// index starts in `memberIndex`, or -1 when it has none.
        var indexStarts: [Int] = []
        /// The member indexes of large objects whose keys are asked for out
        /// of the payload's order: one word per member, in the payload's
        /// order (the key node's ``JSONNode/keySignature``).
        var memberIndex: [UInt64] = []
        /// Elements dropped so far as not objects or taken by no `@switch`
        /// case: a collection learns whether one of its elements was.
        var droppedElements = 0
        /// In `probe` mode, the keys asked for.
        var probed: [DecodableProbe.Key] = []
        /// In `probe` mode: the initializer read `allKeys` or threw, so the
        /// keys asked for may not be all it can ask for.
        var probeIsIncomplete = false
    }

    private let state: UnsafeMutablePointer<State>

    var applier: Applier {
        _read { yield state.pointee.applier }
        _modify { yield &state.pointee.applier }
    }
    var silent: Int {
        _read { yield state.pointee.silent }
        _modify { yield &state.pointee.silent }
    }
    var throwing: Int {
        _read { yield state.pointee.throwing }
        _modify { yield &state.pointee.throwing }
    }
    var failures: [Bool] {
        _read { yield state.pointee.failures }
        _modify { yield &state.pointee.failures }
    }
    var cursors: [Int] {
        _read { yield state.pointee.cursors }
        _modify { yield &state.pointee.cursors }
    }
    var types: [ObjectIdentifier: DecodedType] {
        _read { yield state.pointee.types }
        _modify { yield &state.pointee.types }
    }
    var recentTypes: [(key: ObjectIdentifier?, type: DecodedType?)] {
        _read { yield state.pointee.recentTypes }
        _modify { yield &state.pointee.recentTypes }
    }
    static let recentTypeSlots = 32
    var stepCursors: [Int] {
        _read { yield state.pointee.stepCursors }
        _modify { yield &state.pointee.stepCursors }
    }
    var indexStarts: [Int] {
        _read { yield state.pointee.indexStarts }
        _modify { yield &state.pointee.indexStarts }
    }
    var memberIndex: [UInt64] {
        _read { yield state.pointee.memberIndex }
        _modify { yield &state.pointee.memberIndex }
    }
    var droppedElements: Int {
        _read { yield state.pointee.droppedElements }
        _modify { yield &state.pointee.droppedElements }
    }
    var probed: [DecodableProbe.Key] {
        _read { yield state.pointee.probed }
        _modify { yield &state.pointee.probed }
    }
    var probeIsIncomplete: Bool {
        _read { yield state.pointee.probeIsIncomplete }
        _modify { yield &state.pointee.probeIsIncomplete }
    }

    init(applier: Applier, mode: Mode, options: DecodingOptions) {
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(applier: applier))
        self.mode = mode
        self.options = options
        tape = applier.tape
        switch options.keyDecodingStrategy {
        case .useDefaultKeys:
            convertsFromSnakeCase = false
            convertsKeys = false
        case .convertFromSnakeCase:
            convertsFromSnakeCase = true
            convertsKeys = true
        default:
            convertsFromSnakeCase = false
            convertsKeys = true
        }
    }

    /// The kind of a value: a node's from the tape.
    @inline(__always)
    func kind(_ value: SourceValue) -> PayloadValue.Kind {
        switch value {
        case .node(let index): PayloadValue.Kind(tape.kind(index))
        case .value(let payload): payload.kind
        }
    }

    /// The number of elements or members of an array or object, else 0.
    @inline(__always)
    func count(_ value: SourceValue) -> Int { applier.count(value) }

    /// A new keyed container's cursors (``cursors``, ``stepCursors``).
    func newCursor() -> Int {
        cursors.append(0)
        stepCursors.append(-1)
        indexStarts.append(-1)
        return cursors.count - 1
    }

    /// Where the cursors and member indexes stand: what ``restore(_:)``
    /// goes back to when the containers made since are gone (an object's
    /// initializer returned), so they stay as large as the deepest
    /// nesting, not the number of objects.
    var cursorMark: (cursors: Int, index: Int) { (cursors.count, memberIndex.count) }

    /// Forgets the containers made since `mark`.
    func restore(_ mark: (cursors: Int, index: Int)) {
        if cursors.count > mark.cursors {
            cursors.removeSubrange(mark.cursors...)
            stepCursors.removeSubrange(mark.cursors...)
            indexStarts.removeSubrange(mark.cursors...)
        }
        if memberIndex.count > mark.index { memberIndex.removeSubrange(mark.index...) }
    }
    var records: Bool { mode == .mapping && silent == 0 }

    /// The coding path at the current place: the target path's components
    /// as coding keys.
    var codingPath: [any CodingKey] {
        applier.target.components.map { component in
            switch component {
            case .key(let name): AnyCodingKey(stringValue: name)
            case .index(let index): AnyCodingKey(intValue: index)
            }
        }
    }

    var failsFast: Bool { throwing > 0 }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The current object lost a required value.
    func markFailed() {
        guard !failures.isEmpty else { return }
        failures[failures.count - 1] = true
    }

    /// A required value that is missing or invalid: the current object is
    /// marked, and the initializer goes on with what was made or a
    /// stand-in; when it is decoded again to learn whether it copes,
    /// `error` is thrown instead.
    @inline(never)
    func failed<T: Decodable>(_ type: T.Type, partial: Any?, error: @autoclosure () -> DecodingError) throws -> T {
        markFailed()
        if failsFast { throw error() }
        if let made = partial as? T { return made }
        return try placeholder(T.self)
    }
}

/// What a decoding could not finish: its issues are recorded; the object
/// being decoded is dropped.
struct DecodingAbandoned: Error {}

/// A coding key made from a path component or a name.
struct AnyCodingKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
