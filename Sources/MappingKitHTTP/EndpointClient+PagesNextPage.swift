import Foundation

extension EndpointClient {
    /// Where `pages(for:as:next:limit:)` finds the URL of
    /// the next page.
    ///
    /// ```swift
    /// client.pages(for: issues, as: GitHubIssue.self)                          // Link: <…>; rel="next"
    /// client.pages(for: search, as: JSON.self, next: .keyPath("artists.next"))  // Spotify
    /// ```
    public enum NextPage: Sendable, Hashable {
        /// The `Link` header's `rel="next"` target (RFC 8288, as GitHub
        /// sends it); no such link ends the pages.
        case linkHeader
        /// A URL string at a key path of the whole response body (before the
        /// endpoint's response key path is applied), such as Spotify's
        /// `artists.next`; `null` or absent ends the pages. Relative URLs
        /// resolve against the page's URL.
        case keyPath(String)
    }
}
