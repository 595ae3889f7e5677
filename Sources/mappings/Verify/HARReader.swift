import Foundation
import MappingKit
import MappingKitHTTP

/// The exchanges of a HAR file (HTTP Archive 1.2, as browsers' developer
/// tools and proxies export them): each entry's request method and URL and
/// its response's status, headers and body (`content.text`, base64 when
/// `content.encoding` says so). An entry without them is refused with its
/// pointer.
enum HARReader {
    private static func invalid(_ file: String, _ pointer: JSONPointer, expected: String) -> VerifyInputError {
        VerifyInputError(file: file, pointer: pointer, expected: expected, suggestion: VerifyInputError.harSuggestion)
    }

    static func exchanges(_ json: JSON, file: String) throws(VerifyInputError) -> [HTTPExchange] {
        guard let entries = json["log"]?["entries"]?.arrayValue else {
            throw invalid(file, JSONPointer(tokens: ["log", "entries"]), expected: "'log.entries', an array: a HAR file")
        }
        var exchanges: [HTTPExchange] = []
        for (index, entry) in entries.enumerated() {
            let pointer = JSONPointer(tokens: ["log", "entries", String(index)])
            guard let method = entry["request"]?["method"]?.stringValue, let text = entry["request"]?["url"]?.stringValue,
                let url = URL(string: text), let status = entry["response"]?["status"]?.intValue
            else {
                throw invalid(file, pointer, expected: "an entry with request.method, request.url and response.status")
            }
            let content = entry["response"]?["content"]
            var body = Data((content?["text"]?.stringValue ?? "").utf8)
            if content?["encoding"]?.stringValue == "base64" {
                guard let decoded = Data(base64Encoded: content?["text"]?.stringValue ?? "") else {
                    throw invalid(file, pointer.appending("response").appending("content").appending("text"), expected: "base64 text")
                }
                body = decoded
            }
            var headers = (entry["response"]?["headers"]?.arrayValue ?? []).compactMap { header -> (String, String)? in
                guard let name = header["name"]?.stringValue, let value = header["value"]?.stringValue else { return nil }
                return (name, value)
            }
            if let mimeType = content?["mimeType"]?.stringValue, !headers.contains(where: { $0.0.lowercased() == "content-type" }) {
                headers.append(("Content-Type", mimeType))
            }
            exchanges.append(HTTPExchange(
                request: HTTPExchange.Request(method: method, url: url),
                response: HTTPExchange.Response(status: status, headers: HTTPHeaders(headers), body: body),
                source: file + "#entries[\(index)]"))
        }
        return exchanges
    }
}
