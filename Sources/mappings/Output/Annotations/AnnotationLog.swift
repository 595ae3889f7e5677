import MappingKit

/// What `--format github` and `--format sarif` print: the problems of the
/// `.mappings` files and the issues of the payloads a command met, kept in
/// the order met and written once at the end, on standard output.
///
/// - GitHub: one workflow command per annotation
///   (`::error file=…,line=…,col=…,title=…::message`), escaped as the
///   Actions runner requires, so a CI step annotates a pull request at the
///   line of the `.mappings` file (``githubText``).
/// - SARIF: one SARIF 2.1.0 log with one run (``sarifLog``), for code
///   scanning.
///
/// ```swift
/// var log = AnnotationLog(style: .github)
/// log.add(diagnostics: error.diagnostics)
/// log.add(report, payload: "Fixtures/payloads/users.json")
/// output.write(log.rendered())
/// ```
struct AnnotationLog: Sendable {
    enum Style: Sendable { case github, sarif }

    let style: Style
    private(set) var annotations: [Annotation] = []
    /// The diagnostics already added, so a problem met through several
    /// roots (an imported file checked through each importer) is shown once.
    private var seen: Set<Annotation> = []

    init(style: Style) {
        self.style = style
    }

    /// Adds each diagnostic not already added (a problem of an imported
    /// file met through several roots is shown once).
    mutating func add(diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let annotation = Annotation(diagnostic)
            if seen.insert(annotation).inserted { annotations.append(annotation) }
        }
    }

    /// Adds the kept issues of `report`, each one, then a note counting
    /// those left out (`--max-issues`).
    mutating func add(_ report: ValidationReport, payload: String?) {
        for issue in report.issues { annotations.append(Annotation(issue, payload: payload)) }
        if let omission = report.omissionLine(limitHint: ToolMessage.limitHint) {
            annotations.append(Annotation(note: omission, code: "issuesOmitted"))
        }
    }

    /// Adds one annotation made elsewhere (`report drift`'s fingerprints).
    mutating func add(_ annotation: Annotation) {
        annotations.append(annotation)
    }

    /// The whole output in the log's style.
    func rendered() -> String {
        switch style {
        case .github: githubText
        case .sarif: sarifLog.formatted(.prettyPrinted) + "\n"
        }
    }
}
