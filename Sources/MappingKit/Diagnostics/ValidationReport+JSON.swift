extension ValidationIssue {
    /// The issue in the JSON shape of `mappings apply --format json`
    /// (with `line` for an issue of a JSON Lines stream).
    public var json: JSON {
        var object: JSON.Object = [
            "severity": .string(severity.rawValue),
            "kind": .string(kind.rawValue),
            "code": .string(code.rawValue),
        ]
        if let source { object["source"] = .string(source) }
        if let line { object["line"] = JSON(line) }
        object["sourcePath"] = .string(sourcePath)
        object["targetPath"] = .string(targetPath)
        object["context"] = .string(context)
        object["location"] = location.map { .string($0.description) } ?? .null
        object["message"] = .string(message)
        return .object(object)
    }
}

extension ValidationReport {
    /// The kept issues as a JSON array (`issues` of `mappings apply --format json`).
    public var issuesJSON: JSON { .array(issues.map(\.json)) }

    /// The summary as a JSON array (`summary` of `mappings apply --format json`).
    public var summaryJSON: JSON {
        .array(summary.map { line in
            [
                "context": .string(line.context), "entry": .string(line.entry), "keyPath": .string(line.keyPath),
                "kind": .string(line.kind.rawValue), "count": JSON(line.count), "total": JSON(line.total),
            ]
        })
    }

    /// The whole report as one JSON object: the kept issues, how many were
    /// found and how many were left out, and the summary.
    ///
    /// ```swift
    /// print(report.json.formatted())
    /// // {"errors":2000000,"warnings":0,"issuesOmitted":1999000,"maximumIssues":1000,
    /// //  "issues":[…1000 issues…],"summary":[…]}
    /// ```
    ///
    /// `issuesOmitted` is ``droppedIssueCount`` (0 when every issue is kept);
    /// `objects` is ``objectCounts``: with the counts, what
    /// ``init(json:)`` and a merge of reports need to stay exact.
    public var json: JSON {
        [
            "errors": JSON(errorCount),
            "warnings": JSON(warningCount),
            "issuesOmitted": JSON(droppedIssueCount),
            "maximumIssues": JSON(maximumIssues),
            "issues": issuesJSON,
            "summary": summaryJSON,
            "objects": objectsJSON,
        ]
    }

    /// ``objectCounts`` as a JSON object, contexts in sorted order.
    public var objectsJSON: JSON {
        .object(JSON.Object(objectCounts.sorted { $0.key < $1.key }.map { ($0.key, JSON($0.value)) }))
    }
}
