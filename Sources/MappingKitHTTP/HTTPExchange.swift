import Foundation

/// One request and the response it got, as ``RecordingTransport`` records it
/// and ``ReplayTransport`` answers from it.
///
/// Build exchanges in code for a test, or read the files `mappings fetch
/// --record DIR` wrote (their format is in `HTTPExchange+Recording.swift`
/// and the DocC article):
///
/// ```swift
/// let exchange = HTTPExchange(
///     request: .init(method: "GET", url: URL(string: "https://api.example.com/users/1")!),
///     response: .init(status: 200, headers: ["Content-Type": "application/json"],
///                     body: Data(#"{"id": 1, "name": "Ada"}"#.utf8)))
/// let client = EndpointClient(baseURL: URL(string: "https://api.example.com")!, catalog: catalog,
///                             transport: ReplayTransport(exchanges: [exchange]))
/// ```
public struct HTTPExchange: Sendable, Hashable {
    /// The request as the client sent it (credentials redacted when recorded).
    public struct Request: Sendable, Hashable {
        /// `GET`, `POST`, …
        public var method: String
        /// The URL, query included.
        public var url: URL
        /// The headers the client set.
        public var headers: HTTPHeaders
        /// The body; `nil` for none. When recorded, a replayed request must
        /// send the same (the same bytes, or the same JSON value).
        public var body: Data?

        /// A request.
        public init(method: String, url: URL, headers: HTTPHeaders = [:], body: Data? = nil) {
            self.method = method.uppercased()
            self.url = url
            self.headers = headers
            self.body = body
        }
    }

    /// The response the request got.
    public struct Response: Sendable, Hashable {
        /// The status code.
        public var status: Int
        /// The header fields (credentials redacted when recorded).
        public var headers: HTTPHeaders
        /// The body: all of it, or what the client read of it.
        public var body: Data
        /// `false` when the client stopped reading before the end (a body
        /// over its limit, or one it did not need): ``body`` is what it read.
        public var bodyIsComplete: Bool

        /// A response.
        public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data(), bodyIsComplete: Bool = true) {
            self.status = status
            self.headers = headers
            self.body = body
            self.bodyIsComplete = bodyIsComplete
        }
    }

    /// The request.
    public var request: Request
    /// The response.
    public var response: Response
    /// Where the exchange was read from (a file name), for messages; `nil`
    /// for an exchange made in code.
    public var source: String?

    /// An exchange.
    public init(request: Request, response: Response, source: String? = nil) {
        self.request = request
        self.response = response
        self.source = source
    }

    /// `METHOD URL`, as messages name a request.
    var requestLine: String { request.method + " " + request.url.absoluteString }
}
