/// A catalog's observer and the source its calls are named with: what an
/// observing ``MappingCatalog`` and its ``MappingContext``s carry, and the
/// one place a mapping call hands its report to an observer.
struct ObserverAttachment: Sendable {
    let observer: any ReportObserver
    var source: ReportSource

    /// Hands `report` to the observer, unless it is clean and the observer
    /// wants only reports with issues.
    func deliver(_ report: ValidationReport, context: String, expecting root: ExpectedRoot) {
        guard observer.observesCleanReports || !report.issues.isEmpty || report.droppedIssueCount > 0 else { return }
        observer.observe(ReportObservation(report: report, context: context, source: source, expecting: root))
    }

    /// Hands the observer a payload that was never mapped.
    func deliver(_ refusal: ReportObservation.Refusal, context: String, expecting root: ExpectedRoot) {
        observer.observe(ReportObservation(report: ValidationReport(), context: context, source: source, expecting: root, refusal: refusal))
    }
}
