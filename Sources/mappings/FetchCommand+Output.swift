import Foundation
import MappingKit
import MappingKitHTTP

extension FetchCommand {
    /// Selects `--key-path`, maps and prints as `apply` does (the same
    /// renderer and mapping path, so the same bytes for the same payload);
    /// `--format json` gains an `"http"` member after the report's.
    static func render(_ payload: Payload, response: EndpointResponse, context: MappingContext, options: Options) -> Int32 {
        var payload = payload
        if let keyPath = options.keyPath {
            do {
                payload = try payload.selecting(keyPath)
            } catch {
                MappingsTool.printError("error: \(error.description)\nnote: \(error.suggestion)")
                return MappingsTool.invalidInput
            }
        }
        var output = StandardStream.output()
        var diagnostics = StandardStream(descriptor: 2)
        let report: ValidationReport
        switch options.format {
        case .text:
            report = map(payload, context: context, format: .text, output: &output, diagnostics: &diagnostics)
        case .json:
            var text = ""
            report = map(payload, context: context, format: .json, output: &text, diagnostics: &diagnostics)
            output.write(withHTTPMember(text, response: response))
        }
        do {
            try output.flush()
        } catch {
            MappingsTool.printError("error: cannot write standard output: \(error.reason)\nnote: the result and the report were not written in full")
            return MappingsTool.outputFailed
        }
        // The report on standard error: a failure there has nowhere to be reported.
        try? diagnostics.flush()
        return report.hasErrors ? MappingsTool.payloadIssues : MappingsTool.success
    }

    /// `apply`'s mapping of a payload without `--into`: an array maps each
    /// element, anything else maps as one object; streamed to `output`.
    private static func map(
        _ payload: Payload, context: MappingContext, format: ValidationReport.Format,
        output: inout some TextOutputStream, diagnostics: inout some TextOutputStream
    ) -> ValidationReport {
        var renderer = ReportRenderer(format: format, limitHint: ApplyCommand.limitHint)
        let asOneObject = payload.value.kind != .array
        if !asOneObject { renderer.beginArray(to: &output) }
        let report = context.forEachJSONObject(from: payload, asOneObject: asOneObject) { object in
            if asOneObject {
                renderer.writeResult(object, to: &output)
            } else {
                renderer.writeElement(object, to: &output)
            }
        }
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
