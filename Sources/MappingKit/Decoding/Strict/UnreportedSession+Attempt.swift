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
/// passed to the objects of the member (``UnreportedSession/memberPlan``), and
/// the summary's count of objects per context kept aside until it succeeds.
extension UnreportedSession {
    /// What abandons an attempt.
    struct Abandoned: Error {}

    /// Abandons the attempt: the error to throw (an initializer that
    /// catches it cannot hide it, ``deviated`` is set).
    func abandon() -> Abandoned {
        deviated = true
        return Abandoned()
    }

    /// `T` decoded from the root value `value` with `plan` into `cell`
    /// (`true`), or `false` when the attempt is abandoned (the cell left
    /// uninitialised, nothing of it kept). On success, ``counted`` holds
    /// the context of each object decoded with one.
    func attempt<T: Decodable>(
        _ type: T.Type, _ value: SourceValue, plan: MappingPlan<JSONObjectTarget>, into cell: UnsafeMutablePointer<T>
    ) -> Bool {
        deviated = false
        counted.removeAll(keepingCapacity: true)
        memberPlan = PlanLink(plan: plan)
        defer { memberPlan = nil }
        // Into the caller's cell, not as a `T?`: unspecialised, an
        // `Optional<T>` costs a metadata lookup per root value.
        do {
            let made = try decode(T.self, value, FirstAttempt.self)
            guard !deviated else { return false }
            cell.initialize(to: made)
            return true
        } catch {
            return false
        }
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
        return try T(from: StrictDecoder(session: self, value: value, policy: FirstAttempt.self, plan: plan))
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
}

extension PlanStep where Target == JSONObjectTarget {
    /// A missing (or `null`) value the reporting decoding gives as `nil`
    /// with nothing to report from `decodeIfPresent`: an `@optional` entry
    /// of one key and no default.
    var missingIsNil: Bool { readsOneKey && isOptional && defaultValue == nil }
}
