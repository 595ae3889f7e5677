/// Collects the diagnostics of one load, turning node origins into
/// locations with excerpts.
struct DiagnosticSink: Sendable {
    var files: [SourceFile] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var order: [Int] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func error(
        _ message: String, at origin: MappingNode.Origin?, suggestion: String? = nil, related: [Diagnostic] = []
    ) {
        add(.error, message, at: origin, suggestion: suggestion, related: related)
    }

    mutating func warning(_ message: String, at origin: MappingNode.Origin?, suggestion: String? = nil) {
        add(.warning, message, at: origin, suggestion: suggestion)
    }

    mutating func add(_ diagnostic: Diagnostic, fileIndex: Int?) {
        diagnostics.append(diagnostic)
        order.append(fileIndex ?? Int.max)
    }

    private mutating func add(
        _ severity: Diagnostic.Severity, _ message: String, at origin: MappingNode.Origin?, suggestion: String?,
        related: [Diagnostic] = []
    ) {
        switch origin {
        case .file(let index, let offset) where files.indices.contains(index):
            add(
                files[index].diagnostic(severity, message, at: offset, suggestion: suggestion, related: related),
                fileIndex: index)
        case .code(let file, let line):
            let location = SourceLocation(file: file, line: line, column: 1, offset: 0)
            add(Diagnostic(severity: severity, message: message, location: location, suggestion: suggestion, related: related), fileIndex: nil)
        default:
            add(Diagnostic(severity: severity, message: message, suggestion: suggestion, related: related), fileIndex: nil)
        }
    }

    /// A related note pointing at `origin` (for "first defined here").
    func note(_ message: String, at origin: MappingNode.Origin) -> Diagnostic {
        guard case .file(let index, let offset) = origin, files.indices.contains(index) else {
            return Diagnostic(severity: .note, message: message, location: location(of: origin))
        }
        return files[index].diagnostic(.note, message, at: offset)
    }

    func location(of origin: MappingNode.Origin?) -> SourceLocation? {
        switch origin {
        case .file(let index, let offset) where files.indices.contains(index):
            files[index].location(of: offset)
        case .code(let file, let line):
            SourceLocation(file: file, line: line, column: 1, offset: 0)
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
