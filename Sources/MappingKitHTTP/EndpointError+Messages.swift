import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension EndpointError {
    /// What went wrong, as a sentence without the request. The only place
    /// these are worded.
    public var message: String {
        switch code {
        case .invalidURL(let base, let path):
            "the base URL '\(base)' and the path '\(path)' do not make a valid URL"
        case .missingSlug(let name):
            "the path has no value for slug ':\(name)'; only GET and HEAD leave such a segment out, so give '\(name)' a value"
        case .invalidSlugValue(let name, let value):
            "slug ':\(name)' is \(value.isEmpty ? "empty" : "'\(value)'"), which would change the path's shape"
        case .bodyNotAllowed:
            "a GET or HEAD request cannot have a body; use POST, PUT or PATCH, or send the values as query parameters"
        case .noCatalogForModel(let context):
            "the body is a model for context '\(context)', and no catalog was given to find it in"
        case .unknownModelContext(let context, let suggestions):
            "the body's context '\(context)' is not in the catalog"
                + (suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?")
        case .modelDoesNotFit(let context, let configuration):
            "the body's context '\(context)' cannot write this model: "
                + configuration.errors.map(\.message).joined(separator: "; ")
        case .modelNotEncodable(let context, let path, let reason):
            "the body's context '\(context)' cannot write this value\(path.isEmpty ? "" : " at \(path)"): \(reason)"
        case .noContext:
            "the endpoint names no mapping context to map its response with; set its context"
        case .transport(let code, let detail):
            "the request failed (URLError \(code)): \(detail)"
        case .tooManyRedirects(let lastURL, let limit):
            "more than \(limit) redirect\(limit == 1 ? "" : "s"); the last one led to \(lastURL)"
        case .invalidRedirect(let location):
            "the server redirected to '\(Self.shortened(location))', which is not an http or https URL"
        case .insecureRedirect(let from, let to):
            "the server redirected from \(from) to \(to), which is plain http: refused, as the request and its "
                + "credentials would travel unencrypted; use the https URL, or allow it with RedirectPolicy.allowsInsecureRedirects"
        case .bodyNotReplayable(let status, let location):
            "the server answered \(status) \(Self.reason(status)), which must send the body again to \(location), "
                + "and the body is a stream that was read once; give the body as Data, or send the request to \(location)"
        case .emptyResponse(let status):
            "the server answered \(status) \(Self.reason(status)) with no body, and this call maps a JSON payload; "
                + "use send(_:) for a call that answers nothing"
        case .noRecordedExchange(let request, let closest, let source):
            "no recorded exchange\(source.map { " in \($0)" } ?? "") matches \(request)"
                + (closest.map { "; the closest recorded one is \($0)" } ?? "")
                + "; record it first (mappings fetch --record DIR, or RecordingTransport), or fix the request"
        case .recording(let path, let problem):
            Self.message(problem, path: path)
        case .status(let code, _, let excerpt, _):
            "the server answered \(code) \(Self.reason(code))"
                + (excerpt.isEmpty ? "" : ": " + excerpt)
        case .unacceptableContentType(let found, let expected):
            "the response's content type is \(found.map { "'\($0)'" } ?? "missing"); expected "
                + expected.map { "'\($0)'" }.joined(separator: " or ")
        case .bodyTooLarge(let limit):
            "the response body is larger than the limit of \(limit) bytes"
        case .timedOut(let deadline):
            "no complete response within the deadline of \(deadline)"
        case .responseTransform(let description):
            "the response transform failed: \(description)"
        case .invalidJSON(let error):
            "the response is not valid JSON: "
                + (error.description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "")
        case .keyPathNotFound(let error):
            "the response key path '\(error.path)' is not in the response: \(error.message)"
        case .mappingConfiguration(let error):
            "the mapping context cannot map this response: " + error.errors.map(\.message).joined(separator: "; ")
        case .invalidNextPage(let keyPath, let found):
            "the next page's key path '\(keyPath)' holds \(found), which is not an http or https URL; expected a URL string, null or nothing"
        }
    }

    /// `METHOD URL: message`, with what is known of the request; after a
    /// redirect, `METHOD URL → ANSWERING-URL: message`.
    public var description: String {
        var request = ""
        if let method { request += method.rawValue }
        if let url { request += (request.isEmpty ? "" : " ") + url.absoluteString }
        if let responseURL { request += " → " + responseURL.absoluteString }
        return request.isEmpty ? message : request + ": " + message
    }

    /// What is wrong with the recording at `path`, and how to fix it.
    static func message(_ problem: RecordingProblem, path: String) -> String {
        switch problem {
        case .notJSON(let line, let column, let reason):
            "the recording \(path) is not valid JSON at line \(line), column \(column): \(reason); fix it, or record it again"
        case .missing(let field):
            "the recording \(path) has no '\(field)'; a recording holds request.method, request.url and response.status"
        case .wrongType(let field, let expected):
            "the recording \(path) has a '\(field)' that is not \(expected)"
        case .notAURL(let field, let value):
            "the recording \(path) has a '\(field)' that is not an absolute URL: '\(shortened(value))'"
        case .unreadable(let reason):
            "cannot read the recordings at \(path): \(reason)"
        case .unwritable(let reason):
            "cannot write the recording \(path): \(reason); check that the folder can be written"
        case .noRecordings:
            "\(path) holds no recording (no .json file); record one with mappings fetch --record \(path)"
        }
    }

    /// The reason phrase of a status (`Not Found`).
    static func reason(_ status: Int) -> String {
        HTTPStatus.reason(status)
    }

    /// A status as messages name it: `204 No Content`.
    package static func statusLine(_ status: Int) -> String {
        "\(status) \(reason(status))"
    }

    /// Text from a response, cut for a message.
    static func shortened(_ text: String, limit: Int = 200) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
