import Foundation

extension DriftSummary {
    /// What a ``DriftMonitor`` saw between two writes: its fingerprints
    /// (at most ``maximumFingerprints``), the payloads seen and the issues
    /// past the cap.
    ///
    /// ```swift
    /// let window = try #require(monitor.summary().windows.first)
    /// window.id             // "6F1C…": a new one per window
    /// window.capReached     // false
    /// ```
    public struct Window: Sendable, Hashable, Codable {
        /// The window's identifier, unique to it (a UUID by default): merging
        /// summaries keeps one window per id, so a window merged twice counts once.
        public var id: String
        /// When the window started (to the second).
        public var start: Date
        /// When it was summarised (to the second).
        public var end: Date
        /// The monitor's fingerprint cap.
        public var maximumFingerprints: Int
        /// Its fingerprints, in ``DriftFingerprint``'s order.
        public var lines: [Line]
        /// Its payloads, by context and source.
        public var streams: [Stream]
        /// The issues past the cap.
        public var other: Other
        /// Issues the reports counted but did not keep.
        public var issuesNotKept: Int

        /// `true` when some issue found no room for its new fingerprint.
        public var capReached: Bool { other.issues > 0 }
    }
}
