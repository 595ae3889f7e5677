/// A small seeded random generator (SplitMix64), so generated tests draw the
/// same values on every run and a failure reproduces.
///
/// ```swift
/// var generator = SplitMix64(seed: 0x5EED)
/// let pick = generator.next(below: 7)            // 0 ..< 7
/// let day = generator.next(in: 1...28)           // 1 ... 28
/// ```
package struct SplitMix64: Sendable {
    /// The generator's state; the seed is its first value.
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0 ..< bound`; `bound` must be positive.
    package mutating func next(below bound: UInt64) -> UInt64 { next() % max(bound, 1) }

    /// A value in `0 ..< bound`; `bound` must be positive.
    package mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// A value in `range`.
    package mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
