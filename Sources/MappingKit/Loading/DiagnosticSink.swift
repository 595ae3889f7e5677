/// Collects the diagnostics of one load, turning node origins into
/// locations with excerpts.
struct DiagnosticSink: Sendable {
    var files: [SourceFile] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var order: [Int] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// An error at `origin`. `problem` says what is wrong without naming
    /// where it was found (the entry or context that holds the spot): give
    /// it when `message` names them, so a template's problem met again in
    /// every object inheriting it is reported once.
    mutating func error(
        _ message: String, at origin: MappingNode.Origin?, suggestion: String? = nil, related: [Diagnostic] = [],
        problem: String? = nil
    ) {
        add(.error, message, at: origin, suggestion: suggestion, related: related, problem: problem)
    }

    mutating func warning(_ message: String, at origin: MappingNode.Origin?, suggestion: String? = nil) {
        add(.warning, message, at: origin, suggestion: suggestion)
    }

    /// Adds a diagnostic unless the same problem was already reported at
    /// the same spot of the same file: a template's text is checked again in
    /// every object that inherits it, and its problems are reported once, as
    /// first found. Problems are told apart by `problem` when given (the
    /// message without the name of the entry or context it was found in),
    /// else by the message.
    mutating func add(_ diagnostic: Diagnostic, fileIndex: Int?, problem: String? = nil) {
        if let fileIndex, let offset = diagnostic.location?.offset {
            let spot = Spot(
                file: fileIndex, offset: offset, severity: diagnostic.severity, problem: problem ?? diagnostic.message)
            guard reported.insert(spot).inserted else { return }
        } else {
            guard reportedElsewhere.insert(diagnostic).inserted else { return }
        }
        diagnostics.append(diagnostic)
        order.append(fileIndex ?? Int.max)
    }

    private struct Spot: Hashable, Sendable {
        var file: Int
        var offset: Int
        var severity: Diagnostic.Severity
        var problem: String
    }

    private var reported: Set<Spot> = []
    private var reportedElsewhere: Set<Diagnostic> = []

    private mutating func add(
        _ severity: Diagnostic.Severity, _ message: String, at origin: MappingNode.Origin?, suggestion: String?,
        related: [Diagnostic] = [], problem: String? = nil
    ) {
        switch origin {
        case .file(let index, let offset) where files.indices.contains(index):
            add(
                files[index].diagnostic(severity, message, at: offset, suggestion: suggestion, related: related),
                fileIndex: index, problem: problem)
        case .code(let file, let line, _):
            let location = SourcePosition(file: file, line: line, column: 1, offset: 0)
            add(Diagnostic(severity: severity, message: message, location: location, suggestion: suggestion, related: related), fileIndex: nil)
        default:
            add(Diagnostic(severity: severity, message: message, suggestion: suggestion, related: related), fileIndex: nil)
        }
    }

    /// An error at a location computed earlier (from a compiled entry).
    mutating func error(_ message: String, at location: SourcePosition?, suggestion: String? = nil) {
        if let location, let index = files.firstIndex(where: { $0.displayName == location.file }) {
            add(files[index].diagnostic(.error, message, at: location.offset, suggestion: suggestion), fileIndex: index)
        } else {
            add(Diagnostic(severity: .error, message: message, location: location, suggestion: suggestion), fileIndex: nil)
        }
    }

    /// A related note pointing at `origin` (for "first defined here").
    func note(_ message: String, at origin: MappingNode.Origin) -> Diagnostic {
        guard case .file(let index, let offset) = origin, files.indices.contains(index) else {
            return Diagnostic(severity: .note, message: message, location: location(of: origin))
        }
        return files[index].diagnostic(.note, message, at: offset)
    }

    func location(of origin: MappingNode.Origin?) -> SourcePosition? {
        switch origin {
        case .file(let index, let offset) where files.indices.contains(index):
            files[index].location(of: offset)
        case .code(let file, let line, _):
            SourcePosition(file: file, line: line, column: 1, offset: 0)
        default:
            nil
        }
    }

    /// The diagnostics in file order (files in load order, then offset),
    /// diagnostics without a file last.
    var sorted: [Diagnostic] {
        zip(diagnostics, order).enumerated().sorted { left, right in
            let (l, r) = (left.element, right.element)
            if l.1 != r.1 { return l.1 < r.1 }
            let lo = l.0.location?.offset ?? 0
            let ro = r.0.location?.offset ?? 0
            return lo != ro ? lo < ro : left.offset < right.offset
        }.map(\.element.0)
    }
}
