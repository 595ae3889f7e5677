import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The redirect policy's rules hold on every hop of a listing, not only on
/// redirects: a next page on another origin (127.0.0.1 → 127.0.0.2), named
/// by a `Link` header or by a key path in the body, gets no credential
/// (even back on the first origin afterwards) unless the policy trusts
/// other origins; an `https` page naming an `http` next page is refused; a
/// next URL already fetched ends the pages, saying so.
@Suite struct PagesAcrossOriginsTests {
    /// Every kind of credential: the three always kept home, two of the
    /// default list, one that is a credential by its name (`…-Token`), and
    /// one added to the policy.
    static let credentials: HTTPHeaders = [
        "Authorization": "token ghp_SECRET", "Cookie": "session=s1", "Proxy-Authorization": "Basic cHJveHk=",
        "X-Api-Key": "k123", "Private-Token": "glpat-1", "X-Team-Token": "t-1", "X-Signed-With": "team-key",
    ]
    static let ordinary: HTTPHeaders = ["Accept": "application/json", "User-Agent": "MappingKitTests/1"]

    static func client(_ server: HTTPTestServer, transport: (any HTTPTransport)? = nil) throws -> EndpointClient {
        var client = EndpointClient(
            baseURL: server.url("/v1"), catalog: try ClientTestSupport.catalog(),
            defaultHeaders: credentials.merging(ordinary), timeout: ClientTestSupport.patience, transport: transport ?? URLSessionTransport())
        client.redirects.credentialHeaders.append("X-Signed-With")
        return client
    }

    static let artists = Endpoint(.get, "artists", context: "$SpotifyArtist")

