import Foundation
import MappingKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension EndpointError {
    /// Who reads a message: its advice names only what that reader has (a
    /// property of the library, or an option of `mappings fetch`).
    package enum Audience: Sendable {
        /// A program using the library.
        case library
        /// A person running `mappings fetch`.
        case commandLine
    }

    /// What went wrong, as a sentence without the request, its advice in
    /// the library's terms. Passwords in URLs and credential query
    /// parameters are `<redacted>`, as in recordings.
    ///
    /// ```swift
    /// EndpointError.insecureNextPage(from: URL(string: "https://me:pw@api.example.com/a")!,
    ///                                to: URL(string: "http://api.example.com/b?api_key=k")!).message
    /// // "the page at https://me:<redacted>@api.example.com/a names http://api.example.com/b?api_key=<redacted> as …"
    /// ```
    public var message: String { message(for: .library) }

    /// `METHOD URL: message`, with what is known of the request; after a
    /// redirect, `METHOD URL → ANSWERING-URL: message`. Passwords in URLs and
    /// credential query parameters are `<redacted>`.
    public var description: String { description(for: .library) }

    /// ``message``, its advice for `audience`.
    package func message(for audience: Audience) -> String {
        Redactor().text(wording(for: audience))
    }

    /// ``description``, its advice for `audience`.
    package func description(for audience: Audience) -> String {
        var request = ""
        if let method { request += method.rawValue }
        if let url { request += (request.isEmpty ? "" : " ") + url.absoluteString }
        if let responseURL { request += " → " + responseURL.absoluteString }
        let message = message(for: audience)
        return request.isEmpty ? message : Redactor().text(request) + ": " + message
    }

    /// The only place these are worded.
    private func wording(for audience: Audience) -> String {
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
                + "credentials would travel unencrypted; "
                + (audience == .library ? "use the https URL, or allow it with RedirectPolicy.allowsInsecureRedirects"
                    : Self.noInsecureOption)
        case .insecureNextPage(let from, let to):
            "the page at \(from) names \(to) as the next page, which is plain http: refused, as the request and its "
                + "credentials would travel unencrypted; "
                + (audience == .library ? "use https, or allow it with RedirectPolicy.allowsInsecureRedirects"
                    : Self.noInsecureOption)
        case .invalidNextLink(let target):
            "the Link header names '\(Self.shortened(target))' as the next page, which is not an http or https URL"
        case .invalidHeaderField(let name, true):
            "the header name '\(Self.printable(name))' is not an HTTP token (letters, digits and !#$%&'*+-.^_`|~); fix the name"
        case .invalidHeaderField(let name, false):
            "the header '\(Self.printable(name))' has a line break (CR or LF) or another control character in its value, "
                + "which would end the header there and send the rest as other headers; remove it from the value"
        case .bodyNotReplayable(let status, let location):
            "the server answered \(status) \(Self.reason(status)), which must send the body again to \(location), "
                + "and the body is a stream that was read once; give the body as Data, or send the request to \(location)"
        case .emptyResponse(let status):
            "the server answered \(status) \(Self.reason(status)) with no body, and this call maps a JSON payload; "
                + "use send(_:) for a call that answers nothing"
        case .noRecordedExchange(let request, let closest, let source):
            "no recorded exchange\(source.map { " in \($0)" } ?? "") matches \(request)"
                + (closest.map { "; the closest recorded one is \($0)" } ?? "")
                + "; record it first (" + (audience == .library ? "mappings fetch --record DIR, or RecordingTransport" : "mappings fetch --record DIR")
                + "), or fix the request"
        case .recording(let path, let problem):
            Self.message(problem, path: path, for: audience)
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


    /// What is wrong with the recording (or the recordings' folder) at
    /// `path`, and how to fix it. Nothing of a file's content is quoted.
    static func message(_ problem: RecordingProblem, path: String, for audience: Audience) -> String {
        switch problem {
        case .notJSON(let line, let column, let reason):
            "the recording \(path) is not valid JSON at line \(line), column \(column): \(reason); fix it, or record it again"
        case .missing(let field):
            "the recording \(path) has no '\(field)'; a recording holds request.method, request.url and response.status"
        case .wrongType(let field, let expected):
            "the recording \(path) has a '\(field)' that is not \(expected)"
        case .notAURL(let field, let value):
            "the recording \(path) has a '\(field)' that is not an absolute URL: '\(shortened(value))'"
        case .fileUnreadable(.notRegularFile(let kind)):
            "the recording \(path) is \(kind.phrase), not a regular file; a recording is a regular file in the folder"
        case .fileUnreadable(let error):
            "cannot read the recording \(path): \(error.message); \(error.suggestion)"
        case .linkLeavesFolder:
            "the recording \(path) is a symbolic link that leads out of its folder; a recording is a regular file in the folder"
        case .folderUnreadable(.notFound):
            "cannot read the recordings at \(path): there is no such folder; name the folder the recordings are in"
        case .folderUnreadable(.notRegularFile(let kind)):
            "cannot read the recordings at \(path): it is \(kind.phrase), not a folder; name the folder the recordings are in"
        case .folderUnreadable(let error):
            "cannot read the recordings at \(path): \(error.message); \(error.suggestion)"
        case .notAFolder:
            "cannot read the recordings at \(path): it is a file, not a folder; name the folder the recordings are in"
        case .folderNotCreated(let blocker?, _):
            "cannot create the folder \(path) for the recordings: \(blocker) is a file, not a folder; choose another folder"
        case .folderNotCreated(nil, let code):
            "cannot create the folder \(path) for the recordings: \(systemReason(code)); choose another folder"
        case .notWritten(let error):
            "cannot write the recording \(path): \(error.message); \(error.suggestion)"
        case .noRecordings:
            "\(path) holds no recording (no .json file); record one with "
                + (audience == .library ? "RecordingTransport, or " : "") + "mappings fetch --record \(path)"
        }
    }

    /// Why a file operation failed, from its `errno`: the common causes in
    /// words, others in the system's words with the number.
    static func systemReason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is exceeded"
        case EROFS: "the file system is read-only"
        case ENOENT: "a folder on the way does not exist"
        default: SystemCall.errorText(code) + " (errno \(code))"
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

    /// What a transport error says: the system's own words (libcurl's on
    /// Linux), or ours for the codes it leaves as a bare Foundation code
    /// ("The operation could not be completed. (NSURLErrorDomain error
    /// -1011.)").
    static func transportDetail(_ error: URLError) -> String {
        let text = error.localizedDescription
        guard text.contains("could not be completed") || text.contains("Domain error") else { return text }
        return switch error.code {
        case .badServerResponse: "the server's answer could not be read as an HTTP response"
        case .networkConnectionLost: "the connection was lost before the response was complete"
        case .cannotConnectToHost: "could not connect to the server"
        case .cannotFindHost, .dnsLookupFailed: "the server's host name was not found"
        case .notConnectedToInternet: "there is no network connection"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            "the secure (TLS) connection could not be made"
        case .badURL, .unsupportedURL: "the URL cannot be sent"
        case .resourceUnavailable, .zeroByteResource: "the server sent nothing"
        default: "the transport failed"
        }
    }

    /// The advice of `mappings fetch` for an `https` → `http` hop: it has no
    /// option to follow one.
    static let noInsecureOption = "mappings fetch has no option to follow it: fetch the http URL itself if you trust the network"

    /// `text` with its control characters as `?`, cut for a message.
    static func printable(_ text: String) -> String {
        shortened(String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? "?" : $0
        })), limit: 80)
    }

    /// Text from a response, cut for a message.
    static func shortened(_ text: String, limit: Int = 200) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
