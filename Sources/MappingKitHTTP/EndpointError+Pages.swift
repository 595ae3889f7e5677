import Foundation

extension EndpointError {
    /// A page's next-URL key path (``EndpointClient/NextPage/keyPath(_:)``)
    /// holds something other than a URL string, `null` or nothing; `found`
    /// is what it holds (a bounded excerpt).
    ///
    /// ```swift
    /// error == .invalidNextPage(keyPath: "artists.next", found: "42")
    /// ```
    public static func invalidNextPage(keyPath: String, found: String) -> EndpointError {
        EndpointError(.invalidNextPage(keyPath: keyPath, found: found))
    }
}

extension EndpointError {
    /// A page's `Link` header names as its next page (``EndpointClient/NextPage/linkHeader``)
    /// something that is not an http or https URL (`file:///etc/passwd`);
    /// `target` is what it names. Nothing is sent to it.
    ///
    /// ```swift
    /// error == .invalidNextLink(target: "file:///etc/passwd")
    /// error.message  // "the Link header names 'file:///etc/passwd' as the next page, which is not an http or https URL"
    /// ```
    public static func invalidNextLink(target: String) -> EndpointError {
        EndpointError(.invalidNextLink(target: target))
    }

    /// An `https` page (`from`) names a plain `http` URL (`to`) as its next
    /// page: refused unless ``RedirectPolicy/allowsInsecureRedirects``, as
    /// an `https` → `http` redirect is. The pages already returned stand.
    ///
    /// ```swift
    /// catch let error as EndpointError where error == .insecureNextPage(from: page1, to: plainPage2) {
    ///     client.redirects.allowsInsecureRedirects = true  // only if the network is trusted
    /// }
    /// ```
    public static func insecureNextPage(from: URL, to: URL) -> EndpointError {
        EndpointError(.insecureNextPage(from: from.absoluteString, to: to.absoluteString))
    }
}
