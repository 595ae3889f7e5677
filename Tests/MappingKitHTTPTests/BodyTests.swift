import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

@Suite struct BodyTests {
    static func catalog() throws -> MappingCatalog {
        var models = ModelRegistry()
        models.register(PostModel.self)
        return try MappingCatalog(contentsOf: Fixtures.url("http/Post.mappings"), models: models)
    }

    @Test(arguments: [
        (Endpoint.Body.json(["user": "manue", "pass": "my_pass", "n": 1.5, "ok": true, "none": nil]),
         #"{"user":"manue","pass":"my_pass","n":1.5,"ok":true,"none":null}"#, "application/json"),
        (.json(["a", 1]), #"["a",1]"#, "application/json"),
        (.form([("q", "tania bowra"), ("plus", "+")]), "q=tania+bowra&plus=%2B", "application/x-www-form-urlencoded"),
        (.data(Data("<a>é</a>".utf8), contentType: "application/xml; charset=utf-8"), "<a>é</a>", "application/xml; charset=utf-8"),
        (.data(Data(), contentType: "application/octet-stream"), "", "application/octet-stream"),
    ])
    func everyBodyKindWithItsBytesAndContentType(body: Endpoint.Body, bytes: String, contentType: String) throws {
        for method in [HTTPMethod.post, .put, .patch, .delete] {
            let request = try Endpoint(method, "items", body: body).urlRequest(baseURL: TestBase.api)
            #expect(request.httpBody == Data(bytes.utf8))
            #expect(request.value(forHTTPHeaderField: "Content-Type") == contentType)
            #expect(request.httpMethod == method.rawValue)
        }
    }

    @Test func aModelBodyIsWrittenThroughItsContextsReverseMapping() throws {
        let post = PostModel(identifier: 17, title: "Tania & Bowra + co", published: true, score: 4.5)
        let endpoint = Endpoint(.put, "posts/:identifier", body: .model(post, context: "$PostModel")).slugs(from: post)
        let request = try endpoint.urlRequest(baseURL: TestBase.api, catalog: try Self.catalog())
        let body = try #require(request.httpBody)
        let actual = String(decoding: body, as: UTF8.self)
        if let expected = try Fixtures.expected("http/post-body.expected.json", actual: actual) {
            #expect(actual == expected)
        }
        #expect(request.url?.absoluteString == "https://api.example.com/v1/posts/17")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test func aModelBodyNeedsACatalogAndAContextThatFits() throws {
        let post = Endpoint(.post, "posts", body: .model(PostModel(), context: "$PostModel"))
        #expect(throws: EndpointError.noCatalogForModel(context: "$PostModel")) { try post.urlRequest(baseURL: TestBase.api) }

        let catalog = try Self.catalog()
        let unknown = Endpoint(.post, "posts", body: .model(PostModel(), context: "$PostModle"))
        do {
            _ = try unknown.urlRequest(baseURL: TestBase.api, catalog: catalog)
            Issue.record("an unknown context built a request")
        } catch {
            #expect(error == .unknownModelContext("$PostModle", suggestions: ["$PostModel"]))
            #expect(error.description == """
                POST https://api.example.com/v1/posts: the body's context '$PostModle' is not in the catalog; did you mean '$PostModel'?
                """)
        }

        let other = try MappingCatalog(string: #"{ "$Other": { "nope": "x" } }"#)
        let unfit = Endpoint(.post, "posts", body: .model(PostModel(), context: "$Other"))
        do {
            _ = try unfit.urlRequest(baseURL: TestBase.api, catalog: other)
            Issue.record("a context that does not fit built a request")
        } catch {
            #expect(error.description == """
                POST https://api.example.com/v1/posts: the body's context '$Other' cannot write this model: \
                'PostModel' has no property 'nope'
                """)
        }
    }

    @Test(arguments: [HTTPMethod.get, .head])
    func aBodyOnGETOrHEADIsAnError(method: HTTPMethod) {
        let bodies: [Endpoint.Body] = [.json([:]), .form([]), .data(Data(), contentType: "text/plain"), .model(PostModel(), context: "$PostModel")]
        for body in bodies {
            do {
                _ = try Endpoint(method, "search", body: body).urlRequest(baseURL: TestBase.api)
                Issue.record("\(method) with a body built a request")
            } catch {
                #expect(error == .bodyNotAllowed)
                #expect(error.description == """
                    \(method.rawValue) https://api.example.com/v1/search: a GET or HEAD request cannot have a body; \
                    use POST, PUT or PATCH, or send the values as query parameters
                    """)
            }
        }
    }
}
