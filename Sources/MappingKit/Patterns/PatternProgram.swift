/// A `@pattern` compiled into a Thompson automaton: instructions that
/// consume one scalar, fork, jump, assert or accept. The matcher follows
/// every way through at once (a set of program counters per position), so
/// its work per scalar is bounded by the program's size, whatever the
/// string: no backtracking, no limit to hit.
///
/// ```swift
/// // "a+b" (unanchored: a prefix loop tries every start)
/// // 0 split 3, 1 · 1 consume any · 2 jump 0 · 3 consume a · 4 split 3, 5 · 5 consume b · 6 match
/// ```
struct PatternProgram: Sendable {
    enum Operation: UInt8, Sendable {
        /// Consume one scalar of atom `first`, go on at the next instruction.
        case consume
        /// Go on at both `first` and `second`.
        case split
        /// Go on at `first`.
        case jump
        /// `^`: only at the string's start.
        case start
        /// `$`: at the end, or before a line terminator that ends the string.
        case end
        /// `\b`.
        case wordBoundary
        /// `\B`.
        case notWordBoundary
        /// A match.
        case match
    }

    struct Instruction: Sendable {
        var operation: Operation
        var first: Int32 = 0
        var second: Int32 = 0
    }

    /// What a consuming instruction accepts.
    enum Atom: Sendable, Hashable {
        case scalar(UInt32)
        case set(ScalarSet)

        @inline(__always)
        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .scalar(let value): value == scalar.value
            case .set(let set): set.contains(scalar)
            }
        }
    }

    var instructions: [Instruction]
    /// The distinct atoms, indexed by a consuming instruction's `first`.
    var atoms: [Atom]
    /// `\b` or `\B` appear: what comes before a position matters.
    var readsWords: Bool
    /// Every match starts at the string's start: no prefix loop, and no
    /// way through left means no match.
    var anchored: Bool

    /// `true` for instructions that wait for a scalar or for the next
    /// position's context (the ones a set of threads keeps).
    func isLive(_ pc: Int) -> Bool {
        switch instructions[pc].operation {
        case .consume, .end, .wordBoundary, .notWordBoundary, .match: true
        case .split, .jump, .start: false
        }
    }
}
