/// Something that is handed the ``ValidationReport`` of every payload a
/// catalog maps: attach one with ``MappingCatalog/observing(_:as:)`` (and,
/// in MappingKitHTTP, on an `EndpointClient`), and every mapping verb of
/// that catalog's contexts hands it a ``ReportObservation`` after mapping.
///
/// An observer is called on whatever thread mapped the payload, after the
/// payload is mapped and before the verb returns, so it must be `Sendable`
/// and cheap. ``DriftMonitor`` is the one the package provides.
///
/// ```swift
/// struct PrintingObserver: ReportObserver {
///     var observesCleanReports: Bool { false }   // called only for reports with issues
///     func observe(_ observation: ReportObservation) {
///         print("\(observation.source): \(observation.context): \(observation.report.issueCount) issues")
///     }
/// }
/// let observed = catalog.observing(PrintingObserver(), as: ReportSource(label: "timeline"))
/// let result = try observed.context("$Tweet").objects(from: data, as: Tweet.self)   // printed when it has issues
/// ```
public protocol ReportObserver: Sendable {
    /// Takes one mapping call's report, with what it needs to group it: the
    /// context, the source, the root shape the call expected and, for a
    /// response that was never mapped, why.
    func observe(_ observation: ReportObservation)

    /// Whether the observer is called for a report without any issue
    /// (`true` unless the observer says otherwise). An observer that answers
    /// `false` costs nothing on a clean payload: the verb does not call it.
    /// ``DriftMonitor`` answers `true`: it counts the payloads seen, so that
    /// a fingerprint's share is of every payload.
    var observesCleanReports: Bool { get }
}

extension ReportObserver {
    /// `true`: every report is observed.
    public var observesCleanReports: Bool { true }

    /// Observes a report made by hand: what an attached catalog does after
    /// each call.
    ///
    /// ```swift
    /// let result = try catalog.context("$Tweet").objects(from: data, as: JSON.self)
    /// monitor.observe(result.report, context: "$Tweet", source: ReportSource(label: "timeline"), expecting: .array)
    /// ```
    public func observe(_ report: ValidationReport, context: String, source: ReportSource = .unnamed, expecting root: ExpectedRoot = .any) {
        observe(ReportObservation(report: report, context: context, source: source, expecting: root))
    }
}
