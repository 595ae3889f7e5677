/// `@fallbackKeyPaths` (the rule: `PlanStep+Fallbacks.swift`): when an
/// entry's value is missing at its `@keyPath`, each fallback key path is read
/// in order; the first value found is mapped as the entry maps its own, by
/// the step reading that key path (so an issue about it names where it was
/// read). No issue is reported for a fallback
/// taken, but the report's summary counts, per entry and fallback, the
/// objects read from it (`$Article.title: read from 'title_name' in 3 of 100
/// objects`): a renamed key is seen the day it changes.
extension Applier {
    /// Maps the first fallback of `step` with a value in `value`, counting
    /// it in the summary; `false` when every fallback is missing too. A
    /// fallback is read as the entry's own key path is: a key path through
    /// an array maps over its elements (Applier+FanOut.swift), as it does
    /// for a `Decodable` (`DecodingSession.read`).
    mutating func performFallback<Target: MappingTarget>(_ step: PlanStep<Target>, _ value: SourceValue, into target: inout Target) -> Bool {
        guard let (fallback, found) = step.firstFallback({ fallback -> FallbackValue? in
            if let found = resolve(value, fallback.keys) { return .value(found) }
            return throughArray(value, fallback.keys).map(FallbackValue.elements)
        }) else { return false }
        countFallback(fallback)
        switch found {
        case .value(let found) where fallback.isGuarded:
            performTolerating(fallback, found, into: &target)
        case .value(let found):
            perform(fallback, found, into: &target)
        case .elements(let tree):
            fanOut(fallback, tree, into: &target)
        }
        return true
    }

    /// What a fallback key path reads: a value, or the values it reaches
    /// through an array.
    private enum FallbackValue {
        case value(SourceValue)
        case elements(FanOutNode)
    }

    /// Whether the value `step` reads in `value` is `null` (not absent):
    /// for `@null: "value"`.
    func holdsNull<Target>(_ step: PlanStep<Target>, _ value: SourceValue, found: UnsafeBufferPointer<Int>?) -> Bool {
        guard !step.readsMetadata, let last = step.keys.last else { return false }
        var parent = value
        if let found, step.memberIndex >= 0 {
            let node = found[step.memberIndex]
            guard node >= 0 else { return false }
            if step.readsOneKey { return tape.kind(node) == .null }
            guard step.keys.count > 2 else { return isNull(.node(node), member: last) }
            guard let resolved = resolve(.node(node), Array(step.keys.dropLast()), from: 1) else { return false }
            parent = resolved
        } else if step.keys.count > 1 {
            guard let resolved = resolve(value, Array(step.keys.dropLast())) else { return false }
            parent = resolved
        }
        return isNull(parent, member: last)
    }

    /// Whether the member `key` of `value` is there and `null`.
    private func isNull(_ value: SourceValue, member key: MappingKeyPath.Key) -> Bool {
        switch value {
        case .node(let index):
            guard let member = tape.member(key, of: index) else { return false }
            return tape.kind(member) == .null
        case .value(let payload):
            return payload.member(key)?.isNull ?? false
        }
    }

    /// Counts an object read from a fallback key path in the summary.
    mutating func countFallback<Target>(_ fallback: PlanStep<Target>) {
        countInSummary(
            .readFromFallback, context: fallback.context.identifier, entry: fallback.entry.property,
            keyPath: fallback.entry.keyPath.description)
    }
}
