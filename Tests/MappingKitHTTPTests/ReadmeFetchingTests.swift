import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// The endpoint examples of `MappingKitHTTP.docc/MappingKitHTTP.md` (once
/// the README's), with the requests they build.
@Suite struct ReadmeFetchingTests {
    @Test func theExampleDoesWhatItSays() throws {
        let post = PostModel(identifier: 17)
        let base = try #require(URL(string: "https://api.spotify.com/v1"))
        let search = Endpoint(.get, "search", query: [("q", "tania bowra"), ("type", "artist")],
                              context: "$SpotifyArtist", responseKeyPath: "artists.items")
        let request = try search.urlRequest(baseURL: base)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "https://api.spotify.com/v1/search?q=tania+bowra&type=artist")

        let delete = Endpoint(.delete, "posts/:identifier").slugs(from: post)
        #expect(try delete.urlRequest(baseURL: base).url?.absoluteString == "https://api.spotify.com/v1/posts/17")
        #expect(try Endpoint(.delete, "posts/:identifier", slugs: ["identifier": "a/b"]).urlRequest(baseURL: base).url?.absoluteString
            == "https://api.spotify.com/v1/posts/a%2Fb")
    }
}
