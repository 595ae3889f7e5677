import MappingKit

/// One problem of a `.mappings` file or of a payload, or one issue of a
/// mapping, as the annotation formats show it: a level, a stable code, a
/// message and where. Every text from outside (file names, payload keys
/// and values) is escaped for a terminal or a CI log when the annotation is
/// made (``TerminalText``); each format then escapes what its own syntax
/// needs.
struct Annotation: Sendable, Hashable {
    /// How serious, in the words GitHub and SARIF share.
    enum Level: String, Sendable, Hashable {
        case error
        case warning
        case note
    }

    /// Another place the annotation refers to (where a repeated key was
    /// first defined).
    struct Related: Sendable, Hashable {
        var message: String
        var location: SourcePosition?
    }

    var level: Level
    /// The stable code: GitHub's title, SARIF's `ruleId`.
    var code: String
    /// One sentence: what is wrong.
    var message: String
    /// The likely fix, when there is one.
    var suggestion: String?
    /// The place in a `.mappings` file (or in a payload that is not JSON).
    var location: SourcePosition?
    var related: [Related] = []
    /// For an issue: the payload (a file, `-`, or a URL) and where in it.
    var payload: String?
    var payloadPath: String?
    /// For an issue: the context and the entry that asked for the value.
    var context: String?
    var entry: String?

    /// A problem of a `.mappings` file, or of a payload that is not JSON.
    init(_ diagnostic: Diagnostic) {
        level = Level(diagnostic.severity)
        code = diagnostic.code.rawValue
        message = TerminalText.escaped(diagnostic.message)
        suggestion = diagnostic.suggestion.map(TerminalText.escaped)
        location = diagnostic.location.map(Self.escaped)
        related = diagnostic.related.map { Related(message: TerminalText.escaped($0.message), location: $0.location.map(Self.escaped)) }
    }

    /// An issue of mapping `payload` (a file name, `-` or a URL).
    init(_ issue: ValidationIssue, payload: String?) {
        level = issue.severity == .error ? .error : .warning
        code = issue.code.rawValue
        message = issue.detail
        location = issue.location.map(Self.escaped)
        self.payload = payload.map(TerminalText.escaped)
        payloadPath = TerminalText.escaped(issue.sourcePath.isEmpty ? "(root)" : issue.sourcePath)
        context = TerminalText.escaped(issue.context)
        entry = TerminalText.escaped(issue.entry)
    }

    /// A problem `mappings verify` found: its verdict the code, at the
    /// `.mappings` line when there is one, the exchange as the payload.
    init(level: Level, code: String, message: String, location: SourcePosition?, payload: String, payloadPath: String?) {
        self.level = level
        self.code = code
        self.message = TerminalText.escaped(message)
        self.location = location.map(Self.escaped)
        self.payload = TerminalText.escaped(payload)
        self.payloadPath = payloadPath.map(TerminalText.escaped)
    }

    /// A note of the tool itself (issues left out of the report).
    init(note message: String, code: String) {
        level = .note
        self.code = code
        self.message = TerminalText.escaped(message)
    }

    /// The message with its suggestion and related places, one per line,
    /// as both formats show it.
    var fullMessage: String {
        var text = message
        for place in related {
            text += "\nnote: " + (place.location.map { "\($0): " } ?? "") + place.message
        }
        if let suggestion { text += "\nnote: " + suggestion }
        if let payload { text += "\npayload: " + payload }
        return text
    }

    private static func escaped(_ location: SourcePosition) -> SourcePosition {
        var location = location
        location.file = location.file.map(TerminalText.escaped)
        return location
    }
}

extension Annotation.Level {
    init(_ severity: Diagnostic.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }
}
