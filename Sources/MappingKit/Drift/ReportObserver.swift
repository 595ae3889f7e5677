/// Something that is handed every ``ValidationReport`` a mapping call makes:
/// what a catalog or an endpoint client will call after each mapping (that
/// attachment is not built yet: today the caller calls it).
///
/// An observer is called from whatever thread mapped the payload, so it
/// must be `Sendable` and cheap. ``DriftMonitor`` is the one the package
/// provides.
///
/// ```swift
/// struct PrintingObserver: ReportObserver {
///     func observe(_ report: ValidationReport, context: String, source: ReportSource, expecting root: ExpectedRoot) {
///         if report.hasErrors { print("\(source): \(context): \(report.errorCount) errors") }
///     }
/// }
/// let result = try catalog.context("$Tweet").objects(from: data, as: JSON.self)
/// PrintingObserver().observe(result.report, context: "$Tweet", source: ReportSource(label: "timeline"), expecting: .array)
/// ```
public protocol ReportObserver: Sendable {
    /// Takes the report of one mapping call: the identifier of the context
    /// it mapped with, where the payload came from, and the root shape the
    /// call expected.
    func observe(_ report: ValidationReport, context: String, source: ReportSource, expecting root: ExpectedRoot)
}

extension ReportObserver {
    /// Observes a report whose payload's root may be an object or an array.
    ///
    /// ```swift
    /// monitor.observe(result.report, context: "$User", source: ReportSource(label: "profile"))
    /// ```
    public func observe(_ report: ValidationReport, context: String, source: ReportSource) {
        observe(report, context: context, source: source, expecting: .any)
    }

    /// Observes a report with no source named (``ReportSource/unnamed``).
    public func observe(_ report: ValidationReport, context: String) {
        observe(report, context: context, source: .unnamed, expecting: .any)
    }
}
