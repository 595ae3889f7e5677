/// The Unicode properties the classes read of a scalar: from a table made
/// once per process for the scalars of one and two UTF-8 bytes (which the
/// pattern tables classify), from the standard library's lookups beyond.
struct ScalarTraits: Sendable {
    var category: Unicode.GeneralCategory
    var isAlphabetic: Bool
    var isWhitespace: Bool
    var isGraphemeExtend: Bool

    /// The scalars the table holds.
    static let tableSize = 0x800

    init(_ scalar: Unicode.Scalar) {
        if scalar.value < Self.tableSize {
            self = Self.table[Int(scalar.value)]
        } else {
            self.init(looking: scalar)
        }
    }

    private init(looking scalar: Unicode.Scalar) {
        let properties = scalar.properties
        category = properties.generalCategory
        isAlphabetic = properties.isAlphabetic
        isWhitespace = properties.isWhitespace
        isGraphemeExtend = properties.isGraphemeExtend
    }

    private static let table: [ScalarTraits] = (0..<UInt32(tableSize)).map { value in
        ScalarTraits(looking: Unicode.Scalar(value) ?? "\u{FFFD}")
    }
}
