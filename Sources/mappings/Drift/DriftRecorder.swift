import MappingKit

/// What `apply --drift` and `fetch --drift` hand each payload's report to:
/// the run's ``DriftMonitor``, with the context and the source every
/// payload of the run shares. `Sendable`: `--lines` and `--jobs` observe
/// from the threads that mapped.
///
/// ```swift
/// recorder?.observe(report, expecting: asOneObject ? .object : .array)
/// recorder?.refuse(.invalidJSON)   // a payload (a line) that is not JSON
/// ```
struct DriftRecorder: Sendable {
    /// The run's monitor: one window, merged into the file at the end.
    let monitor: DriftMonitor
    /// The identifier of the context the run maps with.
    let context: String
    /// Where the run's payloads come from: `apply`'s label, `fetch`'s
    /// method, host and path (never a query).
    let source: ReportSource

    /// One payload's report.
    func observe(_ report: ValidationReport, expecting root: ExpectedRoot) {
        monitor.observe(report, context: context, source: source, expecting: root)
    }

    /// A payload that was never mapped: not JSON, `--key-path` not in it,
    /// a response of a status that is not a success.
    func refuse(_ reason: ReportObservation.Refusal.Reason, status: Int? = nil, expecting root: ExpectedRoot = .any) {
        refuse(ReportObservation.Refusal(reason, status: status), expecting: root)
    }

    /// Observes `refusal` (with its status and content type, as the HTTP client saw them).
    func refuse(_ refusal: ReportObservation.Refusal, expecting root: ExpectedRoot = .any) {
        monitor.observe(ReportObservation(report: ValidationReport(), context: context, source: source, expecting: root, refusal: refusal))
    }

    /// Whether any payload was observed: a run that observed none leaves the file as it was.
    var observedAny: Bool { monitor.summary().windows.contains { !$0.streams.isEmpty } }
}
