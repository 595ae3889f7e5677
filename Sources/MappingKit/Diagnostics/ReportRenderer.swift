/// Renders what `mappings apply` prints: the mapped result and its
/// ``ValidationReport``, as text or as the `--format json` object, so every
/// tool that maps a payload (`apply`, `fetch`, an app's own) prints the same
/// bytes.
///
/// The result is written as it is made: call ``writeElement(_:to:)`` for
/// each object of an array result (or ``writeResult(_:to:)`` once for a
/// whole value), then ``finish(_:extraMembers:output:diagnostics:)`` with
/// the report (and, in JSON, any members of the tool's own after it).
/// Only one object is held at a time, so memory stays bounded however long
/// the result.
///
/// - Text: the result pretty-printed on `output`, then the report's text
///   (``ValidationReport/rendered(_:limitHint:)``) on `diagnostics`, so
///   `mappings apply … | jq` reads the result alone.
/// - JSON: one object on `output`,
///   `{"result": …, "issues": […], "summary": […], "issuesOmitted": N}`;
///   nothing on `diagnostics`.
///
/// ```swift
/// var renderer = ReportRenderer(format: .json)
/// var output = "", diagnostics = ""
/// renderer.beginArray(to: &output)
/// for object in objects { renderer.writeElement(object, to: &output) }   // as each is made
/// renderer.finish(report, output: &output, diagnostics: &diagnostics)
/// // or, for a result already made:
/// let rendered = ReportRenderer.rendered(result: json, report: report, format: .text)
/// ```
public struct ReportRenderer: Sendable {
    /// Text or JSON.
    public let format: ValidationReport.Format
    /// How to keep more issues, said after the count of issues left out.
    public let limitHint: String

    private var state = State.notStarted
    private var elementCount = 0

    private enum State: Sendable { case notStarted, array, finishedResult, done }

    /// A renderer for one output.
    ///
    /// ```swift
    /// let renderer = ReportRenderer(format: .text, limitHint: "keep more with --max-issues N")
    /// ```
    public init(format: ValidationReport.Format, limitHint: String = ValidationReport.defaultLimitHint) {
        self.format = format
        self.limitHint = limitHint
    }

    /// The indentation of the result: nested in the JSON object's `result`.
    private var indent: String { format == .json ? "  " : "" }

    private mutating func start(_ output: inout some TextOutputStream) {
        guard state == .notStarted else { return }
        if format == .json { output.write("{\n  \"result\": ") }
        state = .finishedResult
    }

    /// Starts an array result: its elements follow with
    /// ``writeElement(_:to:)``; an array with no element is written `[]`.
    ///
    /// ```swift
    /// renderer.beginArray(to: &output)
    /// ```
    public mutating func beginArray(to output: inout some TextOutputStream) {
        guard state == .notStarted else { return }
        start(&output)
        state = .array
    }

    /// Writes the next element of an array result (begun with
    /// ``beginArray(to:)``, or begun by the first element).
    ///
    /// ```swift
    /// renderer.writeElement(["name": "Ada"], to: &output)
    /// ```
    public mutating func writeElement(_ element: JSON, to output: inout some TextOutputStream) {
        if state == .notStarted { beginArray(to: &output) }
        guard state == .array else { return }
        output.write(elementCount == 0 ? "[\n" : ",\n")
        output.write(indent + "  ")
        Self.writeNested(element, indent: indent + "  ", to: &output)
        elementCount += 1
    }

    /// Elements as ``writeElement(_:to:)`` writes them one after another,
    /// but for what comes before the first (``writeRenderedElements(_:count:to:)``
    /// writes it): rendered on the thread that mapped them
    /// (`mappings apply --jobs`), written in order by another.
    package func renderedElements(_ elements: [JSON]) -> String {
        var text = ""
        for (position, element) in elements.enumerated() {
            if position > 0 { text += ",\n" + indent + "  " }
            Self.writeNested(element, indent: indent + "  ", to: &text)
        }
        return text
    }

    /// Writes `count` elements rendered by ``renderedElements(_:)``: the
    /// same bytes as ``writeElement(_:to:)`` for each.
    package mutating func writeRenderedElements(_ text: String, count: Int, to output: inout some TextOutputStream) {
        guard count > 0 else { return }
        if state == .notStarted { beginArray(to: &output) }
        guard state == .array else { return }
        output.write(elementCount == 0 ? "[\n" : ",\n")
        output.write(indent + "  ")
        output.write(text)
        elementCount += count
    }

