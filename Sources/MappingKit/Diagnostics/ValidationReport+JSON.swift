extension ValidationIssue {
    /// The issue in the JSON shape of `mappings apply --format json`.
    public var json: JSON {
        [
            "severity": .string(severity.rawValue),
            "kind": .string(kind.rawValue),
            "sourcePath": .string(sourcePath),
            "targetPath": .string(targetPath),
            "context": .string(context),
            "location": location.map { .string($0.description) } ?? .null,
            "message": .string(message),
        ]
    }
}

extension ValidationReport {
    /// The issues as a JSON array (`issues` of `mappings apply --format json`).
    public var issuesJSON: JSON { .array(issues.map(\.json)) }

    /// The summary as a JSON array (`summary` of `mappings apply --format json`).
    public var summaryJSON: JSON {
        .array(summary.map { line in
            [
                "context": .string(line.context), "entry": .string(line.entry), "kind": .string(line.kind.rawValue),
                "count": JSON(line.count), "total": JSON(line.total),
            ]
        })
    }
}
