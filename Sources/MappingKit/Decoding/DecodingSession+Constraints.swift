/// Value constraints for `Decodable` values through a context: the member
/// value an entry reads is checked against the entry's constraints
/// (``ValueConstraints/violation(of:)``, the engine's decision) before it
/// is decoded. A violation is the engine's `constraintViolated` error, and
/// the value is invalid as one that does not convert is: a required one's
/// object cannot be made, an optional one is `nil`, and under `@onInvalid`
/// it is refused (``tolerating(_:_:at:_:)`` catches it).
///
/// ```swift
/// // "$Person": { "age": { "@keyPath": "age", "@maximum": 150 } }
/// struct Person: Codable { var age: Int? }
/// let result = try context.object(from: ["age": 200], as: Person.self)
/// result.value?.age                   // nil
/// result.report.issues.first?.code   // .constraintViolated
/// ```
///
/// The container's fast paths skip a constrained entry
/// (``PlanStep/isConstrained``), so its value always comes here.
extension DecodingSession {
    /// Throws ``DecodingInvalid`` after recording the violation when
    /// `value`, the payload's value at `site`, breaks its entry's
    /// constraints, checked whole (the collection a key path through arrays
    /// gives: its elements' paths are the payload's). A default is not
    /// checked (the loader did).
    @inline(__always)
    func checkConstraints(_ value: SourceValue, at site: DecodingSite) throws(DecodingInvalid) {
        guard site.step?.isConstrained == true, let step = site.step else { return }
        try check(value, step: step, at: site)
    }

    /// ``checkConstraints(_:at:)`` for a constrained step.
    @inline(never)
    private func check(_ value: SourceValue, step: PlanStep<JSONObjectTarget>, at site: DecodingSite) throws(DecodingInvalid) {
        guard let constraints = step.constraints,
            let violation = constraints.violation(of: applier.payloadValue(value))
        else { return }
        record(.constraintViolated, .error, at: site, problem: .constraintViolated(violation))
        throw DecodingInvalid(partial: nil)
    }

    /// `T` from `value`, the payload's value at `site`, checked first
    /// against its entry's constraints when `checking` (a default is not).
    /// With `@invalidElements: "skip"`, a collection's elements that break
    /// one are left out and the others decoded; their warnings are
    /// recorded in payload order among the decoding's own
    /// (Applier+SkippedElements.swift).
    @inline(__always)
    func decodeChecked<T: Decodable>(_ type: T.Type, _ value: SourceValue, at site: DecodingSite, checking: Bool, lenient: Bool) throws -> T {
        guard checking, site.step?.isConstrained == true, let step = site.step else {
            return try decode(T.self, value, at: site, lenient: lenient)
        }
        return try decodeConstrained(T.self, value, step: step, at: site, lenient: lenient)
    }

    /// ``decodeChecked(_:_:at:checking:lenient:)`` for a constrained step.
    @inline(never)
    private func decodeConstrained<T: Decodable>(
        _ type: T.Type, _ value: SourceValue, step: PlanStep<JSONObjectTarget>, at site: DecodingSite, lenient: Bool
    ) throws -> T {
        guard step.entry.invalidElements == .skip, let constraints = step.constraints,
            let (kept, skipped) = SkippedElements.keeping(applier.payloadValue(value), constraints, step: ObjectIdentifier(step))
        else {
            try check(value, step: step, at: site)
            return try decode(T.self, value, at: site, lenient: lenient)
        }
        let outer = applier.skipping
        applier.skipping = skipped
        defer {
            recordPendingSkips(at: site, step: step)
            applier.skipping = outer
        }
        // The elements first, then what the collection kept breaks (`@minItems`).
        if constraints.violation(of: kept) != nil { recordPendingSkips(at: site, step: step) }
        try check(.value(kept), step: step, at: site)
        return try decode(T.self, .value(kept), at: site, lenient: lenient)
    }

    /// Records the elements a constraint left out of `step`'s collection
    /// that are still waiting, at the collection's paths.
    private func recordPendingSkips(at site: DecodingSite, step: PlanStep<JSONObjectTarget>) {
        guard records else { return }
        atSite(site) { applier in applier.recordPendingSkips(entry: step.entry, context: step.context) }
    }

    /// Runs `body` with the paths at the site's value (a member's entered).
    func atSite(_ site: DecodingSite, _ body: (inout Applier) -> Void) {
        if site.placement == .member {
            entering(site.keyPath, target: site.name) { body(&applier) }
        } else {
            body(&applier)
        }
    }
}
