import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

@Suite struct URLJoiningTests {
    /// The base URL's path is never dropped, whatever the slashes.
    @Test(arguments: [
        ("https://api.example.com/v1", "search", "https://api.example.com/v1/search"),
        ("https://api.example.com/v1/", "search", "https://api.example.com/v1/search"),
        ("https://api.example.com/v1", "/search", "https://api.example.com/v1/search"),
        ("https://api.example.com/v1/", "/search", "https://api.example.com/v1/search"),
        ("https://api.example.com/v1//", "//search", "https://api.example.com/v1/search"),
        ("https://api.example.com/a/b/c", "d/e", "https://api.example.com/a/b/c/d/e"),
        ("https://api.example.com", "search", "https://api.example.com/search"),
        ("https://api.example.com/", "/auth/login", "https://api.example.com/auth/login"),
        ("https://api.example.com/v1", "posts/", "https://api.example.com/v1/posts/"),
        ("https://api.example.com/v1", "", "https://api.example.com/v1"),
        ("https://api.example.com/v1/", "", "https://api.example.com/v1/"),
        ("http://127.0.0.1:8080/v1", "search", "http://127.0.0.1:8080/v1/search"),
        ("https://api.example.com/v1?api_key=k", "search", "https://api.example.com/v1/search?api_key=k"),
        ("https://api.example.com/my%20api", "a b", "https://api.example.com/my%20api/a%20b"),
        ("https://api.example.com/v1", "a%2Fb/c", "https://api.example.com/v1/a%2Fb/c"),
        ("https://api.example.com/v1", "100%/x", "https://api.example.com/v1/100%25/x"),
    ])
    func joinsBaseAndPath(base: String, path: String, expected: String) throws {
        let request = try Endpoint(.get, path).urlRequest(baseURL: try #require(URL(string: base)))
        #expect(request.url?.absoluteString == expected)
    }

    @Test(arguments: [
        ([("q", "tania bowra"), ("type", "artist")], "q=tania+bowra&type=artist"),
        ([("q", "a+b"), ("q", "c&d=e")], "q=a%2Bb&q=c%26d%3De"),
        ([("city", "Zürich"), ("emoji", "🎉")], "city=Z%C3%BCrich&emoji=%F0%9F%8E%89"),
        ([("empty", ""), ("", "novalue")], "empty=&=novalue"),
        ([("path", "/a/b?c#d"), ("tilde", "~*-._")], "path=%2Fa%2Fb%3Fc%23d&tilde=%7E*-._"),
    ])
    func encodesTheQueryInOrder(query: [(String, String)], expected: String) throws {
        let endpoint = Endpoint(.get, "search", query: query.map { (name: $0.0, value: $0.1) })
        let request = try endpoint.urlRequest(baseURL: TestBase.api)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?" + expected)
        #expect(request.url?.query == expected)
    }

    @Test func appendsTheQueryAfterTheBaseURLsQuery() throws {
        let base = try #require(URL(string: "https://api.example.com/v1?api_key=k%2B1"))
        let request = try Endpoint(.get, "search", query: [("q", "x y")]).urlRequest(baseURL: base)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?api_key=k%2B1&q=x+y")
    }

    @Test func spotifySearchAsPolymerWritesIt() throws {
        let search = Endpoint(
            .get, "search", query: [("q", "tania bowra"), ("type", "artist")], context: "$SpotifyArtist",
            responseKeyPath: "artists.items")
        let request = try search.urlRequest(baseURL: TestBase.api)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?q=tania+bowra&type=artist")
        #expect(search.responseKeyPath.segments == ["artists", "items"])
        #expect(search.context == "$SpotifyArtist")
        #expect(search.acceptableStatusCodes == 200..<300)
        #expect(search.acceptableContentTypes == ["application/json", "*/*+json"])
    }

    @Test func aTimeoutBecomesTheRequestsInterval() throws {
        let request = try Endpoint(.get, "x", timeout: .milliseconds(2500)).urlRequest(baseURL: TestBase.api)
        #expect(request.timeoutInterval == 2.5)
    }
}