    /// Writes the whole result at once (an object, a populated document).
    /// Does nothing once a result was written.
    ///
    /// ```swift
    /// renderer.writeResult(document, to: &output)
    /// ```
    public mutating func writeResult(_ result: JSON, to output: inout some TextOutputStream) {
        guard state == .notStarted else { return }
        start(&output)
        Self.writeNested(result, indent: indent, to: &output)
    }

    /// Ends the result and writes the report: after the result on `output`
    /// in JSON, on `diagnostics` in text. Nothing is written after it.
    ///
    /// In JSON, `extraMembers` follow the report's members, in their order
    /// and laid out as the others, so a tool adds what it knows besides the
    /// report (`mappings fetch` adds the HTTP exchange) without editing
    /// rendered text. Text has no place for them: they are not written.
    ///
    /// ```swift
    /// renderer.finish(report, output: &standardOutput, diagnostics: &standardError)
    /// // --format json, with a member after "issuesOmitted":
    /// let http: JSON = ["status": 200, "url": "https://api.example.com/v1/artists", "pages": 1]
    /// renderer.finish(report, extraMembers: ["http": http], output: &standardOutput, diagnostics: &standardError)
    /// // {
    /// //   "result": […],
    /// //   "issues": [],
    /// //   "summary": [],
    /// //   "issuesOmitted": 0,
    /// //   "http": {
    /// //     "status": 200,
    /// //     "url": "https://api.example.com/v1/artists",
    /// //     "pages": 1
    /// //   }
    /// // }
    /// ```
    ///
    /// - Parameters:
    ///   - report: the report of the mapping that made the result.
    ///   - extraMembers: members written after the report's (JSON only);
    ///     names other than `result`, `issues`, `summary` and
    ///     `issuesOmitted`, each once.
    ///   - output: where the result went (standard output in the tool).
    ///   - diagnostics: where the text report goes (standard error in the tool).
    public mutating func finish(
        _ report: ValidationReport, extraMembers: KeyValuePairs<String, JSON> = [:],
        output: inout some TextOutputStream, diagnostics: inout some TextOutputStream
    ) {
        guard state != .done else { return }
        if state == .notStarted { writeResult(.null, to: &output) }
        if state == .array { output.write(elementCount == 0 ? "[]" : "\n" + indent + "]") }
        state = .done
        switch format {
        case .text:
            output.write("\n")
            report.write(.text, limitHint: limitHint, to: &diagnostics)
        case .json:
            output.write(",\n  ")
            report.writeJSONMembers(indent: "  ", to: &output)
            for (name, value) in extraMembers {
                output.write(",\n  " + JSON.string(name).formatted() + ": ")
                Self.writeNested(value, indent: "  ", to: &output)
            }
            output.write("\n}\n")
        }
    }

    /// The whole output for a result already made: what goes to standard
    /// output and what goes to standard error.
    ///
    /// ```swift
    /// let rendered = ReportRenderer.rendered(result: result.value, report: result.report, format: .text)
    /// print(rendered.output, terminator: "")
    /// ```
    public static func rendered(
        result: JSON, report: ValidationReport, format: ValidationReport.Format,
        limitHint: String = ValidationReport.defaultLimitHint
    ) -> (output: String, diagnostics: String) {
        var renderer = ReportRenderer(format: format, limitHint: limitHint)
        var output = ""
        var diagnostics = ""
        renderer.writeResult(result, to: &output)
        renderer.finish(report, output: &output, diagnostics: &diagnostics)
        return (output, diagnostics)
    }

    /// Writes `value` pretty-printed, every line after the first indented
    /// by `indent`: how it is laid out as a member of an object at that
    /// depth. JSON text has no raw newline inside a string, so every
    /// newline is a line break of the layout.
    static func writeNested(_ value: JSON, indent: String, to output: inout some TextOutputStream) {
        let text = value.formatted(.prettyPrinted)
        guard !indent.isEmpty else { return output.write(text) }
        // One pass over the bytes, one string written.
        var nested = ""
        nested.reserveCapacity(text.utf8.count + text.utf8.count / 8 * indent.utf8.count)
        var start = text.startIndex
        while let newline = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let next = text.utf8.index(after: newline)
            nested += text[start..<next]
            nested += indent
            start = next
        }
        nested += text[start...]
        output.write(nested)
    }
}
