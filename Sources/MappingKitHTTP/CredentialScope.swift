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
/// - The user and password of the first URL (`https://user:pw@host/…`) are
///   credentials too, and go where the headers go: a hop that keeps the
///   credentials carries them whether its URL was written relative (and
///   so kept them) or absolute (GitHub's `Link` form, which has none); a
///   hop that leaves them behind carries none.
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
    /// The user and password ``home`` carries, percent-encoded as written.
    private let homeUser: UserInfo?

    /// A URL's user and password, percent-encoded as written.
    private struct UserInfo: Sendable, Equatable {
        var user: String
        var password: String?

        init?(_ url: URL) {
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
                let user = components.percentEncodedUser
            else { return nil }
            self.user = user
            password = components.percentEncodedPassword
        }
    }

    init(policy: RedirectPolicy, first: URL?) {
        self.policy = policy
        home = first
        current = first
        homeUser = first.flatMap(UserInfo.init)
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
        let keeps = !hasLeftHome || policy.keepsCredentialsAcrossOrigins
        if !keeps {
            for name in request.allHTTPHeaderFields?.keys.sorted() ?? [] where policy.isCredential(name) {
                request.setValue(nil, forHTTPHeaderField: name)
            }
        }
        if let homeUser, let url = Self.url(target, keeping: keeps, homeUser) { request.url = url }
        current = request.url ?? target
    }

    /// `target` carrying `home`'s user and password when the credentials
    /// are kept and it names no user of its own, or without them when they
    /// are not; `nil` when it stays as it is.
    private static func url(_ target: URL, keeping keeps: Bool, _ home: UserInfo) -> URL? {
        let own = UserInfo(target)
        guard var components = URLComponents(url: target, resolvingAgainstBaseURL: true) else { return nil }
        if keeps, own == nil {
            components.percentEncodedUser = home.user
            components.percentEncodedPassword = home.password
        } else if !keeps, own == home {
            components.percentEncodedUser = nil
            components.percentEncodedPassword = nil
        } else {
            return nil
        }
        return components.url
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
