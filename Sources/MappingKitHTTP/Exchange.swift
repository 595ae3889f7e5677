import Foundation

/// One call's answer, read and checked: what ``EndpointClient/send(_:)``,
/// the mapping verbs and the pages build on.
struct Exchange: Sendable {
    /// The response that answered (after redirects).
    var response: EndpointResponse
    /// Its body, at most the size limit.
    var body: Data
    var method: HTTPMethod
    /// The URL the call was sent to (before redirects).
    var requestURL: URL?
    var deadline: ContinuousClock.Instant
    var timeout: Duration
    /// Where the credentials stood after the last hop: a listing's next
    /// page goes on from here.
    var scope: CredentialScope

    /// A success with no body (`204`, `205`, `Content-Length: 0`, `HEAD`):
    /// its content type was not checked, and there is nothing to map.
    var isEmpty: Bool { body.isEmpty }
}
