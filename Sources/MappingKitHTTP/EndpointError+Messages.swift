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
        case .noContext:
            "the endpoint names no mapping context to map its response with; set its context"
        case .transport(let code, let detail):
            "the request failed (URLError \(code)): \(detail)"
        case .tooManyRedirects(let lastURL):
            "more than \(URLSessionTransport.maximumRedirects) redirects; the last one led to \(lastURL)"
        case .status(let code, _, let excerpt, _):
            "the server answered \(code) \(HTTPURLResponse.localizedString(forStatusCode: code).capitalized)"
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

    /// `METHOD URL: message`, with what is known of the request.
    public var description: String {
        var request = ""
        if let method { request += method.rawValue }
        if let url { request += (request.isEmpty ? "" : " ") + url.absoluteString }
        return request.isEmpty ? message : request + ": " + message
    }
}
