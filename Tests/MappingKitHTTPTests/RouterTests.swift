import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MappingKitHTTP
import Testing

/// Raccoon's router enum.
enum LoginRouter: EndpointConvertible {
    case login(user: String, password: String)
    case logout
    case post(PostModel)

    var endpoint: Endpoint {
        switch self {
        case let .login(user, password):
            Endpoint(.post, "/auth/login", body: .json(["user": .string(user), "pass": .string(password)]), context: "$LoginResponse")
        case .logout:
            Endpoint(.delete, "/auth/session")
        case .post(let post):
            Endpoint(.get, "posts/:identifier", context: "$PostModel").slugs(from: post)
        }
    }
}

@Suite struct RouterTests {
    @Test func aRouterEnumWorksWhereAnEndpointDoes() throws {
        let base = try #require(URL(string: "http://host.example/api"))
        let login = try LoginRouter.login(user: "manue", password: "my_pass").urlRequest(baseURL: base)
        #expect(login.httpMethod == "POST")
        #expect(login.url?.absoluteString == "http://host.example/api/auth/login")
        #expect(login.httpBody == Data(#"{"user":"manue","pass":"my_pass"}"#.utf8))
        let logout = try LoginRouter.logout.urlRequest(baseURL: base)
        #expect(logout.httpMethod == "DELETE")
        #expect(logout.url?.absoluteString == "http://host.example/api/auth/session")
        let post = try LoginRouter.post(PostModel(identifier: 42)).urlRequest(baseURL: base)
        #expect(post.url?.absoluteString == "http://host.example/api/posts/42")
    }

    @Test func generic() throws {
        func build(_ convertible: some EndpointConvertible) throws -> URLRequest {
            try convertible.urlRequest(baseURL: TestBase.api)
        }
        #expect(try build(LoginRouter.logout).url == build(Endpoint(.delete, "auth/session")).url)
    }
}
