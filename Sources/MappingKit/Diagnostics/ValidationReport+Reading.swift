extension ValidationReport {
    /// A report read back from its JSON form (``json``, `mappings apply
    /// --format json`, `apply --lines --report FILE`): its kept issues, its
    /// counts, its summary and the objects each context mapped, so reports
    /// of parts of one dataset merge exactly (``merged(_:maximumIssues:)``).
    /// A report written before `objects` existed takes each context's
    /// objects from its summary's totals.
    ///
    /// ```swift
    /// let part = try ValidationReport(json: JSON(parsing: Data(contentsOf: url)))
    /// ```
    ///
    /// No summary line counts more objects than its context mapped (its
    /// `total`, and the context's `objects`): a file that says so was
    /// edited, and is refused rather than merged into "5 of 3 objects".
    ///
    /// - Throws: ``ReportReadingError`` naming the member at fault and the
    ///   value found there.
    public init(json: JSON) throws(ReportReadingError) {
        guard case .object(let object) = json else { throw ReportReadingError(.notAnObject(found: json.kindName)) }
        let issues = try Self.array(object, "issues")
        let summary = try Self.array(object, "summary")
        self.init(maximumIssues: try Self.integer(object, "maximumIssues", default: Self.defaultMaximumIssues))
        maximumIssues = max(maximumIssues, issues.count)
        for (index, value) in issues.enumerated() {
            self.issues.append(try Self.issue(value, path: "issues[\(index)]"))
        }
        let keptErrors = self.issues.filter { $0.severity == .error }.count
        let keptWarnings = self.issues.count - keptErrors
        errorCount = try Self.integer(object, "errors", default: keptErrors)
        warningCount = try Self.integer(object, "warnings", default: keptWarnings)
        // Fewer issues counted than kept: the counts were edited, and what
        // was left out would be negative.
        guard errorCount >= keptErrors else {
            throw ReportReadingError(.inconsistentCount(path: "errors", count: errorCount, kept: keptErrors))
        }
        guard warningCount >= keptWarnings else {
            throw ReportReadingError(.inconsistentCount(path: "warnings", count: warningCount, kept: keptWarnings))
        }
        var counted: [(path: String, context: String, count: Int, total: Int)] = []
        for (index, value) in summary.enumerated() {
            let path = "summary[\(index)]"
            let context = try Self.string(value, "context", path: path)
            let entry = try Self.string(value, "entry", path: path)
            let kind = ValidationIssue.Kind(rawValue: try Self.string(value, "kind", path: path))
            let keyPath = value["keyPath"]?.stringValue ?? entry
            let count = try Self.integer(value, "count", path: path)
            let total = try Self.integer(value, "total", path: path)
            guard count <= total else {
                throw ReportReadingError(.countAboveTotal(path: path + ".count", count: count, totalPath: path + ".total", total: total))
            }
            counted.append((path, context, count, total))
            for _ in 0..<min(count, 1) { countInSummary(kind, context: context, entry: entry, keyPath: keyPath) }
            addToSummary(count - min(count, 1), kind: kind, context: context, entry: entry, keyPath: keyPath)
            objectCounts[context] = max(objectCounts[context] ?? 0, total)
        }
        if case .object(let objects)? = object["objects"] {
            objectCounts = [:]
            for (context, count) in objects {
                guard let number = count.intValue, number >= 0 else {
                    throw ReportReadingError(.invalidMember(path: "objects.\(context)", expected: "a count", found: Self.found(count)))
                }
                objectCounts[context] = number
            }
            // A context `objects` leaves out keeps its lines' totals.
            var unnamed: [String: Int] = [:]
            for line in counted {
                guard let objects = objectCounts[line.context] else {
                    unnamed[line.context] = max(unnamed[line.context] ?? 0, line.total)
                    continue
                }
                guard line.count > objects else { continue }
                throw ReportReadingError(.countAboveTotal(
                    path: line.path + ".count", count: line.count, totalPath: "objects.\(line.context)", total: objects))
            }
            objectCounts.merge(unnamed) { given, _ in given }
        }
    }

    /// Reports of parts of one dataset (partitions, days, shards) as one:
    /// issues kept in the parts' order up to `maximumIssues`, every count,
    /// the summary and the objects added, so "missing in 3 of 600 objects"
    /// is exact. Name each part's issues first with ``naming(source:)``.
    ///
    /// ```swift
    /// let all = ValidationReport.merged(parts.map { try ValidationReport(json: $0.json).naming(source: $0.name) })
    /// ```
    ///
    /// Counts add up saturating at `Int.max`: no count read from a file can
    /// make a merge trap. The omission line (``omissionNote``) tells the
    /// issues this merge's `maximumIssues` cut from those the parts had left
    /// out themselves.
    public static func merged(_ reports: [ValidationReport], maximumIssues: Int = ValidationReport.defaultMaximumIssues) -> ValidationReport {
        var merged = ValidationReport(maximumIssues: maximumIssues)
        for report in reports {
            merged.merge(report)
            merged.omittedByParts = merged.omittedByParts.addingSaturated(report.droppedIssueCount - report.omittedByParts)
        }
        return merged
    }

    /// This report with ``ValidationIssue/source`` set to `source` (the file
    /// it was read from) on each issue that has none, for a merge: an issue
    /// of a merged report merged again keeps the file it came from first.
    public func naming(source: String) -> ValidationReport {
        var named = self
        named.issues = issues.map { issue in
            guard issue.source == nil else { return issue }
            var issue = issue
            issue.source = source
            return issue
        }
        return named
    }

    // MARK: Members

    private static func array(_ object: JSON.Object, _ name: String) throws(ReportReadingError) -> [JSON] {
        guard let value = object[name] else { throw ReportReadingError(.missingMember(name)) }
        guard case .array(let elements) = value else {
            throw ReportReadingError(.invalidMember(path: name, expected: "an array", found: found(value)))
        }
        return elements
    }

    private static func integer(_ object: JSON.Object, _ name: String, default fallback: Int) throws(ReportReadingError) -> Int {
        guard let value = object[name] else { return fallback }
        guard let number = value.intValue, number >= 0 else {
            throw ReportReadingError(.invalidMember(path: name, expected: "a count", found: found(value)))
        }
        return number
    }

    private static func integer(_ value: JSON, _ name: String, path: String) throws(ReportReadingError) -> Int {
        guard let number = value[name]?.intValue, number >= 0 else {
            throw ReportReadingError(.invalidMember(path: path + "." + name, expected: "a count", found: found(value[name])))
        }
        return number
    }

    private static func string(_ value: JSON, _ name: String, path: String) throws(ReportReadingError) -> String {
        guard let text = value[name]?.stringValue else {
            throw ReportReadingError(.invalidMember(path: path + "." + name, expected: "a string", found: found(value[name])))
        }
        return text
    }

    /// The value found where another was expected, as a message names it: a
    /// number as written (`-5`, `1.5`), any other value as an issue sums it
    /// up (`string "1"`, `array of 2`), `nothing` for no value.
    private static func found(_ value: JSON?) -> String {
        guard let value else { return "nothing" }
        let payload = PayloadValue(value)
        if payload.kind == .number, let number = payload.numberValue { return MessageExcerpt.cut(number.text) }
        return payload.summary
    }

    /// An issue from its JSON (``ValidationIssue/json``).
    private static func issue(_ value: JSON, path: String) throws(ReportReadingError) -> ValidationIssue {
        guard case .object = value else {
            throw ReportReadingError(.invalidMember(path: path, expected: "an issue object", found: found(value)))
        }
        let severityText = try string(value, "severity", path: path)
        guard let severity = ValidationIssue.Severity(rawValue: severityText) else {
            throw ReportReadingError(.invalidMember(path: path + ".severity", expected: "error or warning", found: "'\(severityText)'"))
        }
        let kind = ValidationIssue.Kind(rawValue: try string(value, "kind", path: path))
        var issue = ValidationIssue(
            severity: severity, kind: kind, sourcePath: value["sourcePath"]?.stringValue ?? "",
            targetPath: value["targetPath"]?.stringValue ?? "", context: value["context"]?.stringValue ?? "",
            entry: value["entry"]?.stringValue ?? "", location: value["location"]?.stringValue.flatMap(position),
            message: try string(value, "message", path: path),
            code: value["code"]?.stringValue.map { ValidationIssue.Code(rawValue: $0) })
        issue.line = value["line"]?.intValue
        issue.source = value["source"]?.stringValue
        return issue
    }

    /// `Twitter.mappings:7:5` (a file name may hold colons: the last two
    /// parts are the line and column).
    private static func position(_ text: String) -> SourcePosition? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]) else { return nil }
        let file = parts.count > 2 ? parts.dropLast(2).joined(separator: ":") : nil
        return SourcePosition(file: file, line: line, column: column, offset: 0)
    }
}
