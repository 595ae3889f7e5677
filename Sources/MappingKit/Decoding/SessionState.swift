/// What changes as a decoding session decodes, in one box for both
/// sessions (``DecodingSession``, ``UnreportedSession``): the applier (the
/// tape, the coding path, the report), the keyed containers' cursors, the
/// cache of what each type decodes as, and what only that kind of session
/// keeps (`own`).
///
/// It lives behind a pointer the session owns (``SessionStateOwner``:
/// allocated in `init`, freed in `deinit`, never handed out), so the many
/// reads and writes of a decoding are not each checked for exclusive access
/// at run time, as a class's stored properties are (see ARCHITECTURE.md,
/// "Unsafe code and its invariants"). A session is used by one call on one
/// thread.
///
/// ```swift
/// let state = SessionState<UnreportedSession.Own>.make(applier: applier, own: .init())
/// // … the session reads state.pointee.members, state.pointee.own.depth …
/// SessionState.free(state)
/// ```
struct SessionState<Own> {
    var applier: Applier
    /// Where each keyed container looks for its next key.
    var members = MemberCursors()
    /// What each type decodes as.
    var typeCache = DecodedTypeCache()
    /// What only this kind of session keeps.
    var own: Own

    /// A new box, initialised; freed by ``free(_:)``.
    static func make(applier: Applier, own: Own) -> UnsafeMutablePointer<SessionState<Own>> {
        let state = UnsafeMutablePointer<SessionState<Own>>.allocate(capacity: 1)
        state.initialize(to: SessionState(applier: applier, own: own))
        return state
    }

    /// Frees a box ``make(applier:own:)`` gave, the key copies of its
    /// cursors' memos first.
    static func free(_ state: UnsafeMutablePointer<SessionState<Own>>) {
        state.pointee.members.freeKeyMemos()
        state.deinitialize(count: 1)
        state.deallocate()
    }
}

/// A session whose state is a ``SessionState`` box: the shared state's
/// accessors, written once.
protocol SessionStateOwner: AnyObject {
    associatedtype Own
    var state: UnsafeMutablePointer<SessionState<Own>> { get }
}

extension SessionStateOwner {
    var applier: Applier {
        _read { yield state.pointee.applier }
        _modify { yield &state.pointee.applier }
    }
    var members: MemberCursors {
        _read { yield state.pointee.members }
        _modify { yield &state.pointee.members }
    }
    var typeCache: DecodedTypeCache {
        _read { yield state.pointee.typeCache }
        _modify { yield &state.pointee.typeCache }
    }
    /// What `T` decodes as, from the call's cache.
    @inline(__always)
    func decodedType<T>(of _: T.Type) -> DecodedType { state.pointee.typeCache.of(T.self) }
}
