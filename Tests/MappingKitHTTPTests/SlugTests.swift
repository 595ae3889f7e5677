import Foundation
import MappingKitHTTP
import Testing

@Suite struct SlugTests {
    @Test(arguments: [
        ("posts/:identifier", ["identifier": "17"], "https://api.example.com/v1/posts/17"),
        ("users/:user/repos/:repo", ["user": "octo", "repo": "hello"], "https://api.example.com/v1/users/octo/repos/hello"),
        ("posts/:id.json", ["id": "9"], "https://api.example.com/v1/posts/9.json"),
        ("a/:x/b", ["x": "a/b"], "https://api.example.com/v1/a/a%2Fb/b"),
        ("a/:x", ["x": "what?"], "https://api.example.com/v1/a/what%3F"),
        ("a/:x", ["x": "#tag"], "https://api.example.com/v1/a/%23tag"),
        ("a/:x", ["x": "100%"], "https://api.example.com/v1/a/100%25"),
        ("a/:x", ["x": "tania bowra"], "https://api.example.com/v1/a/tania%20bowra"),
        ("a/:x", ["x": "a+b&c=d"], "https://api.example.com/v1/a/a%2Bb%26c%3Dd"),
        ("a/:x", ["x": "café"], "https://api.example.com/v1/a/caf%C3%A9"),
        ("a/:x", ["x": "..."], "https://api.example.com/v1/a/..."),
        ("a/:x", ["x": "~user-1_2.3"], "https://api.example.com/v1/a/~user-1_2.3"),
    ])
    func fillsFromADictionary(path: String, slugs: [String: String], expected: String) throws {
        let request = try Endpoint(.put, path, slugs: slugs).urlRequest(baseURL: TestBase.api)
        #expect(request.url?.absoluteString == expected)
    }

    @Test func fillsFromAModelByPropertyName() throws {
        let post = PostModel(identifier: 17, title: "Hello", published: true, score: 4.5, slug: "a b/c")
        let cases: [(String, String)] = [
            ("posts/:identifier", "https://api.example.com/v1/posts/17"),
            ("posts/:published/:score", "https://api.example.com/v1/posts/true/4.5"),
            ("posts/:slug", "https://api.example.com/v1/posts/a%20b%2Fc"),
            ("posts/:title/edit", "https://api.example.com/v1/posts/Hello/edit"),
        ]
        for (path, expected) in cases {
            let request = try Endpoint(.delete, path).slugs(from: post).urlRequest(baseURL: TestBase.api)
            #expect(request.url?.absoluteString == expected, "\(path)")
        }
    }

    @Test func aModelPropertyWithNoTextValueIsMissing() throws {
        // nil, an array, and a name not in the table give no value.
        let post = PostModel(identifier: 3, slug: nil, tags: ["a"])
        for name in ["slug", "tags", "unknown"] {
            let endpoint = Endpoint(.delete, "posts/:\(name)").slugs(from: post)
            #expect(endpoint.slugs.isEmpty)
            #expect(throws: EndpointError.missingSlug(name)) { try endpoint.urlRequest(baseURL: TestBase.api) }
            let get = try Endpoint(.get, "posts/:\(name)").slugs(from: post).urlRequest(baseURL: TestBase.api)
            #expect(get.url?.absoluteString == "https://api.example.com/v1/posts")
        }
    }

    @Test func dictionaryValuesWinOverTheModel() throws {
        let endpoint = Endpoint(.get, "posts/:identifier", slugs: ["identifier": "1"]).slugs(from: PostModel(identifier: 2))
        #expect(endpoint.slugs == ["identifier": "1"])
    }

    @Test(arguments: HTTPMethod.allCases)
    func aMissingSlugIsOmittedOnlyForGETAndHEAD(method: HTTPMethod) throws {
        let endpoint = Endpoint(method, "posts/:identifier/comments")
        switch method {
        case .get, .head:
            let request = try endpoint.urlRequest(baseURL: TestBase.api)
            #expect(request.url?.absoluteString == "https://api.example.com/v1/posts/comments")
            #expect(request.httpMethod == method.rawValue)
        case .post, .put, .patch, .delete:
            do {
                _ = try endpoint.urlRequest(baseURL: TestBase.api)
                Issue.record("\(method) with a missing slug built a request")
            } catch {
                #expect(error == .missingSlug("identifier"))
                #expect(error.method == method)
                #expect(error.url?.absoluteString == "https://api.example.com/v1/posts/:identifier/comments")
                #expect(error.description == """
                    \(method.rawValue) https://api.example.com/v1/posts/:identifier/comments: the path has no value for \
                    slug ':identifier'; only GET and HEAD leave such a segment out, so give 'identifier' a value
                    """)
            }
        }
    }

    @Test(arguments: ["", ".", ".."])
    func aValueThatChangesThePathsShapeIsAnError(value: String) {
        for method in HTTPMethod.allCases {
            #expect(throws: EndpointError.invalidSlugValue("identifier", value: value)) {
                try Endpoint(method, "posts/:identifier", slugs: ["identifier": value]).urlRequest(baseURL: TestBase.api)
            }
        }
    }

    @Test func slugNamesInOrder() {
        #expect(Endpoint(.get, "/users/:user/repos/:repo/:id.json/:").slugNames == ["user", "repo", "id"])
    }
}
