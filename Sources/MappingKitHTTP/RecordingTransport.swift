import Foundation
import MappingKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` that sends through another and writes each exchange
/// — every request the client sends, each page and each redirect hop — as
/// one JSON file in a folder, for ``ReplayTransport`` to answer from later
/// with no network (what Moya's stubs, OHHTTPStubs and VCR cassettes do).
///
/// Files are named `NNN-METHOD-host-path.json`, numbered in the order the
/// requests were sent, after any recording already in the folder (so
/// several runs can record one flow: a login, then the calls it allows).
/// Credentials are redacted: `Authorization`, `Cookie`,
/// `Proxy-Authorization` and the given credential headers in the request,
/// `Set-Cookie` in the response. The file is written when the client has
/// read the body (or stopped reading it); its format is described in
/// `HTTPExchange+Recording.swift` and the DocC article.
///
/// ```swift
/// let recorder = RecordingTransport(wrapping: URLSessionTransport(),
///                                   directory: URL(fileURLWithPath: "Fixtures/http/github-issues"))
/// let client = EndpointClient(baseURL: github, catalog: catalog, transport: recorder)
/// _ = try await client.pages(for: issues, as: JSON.self).collect()
/// // Fixtures/http/github-issues/001-GET-api.github.com-repos-octo-kit-issues.json, 002-…, 003-…
/// ```
public struct RecordingTransport: HTTPTransport {
    /// The folder the recordings go into (created when needed).
    public let directory: URL
    /// The transport that sends.
    public let wrapped: any HTTPTransport
    /// The policy whose credential headers are redacted.
    let credentials: RedirectPolicy
    /// The number of the next recording; read from the folder on first use.
    private let nextNumber = Locked<Int?>(nil)

    /// A recorder sending through `transport` into `directory`, redacting
    /// `credentialHeaders` besides the ones that are always credentials.
    ///
    /// ```swift
    /// let recorder = RecordingTransport(wrapping: URLSessionTransport(), directory: folder,
    ///                                   redacting: RedirectPolicy.defaultCredentialHeaders + ["X-Team-Secret"])
    /// ```
    public init(
        wrapping transport: any HTTPTransport, directory: URL,
        redacting credentialHeaders: [String] = RedirectPolicy.defaultCredentialHeaders
    ) {
        wrapped = transport
        self.directory = directory
        credentials = RedirectPolicy(credentialHeaders: credentialHeaders)
    }

    public func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
        try createDirectory()
        let recordedRequest = HTTPExchange.Request(
            method: request.httpMethod ?? "GET", url: request.url ?? directory,
            headers: redacted(request.allHTTPHeaderFields ?? [:]), body: request.httpBody)
        var response = try await wrapped.send(request)
        let file = reserveFile(for: request)
        var responseHeaders = response.headers
        if responseHeaders["Set-Cookie"] != nil { responseHeaders["Set-Cookie"] = EndpointClient.redacted }
        let head = HTTPExchange.Response(status: response.status, headers: responseHeaders, body: Data(), bodyIsComplete: false)
        let path = file.path
        let write: @Sendable (Data, Bool) throws -> Void = { body, complete in
            var exchange = HTTPExchange(request: recordedRequest, response: head)
            exchange.response.body = body
            exchange.response.bodyIsComplete = complete
            do {
                try exchange.recordingData.write(to: file, options: .atomic)
            } catch {
                throw EndpointError(.recording(path: path, problem: .unwritable(error.localizedDescription)))
            }
        }
        // The head now, so that a call that fails before reading leaves its exchange behind.
        try write(Data(), false)
        response.body = try response.body.observed(write)
        return response
    }

    /// The folder, created before anything is sent.
    private func createDirectory() throws(EndpointError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw EndpointError(.recording(path: directory.path, problem: .unwritable(error.localizedDescription)))
        }
    }

    /// The file the next recording goes to: `NNN-METHOD-host-path.json`,
    /// numbered when its response arrives (a request that gets none leaves
    /// no gap).
    private func reserveFile(for request: URLRequest) -> URL {
        let number = nextNumber.withLock { next -> Int in
            let number = next ?? Self.firstFreeNumber(in: directory)
            next = number + 1
            return number
        }
        let name = String(format: "%03d", number) + "-" + Self.slug(request) + ".json"
        return directory.appendingPathComponent(name)
    }

    /// One more than the highest `NNN-` recording in `directory` (1 in an empty one).
    static func firstFreeNumber(in directory: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let numbers = names.compactMap { name -> Int? in
            guard name.hasSuffix(".json") else { return nil }
            return Int(name.prefix { $0.isASCII && $0.isNumber })
        }
        return (numbers.max() ?? 0) + 1
    }

    /// `GET-api.github.com-repos-octo-kit-issues`: the method, host and
    /// path, with anything but letters, digits, `.` and `_` as `-`.
    static func slug(_ request: URLRequest) -> String {
        let url = request.url
        let raw = (request.httpMethod ?? "GET") + "-" + (url?.host ?? "") + (url?.path ?? "")
        var slug = ""
        for scalar in raw.unicodeScalars {
            let kept = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "_")
            if kept {
                slug.unicodeScalars.append(scalar)
            } else if !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return String(slug.prefix(80))
    }

    private func redacted(_ fields: [String: String]) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in fields.sorted(by: { $0.key.lowercased() < $1.key.lowercased() }) {
            headers[name] = credentials.isCredential(name) ? EndpointClient.redacted : value
        }
        return headers
    }
}
