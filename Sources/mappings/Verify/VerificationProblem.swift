import MappingKit

/// One problem `mappings verify` found in a recorded exchange: its
/// verdict kept apart from the others, where in the body (a JSON pointer
/// and the property that reads it), where the contract and the
/// `.mappings` file say what was expected, and the message.
struct VerificationProblem: Sendable, Hashable {
    /// Whose promise the exchange broke.
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// The vendor answered outside its contract: a status or content
        /// type it does not document, a body its schema refuses.
        case vendorOutsideContract
        /// The contract cannot describe what was answered: no operation of
        /// the document for the request, a response without a schema for
        /// its content type, a schema the import cannot check.
        case contractCannotDescribe
        /// The app's mapping no longer fits an answer the contract accepts
        /// (or, without `--openapi`, any answer).
        case mappingNoLongerFits
        /// No route of the routes file answers the request: not mapped.
        case noRoute
    }

    var verdict: Verdict
    var isError: Bool
    /// The code (`missingRequired`) or the verdict's own (`statusNotDocumented`).
    var code: String
    var message: String
    /// Where in the answer's body (`/1/user/login`), when it is about a value.
    var pointer: String?
    /// The context and property that read it (`$NullableSimpleUser.login`).
    var property: String?
    /// The OpenAPI location (`api.yaml#/components/schemas/…`).
    var contract: String?
    /// The `.mappings` location (`GitHub.mappings:57:9`).
    var mapping: SourcePosition?

    /// `[1].user.login` → `/1/user/login`; the root → `` (RFC 6901's whole document).
    static func pointer(fromPath path: String) -> String {
        var tokens: [String] = []
        var current = ""
        var index = path.startIndex
        while index < path.endIndex {
            let character = path[index]
            if character == "." || character == "[" || character == "]" {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
            index = path.index(after: index)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }
}

/// One exchange verified: what was asked and answered, the operation it
/// belongs to, and its problems.
struct VerifiedExchange: Sendable {
    var source: String
    var method: String
    var url: String
    var status: Int
    /// `GET /repos/{owner}/{repo}/issues`, or the request's own path when no template matched.
    var operation: String
    var problems: [VerificationProblem] = []
}
