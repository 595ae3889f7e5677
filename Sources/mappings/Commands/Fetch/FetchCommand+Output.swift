import Foundation
import MappingKit
import MappingKitHTTP

extension FetchCommand {
    /// Selects `--key-path`, maps and prints as `apply` does (the same
    /// renderer and mapping path, so the same bytes for the same payload);
    /// `--format json` gains an `"http"` member after the report's.
    static func render(
        _ whole: Payload, response: EndpointResponse, context: MappingContext, options: Options, drift: DriftRecorder? = nil,
        log: inout AnnotationLog?
    ) throws(ExitStatus) -> Int32 {
        let payload: Payload
        do throws(ExitStatus) {
            payload = try MappingsTool.select(options.keyPath, in: whole)
        } catch {
            drift?.refuse(.keyPathNotFound, status: response.status, expecting: refusedRoot(options))
            throw error
        }
        var output = log == nil ? StandardStream.output() : .discarding()
        var diagnostics = StandardStream(descriptor: 2)
        var renderer = ReportRenderer(format: options.format.reportFormat, limitHint: ToolMessage.limitHint)
        let asOneObject = options.asObject || payload.value.kind != .array
        let report = MappingsTool.mapDynamically(
            payload, context: context, asOneObject: asOneObject, metadata: response.mappingMetadata,
            renderer: &renderer, output: &output)
        drift?.observe(report, expecting: expectedRoot(options, asOneObject: asOneObject))
        let unmapped = options.unmapped ? context.unmappedKeys(in: payload.value.json, asOneObject: asOneObject) : nil
        MappingsTool.finish(
            report, unmapped: unmapped, http: http(response, options: options), renderer: &renderer, output: &output, diagnostics: &diagnostics)
        log?.add(report, payload: Redactor(policy: options.redirects).text(options.url.absoluteString))
        return MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
    }

    /// A success with no body (`204`, `205`, `Content-Length: 0`, `HEAD`):
    /// nothing to map. Text: nothing on stdout, a note on stderr; JSON:
    /// `"result": null`, no issue, and the `http` member. Exit 0.
    static func renderEmpty(_ response: EndpointResponse, options: Options, log: AnnotationLog?) -> Int32 {
        var output = StandardStream.output()
        var diagnostics = StandardStream(descriptor: 2)
        switch options.format {
        case .text, .github, .sarif, .junit:
            // An annotation format has no issue to show: its log is written as it is.
            if log == nil { MappingsTool.print(.emptyAnswer(status: response.status)) }
        case .json:
            var renderer = ReportRenderer(format: .json, limitHint: ToolMessage.limitHint)
            renderer.writeResult(.null, to: &output)
            renderer.finish(ValidationReport(), extraMembers: ["http": http(response, options: options)], output: &output, diagnostics: &diagnostics)
        }
        return MappingsTool.finish(ValidationReport(), output: &output, diagnostics: &diagnostics)
    }

    /// The `"http"` member of `--format json`: `{"status", "url", "pages"}`,
    /// the status and URL of the last page's response (a password in it
    /// and credential query parameters `<redacted>`), and `"repeatedURL"`
    /// when the pages ended at a next page fetched already.
    static func http(_ response: EndpointResponse, pages: Int = 1, repeatedURL: URL? = nil, options: Options) -> JSON {
        let redactor = Redactor(policy: options.redirects)
        var member: JSON.Object = [
            "status": .number(JSON.Number(response.status)), "url": .string(redactor.text(response.url.absoluteString)),
            "pages": .number(JSON.Number(pages)),
        ]
        if let repeatedURL { member["repeatedURL"] = .string(redactor.text(repeatedURL.absoluteString)) }
        return .object(member)
    }
}
