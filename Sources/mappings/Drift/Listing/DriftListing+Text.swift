import MappingKit

/// `report drift` in text: a heading line, then a block per fingerprint,
/// by impact; every text from a summary (paths, contexts, sources, file
/// names) escaped for a terminal (``TerminalText``).
///
/// ```
/// 3 fingerprints in 4 windows from 2026-11-30T08:00:00Z to 2026-12-02T18:00:00Z, 2 sources, 40 payloads
///
/// 30.0% of payloads (12 of 40), 4.8% of objects (57 of 1200), 57 issues: missingRequired at [*].user.login
///   Mappings/GitHub.mappings:14, entry login of $GHUser, context $GitHubIssue
///   source GET api.github.com/repos/:owner/:repo/issues
///   first seen 2026-11-30T08:00:00Z, last seen 2026-12-02T17:00:00Z, e.g. [3].user.login
/// ```
extension DriftListing {
    var text: String {
        var text = heading + "\n"
        for row in rows { text += "\n" + Self.text(row) }
        if !notes.isEmpty { text += "\n" + notes.joined(separator: "\n") + "\n" }
        return text
    }

    /// The first line: what was listed, of how many windows, sources and payloads.
    var heading: String {
        let listed = rows.count
        var text = listed == 0 ? "no fingerprint" : "\(listed) fingerprint\(listed == 1 ? "" : "s")"
        if isFiltered { text += " of \(fingerprintCount)" }
        var filters: [String] = []
        if let since { filters.append("first seen since \(Self.time(since))") }
        if let baselineName { filters.append("not in \(MappingsTool.shortened(baselineName, limit: 200))") }
        if !filters.isEmpty { text += " " + filters.joined(separator: " and ") }
        text += " in \(windows.count) window\(windows.count == 1 ? "" : "s")"
        if let first = windows.map(\.start).min(), let last = windows.map(\.end).max() {
            text += " from \(Self.time(first)) to \(Self.time(last))"
        }
        let sources = sources.count
        text += ", \(sources) source\(sources == 1 ? "" : "s"), \(payloadsSeen) payload\(payloadsSeen == 1 ? "" : "s")"
        return text
    }

    /// The cap and the `other` bucket, when a window reached it.
    var capNote: String? {
        guard summary.capReached else { return nil }
        let capped = windows.filter(\.capReached)
        let caps = Set(capped.map(\.maximumFingerprints)).sorted().map(String.init).joined(separator: ", ")
        return "the fingerprint cap (\(caps)) was reached in \(capped.count) of \(windows.count) windows: "
            + "\(summary.other.issues) issue\(summary.other.issues == 1 ? "" : "s") in \(summary.other.payloads) "
            + "payload\(summary.other.payloads == 1 ? "" : "s") are counted in 'other', without a fingerprint"
    }

    /// The cap, the `other` bucket and the issues not kept, said when there are any.
    var notes: [String] {
        var notes: [String] = []
        if let capNote { notes.append("note: " + capNote) }
        if summary.issuesNotKept > 0 {
            notes.append(
                "note: \(summary.issuesNotKept) issue\(summary.issuesNotKept == 1 ? " was" : "s were") counted by reports "
                    + "but not kept (past their --max-issues), so not fingerprinted")
        }
        return notes
    }

    /// One fingerprint's block.
    static func text(_ row: Row) -> String {
        let line = row.line
        let fingerprint = line.fingerprint
        let escape = TerminalText.escaped
        var text = "\(percent(line.payloadShare)) of payloads (\(line.payloads) of \(line.payloadsSeen)), "
            + "\(percent(line.objectShare)) of objects (\(line.objects) of \(line.objectsSeen)), "
            + "\(line.count) issue\(line.count == 1 ? "" : "s"): "
        text += fingerprint.kind == .shape
            ? "shape \(escape(fingerprint.code))\(response(fingerprint).map { " (\(escape($0)))" } ?? ""): "
                + "the payload is not the shape \(escape(fingerprint.context)) expects"
            : "\(escape(fingerprint.code)) at \(fingerprint.path.isEmpty ? "(root)" : escape(fingerprint.path))"
        var place: [String] = []
        if let location = fingerprint.location { place.append(escape(location)) }
        if !fingerprint.entry.isEmpty { place.append("entry \(escape(fingerprint.entry)) of \(escape(fingerprint.issueContext))") }
        place.append("context \(escape(fingerprint.context))")
        text += "\n  " + place.joined(separator: ", ")
        text += "\n  source " + (fingerprint.source.description.isEmpty ? "(unnamed)" : escape(fingerprint.source.description))
        text += "\n  first seen \(time(line.firstSeen)), last seen \(time(line.lastSeen))"
        if !line.examplePath.isEmpty { text += ", e.g. " + escape(line.examplePath) }
        return text + "\n"
    }
}
