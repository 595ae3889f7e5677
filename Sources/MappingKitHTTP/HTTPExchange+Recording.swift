import Foundation
import MappingKit

/// The recording format: one exchange a file, plain JSON a person can read
/// and edit. Stable: a field is only ever added, and readers ignore fields
/// they do not know.
///
/// ```json
/// {
///   "recording": 1,
///   "request": {
///     "method": "PATCH",
///     "url": "https://api.github.com/repos/octo/kit/issues/1",
///     "headers": {"Accept": "application/json", "Authorization": "<redacted>"},
///     "body": "{\"title\":\"renamed\"}"
///   },
///   "response": {
///     "status": 200,
///     "headers": {"Content-Length": "18", "Content-Type": "application/json"},
///     "body": "{\"id\": 1, \"n\": 2}"
///   }
/// }
/// ```
///
/// - `recording`: the format's version, 1.
/// - `headers`: an object, names sorted; credential values are `<redacted>`.
/// - A body is `body`, the exact text (UTF-8); or `bodyBase64` for bytes
///   that are not UTF-8; or, in a file written by hand, `json`, any JSON
///   value, sent compact. A request without a body has none of them.
/// - `response.bodyComplete: false` when the client stopped reading before
///   the end (the body is what it read).
extension HTTPExchange {
    /// The current version of the format.
    static let recordingVersion = 1

    /// The exchange as the JSON of its file.
    var recordingJSON: JSON {
        var request: JSON.Object = [
            "method": .string(self.request.method), "url": .string(Self.written(self.request.url)),
            "headers": Self.json(self.request.headers),
        ]
        if let body = self.request.body { Self.add(body, to: &request) }
        var response: JSON.Object = [
            "status": JSON(self.response.status), "headers": Self.json(self.response.headers),
        ]
        Self.add(self.response.body, to: &response)
        if !self.response.bodyIsComplete { response["bodyComplete"] = false }
        return ["recording": JSON(Self.recordingVersion), "request": .object(request), "response": .object(response)]
    }

    /// The file's bytes: the JSON pretty-printed, with a final newline.
    var recordingData: Data {
        Data((recordingJSON.formatted(.prettyPrinted) + "\n").utf8)
    }

    /// The exchange a recording file holds; `source` names it in errors.
    init(recording data: Data, source: String) throws(EndpointError) {
        func problem(_ problem: RecordingProblem) -> EndpointError {
            EndpointError(.recording(path: source, problem: problem))
        }
        let json: JSON
        do {
            json = try JSON(parsing: data)
        } catch {
            throw problem(.notJSON(line: error.location.line, column: error.location.column, reason: Self.reason(error)))
        }
        guard json["recording"]?.intValue != nil else { throw problem(.missing("recording")) }
        guard case .object(let request)? = json["request"] else { throw problem(.missing("request")) }
        guard case .object(let response)? = json["response"] else { throw problem(.missing("response")) }

        guard let method = request["method"]?.stringValue, !method.isEmpty else { throw problem(.missing("request.method")) }
        guard let text = request["url"]?.stringValue else { throw problem(.missing("request.url")) }
        guard let url = Self.url(text), url.scheme != nil, url.host != nil else {
            throw problem(.notAURL(field: "request.url", value: text))
        }
        guard let statusValue = response["status"], !statusValue.isNull else { throw problem(.missing("response.status")) }
        guard let status = statusValue.intValue, (100...599).contains(status) else {
            throw problem(.wrongType(field: "response.status", expected: "a status code from 100 to 599"))
        }
        self.init(
            request: Request(
                method: method, url: url, headers: try Self.headers(request["headers"], "request.headers", problem),
                body: try Self.body(of: request, "request", problem)),
            response: Response(
                status: status, headers: try Self.headers(response["headers"], "response.headers", problem),
                body: try Self.body(of: response, "response", problem) ?? Data(),
                bodyIsComplete: response["bodyComplete"]?.boolValue ?? true),
            source: source)
    }

    /// A URL as a recording writes it: a redacted value reads `<redacted>`,
    /// not `%3Credacted%3E`.
    static func written(_ url: URL) -> String {
        url.absoluteString.replacingOccurrences(of: "%3Credacted%3E", with: Redactor.marker)
    }

    /// The URL a recording's `url` names, `<redacted>` read as its
    /// percent-encoded self.
    static func url(_ text: String) -> URL? {
        URL(string: text.replacingOccurrences(of: Redactor.marker, with: "%3Credacted%3E"))
    }

    /// What the parser found, in words that quote nothing of the file: a
    /// file that is not a recording may hold a secret.
    static func reason(_ error: JSONParseError) -> String {
        switch error.reason {
        case .invalidLiteral, .invalidNumber: "text that is not a JSON value"
        case .duplicateKey: "a key that is already in its object"
        default: error.message
        }
    }

    private static func json(_ headers: HTTPHeaders) -> JSON {
        var object = JSON.Object()
        for field in headers.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
            object[field.name] = .string(field.value)
        }
        return .object(object)
    }

    private static func add(_ body: Data, to object: inout JSON.Object) {
        if let text = String(data: body, encoding: .utf8) {
            object["body"] = .string(text)
        } else {
            object["bodyBase64"] = .string(body.base64EncodedString())
        }
    }

    private static func headers(
        _ json: JSON?, _ field: String, _ problem: (RecordingProblem) -> EndpointError
    ) throws(EndpointError) -> HTTPHeaders {
        guard let json, !json.isNull else { return [:] }
        guard case .object(let object) = json else { throw problem(.wrongType(field: field, expected: "an object of strings")) }
        var headers = HTTPHeaders()
        for (name, value) in object {
            guard let value = value.stringValue else {
                throw problem(.wrongType(field: field + "." + name, expected: "a string"))
            }
            headers[name] = value
        }
        return headers
    }

    private static func body(
        of object: JSON.Object, _ part: String, _ problem: (RecordingProblem) -> EndpointError
    ) throws(EndpointError) -> Data? {
        if let body = object["body"], !body.isNull {
            guard let text = body.stringValue else { throw problem(.wrongType(field: part + ".body", expected: "a string")) }
            return Data(text.utf8)
        }
        if let encoded = object["bodyBase64"], !encoded.isNull {
            guard let text = encoded.stringValue, let data = Data(base64Encoded: text) else {
                throw problem(.wrongType(field: part + ".bodyBase64", expected: "base64 text"))
            }
            return data
        }
        if let json = object["json"] { return json.data() }
        return nil
    }
}

/// What is wrong with a recording or the recordings' folder: worded in
/// `EndpointError+Messages.swift`.
enum RecordingProblem: Sendable, Hashable {
    /// The file is not JSON: where, and what the parser expected (in words
    /// that quote none of the file).
    case notJSON(line: Int, column: Int, reason: String)
    /// A required field is missing.
    case missing(String)
    /// A field holds the wrong kind of value.
    case wrongType(field: String, expected: String)
    /// A URL field is not an absolute URL.
    case notAURL(field: String, value: String)
    /// The file was not read: not a regular file (never opened), missing,
    /// unreadable, too large.
    case fileUnreadable(FileReadError)
    /// The file is a symbolic link to somewhere outside the folder (not read).
    case linkLeavesFolder
    /// The folder could not be listed.
    case folderUnreadable(FileReadError)
    /// The folder is a regular file.
    case notAFolder
    /// The folder could not be made: `blocker` is a file in the way, or
    /// `errno` says why.
    case folderNotCreated(blocker: String?, errno: Int32)
    /// The file could not be written (``PendingFile``'s error).
    case notWritten(FileWriteError)
    /// The folder holds no recording.
    case noRecordings
}
