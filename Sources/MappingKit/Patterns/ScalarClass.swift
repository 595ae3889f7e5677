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
