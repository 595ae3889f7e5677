import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension EndpointClient {
    /// The request as a cURL command, for the event log: method, headers
    /// (the policy's credentials redacted), a UTF-8 body of up to 1 KiB
    /// verbatim (a larger or binary one by size), and the URL (its password
    /// and credential parameters redacted).
    static func curl(_ request: URLRequest, policy: RedirectPolicy = .default) -> String {
        var parts = ["curl", "-X", request.httpMethod ?? "GET"]
        let fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key.lowercased() < $1.key.lowercased() }
        for (name, value) in fields {
            let shown = policy.isCredential(name) ? Redactor.marker : value
            parts += ["-H", quoted("\(name): \(shown)")]
        }
        var note = ""
        if let body = request.httpBody, !body.isEmpty {
            if body.count <= 1_024, let text = String(data: body, encoding: .utf8) {
                parts += ["--data-binary", quoted(text)]
            } else {
                parts += ["--data-binary", "@-"]
                note = "  # a \(body.count)-byte body on stdin"
            }
        }
        parts.append(quoted(Redactor(policy: policy).text(request.url?.absoluteString ?? "")))
        return parts.joined(separator: " ") + note
    }

    /// Single-quoted for a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
