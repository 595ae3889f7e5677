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
    /// constraints. A default is not checked (the loader did).
    /// With `@invalidElements: "skip"` (and `dropping`), the value given
    /// back is the collection without its elements that break a value
    /// constraint, each an `invalidElementSkipped` warning at its own path.
    @inline(__always)
    func checkConstraints(_ value: SourceValue, at site: DecodingSite, dropping: Bool = true) throws(DecodingInvalid) -> SourceValue {
        guard site.step?.isConstrained == true, let step = site.step else { return value }
        return try checkedValue(value, step: step, at: site, dropping: dropping)
    }

    /// ``checkConstraints(_:at:dropping:)`` for a constrained step.
    @inline(never)
    private func checkedValue(
        _ value: SourceValue, step: PlanStep<JSONObjectTarget>, at site: DecodingSite, dropping: Bool
    ) throws(DecodingInvalid) -> SourceValue {
        guard let constraints = step.constraints, mode == .mapping else { return value }
        var value = value
        if dropping, step.entry.invalidElements == .skip {
            var dropped: [(PathStack.Component, PayloadValue, ValueConstraints.Violation)] = []
            if let kept = constraints.keepingValidElements(of: applier.payloadValue(value), dropped: { dropped.append(($0, $1, $2)) }) {
                value = .value(kept)
                if records { recordDropped(dropped, at: site, step: step) }
            }
        }
        guard let violation = constraints.violation(of: applier.payloadValue(value)) else { return value }
        record(.constraintViolated, .error, at: site, problem: .constraintViolated(violation))
        throw DecodingInvalid(partial: nil)
    }

    /// The warnings of the elements dropped for their constraints, each at
    /// its own path under the site's.
    private func recordDropped(
        _ dropped: [(PathStack.Component, PayloadValue, ValueConstraints.Violation)], at site: DecodingSite, step: PlanStep<JSONObjectTarget>
    ) {
        func report() {
            for (position, (place, element, violation)) in dropped.enumerated() {
                func record() {
                    applier.record(
                        .invalidElementSkipped, .warning, entry: step.entry, context: step.context,
                        problem: .invalidElementSkipped(found: element.summary, reason: .constraintViolated(violation)),
                        atCurrentPath: true, repeatsInObject: position > 0)
                }
                switch place {
                case .index(let index): entering(element: index, target: index, record)
                case .key(let key): entering(member: key, record)
                }
            }
        }
        if site.placement == .member { entering(site.keyPath, target: site.name, report) } else { report() }
    }
}
