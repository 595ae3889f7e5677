import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// A post as a client writes it before the server gives it an id: a plain
/// `Encodable` struct, written through the context of ``PostModel``. Its
/// `identifier` is `nil` (written as nothing), yet names the key the
/// context's `identifier` entry asks for.
struct NewPost: Encodable, Sendable {
    var identifier: Int?
    var title: String
    var published: Bool
    var score: Double
    var tags: [String] = []
}

/// A post that is both `Mappable` and `Encodable`: its property table wins.
struct TablePost: Mappable, Encodable, Sendable {
    var title = ""
    var internalNote = "never sent"

    static let properties: MappableProperties<TablePost> = ["title": \.title]
}

/// Issue 19 item 7: `.model(_:context:)` takes any `Encodable` value too.
@Suite struct EncodableBodyTests {
    static let post = NewPost(title: "Tania & Bowra + co", published: true, score: 4.5, tags: ["music"])

    @Test func anEncodableBodyIsWrittenThroughTheContextOfTheModelItResembles() throws {
        let endpoint = Endpoint(.post, "posts", body: .model(Self.post, context: "$PostModel"))
        let request = try endpoint.urlRequest(baseURL: TestBase.api, catalog: try BodyTests.catalog())
        let body = try JSON(parsing: try #require(request.httpBody))
        // The entries' key paths; `tags`, which the context does not name, as the value encodes it.
        expectEqual(body, ["title": "Tania & Bowra + co", "meta": ["published": true, "score": 4.5], "tags": ["music"]])
        expectEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
    }

    @Test func aTypeThatIsBothIsWrittenWithItsPropertyTable() throws {
        let catalog = try MappingCatalog(string: #"{ "$PostModel": { "title": "heading" } }"#)
        let request = try Endpoint(.post, "posts", body: .model(TablePost(title: "Hi"), context: "$PostModel"))
            .urlRequest(baseURL: TestBase.api, catalog: catalog)
        expectEqual(request.httpBody, Data(#"{"heading":"Hi"}"#.utf8))
    }

    @Test func anEncodableBodyThatDoesNotFitOrCannotBeEncodedIsAnError() throws {
        let catalog = try BodyTests.catalog()
        var nan = Self.post
        nan.score = .nan
        do {
            _ = try Endpoint(.post, "posts", body: .model(nan, context: "$PostModel")).urlRequest(baseURL: TestBase.api, catalog: catalog)
            Issue.record("a NaN score built a request")
        } catch {
            #expect(error == .modelNotEncodable(
                context: "$PostModel", path: "score",
                reason: "nan is not a JSON number (JSON has no NaN or infinity); encode it as a string or leave it out"))
            #expect(error.description == """
                POST https://api.example.com/v1/posts: the body's context '$PostModel' cannot write this value at score: \
                nan is not a JSON number (JSON has no NaN or infinity); encode it as a string or leave it out
                """)
        }
        let other = try MappingCatalog(string: #"{ "$Other": { "titel": "t" } }"#)
        do {
            _ = try Endpoint(.post, "posts", body: .model(Self.post, context: "$Other")).urlRequest(baseURL: TestBase.api, catalog: other)
            Issue.record("a context naming a key the value never encodes built a request")
        } catch {
            #expect(error.description == """
                POST https://api.example.com/v1/posts: the body's context '$Other' cannot write this model: \
                'NewPost' never encodes a key 'titel' (its encode(to:) writes 'identifier', 'title', 'published', 'score', 'tags')
                """)
        }
        let noCatalog = Endpoint(.post, "posts", body: .model(Self.post, context: "$PostModel"))
        #expect(throws: EndpointError.noCatalogForModel(context: "$PostModel")) { try noCatalog.urlRequest(baseURL: TestBase.api) }
    }

    @Test func anEncodableBodyArrivesAtTheServerAndTheAnswerMapsIntoTheModel() async throws {
        try await HTTPTestServer.serving { server in
            server.route("POST", "/v1/posts", .json(
                #"{"id": 18, "title": "Tania & Bowra + co", "meta": {"published": true, "score": 4.5}}"#, status: 201))
            let client = EndpointClient(baseURL: server.url("/v1"), catalog: try BodyTests.catalog(), timeout: ClientTestSupport.patience)
            let create = Endpoint(.post, "posts", body: .model(Self.post, context: "$PostModel"), context: "$PostModel")
            let created = try await client.object(for: create, as: PostModel.self)
            expectEqual(created.response.status, 201)
            expectEqual(created.value.identifier, 18)
            expectEqual(created.value.score, 4.5)

            let request = try #require(server.requests.first)
            expectEqual(request.method, "POST")
            expectEqual(request.header("Content-Type"), "application/json")
            expectEqual(
                String(decoding: request.body, as: UTF8.self),
                #"{"title":"Tania & Bowra + co","meta":{"published":true,"score":4.5},"tags":["music"]}"#)
        }
    }
}
