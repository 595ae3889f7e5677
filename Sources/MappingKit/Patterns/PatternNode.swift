/// A `@pattern` parsed, before it is compiled: what it matches, with no
/// captures (a pattern only answers whether a string holds a match, so
/// groups are their content and lazy quantifiers their greedy twins).
indirect enum PatternNode: Sendable, Equatable {
    /// Matches the empty string (`()`, an empty alternative).
    case empty
    /// One scalar of ``PatternNode/Atom``.
    case atom(Atom)
    /// Each in turn.
    case sequence([PatternNode])
    /// Any one of them (`a|b`).
    case choice([PatternNode])
    /// `min` to `max` times (`nil`: no upper bound).
    case repetition(PatternNode, min: Int, max: Int?)
    /// A condition on the place between two scalars.
    case assertion(Assertion)

    /// What one scalar must be.
    enum Atom: Sendable, Hashable {
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
    }

    /// `^`, `$`, `\b` and `\B`, with ICU's meanings: `^` is the start of the
    /// string, `$` its end or just before a line terminator that ends it.
    enum Assertion: Sendable, Hashable {
        case start
        case end
        case wordBoundary
        case notWordBoundary
    }

    /// `true` when every match must start at the string's start: each way
    /// through begins with `^`. The matcher then stops as soon as no way
    /// through is left, instead of trying each later start.
    var isAnchoredAtStart: Bool {
        switch self {
        case .assertion(.start): true
        case .sequence(let items): items.first?.isAnchoredAtStart ?? false
        case .choice(let branches): !branches.isEmpty && branches.allSatisfy(\.isAnchoredAtStart)
        case .repetition(let node, let min, _): min > 0 && node.isAnchoredAtStart
        default: false
        }
    }

    /// `true` when the node can match the empty string.
    var matchesEmpty: Bool {
        switch self {
        case .empty, .assertion: true
        case .atom: false
        case .sequence(let items): items.allSatisfy(\.matchesEmpty)
        case .choice(let branches): branches.contains(where: \.matchesEmpty)
        case .repetition(let node, let min, _): min == 0 || node.matchesEmpty
        }
    }

    /// The number of instructions the node compiles to (see
    /// ``PatternCompiler``), saturating at `Int.max`, so that a pattern
    /// too large is refused before it is compiled.
    var instructionCount: Int {
        switch self {
        case .empty: return 0
        case .atom, .assertion: return 1
        case .sequence(let items): return items.reduce(0) { $0.addingSaturated($1.instructionCount) }
        case .choice(let branches):
            return branches.reduce(2 * max(branches.count - 1, 0)) { $0.addingSaturated($1.instructionCount) }
        case .repetition(let node, let min, let max):
            let size = node.instructionCount
            let required = size.multipliedSaturated(by: min)
            guard let max else { return required.addingSaturated(size.addingSaturated(2)) }
            return required.addingSaturated(size.addingSaturated(1).multipliedSaturated(by: max - min))
        }
    }
}
