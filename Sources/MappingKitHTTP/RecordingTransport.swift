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

/// An ``HTTPTransport`` that sends through another and writes each exchange
/// — every request the client sends, each page and each redirect hop — as
/// one JSON file in a folder, for ``ReplayTransport`` to answer from later
/// with no network (what Moya's stubs, OHHTTPStubs and VCR cassettes do).
///
/// Files are named `NNN-METHOD-host-path.json`, numbered in the order the
/// requests were sent, after any recording already in the folder (so
/// several runs can record one flow: a login, then the calls it allows).
/// A recording holds no secret: the value of every
/// credential header, in the request and in the response (`Authorization`,
/// `Cookie`, `Set-Cookie`, `X-Auth-Token`, any name with `token`, `secret`,
/// `session`…, and the given credential headers) reads `<redacted>`, and
/// so do a URL's password and the value of a credential query parameter,
/// in the URL, in the other headers (`Link`, `Location`) and in a text
/// body. The file is written when the client has read the body (or stopped
/// reading it), replacing nothing (a new name, written whole, then
/// renamed); its format is described in `HTTPExchange+Recording.swift` and
/// the DocC article.
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
    /// `credentialHeaders` (headers, and query parameters of those names)
    /// besides the ones that are always credentials.
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
        let redactor = Redactor(policy: credentials)
        let recordedRequest = HTTPExchange.Request(
            method: request.httpMethod ?? "GET", url: Self.redacted(request.url, by: redactor) ?? directory,
            headers: redactor.headers(HTTPHeaders((request.allHTTPHeaderFields ?? [:]).sorted { $0.key.lowercased() < $1.key.lowercased() })),
            body: request.httpBody)
        var response = try await wrapped.send(request)
        let file = reserveFile(for: request)
        let head = HTTPExchange.Response(
            status: response.status, headers: redactor.headers(response.headers), body: Data(), bodyIsComplete: false)
        let write: @Sendable (Data, Bool) throws -> Void = { body, complete in
            var exchange = HTTPExchange(request: recordedRequest, response: head)
            exchange.response.body = redactor.body(body)
            exchange.response.bodyIsComplete = complete
            // A body made shorter by redaction is announced as it is now.
            if complete, exchange.response.body.count != body.count, exchange.response.headers["Content-Length"] != nil {
                exchange.response.headers["Content-Length"] = String(exchange.response.body.count)
            }
            try Self.write(exchange.recordingData, to: file)
        }
        // The head now, so that a call that fails before reading leaves its exchange behind.
        try write(Data(), false)
        response.body = try response.body.observed(write)
        return response
    }

    /// `url` with its password and credential parameters redacted; `nil`
    /// without a URL.
    static func redacted(_ url: URL?, by redactor: Redactor) -> URL? {
        guard let url else { return nil }
        if let redacted = HTTPExchange.url(redactor.text(url.absoluteString)) { return redacted }
        // Not expected: the marker is percent-encoded. Keep nothing that might be secret.
        var components = URLComponents()
        components.scheme = url.scheme
        components.host = url.host
        components.port = url.port
        return components.url
    }

    /// The folder and the folders on the way, made before anything is sent.
    private func createDirectory() throws(EndpointError) {
        if let problem = Self.makeFolder(directory) {
            throw EndpointError(.recording(path: directory.path, problem: problem))
        }
    }

    /// Makes `directory` and the folders on the way (`mkdir -p`); what went
    /// wrong, or `nil`.
    static func makeFolder(_ directory: URL) -> RecordingProblem? {
        var path = ""
        for part in directory.standardizedFileURL.pathComponents {
            path = path.isEmpty || part == "/" ? part : (path == "/" ? "/" + part : path + "/" + part)
            if mkdir(path, 0o777) == 0 { continue }
            let code = errno
            guard code == EEXIST || code == EISDIR else { return .folderNotCreated(blocker: nil, errno: code) }
            if (try? FileReader.kind(atPath: path)) != .directory { return .folderNotCreated(blocker: path, errno: code) }
        }
        return nil
    }

    /// Writes `data` at `file` whole or not at all (``PendingFile``: a
    /// temporary file beside it, renamed over it; a link there is
    /// replaced, never followed).
    static func write(_ data: Data, to file: URL) throws(EndpointError) {
        do throws(FileWriteError) {
            var pending = try PendingFile(path: file.path)
            do throws(FileWriteError) {
                try pending.write(Array(data))
            } catch {
                pending.discard()
                throw error
            }
            try pending.commit()
        } catch {
            throw EndpointError(.recording(path: file.path, problem: .notWritten(error)))
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
}
