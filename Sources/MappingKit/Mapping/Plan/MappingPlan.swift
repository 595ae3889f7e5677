import Foundation

/// A context resolved for one target: each entry's action decided (the
/// transformer itself, the property's setters, the child plan of a nested
/// object), its key path split into byte strings, and a table that sends
/// each key of a payload object to the entries reading it.
///
/// Built once per (context, model type), or per context for JSON, by
/// ``PlanCache``, when a mapping call first needs it; immutable afterwards.
/// Mapping an object does no lookup by name, no lock and no dynamic cast.
final class MappingPlan<Target: MappingTarget>: @unchecked Sendable {
    // Written only while the cache builds it under its lock, then only read:
    // the variables below are not checked for exclusive access at run time
    // (`@exclusivity(unchecked)`), which every read by a decoding's coding
    // key would otherwise pay (see ARCHITECTURE.md, "Unsafe code and its
    // invariants").
    let contextIndex: Int
    let context: CompiledContext
    /// `true` when every entry reads `@self`: such a context maps any value,
    /// not only objects.
    let readsSelfOnly: Bool
    @exclusivity(unchecked) private(set) var steps: [PlanStep<Target>] = []
    /// The steps again, unretained, for the engine's loop (``steps`` owns
    /// them; see ARCHITECTURE.md, "Unsafe code and its invariants").
    @exclusivity(unchecked) private(set) var stepRefs: [Unmanaged<PlanStep<Target>>] = []
    @exclusivity(unchecked) private(set) var dispatch = KeyDispatch()
    /// The steps by their entry's property, for `Decodable` types (whose
    /// initializers ask by coding key): the first entry of a name, with the
    /// signature its name is first compared by (``JSONNode/keySignature``'s:
    /// no hashing per coding key asked for).
    @exclusivity(unchecked) private var names: [(signature: UInt64, index: Int)] = []
    /// The steps of `@self` entries, for the names their `@object` contexts add.
    @exclusivity(unchecked) private(set) var selfSteps: [Int] = []
    /// `true` when each step writes a key of its own and no step merges
    /// keys into the object (`@self`): a new JSON object then gets each key
    /// at most once, and dynamic mapping appends it without looking for it.
    @exclusivity(unchecked) private(set) var writesDistinctKeys = false

    init(contextIndex: Int, context: CompiledContext) {
        self.contextIndex = contextIndex
        self.context = context
        readsSelfOnly = !context.entries.isEmpty && context.entries.allSatisfy { $0.keyPath.isSelf }
    }

    /// Sets the steps once they are built (after the plan is registered,
    /// so a recursive context finds it).
    func finish(_ steps: [PlanStep<Target>]) {
        self.steps = steps
        stepRefs = steps.map { Unmanaged.passUnretained($0) }
        dispatch = KeyDispatch(steps)
        writesDistinctKeys = Set(steps.map(\.entry.property)).count == steps.count && !steps.contains { $0.entry.targetsSelf }
        for (index, step) in steps.enumerated() {
            if step.entry.targetsSelf {
                selfSteps.append(index)
            } else if stepIndex(named: step.entry.property) == nil {
                names.append((Self.signature(of: step.entry.property), index))
            }
        }
    }

    /// The index of the step of the first entry named `name`, if any.
    @inline(__always)
    func stepIndex(named name: String) -> Int? {
        guard !names.isEmpty else { return nil }
        let signature = Self.signature(of: name)
        for candidate in names where candidate.signature == signature && steps[candidate.index].entry.property == name {
            return candidate.index
        }
        return nil
    }

    /// A name's length, first and last byte in one word.
    @inline(__always)
    private static func signature(of name: String) -> UInt64 {
        // Through the bytes: `utf8.last` walks back through the view's
        // generic index, measurably at every coding key.
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return JSONNode.keySignature(length: bytes.count, first: first, last: last)
        }
    }
}
