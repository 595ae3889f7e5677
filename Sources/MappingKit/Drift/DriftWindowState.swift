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

        var fresh: [DriftSummary.Line] = []
        for (fingerprint, group) in drift.groups {
            let line = DriftSummary.Line(
                fingerprint: fingerprint, count: group.count, objects: group.objects, payloads: 1, objectsSeen: 0, payloadsSeen: 0,
                firstSeen: time, lastSeen: time, examplePath: group.examplePath, excerpt: group.excerpt)
            if let index = lines.index(forKey: fingerprint) { lines.values[index].absorb(line) } else { fresh.append(line) }
        }
        let room = max(0, maximumFingerprints - lines.count)
        var countedInOther = false
        if fresh.count > room {
            // Some do not fit: the first in fingerprint order are admitted,
            // so that one report admits the same ones whatever its
            // dictionary's order (no sort when none fits).
            if room > 0 { fresh.sort { $0.fingerprint < $1.fingerprint } }
            for line in fresh[room...] { other.issues = other.issues.addingSaturated(line.count) }
            fresh.removeSubrange(room...)
            countedInOther = true
        }
        for line in fresh { lines[line.fingerprint] = line }
        if countedInOther { other.payloads = other.payloads.addingSaturated(1) }
        return fresh
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
