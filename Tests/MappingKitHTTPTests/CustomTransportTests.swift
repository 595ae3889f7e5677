import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport of an app's own gets what the built-in one gets: the status
/// and content type checked on the head before any of the body is read, and
/// the body bounded as it is read.
@Suite struct CustomTransportTests {
    /// Answers every request with `status` and `contentType`, and a body of
    /// 1 KiB chunks (`chunks` of them, or endless) made one at a time as
    /// the client asks, counting how many it asked for.
    struct StreamingTransport: HTTPTransport {
        var status = 200
        var contentType = "application/json"
        var chunks: Int?
        var announcesLength = false
        let pulled = Locked(0)

        func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
            let pulled = self.pulled
            let total = chunks
            let body = AsyncThrowingStream<Data, any Error> {
                let number = pulled.withLock { count -> Int in
                    count += 1
                    return count
                }
                if let total, number > total { return nil }
                return Data(repeating: UInt8(ascii: " "), count: 1_024)
            }
            let length = announcesLength ? total.map { $0 * 1_024 } : nil
            return HTTPTransportResponse(
                status: status, headers: ["Content-Type": contentType], url: request.url ?? TestBase.api,
                body: HTTPTransportBody(expectedLength: length, body))
        }
    }

    static let limit = 64 * 1_024

    func failure(_ transport: StreamingTransport) async throws -> EndpointError {
        let client = EndpointClient(
            baseURL: TestBase.api, catalog: try ClientTestSupport.catalog(), timeout: ClientTestSupport.patience, maximumResponseSize: Self.limit,
            transport: transport)
        let outcome = await ClientTestSupport.failure {
            _ = try await client.objects(for: Endpoint(.get, "search", context: "$SpotifyArtist"), as: JSON.self)
        }
        return try #require(outcome as? EndpointError, "\(String(describing: outcome))")
    }

    @Test func anUnacceptableStatusReadsAtMostTheLimit() async throws {
        let transport = StreamingTransport(status: 500, contentType: "text/html")
        let error = try await failure(transport)
        expectEqual(error.statusCode, 500)
        expectEqual(error.bodyExcerpt?.count, EndpointError.bodyExcerptLimit)
        #expect(transport.pulled.withLock { $0 } <= Self.limit / 1_024 + 1)
    }

    @Test func anUnacceptableContentTypeReadsNothing() async throws {
        let transport = StreamingTransport(contentType: "text/html")
        let error = try await failure(transport)
        expectEqual(error, .unacceptableContentType(found: "text/html", expected: Endpoint.defaultAcceptableContentTypes))
        expectEqual(transport.pulled.withLock { $0 }, 0)
    }

    @Test func aBodyAnnouncedOverTheLimitIsNotRead() async throws {
        let transport = StreamingTransport(chunks: 1_024, announcesLength: true)
        let error = try await failure(transport)
        expectEqual(error, .bodyTooLarge(limit: Self.limit))
        expectEqual(transport.pulled.withLock { $0 }, 0)
    }

    @Test func anEndlessBodyStopsAtTheLimit() async throws {
        let transport = StreamingTransport()
        let error = try await failure(transport)
        expectEqual(error, .bodyTooLarge(limit: Self.limit))
        #expect(transport.pulled.withLock { $0 } <= Self.limit / 1_024 + 1)
    }

    @Test func aWholeBodyMaps() async throws {
        struct Canned: HTTPTransport {
            func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
                HTTPTransportResponse(
                    status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], url: request.url ?? TestBase.api,
                    body: Data(#"[{"name": "Tania Bowra"}]"#.utf8))
            }
        }
        let client = EndpointClient(baseURL: TestBase.api, catalog: try ClientTestSupport.catalog(), timeout: ClientTestSupport.patience, transport: Canned())
        let result = try await client.objects(for: Endpoint(.get, "search", context: "$SpotifyArtist"), as: JSON.self)
        expectEqual(result.value.first?["name"], "Tania Bowra")
    }
}
