import Foundation
import MappingKit

/// What `mappings report drift` prints: the fingerprints of merged drift
/// summaries (``DriftSummary``), filtered by `--since` and `--new-since`,
/// sorted by impact, each with its issue count in every window (the
/// sparkline of the HTML page). Every format (text, JSON, GitHub, SARIF,
/// HTML) renders this one value, so their numbers agree.
///
/// ```swift
/// let listing = DriftListing(summary: merged, since: nil, baseline: nil)
/// listing.rows.first?.line.payloadShare   // 0.3: the fingerprint of the most payloads first
/// listing.rows.first?.windowCounts        // [0, 4, 9]: its issues in each window, by start
/// ```
///
/// Order: the share of payloads affected, then the share of objects, then
/// the count (each largest first), then ``DriftFingerprint``'s order.
struct DriftListing: Sendable {
    /// One fingerprint listed.
    struct Row: Sendable {
        var line: DriftSummary.Line
        /// Its issues in each of ``DriftListing/windows``, in that order.
        var windowCounts: [Int]
    }

    /// The merged summary.
    let summary: DriftSummary
    /// Its windows by start, then id: the order of ``Row/windowCounts``.
    let windows: [DriftSummary.Window]
    /// The fingerprints listed, by impact.
    let rows: [Row]
    /// Every fingerprint of the summary, before `--since` and `--new-since`.
    let fingerprintCount: Int
    /// `--since`: only fingerprints first seen at or after it are listed.
    let since: Date?
    /// `--new-since FILE`: its name, when given.
    let baselineName: String?
    /// `true` when a filter was given.
    var isFiltered: Bool { since != nil || baselineName != nil }

    /// Lists `summary`'s fingerprints first seen at or after `since` (when
    /// given) and absent from `baseline` (when given).
    init(summary: DriftSummary, since: Date?, baseline: (name: String, summary: DriftSummary)?) {
        self.summary = summary
        self.since = since
        self.baselineName = baseline?.name
        let windows = summary.windows.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        self.windows = windows
        let known = Set(baseline?.summary.lines.map(\.fingerprint) ?? [])
        let lines = summary.lines
        fingerprintCount = lines.count
        var counts: [DriftFingerprint: [Int]] = [:]
        for (index, window) in windows.enumerated() {
            for line in window.lines {
                counts[line.fingerprint, default: Array(repeating: 0, count: windows.count)][index] = Self.sum(
                    counts[line.fingerprint]?[index] ?? 0, line.count)
            }
        }
        rows = lines
            .filter { line in (since.map { line.firstSeen >= $0 } ?? true) && !known.contains(line.fingerprint) }
            .sorted(by: Self.byImpact)
            .map { Row(line: $0, windowCounts: counts[$0.fingerprint] ?? Array(repeating: 0, count: windows.count)) }
    }

    /// The listing's order: payload share, object share, count, fingerprint.
    static func byImpact(_ lhs: DriftSummary.Line, _ rhs: DriftSummary.Line) -> Bool {
        if lhs.payloadShare != rhs.payloadShare { return lhs.payloadShare > rhs.payloadShare }
        if lhs.objectShare != rhs.objectShare { return lhs.objectShare > rhs.objectShare }
        if lhs.count != rhs.count { return lhs.count > rhs.count }
        return lhs.fingerprint < rhs.fingerprint
    }

    /// The payloads seen in all windows, every source and context.
    var payloadsSeen: Int { summary.streams.reduce(0) { Self.sum($0, $1.payloads) } }

    /// The sources the summary saw payloads from.
    var sources: [ReportSource] { Array(Set(summary.streams.map(\.source))).sorted() }

    /// Payloads seen in one window.
    static func payloads(in window: DriftSummary.Window) -> Int {
        window.streams.reduce(0) { Self.sum($0, $1.payloads) }
    }

    /// `a + b`, `Int.max` where it would overflow (counts of edited files).
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : total
    }

    /// `2026-12-01T08:00:00Z`.
    static func time(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// `30.0%`.
    static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }

    /// What a shape fingerprint of an HTTP response says of it (`status 502, text/html`); `nil` when nothing.
    static func response(_ fingerprint: DriftFingerprint) -> String? {
        let parts = [fingerprint.status.map { "status \($0)" }, fingerprint.contentType].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `--since`: an ISO 8601 date (`2026-12-01`, midnight UTC) or date-time
    /// with a zone (`2026-12-01T08:00:00Z`, `…+02:00`, fractions allowed).
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
