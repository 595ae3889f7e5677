import Foundation
import MappingKit
import MappingKitHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--http`: the loopback latency of a mapped request. A server inside this
/// process serves the Spotify search fixture; 100 requests go through
/// `EndpointClient.objects(for:as:)` into typed models (and 100 dynamic,
/// and 100 plain URLSession GETs for comparison), after a warm-up; median
/// and p90 of each.
enum HTTPBenchmark {
    static let requests = 100

    static func run() async -> Int32 {
        guard let body = FileManager.default.contents(atPath: "Fixtures/payloads/spotify-artists.json") else {
            FileHandle.standardError.write(Data("mappings-benchmark: run from the package root (Fixtures/payloads/spotify-artists.json)\n".utf8))
            return 66
        }
        guard let server = LoopbackServer(body: body) else {
            FileHandle.standardError.write(Data("mappings-benchmark: cannot listen on 127.0.0.1\n".utf8))
            return 71
        }
        server.start()
        var models = ModelRegistry()
        models.register(BenchSpotifyArtist.self, as: "SpotifyArtist")
        models.register(BenchSpotifyImage.self, as: "SpotifyImageRef")
        let catalog: MappingCatalog
        do {
            catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: "Mappings/Spotify.mappings"), models: models)
        } catch {
            FileHandle.standardError.write(Data("mappings-benchmark: \(error)\n".utf8))
            return 66
        }
        guard let base = URL(string: "http://127.0.0.1:\(server.port)/v1") else { return 70 }
        let client = EndpointClient(baseURL: base, catalog: catalog)
        let search = Endpoint(
            .get, "search", query: [("q", "tania bowra"), ("type", "artist")], context: "$SpotifyArtist",
            responseKeyPath: "artists.items")
        let session = URLSession(configuration: .ephemeral)
        let plainURL = base.appendingPathComponent("search")

        print("loopback HTTP latency, \(requests) requests each (\(body.count)-byte Spotify search, 127.0.0.1:\(server.port))")
        do {
            try await measure("objects(for:as: BenchSpotifyArtist.self)") {
                let result = try await client.objects(for: search, as: BenchSpotifyArtist.self)
                guard result.value.count == 2 else { throw URLError(.cannotParseResponse) }
            }
            try await measure("objects(for:as: JSON.self)") {
                let result = try await client.objects(for: search, as: JSON.self)
                guard result.value.count == 2 else { throw URLError(.cannotParseResponse) }
            }
            try await measure("URLSession data(from:) only") {
                let (data, _) = try await session.data(from: plainURL)
                guard data.count == body.count else { throw URLError(.cannotParseResponse) }
            }
        } catch {
            FileHandle.standardError.write(Data("mappings-benchmark: \(error)\n".utf8))
            return 1
        }
        return 0
    }

    /// Ten warm-up calls, then ``requests`` timed ones, one after another.
    static func measure(_ name: String, _ call: () async throws -> Void) async throws {
        for _ in 0..<10 { try await call() }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<requests {
            let start = clock.now
            try await call()
            samples.append(start.duration(to: clock.now))
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let p90 = samples[samples.count * 9 / 10]
        let pad = String(repeating: " ", count: max(0, 42 - name.count))
        print("  \(name)\(pad) median \(format(median))  p90 \(format(p90))")
    }

    static func format(_ duration: Duration) -> String {
        let parts = duration.components
        let microseconds = Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
        return String(format: "%7.1f µs", microseconds)
    }
}