    static func page(_ names: [String], next: String? = nil) -> HTTPTestResponse {
        let items = names.map { #"{"name": "\#($0)"}"# }.joined(separator: ", ")
        return .json("[\(items)]", headers: next.map { [("Link", "<\($0)>; rel=\"next\"")] } ?? [])
    }

    /// Page 1 on `home` names page 2 on `away`, which names page 3 back on `home`.
    static func serveThreePages(home: HTTPTestServer, away: HTTPTestServer) {
        home.route("GET", "/v1/artists", page(["a"], next: away.url("/artists/2").absoluteString))
        away.route("GET", "/artists/2", page(["b"], next: home.url("/v1/artists/3").absoluteString))
        home.route("GET", "/v1/artists/3", page(["c"]))
    }

    static func expectNoCredential(_ request: HTTPRequestRecord?, _ comment: String) {
        for field in credentials { expectEqual(request?.header(field.name), nil, "\(field.name) reached \(comment)") }
        for field in ordinary { expectEqual(request?.header(field.name), field.value) }
    }

    @Test("Link pages: no credential for a page on another origin, nor back home after it; all of them when trusted")
    func linkPagesKeepCredentialsHome() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            Self.serveThreePages(home: home, away: away)
            var client = try Self.client(home)
            let (values, summary) = try await client.pages(for: Self.artists, as: JSON.self).collect()
            expectEqual(values.map { $0["name"] }, ["a", "b", "c"])
            expectEqual(summary.pageCount, 3)
            let homeRequests = home.requests
            try #require(homeRequests.count == 2)
            for field in Self.credentials.merging(Self.ordinary) { expectEqual(homeRequests[0].header(field.name), field.value) }
            Self.expectNoCredential(away.requests.first, "the page on another origin")
            Self.expectNoCredential(homeRequests.last, "the page back home after another origin")

            home.clearRequests()
            away.clearRequests()
            client.redirects.keepsCredentialsAcrossOrigins = true
            _ = try await client.pages(for: Self.artists, as: JSON.self).collect()
            for request in [away.requests.first, home.requests.last] {
                for field in Self.credentials.merging(Self.ordinary) { expectEqual(request?.header(field.name), field.value) }
            }
        }
    }

    @Test("key-path pages: no credential for a next URL on another origin")
    func keyPathPagesKeepCredentialsHome() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            let next = away.url("/search?offset=2").absoluteString
            home.route("GET", "/v1/search", .json(#"{"artists": {"items": [{"name": "a"}], "next": "\#(next)"}}"#))
            away.route("GET", "/search", .json(#"{"artists": {"items": [{"name": "b"}], "next": null}}"#))
            let client = try Self.client(home)
            let search = Endpoint(.get, "search", context: "$SpotifyArtist", responseKeyPath: "artists.items")
            let (values, _) = try await client.pages(for: search, as: JSON.self, next: .keyPath("artists.next")).collect()
            expectEqual(values.map { $0["name"] }, ["a", "b"])
            expectEqual(home.requests.first?.header("Authorization"), "token ghp_SECRET")
            Self.expectNoCredential(away.requests.first, "a key-path page on another origin")
        }
    }

    @Test("a credential the prepare hook adds does not reach a page on another origin")
    func preparedCredentialsStayHome() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            Self.serveThreePages(home: home, away: away)
            var client = try ClientTestSupport.client(home.url("/v1"), authorizingWith: "Bearer prepared")
            client.defaultHeaders = Self.ordinary
            _ = try await client.pages(for: Self.artists, as: JSON.self).collect()
            expectEqual(home.requests.first?.header("Authorization"), "Bearer prepared")
            expectEqual(away.requests.first?.header("Authorization"), nil)
        }
    }

    @Test("a redirect on the way to a page on another origin drops them too, and they stay dropped")
    func aRedirectAfterAPageAway() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            home.route("GET", "/v1/artists", Self.page(["a"], next: home.url("/v1/moved").absoluteString))
            home.route("GET", "/v1/moved", .redirect(to: away.url("/artists/2").absoluteString))
            away.route("GET", "/artists/2", Self.page(["b"], next: home.url("/v1/artists/3").absoluteString))
            home.route("GET", "/v1/artists/3", Self.page(["c"]))
            let client = try Self.client(home)
            _ = try await client.pages(for: Self.artists, as: JSON.self).collect()
            let homeRequests = home.requests
            expectEqual(homeRequests.map(\.path), ["/v1/artists", "/v1/moved", "/v1/artists/3"])
            expectEqual(homeRequests[1].header("Authorization"), "token ghp_SECRET")
            Self.expectNoCredential(away.requests.first, "a redirected page on another origin")
            Self.expectNoCredential(homeRequests.last, "the page back home")
        }
    }

    /// `Authorization` as URLSession sends a URL's `user:pw`.
    static let basicUserPW = "Basic " + Data("user:pw".utf8).base64EncodedString()

    /// A client of `server` whose base URL holds `user:pw`, with no credential header.
    static func clientWithUser(_ server: HTTPTestServer) throws -> EndpointClient {
        var client = try Self.client(server)
        client.defaultHeaders = Self.ordinary
        var components = try #require(URLComponents(url: server.url("/v1"), resolvingAgainstBaseURL: true))
        components.user = "user"
        components.password = "pw"
        client.baseURL = try #require(components.url)
        return client
    }

    @Test("a URL's user and password: every hop on its origin gets them, its URL absolute or relative; none after another origin")
    func urlCredentialsStayWithTheirOrigin() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            // Absolute (GitHub's form), relative, a redirect written absolute, then away and back.
            home.route("GET", "/v1/artists", Self.page(["a"], next: home.url("/v1/artists/2").absoluteString))
            home.route("GET", "/v1/artists/2", Self.page(["b"], next: "/v1/moved"))
            home.route("GET", "/v1/moved", .redirect(to: home.url("/v1/artists/3").absoluteString))
            home.route("GET", "/v1/artists/3", Self.page(["c"], next: away.url("/artists/4").absoluteString))
            away.route("GET", "/artists/4", Self.page(["d"], next: home.url("/v1/artists/5").absoluteString))
            home.route("GET", "/v1/artists/5", Self.page(["e"]))
            var client = try Self.clientWithUser(home)
            let (values, summary) = try await client.pages(for: Self.artists, as: JSON.self).collect()
            expectEqual(values.map { $0["name"] }, ["a", "b", "c", "d", "e"])
            expectEqual(summary.pageCount, 5)
            let homeRequests = home.requests
            expectEqual(homeRequests.map(\.path), ["/v1/artists", "/v1/artists/2", "/v1/moved", "/v1/artists/3", "/v1/artists/5"])
            expectEqual(homeRequests.map { $0.header("Authorization") }, [
                Self.basicUserPW, Self.basicUserPW, Self.basicUserPW, Self.basicUserPW, nil,
            ])
            expectEqual(away.requests.first?.header("Authorization"), nil)

            home.clearRequests()
            away.clearRequests()
            client.redirects.keepsCredentialsAcrossOrigins = true
            _ = try await client.pages(for: Self.artists, as: JSON.self).collect()
            expectEqual(away.requests.first?.header("Authorization"), Self.basicUserPW)
            expectEqual(home.requests.last?.header("Authorization"), Self.basicUserPW)
        }
    }

    @Test("a URL's user and password on key-path pages: a next URL on the origin gets them, absolute; another origin's does not")
    func urlCredentialsOnKeyPathPages() async throws {
        try await HTTPTestServer.serving { home in
            let away = try home.otherOrigin()
            defer { away.stop() }
            let second = home.url("/v1/search/2").absoluteString
            let third = away.url("/search?offset=3").absoluteString
            home.route("GET", "/v1/search", .json(#"{"artists": {"items": [{"name": "a"}], "next": "\#(second)"}}"#))
            home.route("GET", "/v1/search/2", .json(#"{"artists": {"items": [{"name": "b"}], "next": "\#(third)"}}"#))
            away.route("GET", "/search", .json(#"{"artists": {"items": [{"name": "c"}], "next": null}}"#))
            let client = try Self.clientWithUser(home)
            let search = Endpoint(.get, "search", context: "$SpotifyArtist", responseKeyPath: "artists.items")
            let (values, _) = try await client.pages(for: search, as: JSON.self, next: .keyPath("artists.next")).collect()
            expectEqual(values.map { $0["name"] }, ["a", "b", "c"])
            expectEqual(home.requests.map { $0.header("Authorization") }, [Self.basicUserPW, Self.basicUserPW])
            expectEqual(away.requests.first?.header("Authorization"), nil)
        }
    }

    /// The GitHub listing recorded in `Fixtures/http/github-issues`, its
    /// first page edited so that its `Link` names the second page over
    /// plain `http`.
    static func httpsToHTTPPages() throws -> (ReplayTransport, URL, URL) {
        let first = try #require(URL(string: "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3"))
        let plain = try #require(URL(string: "http://api.github.com/repos/octocat/Hello-World/issues?per_page=3&page=2"))
        let page = { (number: Int, url: URL, link: String?) in
            HTTPExchange(
                request: .init(method: "GET", url: url),
                response: .init(
                    status: 200, headers: HTTPHeaders([("Content-Type", "application/json")] + (link.map { [("Link", $0)] } ?? [])),
                    body: try Fixtures.data("http/pages/github-issues-page\(number).json")))
        }
        let replay = ReplayTransport(exchanges: [
            try page(1, first, "<\(plain.absoluteString)>; rel=\"next\""), try page(2, plain, nil),
        ])
        return (replay, first, plain)
    }

    @Test("an https page naming an http next page is refused, naming both; followed when insecure hops are allowed")
    func httpsToHTTPNextPage() async throws {
        let (replay, first, plain) = try Self.httpsToHTTPPages()
        var client = EndpointClient(baseURL: first, catalog: try EndpointClientPagesTests.githubCatalog(), timeout: ClientTestSupport.patience, transport: replay)
        let fetched = Locked<[Int]>([])
        let outcome = await ClientTestSupport.failure { [client] in
            for try await page in client.pages(for: Endpoint(.get, "", context: "$GitHubIssue"), as: JSON.self) {
                fetched.withLock { $0.append(page.number) }
            }
        }
        expectEqual(fetched.withLock { $0 }, [1])
        let error = try #require(outcome as? EndpointError)
        expectEqual(error, .insecureNextPage(from: first, to: plain))
        expectEqual(error.description, "GET \(plain.absoluteString): the page at \(first.absoluteString) names "
            + "\(plain.absoluteString) as the next page, which is plain http: refused, as the request and its credentials "
            + "would travel unencrypted; use https, or allow it with RedirectPolicy.allowsInsecureRedirects")

        client.redirects.allowsInsecureRedirects = true
        let (values, summary) = try await client.pages(for: Endpoint(.get, "", context: "$GitHubIssue"), as: JSON.self).collect()
        expectEqual(values.count, 6)
        expectEqual(summary.urls, [first, plain])
    }

    @Test("a page whose next is itself is fetched once: the pages end there and say so")
    func aPageNamingItself() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/artists", Self.page(["a"], next: server.url("/v1/artists").absoluteString))
            let client = try Self.client(server)
            var pages: [EndpointClient.Page<JSON>] = []
            for try await page in client.pages(for: Self.artists, as: JSON.self) { pages.append(page) }
            expectEqual(pages.count, 1)
            expectEqual(server.requests.count, 1)
            let page = try #require(pages.first)
            #expect(page.nextAlreadyFetched)
            #expect(!page.limitReached)
            expectEqual(page.nextURL, server.url("/v1/artists"))

            let summary = try await client.pages(for: Self.artists, as: JSON.self).summary()
            expectEqual(summary.pageCount, 1)
            #expect(summary.nextAlreadyFetched)
            #expect(!summary.limitReached)
            expectEqual(summary.nextURL, server.url("/v1/artists"))
        }
    }

    @Test("a key-path page naming an earlier page ends the pages there (query order aside)")
    func aPageNamingAnEarlierOne() async throws {
        try await HTTPTestServer.serving { server in
            let second = server.url("/v1/search2").absoluteString
            let again = server.url("/v1/search?q=x&type=artist").absoluteString
            server.route("GET", "/v1/search", .json(#"{"items": [{"name": "a"}], "next": "\#(second)"}"#))
            server.route("GET", "/v1/search2", .json(#"{"items": [{"name": "b"}], "next": "\#(again)"}"#))
            let client = try Self.client(server)
            let search = Endpoint(.get, "search", query: [("type", "artist"), ("q", "x")], context: "$SpotifyArtist",
                                  responseKeyPath: "items")
            let (values, summary) = try await client.pages(for: search, as: JSON.self, next: .keyPath("next")).collect()
            expectEqual(values.map { $0["name"] }, ["a", "b"])
            expectEqual(server.requests.count, 2)
            #expect(summary.nextAlreadyFetched)
            expectEqual(summary.nextURL?.absoluteString, again)
        }
    }

    @Test("a Link next that is not http(s) is an error naming it; nothing is sent to it")
    func aLinkToAFile() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/artists", Self.page(["a"], next: "file:///etc/passwd"))
            let client = try Self.client(server)
            let outcome = await ClientTestSupport.failure {
                _ = try await client.pages(for: Self.artists, as: JSON.self).collect()
            }
            let error = try #require(outcome as? EndpointError)
            expectEqual(error, .invalidNextLink(target: "file:///etc/passwd"))
            #expect(error.description.hasSuffix("the Link header names 'file:///etc/passwd' as the next page, "
                + "which is not an http or https URL"), "\(error)")
            expectEqual(server.requests.count, 1)
        }
    }
}
