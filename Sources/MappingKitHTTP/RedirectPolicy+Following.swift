import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The request a redirect leads to, by RFC 9110 §15.4: the one place the
/// client's redirect rules are written (what the request may carry to the
/// new URL is ``CredentialScope``'s to decide, as for every hop).
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
    /// `location`, admitted by `scope`; `nil` when the answer is not a
    /// redirect to follow (not one of ``followedStatuses``, or no
    /// `Location`).
    ///
    /// - Throws: ``EndpointError/invalidRedirect(location:)`` for a
    ///   `Location` that is not an http(s) URL,
    ///   ``EndpointError/insecureRedirect(from:to:)`` for `https` → `http`
    ///   unless allowed, ``EndpointError/bodyNotReplayable(status:location:)``
    ///   when the body must go again and is a stream read once.
    static func request(
        following status: Int, location: String?, from request: URLRequest, scope: inout CredentialScope
    ) throws(EndpointError) -> URLRequest? {
        guard followedStatuses.contains(status), let location, !location.isEmpty, let current = request.url else {
            return nil
        }
        guard let target = URL(string: location, relativeTo: current)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
        else { throw .invalidRedirect(location: location) }

        var next = request
        next.url = target
        try scope.admit(&next, as: .redirect)
        let method = (request.httpMethod ?? "GET").uppercased()
        let becomesGET = (status == 303 && method != "HEAD") || ((status == 301 || status == 302) && method == "POST")
        if becomesGET {
            next.httpMethod = "GET"
            next.httpBody = nil
            next.httpBodyStream = nil
            for name in bodyHeaders { next.setValue(nil, forHTTPHeaderField: name) }
        } else if request.httpBodyStream != nil {
            throw .bodyNotReplayable(status: status, location: target)
        }

        return next
    }
}
