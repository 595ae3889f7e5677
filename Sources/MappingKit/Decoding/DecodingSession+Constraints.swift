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
    func checkConstraints(_ value: SourceValue, at site: DecodingSite) throws(DecodingInvalid) {
        guard let step = site.step, let constraints = step.constraints, mode == .mapping,
            let violation = constraints.violation(of: applier.payloadValue(value))
        else { return }
        record(.constraintViolated, .error, at: site, problem: .constraintViolated(violation))
        throw DecodingInvalid(partial: nil)
    }
}
