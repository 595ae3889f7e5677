import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// The client's verbs with plain `Codable` structs: the endpoint's context
/// names what differs from the payload, the rest is read key by key.
@Suite("EndpointClient with Codable models")
struct CodableClientTests {
    /// Spotify's artist, as an app writes it for `JSONDecoder`, with the
    /// names `Mappings/Spotify.mappings` gives its properties.
    struct Artist: Decodable, Sendable {
        var externalSpotifyUrl: URL?
        var numberOfFollowers: Int
        var genres: [String]
        var url: URL?
        var identifier: String
        var images: [Image]
        var name: String
        var popularity: Int
        var type: String
        var uri: String
    }

    struct Image: Decodable, Sendable {
        var height: Int
        var url: URL
        var width: Int
    }

    /// A GitHub issue read key by key in snake_case, its date through the
    /// context's one entry.
    struct Issue: Decodable, Sendable {
        var number: Int
        var title: String
        var state: String
        var htmlUrl: URL
        var createdAt: Date
    }

    static let search = Endpoint(
        .get, "search", query: [("q", "tania bowra"), ("type", "artist")], context: "$SpotifyArtist",
        responseKeyPath: "artists.items")

    @Test("objects(for:as:) and object(for:as:): the same artists and issues as the Mappable model")
    func spotify() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/search", .fixture("payloads/spotify-artists.json"))
            let catalog = try MappingCatalog(contentsOf: Fixtures.packageURL("Mappings/Spotify.mappings"))
            let client = EndpointClient(baseURL: server.url("/v1"), catalog: catalog, timeout: ClientTestSupport.patience)
            let decoded = try await client.objects(for: Self.search, as: Artist.self)
            let typed = try await ClientTestSupport.client(server).objects(for: Self.search, as: SpotifyArtist.self)
            #expect(decoded.value.map(\.name) == typed.value.map(\.name))
            #expect(decoded.value.map(\.numberOfFollowers) == typed.value.map(\.numberOfFollowers))
            #expect(decoded.value.first?.images.count == 3)
            // The second artist's broken image is skipped, with the Mappable model's issue.
            #expect(decoded.report.issues.map(\.sourcePath) == typed.report.issues.map(\.sourcePath))
            let one = try await client.object(
                for: Endpoint(.get, "search", context: "$SpotifyArtist", responseKeyPath: "artists.items.0"), as: Artist.self)
            #expect(one.value?.identifier == "08td7MxkoHQkXnWAYD8d6Q")
        }
    }

    @Test("pages(for:as:) decodes each page; keys converted from snake_case by the options")
    func pages() async throws {
        try await HTTPTestServer.serving { server in
            server.serveGitHubIssues(pages: 3)
            let catalog = try MappingCatalog(string: #"{"$GitHubIssue": {"createdAt": {"@keyPath": "created_at", "@transformer": "iso8601Date"}}}"#)
            let client = EndpointClient(baseURL: server.baseURL, catalog: catalog, timeout: ClientTestSupport.patience)
            let endpoint = Endpoint(
                .get, "repos/:owner/:repo/issues", slugs: ["owner": "octocat", "repo": "Hello-World"],
                query: [("per_page", "3")], context: "$GitHubIssue")
            var options = DecodingOptions()
            options.keyDecodingStrategy = .convertFromSnakeCase
            var numbers: [[Int]] = []
            for try await page in client.pages(for: endpoint, as: Issue.self, options: options) {
                numbers.append(page.value.map(\.number))
                #expect(page.report.issues.isEmpty, "\(page.report)")
            }
            #expect(numbers == [[8, 7, 6], [5, 4, 3], [2, 1]])
        }
    }
}
