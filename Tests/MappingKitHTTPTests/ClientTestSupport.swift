import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// What the client tests share: the Spotify catalog, a client on a test
/// server, and the error or duration of a failing call.
enum ClientTestSupport {
    static func catalog() throws -> MappingCatalog {
        var models = ModelRegistry()
        models.register(SpotifyArtist.self)
        models.register(SpotifyImageRef.self)
        return try MappingCatalog(contentsOf: Fixtures.packageURL("Mappings/Spotify.mappings"), models: models)
    }

    static func client(
        _ server: HTTPTestServer, timeout: Duration = .seconds(30), limit: Int = EndpointClient.defaultMaximumResponseSize,
        appendsHeaders: Bool = false, transport: (any HTTPTransport)? = nil,
        onEvent: (@Sendable (EndpointClient.Event) -> Void)? = nil
    ) throws -> EndpointClient {
        EndpointClient(
            baseURL: server.url("/v1"), catalog: try catalog(), timeout: timeout, maximumResponseSize: limit,
            appendsResponseHeaders: appendsHeaders, transport: transport ?? URLSessionTransport(), onEvent: onEvent)
    }

    /// The error a call ends in, and how long it took.
    static func failure(_ call: @Sendable () async throws -> Void) async -> (any Error, Duration)? {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try await call()
            return nil
        } catch {
            return (error, start.duration(to: clock.now))
        }
    }

    /// With `MAPPINGKIT_TIMINGS=1`, prints a fault test's timing (for the
    /// notes); silent otherwise.
    static func note(_ name: String, _ duration: Duration) {
        if ProcessInfo.processInfo.environment["MAPPINGKIT_TIMINGS"] == "1" {
            FileHandle.standardError.write(Data("timing \(name): \(duration)\n".utf8))
        }
    }
}
