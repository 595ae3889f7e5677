import Foundation

/// Watches the reports of mapping calls for drift: groups their issues by
/// ``DriftFingerprint``, counts how many objects and payloads each touched,
/// and keeps paths, codes, counts and times only, never a value from a
/// payload.
///
/// ```swift
/// let monitor = DriftMonitor()
/// let observed = catalog.observing(monitor, as: ReportSource(label: "timeline"))
/// let result = try observed.context("$Tweet").objects(from: data, as: JSON.self)   // observed
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

    /// What the monitor calls for each fingerprint new to a window (a line
    /// with the counts of the report that made it), on the thread that
    /// observed it, outside the monitor's lock.
    public typealias NewFingerprintHandler = @Sendable (DriftSummary.Line) -> Void
    /// What the monitor calls with each window it ends (``write(to:)``,
    /// ``closeWindow()``), outside its lock.
    public typealias WindowHandler = @Sendable (DriftSummary) -> Void

    private let clock: @Sendable () -> Date
    private let windowID: @Sendable () -> String
    private let excerpts: DriftExcerpts?
    private let onNewFingerprint: NewFingerprintHandler?
    private let onWindow: WindowHandler?
    private let state: Locked<DriftWindowState>

    /// A monitor keeping up to `maximumFingerprints` fingerprints a window
    /// (negative values count as 0), reading the time from `clock` and
    /// naming each window with `windowID` (a UUID by default). With
    /// `excerpts`, each fingerprint keeps its example's message, redacted
    /// and cut (``DriftExcerpts``); without, no value is ever kept.
    /// `onNewFingerprint` and `onWindow` send what the monitor finds to a
    /// logger or a crash reporter (see the article "Drift from the field").
    ///
    /// ```swift
    /// let monitor = DriftMonitor(maximumFingerprints: 200)
    /// let testing = DriftMonitor(clock: { Date(timeIntervalSince1970: 1_800_000_000) })
    /// let logging = DriftMonitor(
    ///     onNewFingerprint: { line in print("drift:", line.fingerprint.components.joined(separator: " ")) },
    ///     onWindow: { summary in try? upload(summary.json()) })
    /// ```
    ///
    /// A window calls `onNewFingerprint` at most ``maximumFingerprints``
    /// times: a fingerprint past the cap is counted in ``DriftSummary/other``
    /// and announced by no call.
    public init(
        maximumFingerprints: Int = DriftMonitor.defaultMaximumFingerprints,
        excerpts: DriftExcerpts? = nil,
        clock: @escaping @Sendable () -> Date = { Date() },
        windowID: @escaping @Sendable () -> String = { UUID().uuidString },
        onNewFingerprint: NewFingerprintHandler? = nil,
        onWindow: WindowHandler? = nil
    ) {
        let maximum = max(0, maximumFingerprints)
        self.maximumFingerprints = maximum
        self.excerpts = excerpts
        self.clock = clock
        self.windowID = windowID
        self.onNewFingerprint = onNewFingerprint
        self.onWindow = onWindow
        self.state = Locked(DriftWindowState(id: windowID(), start: DriftMonitor.second(clock()), maximumFingerprints: maximum))
    }

    /// Adds a report's issues to the current window. A report whose root
    /// is not the shape the call expected, or a response that was never
    /// mapped (``ReportObservation/refusal``), is one
    /// ``DriftFingerprint/Kind/shape`` fingerprint, not one per entry it lacks.
    ///
    /// ```swift
    /// monitor.observe(ReportObservation(report: result.report, context: "$Tweet", expecting: .array))
    /// ```
    public func observe(_ observation: ReportObservation) {
        let drift = ReportDrift(observation, excerpts: excerpts)
        let time = Self.second(clock())
        let made = state.withLock { $0.add(drift, at: time) }
        if let onNewFingerprint {
            for line in made { onNewFingerprint(line) }
        }
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
        // The caller's clock and id closures run before the lock is taken.
        let end = Self.second(clock())
        let nextID = windowID()
        let written = try state.withLock { state in
            let summary = DriftSummary(windows: [state.window(end: end)])
            try summary.json().write(to: url, options: .atomic)
            state = DriftWindowState(id: nextID, start: end, maximumFingerprints: maximumFingerprints)
            return summary
        }
        onWindow?(written)
    }

    /// Ends the current window and returns its summary: ``write(to:)``
    /// without a file (for a caller that sends summaries elsewhere).
    ///
    /// ```swift
    /// let finished = monitor.closeWindow()
    /// ```
    @discardableResult
    public func closeWindow() -> DriftSummary {
        let end = Self.second(clock())
        let nextID = windowID()
        let closed = state.withLock { state in
            let summary = DriftSummary(windows: [state.window(end: end)])
            state = DriftWindowState(id: nextID, start: end, maximumFingerprints: maximumFingerprints)
            return summary
        }
        onWindow?(closed)
        return closed
    }

    /// `date` to the whole second below: what a summary's JSON keeps, so a
    /// summary read back equals the one written.
    static func second(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970).rounded(.down))
    }
}
