import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// An unacceptable status's body: mapped through the endpoint's error
/// context (RestKit's error descriptors), and the status decided from the
/// response head, before the size limit or the content type.
@Suite struct StatusErrorBodyTests {
    static let mappings = """
        {
            "$Artist": { "name": "name" },
            "$APIError": { "code": "error.code", "message": "error.message", "status": "error.status" }
        }
        """

    func failure(
        _ response: HTTPTestResponse, endpoint: Endpoint, limit: Int = 1 << 20
    ) async throws -> (EndpointError, [HTTPRequestRecord]) {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", response)
            let client = EndpointClient(
                baseURL: server.url("/v1"), catalog: try MappingCatalog(string: Self.mappings), timeout: ClientTestSupport.patience,
                maximumResponseSize: limit)
            let outcome = await ClientTestSupport.failure { _ = try await client.objects(for: endpoint, as: JSON.self) }
            let error = try #require(outcome)
            let endpointError = try #require(error as? EndpointError, "\(error)")
            return (endpointError, server.requests)
        }
    }

    static let search = Endpoint(.get, "search", context: "$Artist", errorContext: "$APIError")

    @Test func theErrorBodyIsMappedThroughTheErrorContext() async throws {
        let (error, _) = try await failure(.error(status: 404, code: "not_found", message: "no such artist"), endpoint: Self.search)
        expectEqual(error.statusCode, 404)
        let body = try #require(error.errorBody)
        expectEqual(body.value, ["code": "not_found", "message": "no such artist", "status": 404])
        #expect(!body.report.hasErrors, "\(body.report)")
        // The excerpt and the message are as without an error context.
        expectEqual(error.bodyExcerpt, #"{"error": {"code": "not_found", "message": "no such artist", "status": 404}}"#)
        #expect(error.description.hasSuffix(#"the server answered 404 Not Found: {"error": {"code": "not_found", "message": "no such artist", "status": 404}}"#))
    }

    @Test func anErrorBodyThatMissesTheContextKeepsItsReport() async throws {
        let (error, _) = try await failure(.json(#"{"error": {"code": 7}}"#, status: 500), endpoint: Self.search)
        let body = try #require(error.errorBody)
        #expect(body.report.issueCount > 0, "\(body.report)")
        expectEqual(error.statusCode, 500)
    }

    @Test func withoutAnErrorContextNothingIsMapped() async throws {
        let plain = Endpoint(.get, "search", context: "$Artist")
        let (error, _) = try await failure(.error(status: 404), endpoint: plain)
        expectEqual(error.statusCode, 404)
        #expect(error.errorBody == nil)
    }

    @Test func aNonJSONErrorBodyIsNotMapped() async throws {
        let html = HTTPTestResponse(status: 502, headers: [("Content-Type", "text/html")], body: Data("<h1>Bad gateway</h1>".utf8))
        let (error, _) = try await failure(html, endpoint: Self.search)
        expectEqual(error.statusCode, 502)
        expectEqual(error.bodyExcerpt, "<h1>Bad gateway</h1>")
        #expect(error.errorBody == nil)
    }

    @Test func anUnknownErrorContextFailsBeforeAnythingIsSent() async throws {
        let endpoint = Endpoint(.get, "search", context: "$Artist", errorContext: "$NoSuchError")
        let (error, requests) = try await failure(.error(status: 404), endpoint: endpoint)
        #expect(error.statusCode == nil)
        #expect(error.description.contains("$NoSuchError"), "\(error)")
        #expect(requests.isEmpty)
    }

    // Status before size: the head decides.

    @Test func aHugeErrorBodyWithContentLengthIsAStatusError() async throws {
        var response = HTTPTestResponse.oversized(bytes: 300_000, withContentLength: true)
        response.status = 503
        let (error, _) = try await failure(response, endpoint: Self.search, limit: 100_000)
        expectEqual(error.statusCode, 503)
        expectEqual(error.bodyExcerpt?.utf8.count, EndpointError.bodyExcerptLimit)
        // Cut at the limit: not mapped.
        #expect(error.errorBody == nil)
    }

    @Test func aHugeChunkedErrorBodyIsAStatusError() async throws {
        var response = HTTPTestResponse.oversized(bytes: 300_000, withContentLength: false)
        response.status = 500
        let (error, _) = try await failure(response, endpoint: Self.search, limit: 100_000)
        expectEqual(error.statusCode, 500)
        #expect(error.errorBody == nil)
    }

    @Test func aHugeHTMLPageIsAContentTypeError() async throws {
        let html = HTTPTestResponse(
            status: 200, headers: [("Content-Type", "text/html")], body: Data(repeating: UInt8(ascii: "x"), count: 300_000))
        let (error, _) = try await failure(html, endpoint: Self.search, limit: 100_000)
        expectEqual(error, .unacceptableContentType(found: "text/html", expected: Endpoint.defaultAcceptableContentTypes))
    }

    @Test func aHugeJSONSuccessIsStillTooLarge() async throws {
        let (error, _) = try await failure(
            .oversized(bytes: 300_000, withContentLength: true), endpoint: Self.search, limit: 100_000)
        expectEqual(error, .bodyTooLarge(limit: 100_000))
    }
}
