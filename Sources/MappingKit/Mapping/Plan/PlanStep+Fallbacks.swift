/// `@fallbackKeyPaths`, the one rule of both paths: when an entry's value
/// is missing at its `@keyPath`, its fallbacks are read in order and the
/// first with a value is taken, read by the step of that key path (so an
/// issue about it names where it was), and counted in the summary
/// (``Applier/countFallback(_:)``). The engine (``Applier/performFallback(_:_:into:)``,
/// for `Mappable` models and JSON) and a `Decodable`'s decoding
/// (`DecodingSession.fallback(of:via:in:)`) each say only how a key path
/// is read in their source.
///
/// ```swift
/// if let (fallback, value) = step.firstFallback({ resolve(object, $0.keys) }) {
///     countFallback(fallback)
///     perform(fallback, value, into: &target)
/// }
/// ```
extension PlanStep {
    /// The first fallback `find` finds a value for, with that value; `nil`
    /// when every fallback is missing too.
    @inline(__always)
    func firstFallback<Found>(_ find: (PlanStep<Target>) -> Found?) -> (step: PlanStep<Target>, found: Found)? {
        for fallback in fallbacks {
            if let found = find(fallback) { return (fallback, found) }
        }
        return nil
    }
}
