import Foundation

/// The faults a test can put on a route, each a plain ``HTTPTestResponse``.
///
/// ```swift
/// server.route("GET", "/broken", .invalidJSON())
/// server.route("GET", "/huge", .oversized(bytes: 2_000_000, withContentLength: false))
/// server.route("GET", "/cut", .truncated(#"{"id": 1, "name": "x"}"#, sending: 5))
/// server.route("GET", "/hang", .neverAnswers)
/// server.route("GET", "/slow", .drip(#"{"id": 1}"#, every: .milliseconds(50)))
/// server.route("GET", "/moved", .redirect(to: "/users/1"))
/// server.redirectLoop(between: "/a", and: "/b")
/// ```
extension HTTPTestResponse {
    /// A 4xx/5xx with a JSON error body `{"error": {"code": …, "message": …}}`.
    package static func error(status: Int, code: String = "error", message: String? = nil) -> HTTPTestResponse {
        let text = message ?? reason(status)
        let body = #"{"error": {"code": "\#(escaped(code))", "message": "\#(escaped(text))", "status": \#(status)}}"#
        return .json(body, status: status)
    }

    /// A JSON body sent as another content type (`text/html` unless told).
    package static func wrongContentType(_ text: String = #"{"id": 1}"#, contentType: String = "text/html")
        -> HTTPTestResponse
    {
        HTTPTestResponse(status: 200, headers: [("Content-Type", contentType)], body: Data(text.utf8))
    }

    /// `Content-Type: application/json` on a body that is not JSON (an
    /// unclosed array unless told).
    package static func invalidJSON(_ text: String = #"{"items": [1, 2"#) -> HTTPTestResponse {
        .json(text)
    }

    /// A valid JSON array of `bytes` bytes (at least 2), with a
    /// `Content-Length` or chunked without one.
    package static func oversized(bytes: Int, withContentLength: Bool) -> HTTPTestResponse {
        let count = max(bytes, 2)
        // `[0,0,…,0]` padded with spaces to the exact size.
        var body = Data(capacity: count)
        body.append(UInt8(ascii: "["))
        var first = true
        while body.count + (first ? 2 : 3) <= count {
            if !first { body.append(UInt8(ascii: ",")) }
            body.append(UInt8(ascii: "0"))
            first = false
        }
        while body.count < count - 1 { body.append(UInt8(ascii: " ")) }
        body.append(UInt8(ascii: "]"))
        var response = HTTPTestResponse.json("")
        response.body = body
        if !withContentLength { response.delivery = .chunked(chunkSize: 16_384) }
        return response
    }

    /// A JSON body sent chunked (no `Content-Length`).
    package static func chunked(_ text: String, chunkSize: Int = 8) -> HTTPTestResponse {
        var response = HTTPTestResponse.json(text)
        response.delivery = .chunked(chunkSize: max(chunkSize, 1))
        return response
    }

    /// `Content-Length` of all of `text`, then only `sending` bytes, then close.
    package static func truncated(_ text: String, sending: Int) -> HTTPTestResponse {
        var response = HTTPTestResponse.json(text)
        response.delivery = .truncated(sentBytes: max(0, min(sending, text.utf8.count - 1)))
        return response
    }

    /// Reads the request and never answers; holds the connection until the
    /// client gives up or the server stops.
    package static var neverAnswers: HTTPTestResponse {
        HTTPTestResponse(delivery: .neverAnswers)
    }

    /// Reads the request and closes the connection without a byte.
    package static var closesConnection: HTTPTestResponse {
        HTTPTestResponse(delivery: .closesConnection)
    }

    /// A JSON body sent one byte every `interval` after the head.
    package static func drip(_ text: String, every interval: Duration) -> HTTPTestResponse {
        var response = HTTPTestResponse.json(text)
        response.delivery = .drip(interval: interval)
        return response
    }

    /// A redirect (302 unless told) to `location`; a path starting with `/`
    /// is sent as an absolute URL on this server.
    package static func redirect(to location: String, status: Int = 302) -> HTTPTestResponse {
        HTTPTestResponse(status: status, headers: [("Location", location), ("Content-Type", "text/plain")])
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
