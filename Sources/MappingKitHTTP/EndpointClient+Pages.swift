import Foundation

extension EndpointClient {
    /// The default page limit of `pages(for:as:next:limit:)`: 100.
    public static let defaultPageLimit = 100

    /// The pages of a listing, each mapped to models with its own report,
    /// following the `Link` header's `rel="next"` (GitHub) or a next-URL key
    /// path in the body (Spotify's `artists.next`), up to `limit` pages.
    ///
    /// ```swift
    /// let issues = Endpoint(.get, "repos/:owner/:repo/issues", slugs: ["owner": "octo", "repo": "kit"],
    ///                       query: [("per_page", "30")], context: "$GitHubIssue")
    /// for try await page in client.pages(for: issues, as: GitHubIssue.self) {
    ///     print(page.number, page.value.count, page.report.issueCount)
    ///     if page.limitReached { print("more pages left at", page.nextURL!) }
    /// }
    /// ```
    ///
    /// Nothing is sent until the sequence is iterated; the context is looked
    /// up before each request. Models are `Sendable` here: pages cross from
    /// the network to the loop that reads them.
    ///
    /// - Parameters:
    ///   - endpoint: The first page (an ``Endpoint`` or a router value).
    ///   - type: The model each element maps to.
    ///   - next: Where the next page's URL is: ``NextPage/linkHeader`` (the default) or
    ///     ``NextPage/keyPath(_:)``.
    ///   - limit: The most pages fetched (default ``defaultPageLimit``; under 1 counts as 1).
    public func pages<M: Mappable & Sendable>(
        for endpoint: some EndpointConvertible, as type: M.Type, next: NextPage = .linkHeader,
        limit: Int = EndpointClient.defaultPageLimit
    ) -> Pages<M> {
        Pages(client: self, endpoint: endpoint.endpoint, next: next, limit: max(1, limit)) {
            context, payload, metadata throws(MappingConfigurationError) in
            try context.objects(from: payload, as: M.self, metadata: metadata)
        }
    }

    /// The pages of a listing mapped dynamically: one JSON object per
    /// element, no model types (what `mappings fetch --all-pages` prints).
    ///
    /// ```swift
    /// let search = Endpoint(.get, "search", query: [("q", "tania bowra"), ("type", "artist")],
    ///                       context: "$SpotifyArtist", responseKeyPath: "artists.items")
    /// let (artists, summary) = try await client.pages(for: search, as: JSON.self,
    ///                                                 next: .keyPath("artists.next")).collect()
    /// ```
    public func pages(
        for endpoint: some EndpointConvertible, as type: JSON.Type, next: NextPage = .linkHeader,
        limit: Int = EndpointClient.defaultPageLimit
    ) -> Pages<JSON> {
        Pages(client: self, endpoint: endpoint.endpoint, next: next, limit: max(1, limit)) { context, payload, metadata in
            context.objects(from: payload, as: JSON.self, metadata: metadata)
        }
    }
}
