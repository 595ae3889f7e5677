import Foundation
import MappingKit
import MappingKitHTTP

/// The exchanges of a HAR file (HTTP Archive 1.2, as browsers' developer
/// tools and proxies export them): each entry's request method and URL and
/// its response's status, headers and body (`content.text`, base64 when
/// `content.encoding` says so). An entry without them is refused with its
/// pointer.
enum HARReader {
    struct Invalid: Error, Sendable {
        var file: String
        var pointer: JSONPointer
        var expected: String

        var description: String {
            "\(TerminalText.escaped(file))\(TerminalText.escaped(pointer.text)): error: expected \(expected)\n"
                + "note: export the HAR again from the browser's network panel (\"Save all as HAR\") or the proxy; mappings reads HAR 1.2"
        }
    }

    static func exchanges(_ json: JSON, file: String) throws(Invalid) -> [HTTPExchange] {
        guard let entries = json["log"]?["entries"]?.arrayValue else {
            throw Invalid(file: file, pointer: JSONPointer(tokens: ["log", "entries"]), expected: "'log.entries', an array: a HAR file")
        }
        var exchanges: [HTTPExchange] = []
        for (index, entry) in entries.enumerated() {
            let pointer = JSONPointer(tokens: ["log", "entries", String(index)])
            guard let method = entry["request"]?["method"]?.stringValue, let text = entry["request"]?["url"]?.stringValue,
                let url = URL(string: text), let status = entry["response"]?["status"]?.intValue
            else {
                throw Invalid(file: file, pointer: pointer, expected: "an entry with request.method, request.url and response.status")
            }
            let content = entry["response"]?["content"]
            var body = Data((content?["text"]?.stringValue ?? "").utf8)
            if content?["encoding"]?.stringValue == "base64" {
                guard let decoded = Data(base64Encoded: content?["text"]?.stringValue ?? "") else {
                    throw Invalid(file: file, pointer: pointer.appending("response").appending("content").appending("text"), expected: "base64 text")
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
