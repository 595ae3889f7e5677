/// What each keyword means, as the schema shows it on hover: its
/// declaration's summary (``KeywordDeclaration/summary``), the words of the
/// language reference (`MappingKit.docc/MappingsLanguage.md`).
///
/// A keyword with a row in the reference's `| keyword | meaning |` table
/// has that row's meaning, its `<doc:…>` links and "(below)" left out (a
/// row naming two or three keywords gives each the same words). The five
/// the table does not list (`@import`, `@class`, `@mappings`, `@self`,
/// `@reverseMappings`) have words taken verbatim from the reference's text.
/// `MappingsSchemaTests` holds both to the reference.
extension MappingsSchema {
    static func description(of keyword: MappingKeyword) -> String { keyword.declaration.summary }

    /// What a former keyword was, and what the loader says of it (its
    /// warning or error and the fix, worded once in
    /// `ConfigurationProblem+Messages.swift`).
    static func description(of former: FormerKeyword) -> String {
        switch former {
        case .required:
            "other libraries' spelling: entries are required by default"
        case .transformCallback:
            "AppCoreKit's code-only transformer block"
        case .contentType:
            "AppCoreKit's element type, declared in code"
        }
    }

    /// The loader's words for a former keyword, which an editor shows as a
    /// deprecation: a warning for the two that load, the error for
    /// `@contentType`, each with its fix.
    static func deprecationMessage(of former: FormerKeyword) -> String {
        let problems: [ConfigurationProblem] =
            switch former {
            case .required: [.requiredKeyword(true), .requiredKeyword(false)]
            case .transformCallback: [.transformCallback]
            case .contentType: [.contentType(className: nil, hasObject: false)]
            }
        return problems.map { problem in
            problem.message + (problem.suggestion.map { " (\($0))" } ?? "")
        }.joined(separator: "; ")
    }
}
