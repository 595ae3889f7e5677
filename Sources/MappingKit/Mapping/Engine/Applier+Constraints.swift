/// Value constraints in the engine (typed and dynamic mapping): a present
/// payload value is checked against its entry's constraints
/// (``ValueConstraints/violation(of:)``) right before the step's action,
/// in ``perform(_:_:into:checking:)``, which every way to a value goes
/// through (the loop's guarded steps, fallback key paths, key paths
/// through arrays, a tolerating step's trial run). A value that breaks one
/// is a `constraintViolated` error and the action is not performed; under
/// `@onInvalid` it is refused as any invalid value is.
///
/// ```json
/// "age": { "@keyPath": "age", "@maximum": 150 }
/// ```
///
/// `{"age": 200}` → `error constraintViolated: number 200 is above '@maximum' 150`,
/// and `age` is left as it was.
extension Applier {
    /// `true` when `present` keeps the constraints of `step`; else `false`
    /// after recording the violation.
    @inline(never)
    mutating func satisfiesConstraints<Target>(_ step: PlanStep<Target>, _ present: SourceValue) -> Bool {
        guard let constraints = step.constraints, let violation = constraints.violation(of: payloadValue(present)) else { return true }
        record(.constraintViolated, entry: step.entry, context: step.context, problem: .constraintViolated(violation))
        return false
    }

    /// Sets the default of a constrained step whose value is missing,
    /// unchecked (the loader checked it), as its `@onInvalid` says.
    @inline(never)
    mutating func performDefault<Target: MappingTarget>(_ step: PlanStep<Target>, _ fallback: PayloadValue, into target: inout Target) {
        if step.tolerates {
            performTolerating(step, .value(fallback), into: &target, checking: false)
        } else {
            perform(step, .value(fallback), into: &target, checking: false)
        }
    }
}
