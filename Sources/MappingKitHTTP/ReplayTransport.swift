import Foundation
import MappingKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` that answers from recorded exchanges and never
/// opens a connection: an app's tests of its API integration run offline,
/// and `mappings fetch --replay DIR` prints what the recorded run printed.
///
/// A request is answered by the first recorded exchange that matches it
/// and has not answered yet (the last match answers again once all have):
/// the same method, the same URL with the query's parameters in any order,
/// and — when the recording has a request body — the same body (the same
/// bytes, or the same JSON value). A request that matches none throws
/// ``EndpointError/noRecordedExchange(request:closest:source:)``, naming
/// the request and the closest recorded one.
///
/// ```swift
/// let replay = try ReplayTransport(directory: URL(fileURLWithPath: "Fixtures/http/github-issues"))
/// let client = EndpointClient(baseURL: URL(string: "https://api.github.com")!, catalog: catalog,
///                             transport: replay)
/// let (issues, summary) = try await client.pages(for: issuesEndpoint, as: GitHubIssue.self).collect()
/// ```
public struct ReplayTransport: HTTPTransport {
    /// The exchanges answered from, in order.
    public let exchanges: [HTTPExchange]
    /// Where they were read from, for messages.
    let source: String?
    /// Which exchanges have answered.
    private let answered = Locked(Set<Int>())

    /// The exchanges recorded in `directory`: every `.json` file, in name
    /// order (as ``RecordingTransport`` numbers them). Messages name the
    /// folder `displayName` (as the user wrote it; its path unless given).
    ///
    /// Only regular files inside the folder are read, as a catalog's
    /// imports are: a FIFO, a device or a folder is refused without being
    /// opened, and so is a symbolic link that leads out of the folder (a
    /// link to a recording inside it is read). No message quotes a file
    /// that is not a recording.
    ///
    /// - Throws: ``EndpointError`` when the folder cannot be read, holds no
    ///   recording, or a file is not a recording (naming the file and what
    ///   is wrong).
    public init(directory: URL, displayName: String? = nil) throws(EndpointError) {
        let shown = displayName ?? directory.path
        let names = try Self.recordingNames(in: directory, shown: shown)
        var exchanges: [HTTPExchange] = []
        for name in names {
            let shownFile = shown.hasSuffix("/") ? shown + name : shown + "/" + name
            let data = try Self.readRecording(directory.appendingPathComponent(name), in: directory, shown: shownFile)
            exchanges.append(try HTTPExchange(recording: data, source: shownFile))
        }
        self.exchanges = exchanges
        source = shown
    }

    /// The largest recording read: a body at the client's default limit,
    /// escaped, fits.
    static let maximumRecordingSize = 8 * EndpointClient.defaultMaximumResponseSize

    /// The `.json` names in the folder, sorted; the folder is checked to be
    /// one before it is listed.
    private static func recordingNames(in directory: URL, shown: String) throws(EndpointError) -> [String] {
        func problem(_ problem: RecordingProblem) -> EndpointError { EndpointError(.recording(path: shown, problem: problem)) }
        let kind: FileReader.Kind
        do {
            kind = try FileReader.kind(atPath: directory.path)
        } catch {
            throw problem(.folderUnreadable(error))
        }
        switch kind {
        case .directory: break
        case .regular: throw problem(.notAFolder)
        default: throw problem(.folderUnreadable(.notRegularFile(kind)))
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw problem(.folderUnreadable(.permissionDenied))
        }
        guard !names.isEmpty else { throw problem(.noRecordings) }
        return names
    }

    /// The bytes of the recording at `file`, read only when it is a regular
    /// file inside `directory` (a link is followed when it stays inside).
    private static func readRecording(_ file: URL, in directory: URL, shown: String) throws(EndpointError) -> Data {
        func problem(_ problem: RecordingProblem) -> EndpointError { EndpointError(.recording(path: shown, problem: problem)) }
        let path: String
        switch place(of: file.path, in: directory.path) {
        case .inside(let real): path = real
        case .outside: throw problem(.linkLeavesFolder)
        case .unreadable(let error): throw problem(.fileUnreadable(error))
        }
        do throws(FileReadError) {
            return Data(try FileReader.read(path: path, maximumSize: maximumRecordingSize, followingSymlinks: false))
        } catch {
            throw problem(.fileUnreadable(error))
        }
    }

