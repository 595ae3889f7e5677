import Foundation

/// Why an endpoint call failed, with the request's method and URL where
/// they are known. A struct over a private code (in the style of
/// async-http-client's `HTTPClientError`), so cases can be added without
/// breaking code that compares against the static members:
///
/// ```swift
/// do {
///     _ = try Endpoint(.delete, "posts/:identifier").urlRequest(baseURL: base)
/// } catch {
///     error == .missingSlug("identifier")   // true
///     error.method                          // .delete
///     error.description  // "DELETE https://api.example.com/posts/:identifier: the path has no value for slug ':identifier' …"
/// }
/// ```
///
/// Two errors are equal when they say the same thing, whatever the request.
/// Some cases are found while building a request (before anything is sent);
/// the others by ``EndpointClient`` while sending it and reading the
/// response: a transport failure (``transport(_:)``, the underlying
/// `URLError`), too many redirects, an unacceptable status (code, headers and
/// a bounded excerpt of the body), an unacceptable content type, a body over
/// the size limit, the overall deadline passed, invalid JSON (with line and
/// column), a response key path not found, and a mapping configuration error.
///
/// ```swift
/// do {
///     _ = try await client.objects(for: search, as: Artist.self)
/// } catch let error as EndpointError {
///     error.statusCode       // 404, for a status error
///     error.description      // "GET http://…/search: the server answered 404 Not Found: {\"error\": …}"
/// }
/// ```
public struct EndpointError: Error, Sendable, Hashable, CustomStringConvertible {
    enum Code: Sendable, Hashable {
        case invalidURL(base: String, path: String)
        case missingSlug(name: String)
        case invalidSlugValue(name: String, value: String)
        case bodyNotAllowed
        case noCatalogForModel(context: String)
        case unknownModelContext(context: String, suggestions: [String])
        case modelDoesNotFit(context: String, configuration: MappingConfigurationError)
        case modelNotEncodable(context: String, path: String, reason: String)
        case noContext
        case transport(code: Int, detail: String)
        case tooManyRedirects(lastURL: String, limit: Int)
        case invalidRedirect(location: String)
        case insecureRedirect(from: String, to: String)
        case bodyNotReplayable(status: Int, location: String)
        case emptyResponse(status: Int)
        case noRecordedExchange(request: String, closest: String?, source: String?)
        case recording(path: String, problem: RecordingProblem)
        case status(code: Int, headers: HTTPHeaders, bodyExcerpt: String, errorBody: MappedErrorBody?)
        case unacceptableContentType(found: String?, expected: [String])
        case bodyTooLarge(limit: Int)
        case timedOut(after: Duration)
        case responseTransform(description: String)
        case invalidJSON(JSONParseError)
        case keyPathNotFound(PayloadSelectionError)
        case mappingConfiguration(MappingConfigurationError)
        case invalidNextPage(keyPath: String, found: String)
        case invalidNextLink(target: String)
        case insecureNextPage(from: String, to: String)
        case invalidHeaderField(name: String, inName: Bool)
    }

    let code: Code
    /// The request's method, when known.
    public let method: HTTPMethod?
    /// The request's URL, when known; for a missing slug, the URL with the
    /// `:slug` segment as written.
    public let url: URL?
    /// The URL that answered, when redirects led away from ``url``: the
    /// response the error is about came from here.
    ///
    /// ```swift
    /// error.description  // "GET https://api.github.com/repos/o/r/tarball/main → https://codeload.github.com/…: …"
    /// error.responseURL  // https://codeload.github.com/…
    /// ```
    public let responseURL: URL?

    init(_ code: Code, method: HTTPMethod? = nil, url: URL? = nil, responseURL: URL? = nil) {
        self.code = code
        self.method = method
        self.url = url
        self.responseURL = responseURL
    }

    /// This error with the request's method and URL and, when a redirect
    /// led elsewhere, the URL that answered.
    func at(_ method: HTTPMethod, _ url: URL?, answeredBy responseURL: URL? = nil) -> EndpointError {
        let url = url ?? self.url
        let answered = responseURL ?? self.responseURL
        return EndpointError(code, method: method, url: url, responseURL: answered == url ? nil : answered)
    }

    public static func == (lhs: EndpointError, rhs: EndpointError) -> Bool { lhs.code == rhs.code }

    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The base URL and the path do not make a valid URL.
    public static func invalidURL(base: String, path: String) -> EndpointError {
        EndpointError(.invalidURL(base: base, path: path))
    }

    /// The path has a `:slug` segment with no value, and the method is not
    /// `GET` or `HEAD` (for which the segment is left out).
    public static func missingSlug(_ name: String) -> EndpointError {
        EndpointError(.missingSlug(name: name))
    }

    /// A slug's value would change the path's shape: empty, `.` or `..`.
    public static func invalidSlugValue(_ name: String, value: String) -> EndpointError {
        EndpointError(.invalidSlugValue(name: name, value: value))
    }

    /// A `GET` or `HEAD` endpoint has a body.
    public static let bodyNotAllowed = EndpointError(.bodyNotAllowed)

    /// A header field that cannot be sent as it is: its name is not an
    /// HTTP token, or its value has a line break or another control
    /// character (which would end the field there and let the rest pass
    /// as other fields). `inName` says which; the message names the field
    /// and never quotes its value.
    ///
    /// ```swift
    /// Endpoint(.get, "me", headers: ["X-Note": "a\r\nX-Admin: 1"]).urlRequest(baseURL: base)
    /// // throws .invalidHeaderField(name: "X-Note", inName: false)
    /// ```
    public static func invalidHeaderField(name: String, inName: Bool) -> EndpointError {
        EndpointError(.invalidHeaderField(name: name, inName: inName))
    }

    /// A `.model(_:context:)` body, and no catalog to find its context in.
    public static func noCatalogForModel(context: String) -> EndpointError {
        EndpointError(.noCatalogForModel(context: context))
    }

    /// A model body names a context the catalog does not have;
    /// `suggestions` are close identifiers.
    public static func unknownModelContext(_ context: String, suggestions: [String] = []) -> EndpointError {
        EndpointError(.unknownModelContext(context: context, suggestions: suggestions))
    }

    /// A model body's context does not fit the model's type.
    public static func modelDoesNotFit(context: String, _ configuration: MappingConfigurationError) -> EndpointError {
        EndpointError(.modelDoesNotFit(context: context, configuration: configuration))
    }

    /// A model body's `encode(to:)` threw, or it holds a NaN or infinite
    /// number; `path` is the coding path of the value that failed.
    public static func modelNotEncodable(context: String, path: String, reason: String) -> EndpointError {
        EndpointError(.modelNotEncodable(context: context, path: path, reason: reason))
    }
}
