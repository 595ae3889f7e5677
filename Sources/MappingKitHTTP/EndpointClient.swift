import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends endpoints, checks and parses their responses, and maps them through
/// the catalog's contexts: Polymer's "base endpoint" and Raccoon's `Client`.
///
/// Every call runs the same pipeline, in order, for every ``HTTPTransport``:
/// on each response's head, a redirect is followed (``redirects``: RFC 9110's
/// methods and bodies, credentials kept with their origin), else the status
/// is checked (the endpoint's acceptable codes) and the content type
/// (`*/*+json` matches any `+json` type; parameters such as
/// `; charset=utf-8` are ignored; not for an empty answer) → size bound
/// (``maximumResponseSize``, reading stops as soon as it is passed) →
/// ``responseTransform`` → parse with MappingKit's parser (positions kept) →
/// response headers into the payload when ``appendsResponseHeaders`` →
/// the endpoint's response key path → the context. The whole call has one
/// deadline (``timeout``, or the endpoint's), enforced by the client itself;
/// task cancellation ends a call promptly with `CancellationError`.
///
/// ```swift
/// let catalog = try MappingCatalog(contentsOf: mappingsURL, models: [Artist.self])
/// let client = EndpointClient(
///     baseURL: URL(string: "https://api.spotify.com/v1")!, catalog: catalog,
///     defaultHeaders: ["Accept-Language": "en"], timeout: .seconds(10),
///     prepare: { request in
///         var request = request
///         request.setValue("Bearer \(await tokens.current())", forHTTPHeaderField: "Authorization")
///         return request
///     })
/// let search = Endpoint(.get, "search", query: [("q", "tania bowra"), ("type", "artist")],
///                       context: "$SpotifyArtist", responseKeyPath: "artists.items")
/// let result = try await client.objects(for: search, as: Artist.self)
/// result.value           // [Artist]
/// result.report.issues   // paths start at artists.items: "[0].name"
/// result.response.status // 200
/// ```
///
/// Models need not be `Sendable`: `objects(for:as:)` and
/// `object(for:as:)` build them after the last network wait and hand them
/// back as a `sending` result (a fresh value the caller then owns), and
/// `map(for:into:)` runs in the caller's isolation, so the model it
/// fills never leaves it.
public struct EndpointClient: Sendable {
    /// Turns a request into the one sent (adds an `Authorization` header,
    /// signs it); may wait and may throw (the call then throws that error).
    /// It runs once a call, on the first request: the requests of its
    /// redirects derive from the prepared one, under ``redirects``' rules
    /// (credentials dropped across origins), and it is not asked again.
    public typealias Prepare = @Sendable (URLRequest) async throws -> URLRequest
    /// Rewrites a raw body before it is parsed (Raccoon's converter,
    /// Polymer's `transformResponse`).
    public typealias ResponseTransform = @Sendable (Data, HTTPURLResponse) throws -> Data

    /// The URL endpoint paths are joined to (its path prefix is kept).
    public var baseURL: URL
    /// The catalog mapping contexts come from.
    public var catalog: MappingCatalog
    /// Headers sent with every request; an endpoint's headers replace those
    /// of the same name.
    public var defaultHeaders: HTTPHeaders
    /// The content types accepted for endpoints that keep
    /// ``Endpoint/defaultAcceptableContentTypes``; an endpoint with its own
    /// list uses its own.
    public var acceptableContentTypes: [String]
    /// The overall deadline of a call, from preparing the request to the
    /// value mapped; an endpoint's ``Endpoint/timeout`` overrides it.
    public var timeout: Duration
    /// The largest response body read, in bytes (default 32 MiB); an
    /// endpoint's ``Endpoint/maximumResponseSize`` overrides it.
    public var maximumResponseSize: Int
    /// Whether the response headers are added to the payload under
    /// `"Header"` (Polymer's rule: an object gains a `"Header"` member; any
    /// other response becomes `{"Header": {…}, "response": …}`; header names
    /// lower-cased). Costs a JSON tree, built only when on.
    public var appendsResponseHeaders: Bool
    /// Rewrites each raw body before parsing, when set.
    public var responseTransform: ResponseTransform?
    /// What sends requests.
    public var transport: any HTTPTransport
    /// How redirects are followed and which headers are credentials kept
    /// with their origin (``RedirectPolicy/default``: at most 10, RFC 9110's
    /// methods and bodies, credentials dropped across origins, no `https` →
    /// `http`).
    public var redirects: RedirectPolicy
    /// The request-preparation hook.
    public var prepare: Prepare?
    /// The event hook, for logging.
    public var onEvent: (@Sendable (Event) -> Void)?

    /// The default ``maximumResponseSize``: 32 MiB.
    public static let defaultMaximumResponseSize = 32 << 20

    /// A client; everything but the base URL and the catalog has a default.
    ///
    /// ```swift
    /// let github = EndpointClient(
    ///     baseURL: URL(string: "https://api.github.com")!, catalog: catalog,
    ///     defaultHeaders: ["Accept": "application/vnd.github.v3+json", "Authorization": "token \(token)"])
    /// ```
    public init(
        baseURL: URL, catalog: MappingCatalog, defaultHeaders: HTTPHeaders = [:],
        acceptableContentTypes: [String] = Endpoint.defaultAcceptableContentTypes,
        timeout: Duration = .seconds(60), maximumResponseSize: Int = EndpointClient.defaultMaximumResponseSize,
        appendsResponseHeaders: Bool = false, responseTransform: ResponseTransform? = nil,
        transport: any HTTPTransport = URLSessionTransport(), redirects: RedirectPolicy = .default,
        prepare: Prepare? = nil, onEvent: (@Sendable (Event) -> Void)? = nil
    ) {
        self.redirects = redirects
        self.baseURL = baseURL
        self.catalog = catalog
        self.defaultHeaders = defaultHeaders
        self.acceptableContentTypes = acceptableContentTypes
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
        self.appendsResponseHeaders = appendsResponseHeaders
        self.responseTransform = responseTransform
        self.transport = transport
        self.prepare = prepare
        self.onEvent = onEvent
    }
}
