import Foundation

extension EndpointClient {
    /// The pages of a listing, fetched one at a time as they are asked for:
    /// what `pages(for:as:next:limit:)` returns.
    ///
    /// Each page runs the whole pipeline of a single call (its own deadline,
    /// status and content-type checks, its own report). The first page is the
    /// endpoint itself; each next one is the URL the previous page named, sent
    /// with the same method, headers and body (and through the same
    /// preparation hook), under the client's ``RedirectPolicy`` as a
    /// redirect is: no credential to another origin than the first page's
    /// (nor back to it afterwards), no `https` page to an `http` one
    /// (``EndpointError/insecureNextPage(from:to:)``). The pages end when no
    /// next page is named; at the page limit (the last page has
    /// ``Page/limitReached`` set and its ``Page/nextURL`` is the page not
    /// fetched); or when the next page was fetched already (the last page
    /// has ``Page/nextAlreadyFetched`` set: a listing that names itself, or
    /// goes round, ends rather than fetching the same pages again). Task cancellation between
    /// pages ends the sequence with `CancellationError` before another request
    /// is sent. Any error ends the sequence; the pages already returned stand.
    ///
    /// ```swift
    /// let pages = client.pages(for: Endpoint(.get, "repos/:owner/:repo/issues",
    ///                                        slugs: ["owner": "apple", "repo": "swift"],
    ///                                        context: "$GitHubIssue"), as: GitHubIssue.self, limit: 10)
    /// let (issues, summary) = try await pages.collect()
    /// summary.pageCount     // ≤ 10
    /// summary.limitReached  // true when more pages were left
    /// ```
    public struct Pages<Value: Sendable>: AsyncSequence, Sendable {
        public typealias Element = Page<Value>
        typealias Map = @Sendable (MappingContext, Payload, JSON) throws(MappingConfigurationError) -> MappingResult<[Value]>

        let client: EndpointClient
        let endpoint: Endpoint
        let next: NextPage
        let limit: Int
        let map: Map
        /// An empty answer is a page with no value instead of an error
        /// (`mappings fetch --all-pages`).
        var allowsEmptyPages = false

        /// Fetches pages one `next()` at a time.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let pages: Pages
            var number = 0
            var nextURL: URL?
            var finished = false
            /// Where the credentials stand after the last page's hops.
            var scope: CredentialScope?
            /// The URLs fetched so far, asked for and answering, as replay
            /// matches them (the query's order aside).
            var fetched: Set<String> = []

            public mutating func next() async throws -> Page<Value>? {
                guard !finished else { return nil }
                finished = true  // until this page is in: an error ends the pages
                try Task.checkCancellation()
                var (page, call) = try await pages.fetch(number: number + 1, url: nextURL, scope: scope)
                number = page.number
                nextURL = page.nextURL
                scope = call.scope
                for url in [call.requestURL, call.response.url].compactMap({ $0 }) { fetched.insert(ExchangeKey(url).text) }
                if let next = page.nextURL, fetched.contains(ExchangeKey(next).text) {
                    page.nextAlreadyFetched = true
                    page.limitReached = false
                }
                finished = page.nextURL == nil || page.limitReached || page.nextAlreadyFetched
                return page
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(pages: self) }

        /// Reads every page: the objects of all pages joined, and the summary.
        ///
        /// ```swift
        /// let (artists, summary) = try await client.pages(for: search, as: JSON.self,
        ///                                                 next: .keyPath("artists.next")).collect()
        /// summary.report.summary  // counted over every artist of every page
        /// ```
        public func collect() async throws -> (values: [Value], summary: PagesSummary) {
            var values: [Value] = []
            var summary = PagesSummary()
            for try await page in self {
                values += page.value
                summary.add(page)
            }
            return (values, summary)
        }

        /// Reads every page and keeps only the summary.
        public func summary() async throws -> PagesSummary {
            var summary = PagesSummary()
            for try await page in self { summary.add(page) }
            return summary
        }

        /// Page `number`: the endpoint itself for the first, `url` after,
        /// through the core of every mapping call (``MappingCall``).
        /// An empty answer fails the page (a mapping call needs a payload),
        /// unless ``allowsEmptyPages``: then the page has no value.
        func fetch(number: Int, url: URL?, scope: CredentialScope?) async throws -> (Page<Value>, MappingCall) {
            var client = self.client
            var endpoint = self.endpoint
            // Every page is observed as the endpoint's, not as its next URL's path.
            let source = client.reportSource(for: endpoint)
            if let url {
                client.baseURL = url
                endpoint.path = ""
                endpoint.slugs = [:]
                endpoint.query = []
            }
            let call = try await client.call(endpoint, at: url, next: next, scope: url == nil ? nil : scope, reportingAs: source)
            let result = try call.map(emptyValue: allowsEmptyPages ? [] : nil, objectCount: \.count, map)
            let page = Page(result: result, number: number, nextURL: call.nextURL, limitReached: call.nextURL != nil && number >= limit)
            return (page, call)
        }

        /// The next page's URL at `path` of the whole body: `nil` when it is
        /// absent or `null`; a value that is not a URL string is an error.
        static func nextURL(
            in payload: Payload, at path: String, relativeTo base: URL, located: (EndpointError) -> EndpointError
        ) throws(EndpointError) -> URL? {
            guard let value = try? payload.selecting(path).value.json else { return nil }
            switch value {
            case .null:
                return nil
            case .string(let text):
                guard let url = URL(string: text, relativeTo: base)?.absoluteURL,
                    let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
                else { throw located(.invalidNextPage(keyPath: path, found: text)) }
                return url
            default:
                throw located(.invalidNextPage(keyPath: path, found: value.data().count > 80
                    ? String(decoding: value.data().prefix(80), as: UTF8.self) + "…"
                    : String(decoding: value.data(), as: UTF8.self)))
            }
        }
    }
}
