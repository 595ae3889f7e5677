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
