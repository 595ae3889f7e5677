extension ValidationReport {
    /// How a report is rendered: as text for people, or as JSON for tools.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// A count line, one line per kept issue, a line saying how many
        /// were left out, and the summary.
        case text
        /// The `issues`, `summary` and `issuesOmitted` members of
        /// `mappings apply --format json`.
        case json
    }

    /// The report rendered as `mappings apply` renders it, so a tool, a
    /// test and an app print the same report.
    ///
    /// Text (every line ends with a newline):
    ///
    /// ```
    /// 1 issue (1 error, 0 warnings):
    /// Mappings/TwitterUsers.mappings:5:9: error: [1].name: missing required value for 'name' [$UserModel → [1].name]
    ///
    /// summary:
    ///   $UserModel.name (name): missing in 1 of 2 objects
    /// ```
    ///
    /// or `no issues`. JSON: one pretty-printed object,
    /// `{"issues": […], "summary": […], "issuesOmitted": 0}`, the members
    /// `mappings apply --format json` puts after `result`.
    ///
    /// ```swift
    /// let result = try context.objects(from: payload, as: TweetModel.self)
    /// print(result.report.rendered(.text), terminator: "")
    /// let json = result.report.rendered(.json)   // for a log or another tool
    /// ```
    ///
    /// - Parameters:
    ///   - format: `.text` or `.json`.
    ///   - limitHint: how to keep more issues, said after the count of
    ///     issues left out (text only): ``defaultLimitHint`` unless told,
    ///     `keep more with --max-issues N` in the tool.
    public func rendered(_ format: Format, limitHint: String = ValidationReport.defaultLimitHint) -> String {
        var text = ""
        write(format, limitHint: limitHint, to: &text)
        return text
    }

    /// Writes ``rendered(_:limitHint:)`` to a stream, its members nested at
    /// `indent` (JSON only).
    func write(_ format: Format, limitHint: String, indent: String = "", to output: inout some TextOutputStream) {
        switch format {
        case .text: writeText(limitHint: limitHint, to: &output)
        case .json:
            output.write("{\n" + indent + "  ")
            writeJSONMembers(indent: indent + "  ", to: &output)
            output.write("\n" + indent + "}")
            if indent.isEmpty { output.write("\n") }
        }
    }

    /// `"issues": […],\n"summary": […],\n"issuesOmitted": N`, lines after
    /// the first nested at `indent`.
    func writeJSONMembers(indent: String, to output: inout some TextOutputStream) {
        output.write("\"issues\": ")
        ReportRenderer.writeNested(issuesJSON, indent: indent, to: &output)
        output.write(",\n" + indent + "\"summary\": ")
        ReportRenderer.writeNested(summaryJSON, indent: indent, to: &output)
        output.write(",\n" + indent + "\"issuesOmitted\": \(droppedIssueCount)")
        output.write(",\n" + indent + "\"errors\": \(errorCount),\n" + indent + "\"warnings\": \(warningCount)")
        output.write(",\n" + indent + "\"objects\": ")
        ReportRenderer.writeNested(objectsJSON, indent: indent, to: &output)
    }

    private func writeText(limitHint: String, to output: inout some TextOutputStream) {
        guard issueCount > 0 else {
            output.write(Self.noIssuesLine + "\n")
            return
        }
        output.write(countLine + "\n")
        for issue in issues { output.write(issue.description + "\n") }
        if let omission = omissionLine(limitHint: limitHint) { output.write(omission + "\n") }
        output.write("\n" + Self.summaryHeading + "\n")
        for line in summary { output.write("  " + line.description + "\n") }
    }
}