    /// Where a file of the folder is: itself, or the real path its link
    /// leads to inside the folder; or outside.
    private enum Place {
        case inside(String)
        case outside
        case unreadable(FileReadError)
    }

    private static func place(of path: String, in folder: String) -> Place {
        do throws(FileReadError) {
            guard try FileReader.kind(atPath: path, followingSymlinks: false) == .symbolicLink else { return .inside(path) }
            let root = try FileReader.realPath(folder)
            let prefix = root.hasSuffix("/") ? root : root + "/"
            do throws(FileReadError) {
                let real = try FileReader.realPath(path)
                return real.hasPrefix(prefix) ? .inside(real) : .outside
            } catch {
                // A link to nothing: missing if it names a place inside, else refused for leaving.
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "/"
                let named = URL(fileURLWithPath: target, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).standardizedFileURL.path
                return named.hasPrefix(prefix) ? .unreadable(error) : .outside
            }
        } catch {
            return .unreadable(error)
        }
    }

    /// Answers from `exchanges`, made in code.
    ///
    /// ```swift
    /// let replay = ReplayTransport(exchanges: [
    ///     HTTPExchange(request: .init(method: "DELETE", url: postURL), response: .init(status: 204)),
    /// ])
    /// ```
    public init(exchanges: [HTTPExchange]) {
        self.exchanges = exchanges
        source = nil
    }

    public func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
        try Task.checkCancellation()
        let method = (request.httpMethod ?? "GET").uppercased()
        guard let url = request.url else { throw URLError(.badURL) }
        let body = request.httpBody ?? Self.read(request.httpBodyStream)
        let key = ExchangeKey(url)
        guard let chosen = answer(method: method, key: key, body: body) else {
            throw EndpointError.noRecordedExchange(
                request: method + " " + url.absoluteString, closest: closest(to: method, key, body: body), source: source)
        }
        let response = exchanges[chosen].response
        // The recorded Content-Length, as the live response announced it (a
        // body the client refused unread was recorded empty).
        let announced = response.headers["Content-Length"].flatMap { Int($0) }.map { Swift.max(0, $0) }
        return HTTPTransportResponse(
            status: response.status, headers: response.headers, url: url,
            body: HTTPTransportBody(response.body, expectedLength: announced ?? response.body.count))
    }

    /// The exchange that answers a request: the first that matches it and
    /// has not answered yet, else the last that matches; `nil` when none does.
    func answer(method: String, key: ExchangeKey, body: Data?) -> Int? {
        let matches = exchanges.indices.filter { index in
            let recorded = exchanges[index].request
            return recorded.method == method && ExchangeKey(recorded.url).matches(key) && Self.same(recorded.body, as: body)
        }
        return answered.withLock { answered -> Int? in
            guard let index = matches.first(where: { !answered.contains($0) }) ?? matches.last else { return nil }
            answered.insert(index)
            return index
        }
    }

    /// Whether a request's body matches the recorded one: any body when
    /// none was recorded; else the same bytes, or the same JSON value.
    static func same(_ recorded: Data?, as sent: Data?) -> Bool {
        guard let recorded, !recorded.isEmpty else { return true }
        guard let sent else { return false }
        if recorded == sent { return true }
        guard let a = try? JSON(parsing: recorded), let b = try? JSON(parsing: sent) else { return false }
        return a == b
    }

    /// A body stream's bytes (at most 32 MiB), for matching.
    private static func read(_ stream: InputStream?) -> Data? {
        guard let stream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count < EndpointClient.defaultMaximumResponseSize {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// The recorded request most like the one sent, as a message names it:
    /// `GET https://…?page=2 (in 002-GET-….json)`, noting a different body.
    private func closest(to method: String, _ key: ExchangeKey, body: Data?) -> String? {
        let sent = method + " " + key.text
        let scored = exchanges.map { exchange -> (Int, HTTPExchange) in
            let recorded = exchange.request.method + " " + ExchangeKey(exchange.request.url).text
            return (EditDistance.between(String(sent.prefix(512)), String(recorded.prefix(512))), exchange)
        }
        guard let (distance, best) = scored.min(by: { $0.0 < $1.0 }) else { return nil }
        var text = best.requestLine
        if let file = best.source { text += " (in " + URL(fileURLWithPath: file).lastPathComponent + ")" }
        if distance == 0 || ExchangeKey(best.request.url).matches(key), !Self.same(best.request.body, as: body) {
            text += ", which has another request body"
        }
        return text
    }
}
