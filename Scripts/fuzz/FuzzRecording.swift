// The `recording` harness: MappingKitHTTP's recording format and replay
// matching (Sources/MappingKitHTTP, compiled into this module by
// Scripts/fuzz.sh). An input is a recording file, a NUL byte, then a
// request: `METHOD URL` on the first line, its body after; without a NUL
// it is a recording alone, asked for with its own request.
//
// Checked, as crashes:
// - a recording that parses is written back and parses to the same exchange;
// - it answers its own request, and a request whose redacted query values
//   are anything else;
// - an error about a file that is not a recording stays short (it quotes
//   nothing of the file);
// - redaction is idempotent and leaves no secret: a URL with a password and
//   a credential parameter, put between two halves of the input, comes out
//   with neither; every credential header of the recording reads `<redacted>`.

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

enum FuzzRecording {
    static let secret = "Zq9SECRETq7"

    static func run(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0)
        let recording = Data(bytes[..<(split ?? bytes.endIndex)])
        let request = split.map { Array(bytes[($0 + 1)...]) }
        checkRedaction(bytes)

        let exchange: HTTPExchange
        do {
            exchange = try HTTPExchange(recording: recording, source: "fuzz.json")
        } catch {
            let message = error.description
            if message.count > 400 { fatalError("a recording error quotes too much of the file: \(message.count) characters") }
            return
        }
        checkRoundTrip(exchange)
        checkMatching(exchange, request: request)
        let redactor = Redactor(policy: .default)
        for field in redactor.headers(exchange.response.headers.merging(exchange.request.headers))
        where RedirectPolicy.default.isCredential(field.name) && field.value != Redactor.marker {
            fatalError("the credential header \(field.name) was not redacted")
        }
    }

    /// Written back, the exchange reads the same.
    static func checkRoundTrip(_ exchange: HTTPExchange) {
        let again: HTTPExchange
        do {
            again = try HTTPExchange(recording: exchange.recordingData, source: "fuzz.json")
        } catch {
            fatalError("a recording written back does not read: \(error)")
        }
        let sorted = { (headers: HTTPHeaders) in headers.map { "\($0.name.lowercased()): \($0.value)" }.sorted() }
        guard again.request.method == exchange.request.method,
            HTTPExchange.written(again.request.url) == HTTPExchange.written(exchange.request.url),
            sorted(again.request.headers) == sorted(exchange.request.headers), again.request.body == exchange.request.body,
            again.response.status == exchange.response.status, sorted(again.response.headers) == sorted(exchange.response.headers),
            again.response.body == exchange.response.body, again.response.bodyIsComplete == exchange.response.bodyIsComplete
        else { fatalError("a recording written back reads differently: \(exchange) → \(again)") }
    }

    /// The recording answers its own request, with any value where it has
    /// `<redacted>`; a fuzzed request is matched without a crash.
    static func checkMatching(_ exchange: HTTPExchange, request: [UInt8]?) {
        let recorded = exchange.request
        let replay = ReplayTransport(exchanges: [exchange])
        if replay.answer(method: recorded.method, key: ExchangeKey(recorded.url), body: recorded.body) == nil {
            fatalError("a recording does not answer its own request: \(recorded.method) \(recorded.url.absoluteString)")
        }
        // Each parameter whose value is the marker takes another value.
        let recordedKey = ExchangeKey(recorded.url)
        let others = recordedKey.parameters.map { parameter -> Substring in
            guard let equals = parameter.firstIndex(of: "="), Redactor.isMarker(parameter[parameter.index(after: equals)...]) else {
                return parameter
            }
            return parameter[...equals] + "x1"
        }
        if others != recordedKey.parameters,
            let other = URL(string: recordedKey.resource + "?" + others.joined(separator: "&")),
            ExchangeKey(other).resource == recordedKey.resource,
            replay.answer(method: recorded.method, key: ExchangeKey(other), body: recorded.body) == nil
        {
            fatalError("a redacted value does not match another: \(recordedKey.text) against \(other.absoluteString)")
        }
        guard let request else { return }
        let line = request.prefix { $0 != UInt8(ascii: "\n") }
        let parts = String(decoding: line, as: UTF8.self).split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let url = URL(string: String(parts[1])) else { return }
        let body = request.count > line.count ? Data(request[(line.count + 1)...]) : nil
        let key = ExchangeKey(url)
        if replay.answer(method: String(parts[0]).uppercased(), key: key, body: body) != nil,
            ExchangeKey(recorded.url).resource != key.resource
        {
            fatalError("a request was answered by a recording of another resource")
        }
        _ = EndpointError.noRecordedExchange(request: String(parts[0]) + " " + url.absoluteString, closest: nil, source: nil)
            .description
    }

    /// Redacting is idempotent and leaves no secret in a URL put between two
    /// halves of the input.
    static func checkRedaction(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let redactor = Redactor(policy: .default)
        let once = redactor.text(text)
        if redactor.text(once) != once { fatalError("redacting twice changes the text") }
        guard !contains(text, secret) else { return }
        let half = text.index(text.startIndex, offsetBy: text.count / 2)
        let planted = String(text[..<half]) + " https://user:\(secret)@api.example.com/p?x=1&access_token=\(secret)&api_key=\(secret) "
            + text[half...]
        let marker = bytes.count % 2 == 0 ? Redactor.marker : Redactor.encodedMarker
        let redacted = redactor.text(planted, marker: marker)
        if contains(redacted, secret) { fatalError("a secret was left in: \(redacted)") }
    }

    /// Whether `text` holds `part` (bytes compared; `String.contains` goes
    /// through Foundation, `firstRange(of:)` through generic searchers: both
    /// cost more than the rest of the harness).
    static func contains(_ text: String, _ part: String) -> Bool {
        RedirectPolicy.contains(Array(text.utf8), lowercased: Array(part.lowercased().utf8))
    }
}
