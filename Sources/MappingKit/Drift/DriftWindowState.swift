import Foundation

/// A ``DriftMonitor``'s current window as it accumulates: reached only
/// under the monitor's lock.
struct DriftWindowState {
    var id: String
    var start: Date
    var maximumFingerprints: Int
    var lines: [DriftFingerprint: DriftSummary.Line] = [:]
    var streams: [DriftSummary.StreamKey: DriftSummary.Stream] = [:]
    var other = DriftSummary.Other()
    var issuesNotKept = 0

    init(id: String, start: Date, maximumFingerprints: Int) {
        self.id = id
        self.start = start
        self.maximumFingerprints = maximumFingerprints
    }

    /// Adds one report's fingerprints: to their lines, or, for a new
    /// fingerprint once the window holds ``maximumFingerprints``, to ``other``.
    /// Returns the fingerprints it made lines for (new to the window).
    @discardableResult
    mutating func add(_ drift: ReportDrift, at time: Date) -> [DriftSummary.Line] {
        let key = DriftSummary.StreamKey(context: drift.context, source: drift.source)
        var stream = streams[key] ?? DriftSummary.Stream(context: drift.context, source: drift.source, payloads: 0, objects: 0)
        stream.payloads = stream.payloads.addingSaturated(1)
        stream.objects = stream.objects.addingSaturated(drift.objectsSeen)
        streams[key] = stream
        issuesNotKept = issuesNotKept.addingSaturated(drift.issuesNotKept)

        var countedInOther = false
        var made: [DriftSummary.Line] = []
        // When some may not fit: in fingerprint order, so that one report
        // admits the same fingerprints whatever its dictionary's order.
        let mayNotFit = lines.count.addingSaturated(drift.groups.count) > maximumFingerprints
        let groups = mayNotFit ? drift.groups.sorted(by: { $0.key < $1.key }) : Array(drift.groups)
        for (fingerprint, group) in groups {
            let line = DriftSummary.Line(
                fingerprint: fingerprint, count: group.count, objects: group.objects, payloads: 1, objectsSeen: 0, payloadsSeen: 0,
                firstSeen: time, lastSeen: time, examplePath: group.examplePath, excerpt: group.excerpt)
            if lines[fingerprint] != nil {
                lines[fingerprint]?.absorb(line)
            } else if lines.count < maximumFingerprints {
                lines[fingerprint] = line
                made.append(line)
            } else {
                other.issues = other.issues.addingSaturated(group.count)
                countedInOther = true
            }
        }
        if countedInOther { other.payloads = other.payloads.addingSaturated(1) }
        return made
    }

    /// The window as a summary's, ended at `end`.
    func window(end: Date) -> DriftSummary.Window {
        let lines = lines.values.map { line in
            var line = line
            let stream = streams[DriftSummary.StreamKey(context: line.fingerprint.context, source: line.fingerprint.source)]
            line.objectsSeen = stream?.objects ?? 0
            line.payloadsSeen = stream?.payloads ?? 0
            return line
        }.sorted { $0.fingerprint < $1.fingerprint }
        return DriftSummary.Window(
            id: id, start: start, end: end, maximumFingerprints: maximumFingerprints, lines: lines,
            streams: streams.values.sorted(), other: other, issuesNotKept: issuesNotKept)
    }
}
