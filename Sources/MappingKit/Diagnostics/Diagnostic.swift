/// One problem found in a `.mappings` file or a JSON document, with where it
/// is, what was expected and, when there is one, the likely fix.
///
/// Diagnostics render like compiler messages:
///
/// ```
/// Twitter.mappings:7:19: error: expected ',' or '}' in object
///     "name": "user.name" "text"
///                         ^
/// note: add ',' between the two members
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// A problem: the document or catalog is not loaded.
        case error
        /// Worth fixing, but loading went on (a replaced definition, an ignored option).
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What kind of problem this is, stable whatever the wording: match on
    /// it rather than on ``message``. Not rendered; a related note carries
    /// the code of the diagnostic it belongs to.
    ///
    /// ```swift
    /// error.diagnostics.map(\.code)  // [.unknownKeyword, .unknownProperty]
    /// ```
    public var code: Code
    /// One sentence saying what is wrong and what was expected.
    public var message: String
    /// Where the problem is, when it has a place in a file.
    public var location: SourcePosition?
    /// A suggested fix (`did you mean '@optional'?`), rendered as a `note:`.
    public var suggestion: String?
    /// Related places, such as where a duplicated key was first defined.
    public var related: [Diagnostic]
    /// The source line and caret, when the source was available.
    var excerpt: SourceExcerpt?

    /// Creates a diagnostic; `code` is ``Code/unspecified`` unless given.
    public init(
        severity: Severity = .error,
        code: Code = .unspecified,
        message: String,
        location: SourcePosition? = nil,
        suggestion: String? = nil,
        related: [Diagnostic] = []
    ) {
        self.init(
            severity: severity, code: code, message: message, location: location, excerpt: nil, suggestion: suggestion,
            related: related)
    }

    init(
        severity: Severity = .error,
        code: Code = .unspecified,
        message: String,
        location: SourcePosition?,
        excerpt: SourceExcerpt?,
        suggestion: String? = nil,
        related: [Diagnostic] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.suggestion = suggestion
        self.related = related
        self.excerpt = excerpt
    }

    /// The diagnostic rendered compiler-style, several lines, no trailing newline.
    public var description: String { rendered() }

    /// Renders the diagnostic compiler-style: `file:line:col: error: message`,
    /// the source line, a caret under the spot, related places and a `note:`
    /// with the suggestion.
    public func rendered() -> String {
        var lines: [String] = []
        appendLines(to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String]) {
        let head = location.map { "\($0): " } ?? ""
        lines.append("\(head)\(severity.rawValue): \(message)")
        if let excerpt {
            lines.append(excerpt.text)
            lines.append(excerpt.caretPadding + "^")
        }
        for note in related {
            note.appendLines(to: &lines)
        }
        if let suggestion {
            lines.append("note: \(suggestion)")
        }
    }
}
