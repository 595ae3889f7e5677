import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// A resource with values from the response beside its payload.
struct TaggedResource: Mappable {
    var name = ""
    var etag = ""
    var status = 0
    var url = ""
    static let properties: MappableProperties<TaggedResource> = ["name": \.name, "etag": \.etag, "status": \.status, "url": \.url]
}

/// Issue 12 item 7: the client gives each mapping the response's status and
/// headers and the URL as `@metadata`.
@Suite struct EndpointMetadataTests {
    static let mappings = """
        {
            "$Tagged": {
                "name": "name",
                "etag": "@metadata.response.headers.etag",
                "status": "@metadata.response.status",
                "url": "@metadata.request.url"
            }
        }
        """

    @Test func objectsAndDynamicMappingReadTheResponseMetadata() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/things", HTTPTestResponse(
                status: 200, headers: [("Content-Type", "application/json"), ("ETag", "W/\"7\"")],
                body: Data(#"[{"name": "a"}, {"name": "b"}]"#.utf8)))
            let client = EndpointClient(baseURL: server.url("/v1"), catalog: try MappingCatalog(string: Self.mappings), timeout: ClientTestSupport.patience)
            let endpoint = Endpoint(.get, "things", context: "$Tagged")
            let typed = try await client.objects(for: endpoint, as: TaggedResource.self)
            #expect(typed.report.issues.isEmpty, "\(typed.report)")
            #expect(typed.value.map(\.etag) == ["W/\"7\"", "W/\"7\""])
            #expect(typed.value.map(\.status) == [200, 200])
            #expect(typed.value.first?.url == server.url("/v1/things").absoluteString)
            let dynamic = try await client.objects(for: endpoint, as: JSON.self)
            #expect(dynamic.value.first?["etag"] == "W/\"7\"")
            #expect(typed.response.mappingMetadata["response"]?["headers"]?["etag"] == "W/\"7\"")
        }
    }

    @Test func aMissingHeaderIsAMissingValue() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/thing", .json(#"{"name": "a"}"#))
            let client = EndpointClient(baseURL: server.url("/v1"), catalog: try MappingCatalog(string: Self.mappings), timeout: ClientTestSupport.patience)
            let result = try await client.object(for: Endpoint(.get, "thing", context: "$Tagged"), as: TaggedResource.self)
            #expect(result.value.name == "a")
            #expect(result.report.issues.map(\.sourcePath) == ["@metadata.response.headers.etag"])
        }
    }
}
