import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The request a redirect leads to, by RFC 9110 §15.4 and the Fetch
/// standard's rules for credentials: the one place the client's redirect
/// rules are written.
extension RedirectPolicy {
    /// The statuses followed.
    static let followedStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The headers that describe a body, dropped with it when a redirect
    /// turns the request into a `GET` (the Fetch standard's
    /// "request-body-header names", and the framing headers).
    static let bodyHeaders = [
        "Content-Type", "Content-Length", "Content-Encoding", "Content-Language", "Content-Location", "Transfer-Encoding",
    ]

    /// The request to send after `request` was answered `status` with
    /// `location`; `nil` when the answer is not a redirect to follow (not
    /// one of ``followedStatuses``, or no `Location`).
    ///
    /// - Throws: ``EndpointError/invalidRedirect(location:)`` for a
    ///   `Location` that is not an http(s) URL,
    ///   ``EndpointError/insecureRedirect(from:to:)`` for `https` → `http`
    ///   unless allowed, ``EndpointError/bodyNotReplayable(status:location:)``
    ///   when the body must go again and is a stream read once.
    func request(following status: Int, location: String?, from request: URLRequest) throws(EndpointError) -> URLRequest? {
        guard Self.followedStatuses.contains(status), let location, !location.isEmpty, let current = request.url else {
            return nil
        }
        guard let target = URL(string: location, relativeTo: current)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
        else { throw .invalidRedirect(location: location) }
        if current.scheme?.lowercased() == "https", scheme == "http", !allowsInsecureRedirects {
            throw .insecureRedirect(from: current, to: target)
        }

        var next = request
        next.url = target
        let method = (request.httpMethod ?? "GET").uppercased()
        let becomesGET = (status == 303 && method != "HEAD") || ((status == 301 || status == 302) && method == "POST")
        if becomesGET {
            next.httpMethod = "GET"
            next.httpBody = nil
            next.httpBodyStream = nil
            for name in Self.bodyHeaders { next.setValue(nil, forHTTPHeaderField: name) }
        } else if request.httpBodyStream != nil {
            throw .bodyNotReplayable(status: status, location: target)
        }

        if !keepsCredentialsAcrossOrigins, !Self.sameOrigin(current, target) {
            for name in request.allHTTPHeaderFields?.keys.sorted() ?? [] where isCredential(name) {
                next.setValue(nil, forHTTPHeaderField: name)
            }
        }
        return next
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
