/// What one step of a `@pattern` accepts: a literal scalar, `.`, an escape
/// such as `\d`, or a bracketed class (`[a-z_\d]`, `[^"\\]`), as ranges of
/// scalars and ``ScalarClass``es, possibly inverted. Made by the parser,
/// compared by the compiler (equal sets share one atom), asked for each
/// scalar of a string by the matcher.
///
/// ```swift
/// let hex = ScalarSet(ranges: [0x30...0x39, 0x61...0x66])
/// hex.contains("c")  // true
/// ```
struct ScalarSet: Sendable, Hashable {
    /// What a class holds: ranges of scalars (a single scalar is a range
    /// of one) and named classes.
    struct Members: Sendable, Hashable {
        var ranges: [ClosedRange<UInt32>] = []
        var classes: [NamedClass] = []
    }

    /// A named class in a set, inverted for `\D`, `\W`, `\S` and `\P{…}`.
    struct NamedClass: Sendable, Hashable {
        var scalarClass: ScalarClass
        var inverted = false
    }

    /// The ranges, sorted and merged, and the classes, in the order written.
    private(set) var members: Members
    /// `[^…]`: the set holds what the members do not.
    var inverted: Bool
    /// ASCII membership, bit `n` for scalar `n`: the common case answered
    /// by one shift.
    private var asciiLow: UInt64 = 0
    private var asciiHigh: UInt64 = 0

    init(ranges: [ClosedRange<UInt32>] = [], classes: [NamedClass] = [], inverted: Bool = false) {
        members = Members(ranges: Self.merged(ranges), classes: classes)
        self.inverted = inverted
        for value in UInt32(0)..<128 {
            guard let scalar = Unicode.Scalar(value), containsSlowly(scalar) else { continue }
            if value < 64 { asciiLow |= 1 << UInt64(value) } else { asciiHigh |= 1 << UInt64(value - 64) }
        }
    }

    /// `.`: any scalar but ICU's line terminators (`\n`, `\v`, `\f`, `\r`,
    /// U+0085, U+2028, U+2029).
    static let dot = ScalarSet(ranges: [0x0A...0x0D, 0x85...0x85, 0x2028...0x2029], inverted: true)
    /// Any scalar at all (the search's way forward).
    static let anything = ScalarSet(inverted: true)

    /// `true` when `scalar` is in the set.
    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return asciiLow & (1 << UInt64(value)) != 0 }
        if value < 128 { return asciiHigh & (1 << UInt64(value - 64)) != 0 }
        return containsSlowly(scalar)
    }

    private func containsSlowly(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var found = false
        var low = 0
        var high = members.ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = members.ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                found = true
                break
            }
        }
        if !found {
            for named in members.classes where named.scalarClass.contains(scalar) != named.inverted {
                found = true
                break
            }
        }
        return found != inverted
    }

    /// Membership of the scalars below ``ScalarTraits/tableSize``, bit
    /// `v & 63` of word `v >> 6` for scalar `v`: ranges set in runs, named
    /// classes from their rows.
    func membership() -> [UInt64] {
        let limit = ScalarTraits.tableSize
        var words = [UInt64](repeating: 0, count: limit / 64)
        for range in members.ranges where Int(range.lowerBound) < limit {
            for value in Int(range.lowerBound)...min(Int(range.upperBound), limit - 1) {
                words[value >> 6] |= 1 << UInt64(value & 63)
            }
        }
        for named in members.classes {
            let row = named.scalarClass.row
            for index in words.indices { words[index] |= named.inverted ? ~row[index] : row[index] }
        }
        if inverted {
            for index in words.indices { words[index] = ~words[index] }
        }
        // Surrogate code points are not scalars.
        if limit > 0xD800 {
            for value in 0xD800..<min(0xE000, limit) { words[value >> 6] &= ~(1 << UInt64(value & 63)) }
        }
        return words
    }

    /// The ranges sorted, overlapping and touching ones joined.
    private static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool { lhs.members == rhs.members && lhs.inverted == rhs.inverted }

    func hash(into hasher: inout Hasher) {
        hasher.combine(members)
        hasher.combine(inverted)
    }
}
