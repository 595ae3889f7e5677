/// Each class's membership of the scalars below ``ScalarTraits/tableSize``
/// as rows of bits (bit `v & 63` of word `v >> 6`), made from rows computed
/// once per process (one per general category, and the alphabetic,
/// white-space and boundary-transparent scalars): what a pattern's table
/// classifies its scalars by, with no property lookup per pattern.
extension ScalarClass {
    /// The class's row.
    var row: [UInt64] {
        switch self {
        case .digit: return Rows.shared.category(GeneralCategories([.decimalNumber]))
        case .word: return Rows.shared.word
        case .space: return Rows.shared.space
        case .categories(let categories): return Rows.shared.category(categories)
        case .any: return [UInt64](repeating: ~0, count: Rows.words)
        case .ascii: return [~0, ~0] + [UInt64](repeating: 0, count: Rows.words - 2)
        case .assigned: return Rows.shared.category(GeneralCategories([.unassigned])).map { ~$0 }
        }
    }

    /// The boundary-transparent scalars' row (see ``isTransparentToBoundaries(_:)``).
    static var transparentRow: [UInt64] { Rows.shared.transparent }

    /// The rows made once.
    struct Rows: Sendable {
        static let words = ScalarTraits.tableSize / 64
        static let shared = Rows()

        /// One row per bit of ``GeneralCategories``.
        let categories: [[UInt64]]
        let word: [UInt64]
        let space: [UInt64]
        let transparent: [UInt64]

        private init() {
            var categories = [[UInt64]](repeating: [UInt64](repeating: 0, count: Self.words), count: 32)
            var word = [UInt64](repeating: 0, count: Self.words)
            var space = word
            var transparent = word
            for value in 0..<UInt32(ScalarTraits.tableSize) {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let index = Int(value >> 6)
                let bit: UInt64 = 1 << UInt64(value & 63)
                let traits = ScalarTraits(scalar)
                categories[GeneralCategories.bit(traits.category).trailingZeroBitCount][index] |= bit
                if ScalarClass.isWord(scalar) { word[index] |= bit }
                if traits.isWhitespace { space[index] |= bit }
                if ScalarClass.isTransparentToBoundaries(scalar) { transparent[index] |= bit }
            }
            self.categories = categories
            self.word = word
            self.space = space
            self.transparent = transparent
        }

        /// The scalars whose category is one of `set`'s.
        func category(_ set: GeneralCategories) -> [UInt64] {
            var row = [UInt64](repeating: 0, count: Self.words)
            var bits = set.bits
            while bits != 0 {
                let category = categories[bits.trailingZeroBitCount]
                for index in row.indices { row[index] |= category[index] }
                bits &= bits - 1
            }
            return row
        }
    }
}
