import Foundation

/// What a ``DriftMonitor`` saw: its fingerprints with their counts and
/// shares, window by window. `Codable`, and made of paths, codes, counts
/// and times only: never a value from a payload.
///
/// ```swift
/// let summary = monitor.summary()
/// for line in summary.lines {
///     print(line.fingerprint.path, line.fingerprint.code, line.count, line.objectShare)
///     // [*].user.name missingRequired 3 0.15
/// }
/// if summary.capReached { print("\(summary.other.issues) issues past the fingerprint cap") }
/// let everything = yesterday.merged(with: today)   // per window id: merging a window twice counts it once
/// ```
///
/// A summary holds one or more ``Window``s, each identified by its
/// ``Window/id``: ``lines``, ``streams``, ``other`` and ``issuesNotKept``
/// add them up.
public struct DriftSummary: Sendable, Hashable, Codable {
    /// One fingerprint and what it touched.
    ///
    /// ```swift
    /// line.count          // 3 issues
    /// line.objects        // in 3 objects
    /// line.objectsSeen    // of 20 objects seen from this source with this context
    /// line.payloadShare   // 1.0: every payload had it
    /// line.examplePath    // "[3].user.name"
    /// ```
    public struct Line: Sendable, Hashable, Codable {
        /// What the issues have in common.
        public var fingerprint: DriftFingerprint
        /// Issues with this fingerprint.
        public var count: Int
        /// Objects (elements of a root array, or a root object) with at least one of them.
        public var objects: Int
        /// Payloads (reports) with at least one of them.
        public var payloads: Int
        /// Objects the fingerprint's context mapped from its source.
        public var objectsSeen: Int
        /// Payloads seen from the fingerprint's source with its context.
        public var payloadsSeen: Int
        /// When the first of them was observed (to the second).
        public var firstSeen: Date
        /// When the last of them was observed (to the second).
        public var lastSeen: Date
        /// One payload path with its indices (the least in string order, so
        /// that it does not depend on the order reports arrive in).
        public var examplePath: String
        /// The example issue's message, redacted and cut, when the monitor
        /// kept excerpts (``DriftExcerpts``); `nil` otherwise, and by default.
        public var excerpt: String?

        /// ``objects`` of ``objectsSeen``, from 0 to 1.
        public var objectShare: Double { Self.share(objects, of: objectsSeen) }
        /// ``payloads`` of ``payloadsSeen``, from 0 to 1.
        public var payloadShare: Double { Self.share(payloads, of: payloadsSeen) }

        static func share(_ part: Int, of whole: Int) -> Double {
            whole > 0 ? min(1, Double(part) / Double(whole)) : 0
        }

        /// Adds the counts of the same fingerprint seen elsewhere (seen totals excepted).
        mutating func absorb(_ other: Line) {
            count = count.addingSaturated(other.count)
            objects = objects.addingSaturated(other.objects)
            payloads = payloads.addingSaturated(other.payloads)
            firstSeen = min(firstSeen, other.firstSeen)
            lastSeen = max(lastSeen, other.lastSeen)
            if other.examplePath < examplePath {
                examplePath = other.examplePath
                excerpt = other.excerpt
            } else if other.examplePath == examplePath, excerpt == nil {
                excerpt = other.excerpt
            }
        }
    }

    /// The payloads seen with one context from one source: the totals shares are taken of.
    public struct Stream: Sendable, Hashable, Codable, Comparable {
        /// The context mapped with.
        public var context: String
        /// Where the payloads came from.
        public var source: ReportSource
        /// Payloads (reports) observed.
        public var payloads: Int
        /// Objects the context mapped from them (the reports' object counts).
        public var objects: Int

        public static func < (lhs: Stream, rhs: Stream) -> Bool {
            lhs.source != rhs.source ? lhs.source < rhs.source : lhs.context < rhs.context
        }
    }

    /// Issues counted past the fingerprint cap: new fingerprints were not
    /// made for them.
    public struct Other: Sendable, Hashable, Codable {
        /// Issues counted here.
        public var issues = 0
        /// Payloads with at least one of them.
        public var payloads = 0
    }

    /// The windows summarised, in order of their ids.
    public internal(set) var windows: [Window]

    /// A summary of the windows given (one id kept per window, the first given).
    ///
    /// ```swift
    /// let summary = DriftSummary(windows: monitor.summary().windows)
    /// ```
    public init(windows: [Window]) {
        var byID: [String: Window] = [:]
        for window in windows where byID[window.id] == nil { byID[window.id] = window }
        self.windows = byID.values.sorted { $0.id < $1.id }
    }

    /// Every fingerprint of every window, the same fingerprint's counts
    /// added, its shares taken of the totals of all windows; in
    /// ``DriftFingerprint``'s order.
    public var lines: [Line] {
        var totals: [StreamKey: Stream] = [:]
        for stream in streams { totals[StreamKey(context: stream.context, source: stream.source)] = stream }
        var merged: [DriftFingerprint: Line] = [:]
        for window in windows {
            for line in window.lines {
                if merged[line.fingerprint] == nil { merged[line.fingerprint] = line } else { merged[line.fingerprint]?.absorb(line) }
            }
        }
        return merged.values.map { line in
            var line = line
            let stream = totals[StreamKey(context: line.fingerprint.context, source: line.fingerprint.source)]
            line.objectsSeen = stream?.objects ?? 0
            line.payloadsSeen = stream?.payloads ?? 0
            return line
        }.sorted { $0.fingerprint < $1.fingerprint }
    }

    /// The payloads seen, by context and source, every window added.
    public var streams: [Stream] {
        var totals: [StreamKey: Stream] = [:]
        for stream in windows.flatMap(\.streams) {
            let key = StreamKey(context: stream.context, source: stream.source)
            if var total = totals[key] {
                total.payloads = total.payloads.addingSaturated(stream.payloads)
                total.objects = total.objects.addingSaturated(stream.objects)
                totals[key] = total
            } else {
                totals[key] = stream
            }
        }
        return totals.values.sorted()
    }

    /// The issues past the cap, every window added.
    public var other: Other {
        windows.reduce(into: Other()) { sum, window in
            sum.issues = sum.issues.addingSaturated(window.other.issues)
            sum.payloads = sum.payloads.addingSaturated(window.other.payloads)
        }
    }

    /// `true` when a window reached its fingerprint cap: ``other`` counts what did not fit.
    public var capReached: Bool { windows.contains(where: \.capReached) }

    /// Issues the reports counted but did not keep (past a report's
    /// ``ValidationReport/maximumIssues``): counted, not fingerprinted.
    public var issuesNotKept: Int { windows.reduce(0) { $0.addingSaturated($1.issuesNotKept) } }

    struct StreamKey: Hashable {
        var context: String
        var source: ReportSource
    }
}
