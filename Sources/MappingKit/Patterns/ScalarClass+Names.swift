/// The names `\p{…}` takes: the general categories by their short and long
/// names (`L`, `Letter`, `Lu`, `Uppercase_Letter`, `LC`…, optionally
/// written `gc=Lu` or `General_Category=Lu`), and `Any`, `ASCII` and
/// `Assigned`. Names are matched loosely, as ICU does: case, spaces,
/// hyphens and underscores ignored (`\p{lu}`, `\p{uppercase letter}`).
/// Scripts, blocks and other properties (`\p{Greek}`) are not known: the
/// parser refuses them, naming these.
extension ScalarClass {
    /// The class named `name`, or `nil` when it is not one of these.
    static func named(_ name: String) -> ScalarClass? {
        var key = loose(name)
        for prefix in ["gc=", "generalcategory="] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
            return categoryNames[key].map(ScalarClass.categories)
        }
        switch key {
        case "any": return .any
        case "ascii": return .ascii
        case "assigned": return .assigned
        default: return categoryNames[key].map(ScalarClass.categories)
        }
    }

    /// Every short name `\p{…}` takes, for messages.
    static let shortNames = "L, Lu, Ll, Lt, Lm, Lo, LC, M, Mn, Mc, Me, N, Nd, Nl, No, P, Pc, Pd, Ps, Pe, Pi, Pf, Po, "
        + "S, Sm, Sc, Sk, So, Z, Zs, Zl, Zp, C, Cc, Cf, Cs, Co, Cn, Any, ASCII, Assigned"

    private static func loose(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " })).lowercased()
    }

    private static let categoryNames: [String: GeneralCategories] = {
        let groups: [(short: String, long: [String], categories: [Unicode.GeneralCategory])] = [
            ("L", ["Letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]),
            ("LC", ["Cased_Letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]),
            ("Lu", ["Uppercase_Letter"], [.uppercaseLetter]),
            ("Ll", ["Lowercase_Letter"], [.lowercaseLetter]),
            ("Lt", ["Titlecase_Letter"], [.titlecaseLetter]),
            ("Lm", ["Modifier_Letter"], [.modifierLetter]),
            ("Lo", ["Other_Letter"], [.otherLetter]),
            ("M", ["Mark", "Combining_Mark"], [.nonspacingMark, .spacingMark, .enclosingMark]),
            ("Mn", ["Nonspacing_Mark"], [.nonspacingMark]),
            ("Mc", ["Spacing_Mark"], [.spacingMark]),
            ("Me", ["Enclosing_Mark"], [.enclosingMark]),
            ("N", ["Number"], [.decimalNumber, .letterNumber, .otherNumber]),
            ("Nd", ["Decimal_Number"], [.decimalNumber]),
            ("Nl", ["Letter_Number"], [.letterNumber]),
            ("No", ["Other_Number"], [.otherNumber]),
            ("P", ["Punctuation"], [
                .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation,
            ]),
            ("Pc", ["Connector_Punctuation"], [.connectorPunctuation]),
            ("Pd", ["Dash_Punctuation"], [.dashPunctuation]),
            ("Ps", ["Open_Punctuation"], [.openPunctuation]),
            ("Pe", ["Close_Punctuation"], [.closePunctuation]),
            ("Pi", ["Initial_Punctuation"], [.initialPunctuation]),
            ("Pf", ["Final_Punctuation"], [.finalPunctuation]),
            ("Po", ["Other_Punctuation"], [.otherPunctuation]),
            ("S", ["Symbol"], [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]),
            ("Sm", ["Math_Symbol"], [.mathSymbol]),
            ("Sc", ["Currency_Symbol"], [.currencySymbol]),
            ("Sk", ["Modifier_Symbol"], [.modifierSymbol]),
            ("So", ["Other_Symbol"], [.otherSymbol]),
            ("Z", ["Separator"], [.spaceSeparator, .lineSeparator, .paragraphSeparator]),
            ("Zs", ["Space_Separator"], [.spaceSeparator]),
            ("Zl", ["Line_Separator"], [.lineSeparator]),
            ("Zp", ["Paragraph_Separator"], [.paragraphSeparator]),
            ("C", ["Other"], [.control, .format, .surrogate, .privateUse, .unassigned]),
            ("Cc", ["Control"], [.control]),
            ("Cf", ["Format"], [.format]),
            ("Cs", ["Surrogate"], [.surrogate]),
            ("Co", ["Private_Use"], [.privateUse]),
            ("Cn", ["Unassigned"], [.unassigned]),
        ]
        var names: [String: GeneralCategories] = [:]
        for group in groups {
            for name in [group.short] + group.long { names[loose(name)] = GeneralCategories(group.categories) }
        }
        return names
    }()
}
