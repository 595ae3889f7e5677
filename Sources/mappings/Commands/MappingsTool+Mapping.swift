import Foundation
import MappingKit

/// What `apply` and `fetch` share: loading the context, selecting
/// `--key-path`, mapping a payload as `apply` maps it, and writing out.
extension MappingsTool {
    /// The catalog rooted at `file` and its context `identifier` with the
    /// issue cap; exit 2 after printing what is wrong.
    ///
    /// With `log` (`--format github` or `sarif`), the problems and warnings
    /// go to the log instead of standard error.
    static func loadContext(
        file: String, environment: MappingEnvironment, identifier: String, maximumIssues: Int,
        log: inout AnnotationLog?
    ) throws(ExitStatus) -> (catalog: MappingCatalog, context: MappingContext) {
        let catalog = try loadCatalog(file, environment: environment, log: &log)
        do {
            return (catalog, try catalog.context(identifier).limitingIssues(to: maximumIssues))
        } catch {
            report(error.diagnostics, to: &log)
            if let hint = ToolMessage.contextHint(identifier), log == nil { print(hint) }
            throw .invalidInput
        }
    }

    /// The catalog rooted at `file`, its warnings reported; exit 2 after
    /// its problems (to `log` when there is one, else standard error).
    static func loadCatalog(_ file: String, environment: MappingEnvironment, log: inout AnnotationLog?) throws(ExitStatus) -> MappingCatalog {
        do {
            let catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: file), environment: environment, displayName: file)
            report(catalog.warnings, to: &log)
            return catalog
        } catch {
            report(error.diagnostics, to: &log)
            throw .invalidInput
        }
    }

    /// ``loadCatalog(_:environment:log:)`` printing on standard error.
    static func loadCatalog(_ file: String, environment: MappingEnvironment) throws(ExitStatus) -> MappingCatalog {
        var log: AnnotationLog?
        return try loadCatalog(file, environment: environment, log: &log)
    }

    /// ``loadContext(file:environment:identifier:maximumIssues:log:)``
    /// printing on standard error.
    static func loadContext(
        file: String, environment: MappingEnvironment, identifier: String, maximumIssues: Int
    ) throws(ExitStatus) -> (catalog: MappingCatalog, context: MappingContext) {
        var log: AnnotationLog?
        return try loadContext(file: file, environment: environment, identifier: identifier, maximumIssues: maximumIssues, log: &log)
    }

    /// Prints diagnostics compiler-style on standard error, or adds them
    /// to the annotation log when there is one.
    static func report(_ diagnostics: [Diagnostic], to log: inout AnnotationLog?) {
        if log != nil {
            log?.add(diagnostics: diagnostics)
            return
        }
        for diagnostic in diagnostics { print(.diagnostic(diagnostic)) }
    }

    /// Runs a command's body in `format`: without a log for text and JSON
    /// (the body prints, and a status it throws is thrown on); with one for
    /// `--format github` or `sarif` (``annotating(_:_:)``).
    static func running(
        in format: OutputFormat, _ body: (inout AnnotationLog?) throws(ExitStatus) -> Int32
    ) throws(ExitStatus) -> Int32 {
        guard let style = format.annotationStyle else {
            var log: AnnotationLog?
            return try body(&log)
        }
        return annotating(style, body)
    }

    /// Runs a command's body for `--format github` or `sarif`: whatever
    /// way the body stops (a status returned or thrown), the log is then
    /// written on standard output, and the body's status returned (74 when
    /// the log could not be written).
    static func annotating(
        _ style: AnnotationLog.Style, _ body: (inout AnnotationLog?) throws(ExitStatus) -> Int32
    ) -> Int32 {
        var log: AnnotationLog? = AnnotationLog(style: style)
        let status: Int32
        do throws(ExitStatus) {
            status = try body(&log)
        } catch {
            status = error.code
        }
        var output = StandardStream.output()
        output.write(log?.rendered() ?? "")
        do {
            try output.flush()
        } catch {
            print(.outputFailed(reason: error.reason, partial: false))
            return outputFailed
        }
        return status
    }

    /// The part of `payload` at `keyPath` (the whole payload without one);
    /// exit 2 after printing why it is not there.
    static func select(_ keyPath: String?, in payload: Payload) throws(ExitStatus) -> Payload {
        guard let keyPath else { return payload }
        do {
            return try payload.selecting(keyPath)
        } catch {
            print(.keyPathNotFound(error))
            throw .invalidInput
        }
    }

    /// Maps a payload as `apply` does without `--into` (an array maps each
    /// element, anything else one object), streaming each object through
    /// `renderer`; returns the report, not yet finished.
    ///
    /// With `jobs` above 1, a large array maps on that many threads, a
    /// round of chunks at a time: each chunk's objects are rendered on the
    /// thread that mapped them, and written in element order, the same
    /// bytes and report as one thread's. Held at once: the payload, and a
    /// round's rendered text (four chunks of at most 2,048 elements per
    /// thread).
    static func mapDynamically(
        _ payload: Payload, context: MappingContext, asOneObject: Bool, metadata: JSON = [:], jobs: Int = 1,
        renderer: inout ReportRenderer, output: inout some TextOutputStream
    ) -> ValidationReport {
        if !asOneObject { renderer.beginArray(to: &output) }
        if !asOneObject, jobs > 1 {
            let layout = renderer
            let report = context.forEachJSONChunk(
                from: payload, metadata: metadata, jobs: jobs, chunksPerRound: 4 * jobs,
                prepare: { objects in (text: layout.renderedElements(objects), count: objects.count) }
            ) { rendered in
                renderer.writeRenderedElements(rendered.text, count: rendered.count, to: &output)
            }
            if let report { return report }
        }
        return context.forEachJSONObject(from: payload, asOneObject: asOneObject, metadata: metadata) { object in
            if asOneObject {
                renderer.writeResult(object, to: &output)
            } else {
                renderer.writeElement(object, to: &output)
            }
        }
    }

    /// Ends the result with the report, `fetch`'s `http` member and, for
    /// `--unmapped`, the keys no entry read: after the report's text on
    /// standard error, or as the `unmapped` member of the JSON output.
    static func finish(
        _ report: ValidationReport, unmapped: [UnmappedKey]?, http: JSON? = nil, renderer: inout ReportRenderer,
        output: inout some TextOutputStream, diagnostics: inout some TextOutputStream
    ) {
        let members = unmapped.map { keys in
            JSON.array(keys.map { key in
                ["context": .string(key.context), "keyPath": .string(key.keyPath), "count": JSON(key.count), "total": JSON(key.total)]
            })
        }
        switch (http, members) {
        case (let http?, let members?):
            renderer.finish(report, extraMembers: ["http": http, "unmapped": members], output: &output, diagnostics: &diagnostics)
        case (let http?, nil):
            renderer.finish(report, extraMembers: ["http": http], output: &output, diagnostics: &diagnostics)
        case (nil, let members?):
            renderer.finish(report, extraMembers: ["unmapped": members], output: &output, diagnostics: &diagnostics)
        case (nil, nil):
            renderer.finish(report, output: &output, diagnostics: &diagnostics)
        }
        if let unmapped, renderer.format == .text { diagnostics.write(ToolMessage.unmapped(unmapped).text + "\n") }
    }

    /// Writes out the result and the report: the exit status for `report`,
    /// or ``outputFailed`` after a message when standard output failed.
    static func finish(_ report: ValidationReport, output: inout StandardStream, diagnostics: inout StandardStream) -> Int32 {
        do {
            try output.flush()
        } catch {
            print(.outputFailed(reason: error.reason, partial: true))
            return outputFailed
        }
        // The report on standard error: a failure there has nowhere to be reported.
        try? diagnostics.flush()
        return report.hasErrors ? payloadIssues : success
    }
}
