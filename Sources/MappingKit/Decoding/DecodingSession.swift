import Foundation

/// One call decoding `Decodable` values from a payload through a context:
/// the engine's ``Applier`` (the tape, the report, the paths), the
/// options, and how problems are met. A problem is an issue in the report
/// and decoding goes on. A required value that is missing or does not
/// convert makes its object invalid: the object's initializer still runs
/// to its end (the missing value replaced by a placeholder), so every
/// issue of the object is reported, then the object is dropped (an
/// element is skipped, a root object is `nil`, an optional property is
/// `nil`, a required one makes its own object invalid in turn).
///
/// ``PayloadDecoder``'s strict decoding, which throws at the first problem,
/// and the first attempt are a type of their own (``UnreportedSession``);
/// both read with the conversions of ``ValueDecoding``. The load-time probe
/// reads no payload and has a decoder of its own (``ProbeSession``).
final class DecodingSession: ValueDecoding, SessionStateOwner {
    let options: DecodingOptions
    /// The payload's tape (the applier's), read without going through it.
    let tape: TapeView
    /// Coding keys are compared with converted payload keys.
    let convertsKeys: Bool

    /// What only this session keeps, in its ``SessionState`` box.
    struct Own {
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
        /// Elements dropped so far as not objects or taken by no `@switch`
        /// case: a collection learns whether one of its elements was.
        var droppedElements = 0
    }

    /// The applier, cursors, type cache and ``Own`` (SessionState.swift).
    let state: UnsafeMutablePointer<SessionState<Own>>

    var silent: Int {
        _read { yield state.pointee.own.silent }
        _modify { yield &state.pointee.own.silent }
    }
    var throwing: Int {
        _read { yield state.pointee.own.throwing }
        _modify { yield &state.pointee.own.throwing }
    }
    var failures: [Bool] {
        _read { yield state.pointee.own.failures }
        _modify { yield &state.pointee.own.failures }
    }
    var droppedElements: Int {
        _read { yield state.pointee.own.droppedElements }
        _modify { yield &state.pointee.own.droppedElements }
    }

    init(applier: Applier, options: DecodingOptions) {
        state = SessionState.make(applier: applier, own: Own())
        self.options = options
        tape = applier.tape
        convertsKeys = options.convertsKeys
    }

    func payloadValue(_ value: SourceValue) -> PayloadValue { applier.payloadValue(value) }

    func valueDecoder(for value: SourceValue) -> any Decoder {
        ContextDecoder(session: self, value: value, plan: nil, owner: nil, injected: nil)
    }

    /// Problems are recorded where they are met.
    func noteError() {}

    /// The number of elements or members of an array or object, else 0.
    @inline(__always)
    func count(_ value: SourceValue) -> Int { value.count(in: tape) }

    /// A new keyed container's cursors (``members``).
    func newCursor() -> Int { members.newCursor() }

    /// Where the cursors stand (``MemberCursors/mark``).
    var cursorMark: (cursors: Int, index: Int) { members.mark }

    /// Forgets the containers made since `mark`.
    func restore(_ mark: (cursors: Int, index: Int)) { members.restore(mark) }

    var records: Bool { silent == 0 }

    /// The coding path at the current place: the target path's components
    /// as coding keys.
    var codingPath: [any CodingKey] { applier.target.codingPath }

    var failsFast: Bool { throwing > 0 }

    deinit { SessionState.free(state) }

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

extension PathStack {
    /// The components as coding keys: a decoder's coding path.
    var codingPath: [any CodingKey] {
        components.map { component in
            switch component {
            case .key(let name): AnyCodingKey(stringValue: name)
            case .index(let index): AnyCodingKey(intValue: index)
            }
        }
    }
}
