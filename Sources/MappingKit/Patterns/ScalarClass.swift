/// A class of Unicode scalars named by an escape of a `@pattern`: `\d`,
/// `\w`, `\s` and `\p{…}`, with ICU's meanings (the ones `@pattern` had
/// when `NSRegularExpression` ran it, kept so that no pattern changes its
/// answer): `\d` is any decimal digit (`Nd`, so `٣` too), `\w` is ICU's
/// word set (`[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`), `\s` any
/// `White_Space` scalar.
///
/// ```swift
/// ScalarClass.digit.contains("٣")  // true
/// ScalarClass.categories(.letters).contains("é")  // true
/// ```
enum ScalarClass: Sendable, Hashable {
    /// `\d`: general category `Nd`.
    case digit
    /// `\w`: ICU's word characters.
    case word
    /// `\s`: the `White_Space` property.
    case space
    /// `\p{L}`, `\p{Nd}`…: scalars whose general category is in the set.
    case categories(GeneralCategories)
    /// `\p{Any}`.
    case any
    /// `\p{ASCII}`.
    case ascii
    /// `\p{Assigned}`: every category but `Cn`.
    case assigned

    /// `true` when `scalar` is in the class.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .digit: ScalarTraits(scalar).category == .decimalNumber
        case .word: Self.isWord(scalar)
        case .space: ScalarTraits(scalar).isWhitespace
        case .categories(let categories): categories.contains(ScalarTraits(scalar).category)
        case .any: true
        case .ascii: scalar.value < 0x80
        case .assigned: ScalarTraits(scalar).category != .unassigned
        }
    }

    /// ICU's word set, which `\w` and the word boundaries `\b` and `\B`
    /// read: alphabetic scalars, marks, decimal digits, connector
    /// punctuation (`_`) and the two zero-width joiners.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
                || value == 0x5F
        }
        if value == 0x200C || value == 0x200D { return true }
        let traits = ScalarTraits(scalar)
        if traits.isAlphabetic { return true }
        switch traits.category {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// A scalar that ICU's word boundaries look through: a grapheme
    /// extender or a format character (`Cf`) is never a boundary, and the
    /// scalar before it decides what came before.
    static func isTransparentToBoundaries(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        let traits = ScalarTraits(scalar)
        return traits.isGraphemeExtend || traits.category == .format
    }
}

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

/// A set of Unicode general categories, one bit each.
struct GeneralCategories: Sendable, Hashable {
    var bits: UInt32

    /// The categories in the order of their bits.
    static let all: [Unicode.GeneralCategory] = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark,
        .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
        .finalPunctuation, .otherPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
        .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .control, .format, .surrogate, .privateUse, .unassigned,
    ]

    init(_ categories: [Unicode.GeneralCategory]) {
        bits = 0
        for category in categories { bits |= Self.bit(category) }
    }

    func contains(_ category: Unicode.GeneralCategory) -> Bool { bits & Self.bit(category) != 0 }

    static func bit(_ category: Unicode.GeneralCategory) -> UInt32 {
        switch category {
        case .uppercaseLetter: 1 << 0
        case .lowercaseLetter: 1 << 1
        case .titlecaseLetter: 1 << 2
        case .modifierLetter: 1 << 3
        case .otherLetter: 1 << 4
        case .nonspacingMark: 1 << 5
        case .spacingMark: 1 << 6
        case .enclosingMark: 1 << 7
        case .decimalNumber: 1 << 8
        case .letterNumber: 1 << 9
        case .otherNumber: 1 << 10
        case .connectorPunctuation: 1 << 11
        case .dashPunctuation: 1 << 12
        case .openPunctuation: 1 << 13
        case .closePunctuation: 1 << 14
        case .initialPunctuation: 1 << 15
        case .finalPunctuation: 1 << 16
        case .otherPunctuation: 1 << 17
        case .mathSymbol: 1 << 18
        case .currencySymbol: 1 << 19
        case .modifierSymbol: 1 << 20
        case .otherSymbol: 1 << 21
        case .spaceSeparator: 1 << 22
        case .lineSeparator: 1 << 23
        case .paragraphSeparator: 1 << 24
        case .control: 1 << 25
        case .format: 1 << 26
        case .surrogate: 1 << 27
        case .privateUse: 1 << 28
        case .unassigned: 1 << 29
        @unknown default: 1 << 29
        }
    }
}
