import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// What the client tests share: the Spotify catalog, a client on a test
/// server, and the error of a failing call.
enum ClientTestSupport {
    /// The deadline of a call whose deadline is not under test. Swift
    /// Testing starts every test at once: on a two-core machine a call's
    /// hops can wait behind hundreds of other tests' work for tens of seconds
    /// (a 30 s deadline ran out on an 11-hop redirect loop in CI). A call
    /// still ends as soon as its answer arrives; this only bounds a hang.
    static let patience: Duration = .seconds(600)

    static func catalog() throws -> MappingCatalog {
        var models = ModelRegistry()
        models.register(SpotifyArtist.self)
        models.register(SpotifyImageRef.self)
        return try MappingCatalog(contentsOf: Fixtures.packageURL("Mappings/Spotify.mappings"), models: models)
    }

    static func client(
        _ server: HTTPTestServer, timeout: Duration = ClientTestSupport.patience, limit: Int = EndpointClient.defaultMaximumResponseSize,
        appendsHeaders: Bool = false, transport: (any HTTPTransport)? = nil,
        onEvent: (@Sendable (EndpointClient.Event) -> Void)? = nil
    ) throws -> EndpointClient {
        EndpointClient(
            baseURL: server.url("/v1"), catalog: try catalog(), timeout: timeout, maximumResponseSize: limit,
            appendsResponseHeaders: appendsHeaders, transport: transport ?? URLSessionTransport(), onEvent: onEvent)
    }

    /// A client on `base` whose `prepare` hook sets `Authorization` to `value`.
    static func client(_ base: URL, authorizingWith value: String) throws -> EndpointClient {
        EndpointClient(
            baseURL: base, catalog: try catalog(),
            timeout: ClientTestSupport.patience, prepare: { request in
                var request = request
                request.setValue(value, forHTTPHeaderField: "Authorization")
                return request
            })
    }

    /// The error a call ends in; `nil` when it succeeds. How long it took
    /// is not asserted anywhere: a busy machine can hold a task for many
    /// seconds, so a test asserts the error and the deadline it names, and
    /// timings belong in the benchmark.
    static func failure(_ call: @Sendable () async throws -> Void) async -> (any Error)? {
        do {
            try await call()
            return nil
        } catch {
            return error
        }
    }
}
