import Foundation

extension EndpointClient {
    /// One page of `pages(for:as:next:limit:)`: its result
    /// (the objects, its own report, its response), its number, and what
    /// comes next.
    ///
    /// ```swift
    /// for try await page in client.pages(for: issues, as: GitHubIssue.self) {
    ///     page.number           // 1, 2, …
    ///     page.result.value     // this page's issues
    ///     page.result.report    // this page's report: paths start at [0]
    ///     page.nextURL          // the page after it, nil on the last
    ///     page.limitReached     // true on the last page when the limit stopped the pages
    ///     page.nextAlreadyFetched  // true on the last page when its next page was fetched already
    /// }
    /// ```
    public struct Page<Value> {
        /// This page's objects, report and response.
        public var result: EndpointResult<[Value]>
        /// 1 for the first page.
        public var number: Int
        /// The next page's URL, `nil` when this is the last page the server
        /// offers. When ``limitReached`` is `true` it is the page not
        /// fetched; when ``nextAlreadyFetched`` is, the page fetched before.
        public var nextURL: URL?
        /// `true` when this page is the last fetched because the page limit
        /// was reached while the server offered another (``nextURL``).
        public var limitReached: Bool
        /// `true` when this page is the last fetched because the next page
        /// it names (``nextURL``) was fetched already — itself, or an earlier
        /// page (the same URL, its query's order aside): the pages end
        /// there instead of going round.
        public var nextAlreadyFetched: Bool

        /// A page.
        public init(
            result: EndpointResult<[Value]>, number: Int, nextURL: URL?, limitReached: Bool, nextAlreadyFetched: Bool = false
        ) {
            self.result = result
            self.number = number
            self.nextURL = nextURL
            self.limitReached = limitReached
            self.nextAlreadyFetched = nextAlreadyFetched
        }

        /// This page's objects.
        public var value: [Value] { result.value }
        /// This page's report.
        public var report: ValidationReport { result.report }
        /// This page's response.
        public var response: EndpointResponse { result.response }
    }
}

extension EndpointClient.Page: Sendable where Value: Sendable {}
