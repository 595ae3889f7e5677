import Foundation
import MappingKitHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a real API's URLs (`https://api.github.com/…`) to a loopback test
/// server, and gives the response the real URL back: how the flows in
/// `Fixtures/http/` are recorded from the test server with the URLs a user
/// would type. The server names real URLs itself (its flows' `origin`).
struct LoopbackTransport: HTTPTransport {
    let server: URL
    let wrapped: any HTTPTransport = URLSessionTransport()

    func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
        guard let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let local = URLComponents(url: server, resolvingAgainstBaseURL: true)
        else { throw URLError(.badURL) }
        components.scheme = local.scheme
        components.host = local.host
        components.port = local.port
        var sent = request
        sent.url = components.url
        var response = try await wrapped.send(sent)
        response.url = url
        return response
    }
}
