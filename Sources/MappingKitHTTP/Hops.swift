import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The hops of one call: the request, then each redirect's, until an
/// answer that is not a redirect to follow.
struct Hops: Sendable {
    let transport: any HTTPTransport
    let policy: RedirectPolicy
    let acceptable: Range<Int>
    let contentTypes: [String]?
    let limit: Int
    let method: HTTPMethod
    let requestURL: URL?
    let start: ContinuousClock.Instant
    let onEvent: (@Sendable (EndpointClient.Event) -> Void)?

    /// The response of the last hop, read as far as the call needs it.
    struct Answer: Sendable {
        var status: Int
        var headers: HTTPHeaders
        var url: URL
        var body: Data
        /// Whether the body was cut at the size limit (an unacceptable status's
        /// body, read only for the status error).
        var truncated: Bool
        /// Where the credentials stood after the last hop.
        var scope: CredentialScope
    }

    /// The body of a redirect is read (so the connection can be reused) up
    /// to this many bytes, and dropped.
    static let redirectBodyLimit = 64 << 10

    func send(_ first: URLRequest, scope: CredentialScope) async throws -> Answer {
        var request = first
        var scope = scope
        var followed = 0
        while true {
            try Task.checkCancellation()
            if let onEvent, let url = request.url {
                onEvent(.requestSent(method: request.httpMethod ?? method.rawValue, url: url, curl: EndpointClient.curl(request, policy: policy)))
            }
            let response = try await transport.send(request)
            do {
                if !acceptable.contains(response.status), policy.maximumRedirects > 0,
                    let next = try RedirectPolicy.request(
                        following: response.status, location: response.headers["Location"], from: request, scope: &scope)
                {
                    let drained = try await response.body.read(limit: Self.redirectBodyLimit, stoppingAtLimit: true)
                    received(response, bytes: drained.data.count)
                    followed += 1
                    guard followed <= policy.maximumRedirects else {
                        throw EndpointError.tooManyRedirects(lastURL: next.url ?? response.url, limit: policy.maximumRedirects)
                    }
                    request = next
                    continue
                }
                let answer = try await read(response, scope: scope)
                received(response, bytes: answer.body.count)
                return answer
            } catch let error as EndpointError where error.url == nil {
                throw error.at(method, requestURL, answeredBy: response.url)
            } catch let error as URLError where error.code != .cancelled && error.code != .timedOut {
                throw EndpointError.transport(error).at(method, requestURL, answeredBy: response.url)
            }
        }
    }

    /// Reads the final response as far as the call needs it (see
    /// ``EndpointClient/exchange(_:expecting:scope:)``).
    private func read(_ response: HTTPTransportResponse, scope: CredentialScope) async throws -> Answer {
        var answer = Answer(
            status: response.status, headers: response.headers, url: response.url, body: Data(), truncated: false, scope: scope)
        guard acceptable.contains(response.status) else {
            let read = try await response.body.read(limit: limit, stoppingAtLimit: true)
            answer.body = read.data
            answer.truncated = read.truncated
            return answer
        }
        let announcedEmpty = method == .head || response.status == 204 || response.status == 205
            || response.body.expectedLength == 0
        if let contentTypes, !announcedEmpty {
            let found = response.headers["Content-Type"]
            guard let found, ContentType.matches(found, anyOf: contentTypes) else {
                throw EndpointError.unacceptableContentType(found: found, expected: contentTypes)
            }
        }
        // A HEAD's Content-Length is that of the body a GET would get.
        if !announcedEmpty, let length = response.body.expectedLength, length > limit {
            throw EndpointError.bodyTooLarge(limit: limit)
        }
        answer.body = try await response.body.read(limit: limit).data
        return answer
    }

    private func received(_ response: HTTPTransportResponse, bytes: Int) {
        onEvent?(.responseReceived(status: response.status, bytes: bytes, duration: start.duration(to: .now), url: response.url))
    }
}
