import Foundation

/// What a recording, the event log or a message shows of a secret:
/// `<redacted>` in its place. The one place the package finds secrets in
/// what it writes out:
///
/// - a header that is a credential (``RedirectPolicy/isCredential(_:)``),
///   in a request or a response (`Set-Cookie`, `X-Subject-Token`, …): its
///   whole value;
/// - a password in a URL, anywhere in a text: `https://user:<redacted>@host/…`
///   (the user stays);
/// - the value of a credential query parameter, anywhere in a text (a URL, a
///   `Link` or `Location` header, a body naming the next page):
///   `?api_key=<redacted>&page=2`. A parameter is a credential when its
///   name is one of the policy's ``RedirectPolicy/credentialHeaders`` (so
///   `mappings fetch --redact api_key` covers `?api_key=`), holds one of
///   ``RedirectPolicy/credentialNameParts`` or `signature`, or is `key` or
///   `sig`.
///
/// Redacting is idempotent, and keeps every byte that is not a secret.
///
/// ```swift
/// let redactor = Redactor(policy: .default)
/// redactor.text("https://me:pw@api.example.com/items?access_token=abc&page=2")
/// // "https://me:<redacted>@api.example.com/items?access_token=<redacted>&page=2"
/// ```
package struct Redactor: Sendable {
    /// What stands for a secret: `<redacted>`.
    package static let marker = "<redacted>"
    /// The marker as it is written inside a URL that a client will read
    /// again (a `Link` or `Location` header, a body): `%3Credacted%3E`, so
    /// that the URL stays valid (a `Link` target may not hold `<`).
    static let encodedMarker = "%3Credacted%3E"

    /// The policy whose credential names are redacted.
    package let policy: RedirectPolicy

    /// A redactor of `policy`'s credentials.
    package init(policy: RedirectPolicy = .default) {
        self.policy = policy
    }

    /// Query parameter names that are credentials whatever the policy says,
    /// compared without case.
    static let credentialParameterNames = ["key", "sig"]

    /// Whether a query parameter named `name` (percent-decoded) holds a credential.
    func isCredentialParameter(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return Self.credentialParameterNames.contains { HTTPHeaders.same($0, name) } || RedirectPolicy.hasCredentialPart(bytes)
            || RedirectPolicy.contains(bytes, lowercased: Self.signature) || policy.credentialHeaders.contains { HTTPHeaders.same($0, name) }
    }

    private static let signature = Array("signature".utf8)

    /// Whether a recorded value stands for any value: the marker, as
    /// written or percent-encoded.
    static func isMarker(_ value: some StringProtocol) -> Bool {
        value == marker || (value.utf8.count == encodedMarker.utf8.count && value.lowercased() == encodedMarker.lowercased())
    }

    /// `headers` with each credential's value replaced by the marker, and
    /// the URLs in the others redacted (a `Link`, a `Location`) with the
    /// encoded marker.
    package func headers(_ headers: HTTPHeaders) -> HTTPHeaders {
        var redacted = HTTPHeaders()
        for field in headers {
            redacted[field.name] = policy.isCredential(field.name) ? Self.marker : text(field.value, marker: Self.encodedMarker)
        }
        return redacted
    }

    /// A body with the URLs in its text redacted (with the encoded marker),
    /// when it is UTF-8 text; bytes that are not are kept as they are.
    func body(_ data: Data) -> Data {
        guard !data.isEmpty, let text = String(data: data, encoding: .utf8) else { return data }
        let redacted = self.text(text, marker: Self.encodedMarker)
        return redacted == text ? data : Data(redacted.utf8)
    }

    /// `text` with the password of every URL in it and the value of every
    /// credential query parameter replaced by `marker`.
    package func text(_ text: String, marker: String = Redactor.marker) -> String {
        let marker = Array(marker.utf8)
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if let after = Self.schemeSeparatorEnd(bytes, at: index) {
                out += bytes[index..<after]
                index = after
                index = redactPassword(bytes, from: index, into: &out, marker: marker)
                continue
            }
            out.append(byte)
            index += 1
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ";") {
                index = redactParameter(bytes, from: index, into: &out, marker: marker)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The end of `://` (or JSON's `:\/\/`) at `index`, if one is there.
    private static func schemeSeparatorEnd(_ bytes: [UInt8], at index: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: ":") else { return nil }
        for separator in schemeSeparators {
            let end = index + separator.count
            if end <= bytes.count, bytes[index..<end].elementsEqual(separator) { return end }
        }
        return nil
    }

    /// After `://`: copies the authority, its password (between the
    /// userinfo's first `:` and the last `@`) replaced; returns where the
    /// authority ends.
    private func redactPassword(_ bytes: [UInt8], from start: Int, into out: inout [UInt8], marker: [UInt8]) -> Int {
        var end = start
        var at: Int?
        while end < bytes.count {
            let skipped = Self.markerLength(bytes[...], at: end)
            if skipped > 0 {
                end += skipped
                continue
            }
            if Self.endsAuthority(bytes[end]) { break }
            if bytes[end] == UInt8(ascii: "@") { at = end }
            end += 1
        }
        guard let at, let colon = bytes[start..<at].firstIndex(of: UInt8(ascii: ":")),
            Self.holdsSecret(bytes[(colon + 1)..<at])
        else {
            out += bytes[start..<end]
            return end
        }
        out += bytes[start...colon]
        out += marker
        out += bytes[at..<end]
        return end
    }

    private static let schemeSeparators = [Array("://".utf8), Array(#":\/\/"#.utf8)]

    /// The length of a marker (either form) at `index`; 0 when there is none.
    private static func markerLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        for form in markerForms {
            let end = index + form.count
            if end <= bytes.endIndex, bytes[index..<end].elementsEqual(form) { return form.count }
        }
        return 0
    }

    private static let markerForms = [Array(marker.utf8), Array(encodedMarker.utf8)]

    /// Whether `bytes` hold anything but markers: a secret still to redact.
    private static func holdsSecret(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let skipped = markerLength(bytes, at: index)
            guard skipped > 0 else { return true }
            index += skipped
        }
        return false
    }

    /// After `?`, `&` or `;`: copies `name=value`, the value replaced when
    /// the name is a credential; returns where it ends.
    private func redactParameter(_ bytes: [UInt8], from start: Int, into out: inout [UInt8], marker: [UInt8]) -> Int {
        var equals = start
        while equals < bytes.count, !Self.endsName(bytes[equals]) { equals += 1 }
        guard equals > start, equals < bytes.count, bytes[equals] == UInt8(ascii: "=") else { return start }
        let rawName = String(decoding: bytes[start..<equals], as: UTF8.self)
        let name = rawName.utf8.contains(UInt8(ascii: "%")) ? rawName.removingPercentEncoding ?? rawName : rawName
        guard isCredentialParameter(name) else { return start }
        // A marker is one piece, though it holds '<' and '>'.
        var end = equals + 1
        while end < bytes.count {
            let skipped = Self.markerLength(bytes[...], at: end)
            if skipped > 0 {
                end += skipped
            } else if Self.endsValue(bytes[end]) {
                break
            } else {
                end += 1
            }
        }
        out += bytes[start...equals]
        let value = bytes[(equals + 1)..<end]
        out += Self.holdsSecret(value) ? marker : Array(value)
        return end
    }

    private static func isControlOrSpace(_ byte: UInt8) -> Bool { byte <= 0x20 || byte == 0x7F }

    /// The bytes that end a URL's authority: `/`, `?`, `#`, `\`, quotes, `>`, spaces and controls.
    private static func endsAuthority(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            UInt8(ascii: ">"):
            true
        default: isControlOrSpace(byte)
        }
    }

    /// The bytes that end a parameter's name.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "?"), UInt8(ascii: "/"), UInt8(ascii: ";"),
            UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","):
            true
        default: isControlOrSpace(byte)
        }
    }

    /// The bytes that end a parameter's value: `&`, `#`, `\`, quotes, `>`, spaces and controls.
    private static func endsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ">"):
            true
        default: isControlOrSpace(byte)
        }
    }
}
