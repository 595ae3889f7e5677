import MappingKit

/// `report drift --format json`: one object (and the data of the HTML page).
///
/// ```json
/// {"fingerprints": [{"kind": "drift", "code": "missingRequired", "path": "[*].user.login", …,
///                    "count": 57, "objects": 57, "objectsSeen": 1200, "objectShare": 0.0475,
///                    "payloads": 12, "payloadsSeen": 40, "payloadShare": 0.3,
///                    "firstSeen": "…", "lastSeen": "…", "examplePath": "[3].user.login", "windows": [0, 4, 8]}],
///  "listed": 1, "fingerprintsInSummaries": 3, "payloadsSeen": 40,
///  "windows": [{"id": "…", "start": "…", "end": "…", "payloads": 20}],
///  "other": {"issues": 0, "payloads": 0}, "capReached": false, "issuesNotKept": 0}
/// ```
///
/// Texts are JSON strings, escaped as JSON is; `since` and `newSince`
/// are there when given.
extension DriftListing {
    var json: JSON {
        var object: JSON.Object = [
            "fingerprints": .array(rows.map(Self.json)),
            "listed": JSON(rows.count),
            "fingerprintsInSummaries": JSON(fingerprintCount),
            "payloadsSeen": JSON(payloadsSeen),
            "windows": .array(windows.map { window in
                [
                    "id": .string(window.id), "start": .string(Self.time(window.start)), "end": .string(Self.time(window.end)),
                    "payloads": JSON(Self.payloads(in: window)), "maximumFingerprints": JSON(window.maximumFingerprints),
                ]
            }),
            "other": ["issues": JSON(summary.other.issues), "payloads": JSON(summary.other.payloads)],
            "capReached": JSON(summary.capReached),
            "issuesNotKept": JSON(summary.issuesNotKept),
        ]
        if let since { object["since"] = .string(Self.time(since)) }
        if let baselineName { object["newSince"] = .string(baselineName) }
        return .object(object)
    }

    static func json(_ row: Row) -> JSON {
        let line = row.line
        let fingerprint = line.fingerprint
        return [
            "kind": .string(fingerprint.kind.rawValue),
            "code": .string(fingerprint.code),
            "context": .string(fingerprint.context),
            "source": .string(fingerprint.source.description),
            "issueContext": .string(fingerprint.issueContext),
            "entry": .string(fingerprint.entry),
            "path": .string(fingerprint.path),
            "file": fingerprint.file.map(JSON.string) ?? .null,
            "line": fingerprint.line.map(JSON.init) ?? .null,
            "status": fingerprint.status.map(JSON.init) ?? .null,
            "contentType": fingerprint.contentType.map(JSON.string) ?? .null,
            "count": JSON(line.count),
            "objects": JSON(line.objects),
            "objectsSeen": JSON(line.objectsSeen),
            "objectShare": JSON(line.objectShare),
            "payloads": JSON(line.payloads),
            "payloadsSeen": JSON(line.payloadsSeen),
            "payloadShare": JSON(line.payloadShare),
            "firstSeen": .string(time(line.firstSeen)),
            "lastSeen": .string(time(line.lastSeen)),
            "examplePath": .string(line.examplePath),
            "windows": .array(row.windowCounts.map(JSON.init)),
        ]
    }
}
