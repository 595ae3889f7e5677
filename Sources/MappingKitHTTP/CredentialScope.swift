import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where a call's credentials belong, and the one place that decides what a
/// request to a new URL may carry: every redirect hop and every next page
/// of a listing (a `Link` header's or a key path's URL) is admitted here,
/// under the client's ``RedirectPolicy``, before it is sent.
///
/// - A hop from `https` to plain `http` is refused, unless
///   ``RedirectPolicy/allowsInsecureRedirects``.
/// - A hop to another origin than the first request's (scheme, host, port)
///   leaves the credentials behind (``RedirectPolicy/isCredential(_:)``):
///   from then on they are withheld from every request of the call or the
///   listing, even back on the first origin, unless
///   ``RedirectPolicy/keepsCredentialsAcrossOrigins``.
///
/// ```swift
/// var scope = CredentialScope(policy: client.redirects, first: firstRequest.url!)
/// var next = URLRequest(url: nextPageURL)          // built with every default header
/// try scope.admit(&next, as: .nextPage)            // credentials gone if nextPageURL is elsewhere
/// ```
struct CredentialScope: Sendable {
    /// How the client came to the new URL.
    enum Hop: Sendable {
        /// A `Location` the server answered with.
        case redirect
        /// The next page a page named.
        case nextPage
    }

    let policy: RedirectPolicy
    /// The first request's URL: its origin is where the credentials belong
    /// (`nil`, from a `prepare` hook that removed the URL: then they
    /// belong nowhere else).
    let home: URL?
    /// The URL of the last request admitted: the one a next hop comes from.
    private(set) var current: URL?
    /// Whether a hop has left ``home``'s origin.
    private(set) var hasLeftHome = false

    init(policy: RedirectPolicy, first: URL?) {
        self.policy = policy
        home = first
        current = first
    }

    /// Makes `request` (already aimed at the new URL) fit to send: refuses
    /// an `https` → `http` hop, removes the credential headers when the
    /// credentials were left behind, and makes its URL the current one.
    ///
    /// - Throws: ``EndpointError/insecureRedirect(from:to:)`` or
    ///   ``EndpointError/insecureNextPage(from:to:)``.
    mutating func admit(_ request: inout URLRequest, as hop: Hop) throws(EndpointError) {
        guard let target = request.url else { return }
        if let current, current.scheme?.lowercased() == "https", target.scheme?.lowercased() == "http",
            !policy.allowsInsecureRedirects
        {
            switch hop {
            case .redirect: throw .insecureRedirect(from: current, to: target)
            case .nextPage: throw .insecureNextPage(from: current, to: target)
            }
        }
        if home.map({ !Self.sameOrigin($0, target) }) ?? true { hasLeftHome = true }
        if hasLeftHome, !policy.keepsCredentialsAcrossOrigins {
            for name in request.allHTTPHeaderFields?.keys.sorted() ?? [] where policy.isCredential(name) {
                request.setValue(nil, forHTTPHeaderField: name)
            }
        }
        current = target
    }

    /// Whether two URLs have the same origin: scheme, host and port (the
    /// scheme's default port when none is written), without case.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && effectivePort(a) == effectivePort(b)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        if let port = url.port { return port }
        switch url.scheme?.lowercased() {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }
}
