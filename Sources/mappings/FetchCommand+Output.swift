import Foundation
import MappingKit
import MappingKitHTTP

extension FetchCommand {
    /// Selects `--key-path`, maps and prints as `apply` does (the same
    /// renderer and mapping path, so the same bytes for the same payload);
    /// `--format json` gains an `"http"` member after the report's.
    static func render(_ payload: Payload, response: EndpointResponse, context: MappingContext, options: Options) -> Int32 {
        guard let payload = MappingsTool.select(options.keyPath, in: payload) else { return MappingsTool.invalidInput }
        var output = StandardStream.output()
        var diagnostics = StandardStream(descriptor: 2)
        let report: ValidationReport
        switch options.format {
        case .text:
            report = map(payload, metadata: response.mappingMetadata, context: context, format: .text, output: &output, diagnostics: &diagnostics)
        case .json:
            var text = ""
            report = map(payload, metadata: response.mappingMetadata, context: context, format: .json, output: &text, diagnostics: &diagnostics)
            output.write(withHTTPMember(text, response: response))
        }
        return MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
    }

    /// A success with no body (`204`, `205`, `Content-Length: 0`, `HEAD`):
    /// nothing to map. Text: nothing on stdout, a note on stderr; JSON:
    /// `"result": null`, no issue, and the `http` member. Exit 0.
    static func renderEmpty(_ response: EndpointResponse, options: Options) -> Int32 {
        var output = StandardStream.output()
        var diagnostics = StandardStream(descriptor: 2)
        switch options.format {
        case .text:
            diagnostics.write("note: " + ToolHint.emptyAnswer(status: response.status).text + "\n")
        case .json:
            var text = ""
            var ignored = ""
            var renderer = ReportRenderer(format: .json, limitHint: ApplyCommand.limitHint)
            renderer.writeResult(.null, to: &text)
            renderer.finish(ValidationReport(), output: &text, diagnostics: &ignored)
            output.write(withHTTPMember(text, response: response))
        }
        return MappingsTool.finish(ValidationReport(), output: &output, diagnostics: &diagnostics)
    }

    /// `apply`'s mapping of a payload without `--into`: an array maps each
    /// element, anything else maps as one object; streamed to `output`.
    private static func map(
        _ payload: Payload, metadata: JSON, context: MappingContext, format: ValidationReport.Format,
        output: inout some TextOutputStream, diagnostics: inout some TextOutputStream
    ) -> ValidationReport {
        var renderer = ReportRenderer(format: format, limitHint: ApplyCommand.limitHint)
        let report = MappingsTool.mapDynamically(
            payload, context: context, asOneObject: payload.value.kind != .array, metadata: metadata, renderer: &renderer,
            output: &output)
        renderer.finish(report, output: &output, diagnostics: &diagnostics)
        return report
    }

    /// The JSON object `apply` prints (it ends `\n}\n`) with a last member,
    /// `"http": {"status", "url", "pages"}`, laid out as the others; the
    /// status and URL are the last page's.
    static func withHTTPMember(_ object: String, response: EndpointResponse, pages: Int = 1) -> String {
        let http: JSON = .object([
            "status": .number(JSON.Number(response.status)), "url": .string(response.url.absoluteString), "pages": .number(JSON.Number(pages)),
        ])
        let member = http.formatted(.prettyPrinted).replacingOccurrences(of: "\n", with: "\n  ")
        guard object.hasSuffix("\n}\n") else { return object }
        return String(object.dropLast(3)) + ",\n  \"http\": " + member + "\n}\n"
    }
}
