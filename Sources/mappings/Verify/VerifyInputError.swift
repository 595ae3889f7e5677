import MappingKit

/// A HAR file or a routes file that is not one: where (its JSON pointer),
/// what was expected there and the likely fix; worded in ``description``.
struct VerifyInputError: Error, Sendable {
    var file: String
    var pointer: JSONPointer
    var expected: String
    var suggestion: String

    /// The fix for a HAR file that is not one.
    static let harSuggestion = "export the HAR again from the browser's network panel (\"Save all as HAR\") or the proxy; mappings reads HAR 1.2"
    /// The fix for a routes file that is not one.
    static let routesSuggestion = #"a routes file is { "mappings": "FILE.mappings", "routes": [ { "method": "GET", "path": "/users/{id}", "context": "$User" } ] }; mappings import openapi writes one"#

    var description: String {
        "\(TerminalText.escaped(file))\(TerminalText.escaped(pointer.text)): error: expected \(expected)\nnote: \(suggestion)"
    }
}
