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
