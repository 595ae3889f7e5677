import Foundation

/// Watches the reports of mapping calls for drift: groups their issues by
/// ``DriftFingerprint``, counts how many objects and payloads each touched,
/// and keeps paths, codes, counts and times only, never a value from a
/// payload.
///
/// ```swift
/// let monitor = DriftMonitor()
/// let context = try catalog.context("$Tweet")
/// let result = try context.objects(from: data, as: JSON.self)
/// monitor.observe(result.report, context: "$Tweet", source: ReportSource(label: "timeline"), expecting: .array)
///
/// for line in monitor.summary().lines {
///     print(line.fingerprint.path, line.fingerprint.code, "in \(line.objects) of \(line.objectsSeen) objects")
///     // [*].user.name missingRequired in 3 of 20 objects
/// }
/// try monitor.write(to: folder.appendingPathComponent("drift-\(UUID()).json"))   // and a new window starts
/// ```
///
/// Bounded: a window keeps at most ``maximumFingerprints`` fingerprints;
/// the issues of new fingerprints past it are counted in
/// ``DriftSummary/other`` and the summary says the cap was reached. Which
/// fingerprints a full window admitted depends on the order reports arrived in.
///
/// Thread-safe: reports may be observed from any number of threads; each
/// report's fingerprints are made before the lock is taken, and the lock
/// is held only to add them.
public final class DriftMonitor: ReportObserver {
    /// The fingerprints a window keeps unless told otherwise: 1,000.
    public static let defaultMaximumFingerprints = 1_000

    /// The most fingerprints a window keeps.
    public let maximumFingerprints: Int

    private let clock: @Sendable () -> Date
    private let windowID: @Sendable () -> String
    private let state: Locked<DriftWindowState>

    /// A monitor keeping up to `maximumFingerprints` fingerprints a window
    /// (negative values count as 0), reading the time from `clock` and
    /// naming each window with `windowID` (a UUID by default).
    ///
    /// ```swift
    /// let monitor = DriftMonitor(maximumFingerprints: 200)
    /// let testing = DriftMonitor(clock: { Date(timeIntervalSince1970: 1_800_000_000) })
    /// ```
    public init(
        maximumFingerprints: Int = DriftMonitor.defaultMaximumFingerprints,
        clock: @escaping @Sendable () -> Date = { Date() },
        windowID: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        let maximum = max(0, maximumFingerprints)
        self.maximumFingerprints = maximum
        self.clock = clock
        self.windowID = windowID
        self.state = Locked(DriftWindowState(id: windowID(), start: DriftMonitor.second(clock()), maximumFingerprints: maximum))
    }

    /// Adds a report's issues to the current window. A report whose root
    /// is not the shape the call expected is one ``DriftFingerprint/Kind/shape``
    /// fingerprint, not one per entry it lacks.
    ///
    /// ```swift
    /// monitor.observe(result.report, context: "$Tweet", source: ReportSource(label: "timeline"), expecting: .array)
    /// ```
    public func observe(_ report: ValidationReport, context: String, source: ReportSource, expecting root: ExpectedRoot) {
        let drift = ReportDrift(report, context: context, source: source, expecting: root)
        let time = Self.second(clock())
        state.withLock { $0.add(drift, at: time) }
    }

    /// The current window's summary.
    ///
    /// ```swift
    /// let summary = monitor.summary()
    /// summary.lines.count   // fingerprints so far
    /// ```
    public func summary() -> DriftSummary {
        let end = Self.second(clock())
        return DriftSummary(windows: [state.withLock { $0.window(end: end) }])
    }

    /// Writes the current window's summary to `url` as JSON
    /// (``DriftSummary/json()``), atomically, then starts a new window. When
    /// writing fails, the error is thrown and the window goes on.
    ///
    /// ```swift
    /// try monitor.write(to: caches.appendingPathComponent("drift-\(Date().timeIntervalSince1970).json"))
    /// ```
    ///
    /// Observers wait while the file is written (the window must not change
    /// between its summary and its end).
    public func write(to url: URL) throws {
        try state.withLock { state in
            let end = Self.second(clock())
            let data = try DriftSummary(windows: [state.window(end: end)]).json()
            try data.write(to: url, options: .atomic)
            state = DriftWindowState(id: windowID(), start: end, maximumFingerprints: maximumFingerprints)
        }
    }

    /// Ends the current window and returns its summary: ``write(to:)``
    /// without a file (for a caller that sends summaries elsewhere).
    ///
    /// ```swift
    /// let finished = monitor.closeWindow()
    /// ```
    @discardableResult
    public func closeWindow() -> DriftSummary {
        state.withLock { state in
            let end = Self.second(clock())
            let summary = DriftSummary(windows: [state.window(end: end)])
            state = DriftWindowState(id: windowID(), start: end, maximumFingerprints: maximumFingerprints)
            return summary
        }
    }

    /// `date` to the whole second below: what a summary's JSON keeps, so a
    /// summary read back equals the one written.
    static func second(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970).rounded(.down))
    }
}
