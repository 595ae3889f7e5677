import Foundation

extension EndpointClient {
    /// A summary over pages: how many, how many objects, one report merged
    /// from theirs (issue paths index into the joined objects, so page 2's
    /// `[0].title` is `[30].title` after a page of 30), and whether the page
    /// limit cut the listing short or a page named one fetched already.
    ///
    /// Add pages as they come, or let ``Pages/collect()`` do it:
    ///
    /// ```swift
    /// var summary = EndpointClient.PagesSummary()
    /// for try await page in client.pages(for: issues, as: JSON.self) {
    ///     summary.add(page)
    /// }
    /// summary.report.summary.map(\.description)
    /// // ["$GitHubIssue.body (body): missing in 3 of 60 objects"]
    /// summary.limitReached  // false: every page was read
    /// ```
    public struct PagesSummary: Sendable {
        /// Pages added.
        public private(set) var pageCount = 0
        /// Objects over all pages.
        public private(set) var objectCount = 0
        /// The pages' reports merged, in page order.
        public private(set) var report = ValidationReport()
        /// The URL of each page, in order.
        public private(set) var urls: [URL] = []
        /// The last page's response.
        public private(set) var lastResponse: EndpointResponse?
        /// `true` when the last page added stopped at the page limit with
        /// another page offered (``nextURL``).
        public private(set) var limitReached = false
        /// `true` when the last page added named, as its next, a page
        /// fetched already: the pages ended there (``Page/nextAlreadyFetched``).
        ///
        /// ```swift
        /// let summary = try await client.pages(for: listing, as: JSON.self).summary()
        /// if summary.nextAlreadyFetched { print("the listing went round at", summary.nextURL!) }
        /// ```
        public private(set) var nextAlreadyFetched = false
        /// The page not fetched when ``limitReached``, the page fetched
        /// already when ``nextAlreadyFetched``; otherwise `nil`.
        public private(set) var nextURL: URL?

        /// An empty summary.
        public init() {}

        /// Counts `page` after the pages already added.
        public mutating func add<Value>(_ page: Page<Value>) {
            report = report.merging(page.report, indexOffset: objectCount)
            objectCount += page.value.count
            pageCount += 1
            urls.append(page.response.url)
            lastResponse = page.response
            limitReached = page.limitReached
            nextAlreadyFetched = page.nextAlreadyFetched
            nextURL = page.limitReached || page.nextAlreadyFetched ? page.nextURL : nil
        }

        /// The merged report's lines by entry, counted over every page.
        public var lines: [ValidationReport.SummaryLine] { report.summary }
    }
}
