/// One report's fingerprints, made outside the monitor's lock: what
/// ``DriftMonitor/observe(_:context:source:expecting:)`` adds to its window.
///
/// Reads only each issue's code, paths, context, entry and location: never
/// its message, which may quote a payload's value, unless the monitor keeps
/// excerpts (``DriftExcerpts``): then the example's message, redacted and cut.
struct ReportDrift {
    /// One fingerprint's issues in this report.
    struct Group {
        var count = 0
        /// Root-array indices of the objects it touched.
        var indices: Set<Int> = []
        /// Whether it touched an object with no root index (a root object).
        var touchedRoot = false
        var examplePath: String
        /// The redacted excerpt of the example's message, when excerpts are kept.
        var excerpt: String?

        /// The last root index added: the issues of one object come together.
        var lastIndex: Int?

        var objects: Int { indices.count + (touchedRoot ? 1 : 0) }

        /// Counts one issue at `path` (root index `index`), in place.
        mutating func add(path: String, index: Int?, excerpt makeExcerpt: () -> String?) {
            count = count.addingSaturated(1)
            if let index {
                if index != lastIndex {
                    indices.insert(index)
                    lastIndex = index
                }
            } else {
                touchedRoot = true
            }
            if path < examplePath {
                examplePath = path
                excerpt = makeExcerpt()
            } else if excerpt == nil, path == examplePath {
                excerpt = makeExcerpt()
            }
        }
    }

    /// What tells a report's issues apart: the fingerprint without the
    /// context and source, which are the report's (fewer strings to hash
    /// per issue).
    struct IssueKey: Hashable {
        var issueContext: String
        var entry: String
        var code: String
        var path: String
        var file: String?
        var line: Int?
    }

    var context: String
    var source: ReportSource
    var groups: [DriftFingerprint: Group] = [:]
    /// The objects the report's context mapped.
    var objectsSeen: Int
    /// Issues the report counted but did not keep.
    var issuesNotKept: Int

    /// The codes a root of the wrong shape is reported with, at the root's path.
    static let rootShapeCodes: Set<ValidationIssue.Code> = [.elementNotObject, .expectedArray, .expectedObject, .documentMismatch]

    init(_ observation: ReportObservation, excerpts: DriftExcerpts? = nil) {
        let report = observation.report
        let context = observation.context
        self.context = context
        self.source = observation.source
        self.objectsSeen = report.objectCounts[context] ?? 0
        self.issuesNotKept = max(0, report.droppedIssueCount)
        if let refusal = observation.refusal {
            addShape(code: refusal.reason.rawValue, status: refusal.status, contentType: refusal.contentType)
            return
        }
        if let code = Self.shapeFailure(report, context: context, expecting: observation.expecting) {
            addShape(code: code.rawValue, status: nil, contentType: nil)
            return
        }
        // The groups in order of first issue, found by key; the issues of
        // one entry in consecutive objects share a key, so the last group
        // is tried before the key is hashed.
        var found: [(key: IssueKey, group: Group)] = []
        var positions: [IssueKey: Int] = [:]
        for issue in report.issues {
            let key = IssueKey(
                issueContext: issue.context, entry: issue.entry, code: issue.code.rawValue,
                path: DriftFingerprint.collapsingIndices(issue.sourcePath), file: issue.location?.file, line: issue.location?.line)
            let position: Int
            if let last = found.indices.last, found[last].key == key {
                position = last
            } else if let known = positions[key] {
                position = known
            } else {
                position = found.count
                positions[key] = position
                found.append((key, Group(examplePath: issue.sourcePath)))
            }
            found[position].group.add(
                path: issue.sourcePath, index: DriftFingerprint.rootIndex(issue.sourcePath),
                excerpt: { excerpts?.excerpt(of: issue.message) })
        }
        groups.reserveCapacity(found.count)
        for (key, group) in found {
            let fingerprint = DriftFingerprint(
                kind: .drift, context: context, source: source, issueContext: key.issueContext, entry: key.entry, code: key.code,
                path: key.path, file: key.file, line: key.line)
            groups[fingerprint] = group
        }
    }

    /// The payload as one shape fingerprint, whatever its issues.
    private mutating func addShape(code: String, status: Int?, contentType: String?) {
        let fingerprint = DriftFingerprint(
            kind: .shape, context: context, source: source, issueContext: context, entry: "", code: code, path: "", file: nil, line: nil,
            status: status, contentType: contentType)
        groups[fingerprint] = Group(count: 1, touchedRoot: true, examplePath: "")
    }

    /// The code of a shape failure, or `nil` when the root had the expected
    /// shape: an issue at the root's own path that says it is not an object
    /// or an array; or, when an array was expected, at most one object
    /// mapped and errors none of which is in an element of a root array
    /// (the root was mapped as one object). Warnings are left out of that
    /// test: some (`transformerUnregistered`) are reported once per entry,
    /// outside any element.
    static func shapeFailure(_ report: ValidationReport, context: String, expecting root: ExpectedRoot) -> ValidationIssue.Code? {
        if let issue = report.issues.first(where: { $0.sourcePath.isEmpty && rootShapeCodes.contains($0.code) }) {
            return issue.code
        }
        let errors = report.issues.lazy.filter { $0.severity == .error }
        if root == .array, !errors.isEmpty, (report.objectCounts[context] ?? 0) <= 1,
            errors.allSatisfy({ DriftFingerprint.rootIndex($0.sourcePath) == nil })
        {
            return .expectedArray
        }
        return nil
    }
}
