import Foundation

/// What ``HTTPTestServer`` answers on a route: a status, headers, a body,
/// and how the bytes are delivered — whole, or one of the faults in
/// `HTTPTestResponse+Faults.swift`.
///
/// `Content-Length` is added unless the delivery is chunked or a header sets
/// it; a `Location` starting with `/` is made absolute with the server's
/// base URL when sent.
///
/// ```swift
/// server.route("GET", "/users/1", .json(#"{"id": 1}"#))
/// server.route("GET", "/tweets", .fixture("payloads/tweets.json"))
/// server.route("GET", "/gone", .error(status: 404, code: "not_found"))
/// ```
package struct HTTPTestResponse: Sendable {
    /// How the response's bytes go out.
    package enum Delivery: Sendable, Equatable {
        /// Head and whole body; the connection is kept alive.
        case complete
        /// `Transfer-Encoding: chunked` in chunks of `chunkSize` bytes, no
        /// `Content-Length`.
        case chunked(chunkSize: Int)
        /// `Content-Length` of the whole body, only the first `sentBytes`
        /// bytes sent, then the connection closed.
        case truncated(sentBytes: Int)
        /// The request is read and recorded, then nothing is sent: the
        /// connection stays open until the client gives up or the server stops.
        case neverAnswers
        /// The connection is closed as soon as the request is read.
        case closesConnection
        /// The head at once, then the body one byte every `interval`; the
        /// server waits on its own thread and stops waiting when it stops.
        case drip(interval: Duration)
    }

    /// The status code.
    package var status: Int
    /// The headers, in order.
    package var headers: [(name: String, value: String)]
    /// The body.
    package var body: Data
    /// How it is delivered.
    package var delivery: Delivery

    package init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delivery: Delivery = .complete
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
    }

    /// A JSON body (`Content-Type: application/json`).
    package static func json(_ text: String, status: Int = 200, headers: [(name: String, value: String)] = [])
        -> HTTPTestResponse
    {
        HTTPTestResponse(
            status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(text.utf8))
    }

    /// A file under `Fixtures/` served as JSON; a missing file is a 500 whose
    /// body names it, so the test fails on what it sees rather than trapping.
    package static func fixture(_ path: String, status: Int = 200, contentType: String = "application/json")
        -> HTTPTestResponse
    {
        guard let data = try? Fixtures.data(path) else {
            return HTTPTestResponse(
                status: 500, headers: [("Content-Type", "text/plain")],
                body: Data("test server: no fixture at Fixtures/\(path)".utf8))
        }
        return HTTPTestResponse(status: status, headers: [("Content-Type", contentType)], body: data)
    }

    /// The value of the first header named `name`, compared without case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The reason phrase sent after the status code.
    package static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 205: "Reset Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
