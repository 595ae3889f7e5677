import Foundation

extension EndpointClient {
    /// The pages of a listing unmapped: each page's whole payload (after the
    /// response headers are added and the endpoint's response key path is
    /// applied) as the one value of its page, for `mappings fetch
    /// --all-pages`, which selects, maps and renders each page as `mappings
    /// apply` does. Paging is `pages(for:as:next:limit:)`'s: the same next
    /// page, limit and errors. The endpoint's context must be in the catalog
    /// (it is looked up before each request) but maps nothing. An empty
    /// answer is a page with no payload.
    package func payloadPages(
        for endpoint: some EndpointConvertible, next: NextPage = .linkHeader,
        limit: Int = EndpointClient.defaultPageLimit
    ) -> Pages<Payload> {
        var pages = Pages(client: self, endpoint: endpoint.endpoint, next: next, limit: max(1, limit)) { _, payload, _ in
            MappingResult(value: [payload], report: ValidationReport())
        }
        pages.allowsEmptyPages = true
        return pages
    }
}
