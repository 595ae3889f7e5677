import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// AppCoreKit's place (a class: populated where it stands).
final class PlaceModel: Mappable, @unchecked Sendable {
    var placeId = ""
    var name = ""
    var fullName = ""
    var placeType = ""
    var country = ""
    var countryCode = ""
    var url: URL?
    var visits = 0
    required init() {}
    static let properties: MappableProperties<PlaceModel> = [
        "placeId": \.placeId, "name": \.name, "fullName": \.fullName, "placeType": \.placeType,
        "country": \.country, "countryCode": \.countryCode, "url": \.url,
    ]
}

/// The seeds' examples for real, against the test server: Raccoon's login
/// and root pagination wrapper, AppCoreKit's timeline and place fetches, the
/// seed's GitHub base endpoint, Polymer's `posts/:identifier`.
@Suite struct SeedExamplesTests {
    static func catalog(_ file: String) throws -> MappingCatalog {
        try MappingCatalog(contentsOf: Fixtures.packageURL("Mappings/\(file).mappings"))
    }

    @Test func raccoonLoginPostsJSONAndMapsTheWrapper() async throws {
        try await HTTPTestServer.serving { server in
            server.route("POST", "/auth/login", .fixture("http/seeds/raccoon-login.json"))
            let client = EndpointClient(baseURL: server.url("/"), catalog: try Self.catalog("Raccoon"), timeout: ClientTestSupport.patience)
            let result = try await client.object(for: LoginRouter.login(user: "manue", password: "my_pass"), as: JSON.self)
            expectEqual(result.value["token"], "THIS_IS_MY_TOKEN")
            expectEqual(result.value["validityDate"], "2020-01-01T00:00:00Z")
            expectEqual(result.value["user"]?["name"], "manue")
            expectEqual(result.report.issueCount, 0)
            let request = try #require(server.requests.first)
            expectEqual(request.method, "POST")
            expectEqual(request.path, "/auth/login")
            expectEqual(request.header("Content-Type"), "application/json")
            expectEqual(request.body, Data(#"{"user":"manue","pass":"my_pass"}"#.utf8))
        }
    }

    @Test func raccoonPaginationIsReadFromTheRoot() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/users", .fixture("http/seeds/raccoon-users.json"))
            let client = EndpointClient(baseURL: server.baseURL, catalog: try Self.catalog("Raccoon"), timeout: ClientTestSupport.patience)
            let result = try await client.object(for: Endpoint(.get, "users", context: "$UserListResponse"), as: JSON.self)
            expectEqual(result.value["pagination"], ["total": 100, "current": 3, "previous": 2, "next": 4])
            expectEqual(result.value["users"]?[2]?["name"], "lola")
            expectEqual(result.report.issueCount, 0)
        }
    }

    @Test func appCoreKitTimelineWithParams() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/1.1/statuses/user_timeline.json", .fixture("payloads/twitter-timeline.json"))
            let client = EndpointClient(baseURL: server.url("/1.1"), catalog: try Self.catalog("Twitter"), timeout: ClientTestSupport.patience)
            let timeline = Endpoint(
                .get, "statuses/user_timeline.json", query: [("screen_name", "seb_morel"), ("count", "20")],
                context: "$TweetModel")
            let result = try await client.objects(for: timeline, as: JSON.self)
            let expected = try JSON(parsing: Fixtures.data("payloads/twitter-timeline.json"))
            expectEqual(result.value.count, expected.arrayValue?.count)
            #expect(result.value.first?["message"] != nil)
            expectEqual(server.requests.first?.query, "screen_name=seb_morel&count=20")
        }
    }

    @Test func appCoreKitPlaceFetchPopulatesAnExistingModel() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/1.1/geo/id/df51dec6f4ee2b2c.json", .fixture("http/seeds/twitter-place.json"))
            var models = ModelRegistry()
            models.register(PlaceModel.self)
            let catalog = try MappingCatalog(contentsOf: Fixtures.packageURL("Mappings/TwitterPlaces.mappings"), models: models)
            let client = EndpointClient(baseURL: server.url("/1.1"), catalog: catalog, timeout: ClientTestSupport.patience)
            let place = PlaceModel()
            place.placeId = "df51dec6f4ee2b2c"
            place.visits = 7
            let endpoint = Endpoint(.get, "geo/id/:placeId.json", slugs: ["placeId": place.placeId], context: "$PlaceModel")
            let result = try await client.map(for: endpoint, into: place)
            expectEqual(place.fullName, "Presidio, San Francisco")
            expectEqual(place.countryCode, "US")
            expectEqual(place.visits, 7)
            expectEqual(result.value.issueCount, 0)

            let fresh = try await client.object(for: endpoint, as: PlaceModel.self)
            expectEqual(fresh.value.name, "Presidio")
        }
    }

    @Test func githubBaseEndpointSendsAcceptAndTheToken() async throws {
        try await HTTPTestServer.serving { server in
            EndpointClientPagesTests.serveIssues(server, pages: 1)
            actor Storage { var accessToken: String? = "abc123" }
            let storage = Storage()
            let client = EndpointClient(
                baseURL: server.baseURL, catalog: try EndpointClientPagesTests.githubCatalog(),
                defaultHeaders: ["Accept": "application/vnd.github.v3+json"],
                acceptableContentTypes: ["text/html", "application/json", "*/*+json"],
                timeout: ClientTestSupport.patience, prepare: { request in
                    var request = request
                    if let token = await storage.accessToken {
                        request.setValue("Token \(token)", forHTTPHeaderField: "Authorization")
                    }
                    return request
                })
            let result = try await client.objects(for: EndpointClientPagesTests.issues, as: GitHubIssue.self)
            expectEqual(result.value.first?.user?.login, "octocat")
            let request = try #require(server.requests.first)
            expectEqual(request.header("Accept"), "application/vnd.github.v3+json")
            expectEqual(request.header("Authorization"), "Token abc123")
        }
    }

    @Test func polymerPostsFilledFromADictionaryAndFromAModel() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/posts/17") { _ in .json(#"{"id": 17, "title": "Seventeen", "published": true, "score": 4.5}"#) }
            server.route("GET", "/posts/352") { _ in .json(#"{"id": 352, "title": "Three", "published": false, "score": 1}"#) }
            let catalog = try MappingCatalog(
                string: #"{ "$Post": { "@class": "PostModel", "identifier": "id", "title": "title", "published": "published", "score": "score" } }"#,
                models: ModelRegistry().registering(PostModel.self))
            let client = EndpointClient(baseURL: server.baseURL, catalog: catalog, timeout: ClientTestSupport.patience)
            let fromDictionary = try await client.object(
                for: Endpoint(.get, "posts/:identifier", slugs: ["identifier": "17"], context: "$Post"), as: PostModel.self)
            expectEqual(fromDictionary.value.title, "Seventeen")
            var post = PostModel()
            post.identifier = 352
            let fromModel = try await client.object(
                for: Endpoint(.get, "posts/:identifier", context: "$Post").slugs(from: post), as: PostModel.self)
            expectEqual(fromModel.value.title, "Three")
            expectEqual(server.requests.map(\.path), ["/posts/17", "/posts/352"])
        }
    }
}
