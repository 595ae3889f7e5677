/// Collects the diagnostics of one load, turning node origins into
/// locations with excerpts.
struct DiagnosticSink: Sendable {
    var files: [SourceFile] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var order: [Int] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports `problem` at `origin`, worded by ``ConfigurationProblem``.
    mutating func report(
        _ problem: ConfigurationProblem, at origin: MappingNode.Origin?, related: [Diagnostic] = []
    ) {
        switch origin {
        case .file(let index, let offset) where files.indices.contains(index):
            add(diagnostic(problem, in: index, at: offset, related: related), fileIndex: index, problem: problem)
        case .code(let file, let line, _):
            let location = SourcePosition(file: file, line: line, column: 1, offset: 0)
            add(Self.diagnostic(problem, location: location, related: related), fileIndex: nil, problem: problem)
        default:
            add(Self.diagnostic(problem, location: nil, related: related), fileIndex: nil, problem: problem)
        }
    }

    /// The place of the `scalar`-th Unicode scalar inside the string value
    /// at `origin` (the construct a `@pattern` problem is about); `origin`
    /// itself when the value is not a string of a file.
    func origin(_ origin: MappingNode.Origin, scalar: Int) -> MappingNode.Origin {
        guard case .file(let index, let offset) = origin, files.indices.contains(index),
            let inner = files[index].offset(ofScalar: scalar, inStringAt: offset)
        else { return origin }
        return .file(index, offset: inner)
    }

    /// Reports `problem` at a location computed earlier (from a compiled entry).
    mutating func report(_ problem: ConfigurationProblem, located location: SourcePosition?, related: [Diagnostic] = []) {
        if let location, let index = fileIndex(of: location) {
            add(diagnostic(problem, in: index, at: location.offset, related: related), fileIndex: index, problem: problem)
        } else {
            add(Self.diagnostic(problem, location: location, related: related), fileIndex: nil, problem: problem)
        }
    }

    /// A related note at a location computed earlier (another entry).
    func note(_ note: ConfigurationProblem.Note, of problem: ConfigurationProblem, located location: SourcePosition?) -> Diagnostic {
        guard let location, let index = fileIndex(of: location) else {
            return Diagnostic(severity: .note, code: problem.code, message: note.message, location: location)
        }
        var diagnostic = files[index].diagnostic(.note, note.message, at: location.offset)
        diagnostic.code = problem.code
        return diagnostic
    }

    private func fileIndex(of location: SourcePosition) -> Int? {
        files.firstIndex { $0.displayName == location.file }
    }

    /// `problem` at `offset` of file `index`, with its line and caret.
    private func diagnostic(
        _ problem: ConfigurationProblem, in index: Int, at offset: Int, related: [Diagnostic] = []
    ) -> Diagnostic {
        var diagnostic = files[index].diagnostic(
            problem.severity, problem.message, at: offset, suggestion: problem.suggestion, related: related)
        diagnostic.code = problem.code
        return diagnostic
    }

    /// `problem` as a diagnostic without a source excerpt.
    static func diagnostic(
        _ problem: ConfigurationProblem, location: SourcePosition? = nil, related: [Diagnostic] = []
    ) -> Diagnostic {
        Diagnostic(
            severity: problem.severity, code: problem.code, message: problem.message, location: location,
            suggestion: problem.suggestion, related: related)
    }

    /// Adds a diagnostic unless the same problem was already reported at
    /// the same spot of the same file: a template's text is checked again in
    /// every object that inherits it, and its problems are reported once, as
    /// first found. Problems are told apart by their case without the names
    /// of the entry or context they were found in
    /// (``ConfigurationProblem/spotKey``).
    mutating func add(_ diagnostic: Diagnostic, fileIndex: Int?, problem: ConfigurationProblem) {
        if let fileIndex, let offset = diagnostic.location?.offset {
            let spot = Spot(file: fileIndex, offset: offset, problem: problem.spotKey)
            guard reported.insert(spot).inserted else { return }
        } else {
            guard reportedElsewhere.insert(diagnostic).inserted else { return }
        }
        diagnostics.append(diagnostic)
        order.append(fileIndex ?? Int.max)
    }

    /// The severity is part of the problem (``ConfigurationProblem/severity``).
    private struct Spot: Hashable, Sendable {
        var file: Int
        var offset: Int
        var problem: ConfigurationProblem
    }

    private var reported: Set<Spot> = []
    private var reportedElsewhere: Set<Diagnostic> = []

    /// A related note pointing at `origin` (for "first defined here").
    /// It carries the code of the problem it is shown under.
    func note(_ note: ConfigurationProblem.Note, of problem: ConfigurationProblem, at origin: MappingNode.Origin) -> Diagnostic {
        guard case .file(let index, let offset) = origin, files.indices.contains(index) else {
            return Diagnostic(severity: .note, code: problem.code, message: note.message, location: location(of: origin))
        }
        var diagnostic = files[index].diagnostic(.note, note.message, at: offset)
        diagnostic.code = problem.code
        return diagnostic
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
