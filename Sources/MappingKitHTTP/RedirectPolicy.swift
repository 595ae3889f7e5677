/// How ``EndpointClient`` goes from one URL to the next — a redirect, or
/// the next page of a listing — and which headers are credentials that stay
/// with their origin.
///
/// The client follows `301`, `302`, `303`, `307` and `308` itself, for
/// every transport, as RFC 9110 §15.4, curl and browsers do:
///
/// | status | method sent next | body and its `Content-*` headers |
/// |---|---|---|
/// | 307, 308 | the same | the same bytes, the same `Content-Type` |
/// | 301, 302 | `POST` becomes `GET`; others the same | dropped with `GET`; otherwise the same |
/// | 303 | `GET` (`HEAD` stays `HEAD`) | dropped |
///
/// A body the client cannot send again (an `httpBodyStream` set by a
/// `prepare` hook, read once) fails the call with
/// ``EndpointError/bodyNotReplayable(status:location:)`` rather than going
/// out empty.
///
/// The same rules hold on every hop to a URL the client did not build
/// itself: a redirect's `Location`, and the next page of
/// ``EndpointClient/pages(for:as:next:limit:)->EndpointClient.Pages<M>``
/// (a `Link` header's or a key path's URL). On a hop to another origin
/// (scheme, host or port), the credential headers (``isCredential(_:)``)
/// are not sent, while the others (`Accept`, `User-Agent`, …) are: an API's
/// tarball link that redirects to a storage host, or a next page a
/// hostile server points elsewhere, must not receive the API token (and S3
/// presigned URLs refuse an `Authorization`). The base URL's user and
/// password (`https://user:pw@host/…`) are credentials too: every hop on
/// its origin carries them, its URL relative or absolute, and a hop to
/// another origin carries none. Once dropped, they stay dropped for the
/// rest of the call or listing, even back on the first origin. A hop from `https` to plain `http` is refused
/// (``EndpointError/insecureRedirect(from:to:)``,
/// ``EndpointError/insecureNextPage(from:to:)``).
///
/// ```swift
/// var client = EndpointClient(baseURL: base, catalog: catalog,
///                             defaultHeaders: ["Authorization": "token \(token)"])
/// client.redirects.credentialHeaders.append("X-Team")          // dropped across origins too
/// client.redirects.keepsCredentialsAcrossOrigins = true        // curl's --location-trusted
/// client.redirects.maximumRedirects = 0                        // a 3xx is then a status error
/// ```
public struct RedirectPolicy: Sendable, Hashable {
    /// Redirects followed in one call before
    /// ``EndpointError/tooManyRedirects(lastURL:limit:)`` (default 10); `0`
    /// follows none, so a 3xx fails as an unacceptable status.
    public var maximumRedirects: Int
    /// Headers that are credentials besides `Authorization`, `Cookie` and
    /// `Proxy-Authorization` (always credentials) and the names made of
    /// ``credentialNameParts``, compared without case: not sent across
    /// origins, and redacted in the event log and in recordings (a query
    /// parameter of such a name too). Default ``defaultCredentialHeaders``.
    public var credentialHeaders: [String]
    /// Sends the credentials to every origin a redirect or a next page leads
    /// to (curl's `--location-trusted`); `false` by default.
    public var keepsCredentialsAcrossOrigins: Bool
    /// Follows a redirect, or a next page, from `https` to plain `http`;
    /// `false` by default, when such a hop fails the call naming both URLs.
    public var allowsInsecureRedirects: Bool

    /// The headers that are always credentials.
    public static let alwaysCredentialHeaders = ["Authorization", "Cookie", "Proxy-Authorization"]

    /// API-key headers in common use: `X-Api-Key` (AWS API Gateway and
    /// many others), `Api-Key`, `X-Auth-Token`, `X-Access-Token`,
    /// `Private-Token` (GitLab), `X-Goog-Api-Key` (Google),
    /// `Ocp-Apim-Subscription-Key` (Azure).
    public static let defaultCredentialHeaders = [
        "X-Api-Key", "Api-Key", "X-Auth-Token", "X-Access-Token", "Private-Token", "X-Goog-Api-Key",
        "Ocp-Apim-Subscription-Key",
    ]

    /// Parts of a name that make a header (or a query parameter) a
    /// credential whatever the lists say, compared without case: `token`
    /// (`X-Subject-Token`, `X-CSRF-Token`), `secret`, `password`, `passwd`,
    /// `apikey`, `api-key`, `api_key`, `authorization` (`X-Authorization`),
    /// `x-auth` (`X-Auth-Key`), `session` (`X-Session-Id`), `cookie`
    /// (`Set-Cookie`) and `credential`.
    ///
    /// ```swift
    /// RedirectPolicy.default.isCredential("X-Refresh-Token")  // true: "token"
    /// RedirectPolicy.default.isCredential("X-Request-Id")     // false
    /// ```
    public static let credentialNameParts = [
        "token", "secret", "password", "passwd", "apikey", "api-key", "api_key", "authorization", "x-auth", "session",
        "cookie", "credential",
    ]

    /// The default policy: at most 10 redirects, credentials kept with
    /// their origin, no `https` → `http`.
    public static let `default` = RedirectPolicy()

    /// A policy; every setting has its default.
    ///
    /// ```swift
    /// let trusting = RedirectPolicy(keepsCredentialsAcrossOrigins: true)
    /// ```
    public init(
        maximumRedirects: Int = 10, credentialHeaders: [String] = RedirectPolicy.defaultCredentialHeaders,
        keepsCredentialsAcrossOrigins: Bool = false, allowsInsecureRedirects: Bool = false
    ) {
        self.maximumRedirects = maximumRedirects
        self.credentialHeaders = credentialHeaders
        self.keepsCredentialsAcrossOrigins = keepsCredentialsAcrossOrigins
        self.allowsInsecureRedirects = allowsInsecureRedirects
    }

    /// Whether `name` is a credential header under this policy (any case):
    /// one of ``alwaysCredentialHeaders`` or ``credentialHeaders``, or a
    /// name holding one of ``credentialNameParts``.
    ///
    /// ```swift
    /// RedirectPolicy.default.isCredential("authorization")    // true
    /// RedirectPolicy.default.isCredential("X-Subject-Token")  // true: its name says so
    /// RedirectPolicy.default.isCredential("Accept")           // false
    /// ```
    public func isCredential(_ name: String) -> Bool {
        Self.alwaysCredentialHeaders.contains { HTTPHeaders.same($0, name) }
            || credentialHeaders.contains { HTTPHeaders.same($0, name) }
            || Self.hasCredentialPart(name)
    }

    /// Whether `name` holds one of ``credentialNameParts`` (ASCII letters
    /// in any case), compared byte by byte: it runs on every header of
    /// every request and recording.
    static func hasCredentialPart(_ name: String) -> Bool {
        hasCredentialPart(Array(name.utf8))
    }

    static func hasCredentialPart(_ bytes: [UInt8]) -> Bool {
        credentialNamePartBytes.contains { contains(bytes, lowercased: $0) }
    }

    private static let credentialNamePartBytes = credentialNameParts.map { Array($0.utf8) }

    /// Whether `bytes`, their ASCII letters in any case, hold `part` (lower case).
    static func contains(_ bytes: [UInt8], lowercased part: [UInt8]) -> Bool {
        guard !part.isEmpty, part.count <= bytes.count else { return part.isEmpty }
        for start in 0...(bytes.count - part.count) {
            var offset = 0
            while offset < part.count {
                let byte = bytes[start + offset]
                guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == part[offset] else { break }
                offset += 1
            }
            if offset == part.count { return true }
        }
        return false
    }
}
