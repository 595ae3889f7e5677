import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cases ``EndpointClient`` finds while sending a request and reading its
/// response.
extension EndpointError {
    /// The longest body excerpt a status error keeps, in bytes.
    public static let bodyExcerptLimit = 1_024

    /// The endpoint maps its response and names no mapping context.
    public static let noContext = EndpointError(.noContext)

    /// The request could not be carried out: connection refused, host not
    /// found, connection lost, a truncated body (the underlying `URLError`).
    public static func transport(_ error: URLError) -> EndpointError {
        EndpointError(.transport(code: error.code.rawValue, detail: transportDetail(error)))
    }

    /// More than `limit` redirects (``RedirectPolicy/maximumRedirects``);
    /// `lastURL` is the one that would have been followed next.
    public static func tooManyRedirects(lastURL: URL, limit: Int = RedirectPolicy.default.maximumRedirects) -> EndpointError {
        EndpointError(.tooManyRedirects(lastURL: lastURL.absoluteString, limit: limit))
    }

    /// A redirect's `Location` is not an http or https URL.
    public static func invalidRedirect(location: String) -> EndpointError {
        EndpointError(.invalidRedirect(location: location))
    }

    /// An `https` URL redirected to plain `http`, refused unless
    /// ``RedirectPolicy/allowsInsecureRedirects``.
    public static func insecureRedirect(from: URL, to: URL) -> EndpointError {
        EndpointError(.insecureRedirect(from: from.absoluteString, to: to.absoluteString))
    }

    /// A redirect (`status`, to `location`) must send the body again, and
    /// the body is a stream that was read once.
    public static func bodyNotReplayable(status: Int, location: URL) -> EndpointError {
        EndpointError(.bodyNotReplayable(status: status, location: location.absoluteString))
    }

    /// A success with no body (`204`, `205`, `Content-Length: 0`, or an
    /// answer to `HEAD`) for a call that maps a payload.
    public static func emptyResponse(status: Int) -> EndpointError {
        EndpointError(.emptyResponse(status: status))
    }

    /// ``ReplayTransport`` has no recorded exchange for `request`
    /// (`"METHOD URL"`); `closest` is the recorded request most like it,
    /// `source` where the recordings came from.
    public static func noRecordedExchange(request: String, closest: String?, source: String?) -> EndpointError {
        EndpointError(.noRecordedExchange(request: request, closest: closest, source: source))
    }

    /// The status is not among the endpoint's acceptable codes; `bodyExcerpt`
    /// is the start of the body (at most ``bodyExcerptLimit`` bytes, decoded
    /// as UTF-8 with replacement).
    public static func status(_ code: Int, headers: HTTPHeaders = [:], bodyExcerpt: String = "") -> EndpointError {
        EndpointError(.status(code: code, headers: headers, bodyExcerpt: bodyExcerpt, errorBody: nil))
    }

    /// A status error whose body was mapped through the endpoint's
    /// ``Endpoint/errorContext``.
    ///
    /// ```swift
    /// let error = EndpointError.status(404, bodyExcerpt: #"{"error": …}"#, errorBody: mapped)
    /// error.errorBody?.value["message"]  // "non existing id"
    /// ```
    public static func status(
        _ code: Int, headers: HTTPHeaders = [:], bodyExcerpt: String = "", errorBody: MappedErrorBody?
    ) -> EndpointError {
        EndpointError(.status(code: code, headers: headers, bodyExcerpt: bodyExcerpt, errorBody: errorBody))
    }

    /// The response's `Content-Type` (`nil`: none) is not among `expected`.
    public static func unacceptableContentType(found: String?, expected: [String]) -> EndpointError {
        EndpointError(.unacceptableContentType(found: found, expected: expected))
    }

    /// The body is longer than `limit` bytes (announced by `Content-Length`,
    /// or counted while reading: reading stops there).
    public static func bodyTooLarge(limit: Int) -> EndpointError {
        EndpointError(.bodyTooLarge(limit: limit))
    }

    /// The call did not finish within its overall deadline.
    public static func timedOut(after deadline: Duration) -> EndpointError {
        EndpointError(.timedOut(after: deadline))
    }

    /// The client's raw response transform threw; `description` is what it threw.
    public static func responseTransform(_ description: String) -> EndpointError {
        EndpointError(.responseTransform(description: description))
    }

    /// The body is not valid JSON; the parser's error keeps its line and column.
    public static func invalidJSON(_ error: JSONParseError) -> EndpointError {
        EndpointError(.invalidJSON(error))
    }

    /// The endpoint's response key path is not in the response.
    public static func keyPathNotFound(_ error: PayloadSelectionError) -> EndpointError {
        EndpointError(.keyPathNotFound(error))
    }

    /// The endpoint's context is not in the catalog, or does not fit the model type.
    public static func mappingConfiguration(_ error: MappingConfigurationError) -> EndpointError {
        EndpointError(.mappingConfiguration(error))
    }

    /// The status code of a status error.
    public var statusCode: Int? {
        if case .status(let code, _, _, _) = code { return code }
        return nil
    }

    /// The body excerpt of a status error.
    public var bodyExcerpt: String? {
        if case .status(_, _, let excerpt, _) = code { return excerpt }
        return nil
    }

    /// The error body of a status error mapped through the endpoint's
    /// ``Endpoint/errorContext``: `nil` when the endpoint names none, or the
    /// body is not JSON or is over the size limit.
    ///
    /// ```swift
    /// catch let error as EndpointError {
    ///     error.errorBody?.value["message"]   // "invalid id"
    ///     error.errorBody?.report.hasErrors   // whether the error body missed its context
    /// }
    /// ```
    public var errorBody: MappedErrorBody? {
        if case .status(_, _, _, let errorBody) = code { return errorBody }
        return nil
    }

    /// The `URLError` code of a transport error.
    public var transportErrorCode: URLError.Code? {
        if case .transport(let raw, _) = code { return URLError.Code(rawValue: raw) }
        return nil
    }

    /// The parser's error of an invalid-JSON error.
    public var parseError: JSONParseError? {
        if case .invalidJSON(let error) = code { return error }
        return nil
    }

    /// Whether the call failed before any response was read because of
    /// what was recorded or replayed (``ReplayTransport`` found no exchange,
    /// or a recording could not be written or read).
    public var isRecordingError: Bool {
        switch code {
        case .noRecordedExchange, .recording: true
        default: false
        }
    }

    /// Whether this is the overall deadline passing.
    public var isTimeout: Bool {
        if case .timedOut = code { return true }
        return false
    }
}
