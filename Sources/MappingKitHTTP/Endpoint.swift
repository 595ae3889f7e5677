import Foundation

/// One call of a web API as a value: method, path template with `:slug`
/// segments, query, headers, body, and how its response is read (the
/// mapping context, the response key path, the acceptable status codes and
/// content types). Polymer's endpoint objects and Raccoon's `Endpoint`.
///
/// ```swift
/// let search = Endpoint(
///     .get, "search", query: [("q", "tania bowra"), ("type", "artist")],
///     context: "$SpotifyArtist", responseKeyPath: "artists.items")
/// let request = try search.urlRequest(baseURL: URL(string: "https://api.spotify.com/v1")!)
/// request.url  // https://api.spotify.com/v1/search?q=tania+bowra&type=artist
///
/// let post = Endpoint(.delete, "posts/:identifier", slugs: ["identifier": "17"])
/// // DELETE …/posts/17; without the slug, building throws EndpointError.missingSlug("identifier")
/// ```
///
/// Build the request with ``EndpointConvertible/urlRequest(baseURL:defaultHeaders:catalog:)``.
public struct Endpoint: Sendable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path under the base URL, `/`-separated; a segment `:name` is
    /// filled from ``slugs`` (percent-encoded as one segment). A leading `/`
    /// still appends to the base URL's path.
    public var path: String
    /// The values of the path's `:slug` segments by name.
    public var slugs: [String: String]
    /// Query parameters, in order, appended after any query of the base URL
    /// (`application/x-www-form-urlencoded`: a space is `+`).
    public var query: [(name: String, value: String)]
    /// Header fields; they replace the client's default headers of the same
    /// name (any case).
    public var headers: HTTPHeaders
    /// The body; `nil` for none (`GET` and `HEAD` must have none).
    public var body: Body?
    /// The identifier of the mapping context that maps the response
    /// (`"$SpotifyArtist"`); `nil` when the response is not mapped.
    public var context: String?
    /// The part of the response that is mapped (`artists.items`): dotted,
    /// a numeric segment indexing an array, the syntax of
    /// `mappings apply --key-path`; the whole response by default.
    public var responseKeyPath: MappingKeyPath
    /// The identifier of the mapping context that maps the body of an
    /// unacceptable status (RestKit's error descriptors): a JSON error body
    /// within the size limit is mapped dynamically through it and carried by
    /// the ``EndpointError/status(_:headers:bodyExcerpt:)`` error as
    /// ``EndpointError/errorBody``; `nil` for none.
    ///
    /// ```swift
    /// var search = Endpoint(.get, "search", context: "$SpotifyArtist")
    /// search.errorContext = "$SpotifyError"
    /// ```
    public var errorContext: String?
    /// The status codes that count as success (default `200..<300`).
    public var acceptableStatusCodes: Range<Int>
    /// The response media types accepted: exact (`application/json`), or
    /// patterns with `*` for a whole type or subtype (`text/*`, `*/*`), or
    /// `*/*+json` for any type with a `+json` suffix. Default:
    /// ``defaultAcceptableContentTypes``.
    public var acceptableContentTypes: [String]
    /// How long the whole call may take, overriding the client's timeout.
    public var timeout: Duration?
    /// The largest response body accepted, in bytes, overriding the client's
    /// limit.
    public var maximumResponseSize: Int?

    /// `application/json` and any `*/*+json` type (`application/vnd.github.v3+json`).
    public static let defaultAcceptableContentTypes = ["application/json", "*/*+json"]

    /// An endpoint; everything but the method and the path is optional.
    ///
    /// ```swift
    /// let login = Endpoint(.post, "/auth/login", body: .json(["user": "manue", "pass": "my_pass"]),
    ///                      context: "$LoginResponse")
    /// ```
    public init(
        _ method: HTTPMethod = .get, _ path: String, slugs: [String: String] = [:],
        query: [(name: String, value: String)] = [], headers: HTTPHeaders = [:], body: Body? = nil,
        context: String? = nil, responseKeyPath: String = "@self", errorContext: String? = nil,
        acceptableStatusCodes: Range<Int> = 200..<300,
        acceptableContentTypes: [String] = Endpoint.defaultAcceptableContentTypes,
        timeout: Duration? = nil, maximumResponseSize: Int? = nil
    ) {
        self.method = method
        self.path = path
        self.slugs = slugs
        self.query = query
        self.headers = headers
        self.body = body
        self.context = context
        self.responseKeyPath = MappingKeyPath(responseKeyPath)
        self.errorContext = errorContext
        self.acceptableStatusCodes = acceptableStatusCodes
        self.acceptableContentTypes = acceptableContentTypes
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
    }

    /// The names of the path's `:slug` segments, in order.
    ///
    /// ```swift
    /// Endpoint(.get, "users/:user/repos/:repo").slugNames  // ["user", "repo"]
    /// ```
    public var slugNames: [String] { PathTemplate(path).slugNames }
}

extension Endpoint: EndpointConvertible {
    /// The endpoint itself.
    public var endpoint: Endpoint { self }
}
