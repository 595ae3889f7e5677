import MappingKit

/// `--format`: how a command prints what it found.
///
/// - `text` and `json`: the result and the ``ValidationReport`` as
///   ``ReportRenderer`` writes them (`check` prints problems compiler-style
///   in text, and has no `json`).
/// - `github` and `sarif`: the problems of the `.mappings` files and the
///   issues of the payload as annotations (``AnnotationLog``), on standard
///   output; the mapped result is not printed.
///
/// ```swift
/// let format = try read.outputFormat(allowed: [.text, .github, .sarif]) ?? .text
/// if let style = format.annotationStyle { var log = AnnotationLog(style: style) … }
/// ```
enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case github
    case sarif
    /// JUnit XML (`verify`): one test suite per operation, one test case per exchange.
    case junit

    /// What `apply` and `fetch` take: every format but `junit`.
    static let mapping: [OutputFormat] = [.text, .json, .github, .sarif]

    /// The report's own format: JSON for `json`, text otherwise. An
    /// annotation format renders the report as JSON into a stream that
    /// keeps nothing, so nothing reaches standard error.
    var reportFormat: ValidationReport.Format { self == .text ? .text : .json }

    /// The annotation style of `github` and `sarif`; `nil` for `text` and `json`.
    var annotationStyle: AnnotationLog.Style? {
        switch self {
        case .text, .json, .junit: nil
        case .github: .github
        case .sarif: .sarif
        }
    }
}
