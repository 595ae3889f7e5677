import Foundation

/// The real APIs' flows the examples of `Mappings/` describe, served from
/// the fixtures: GitHub's issues over `Link` pages and a renamed repository,
/// Spotify's search with `artists.next`, Raccoon's login, Polymer's
/// `posts/:identifier`.
///
/// Every URL a response names (a `Link` header, a `next` in the body, a
/// `Location`) starts with `origin`: this server unless told, the real API
/// (`https://api.github.com`) when the flow is recorded for `Fixtures/http/`
/// through a transport that sends the real API's URLs here.
///
/// ```swift
/// server.serveGitHubIssues()                      // Link: <http://127.0.0.1:PORT/repos/…&page=2>
/// server.serveGitHubIssues(origin: "https://api.github.com")
/// ```
extension HTTPTestServer {
    /// GitHub's issues list for octocat/Hello-World.
    package static let githubIssuesPath = "/repos/octocat/Hello-World/issues"

    /// GitHub's issues list in pages of 3 (the fixtures' 3, 3 and 2 issues,
    /// repeated past 3 pages), each naming the next, the last, and (after
    /// the first) the first and previous pages in its `Link` header, as
    /// GitHub does; page `failing` answers a 500 instead.
    package func serveGitHubIssues(pages: Int = 3, failing: Int? = nil, origin: String? = nil) {
        let origin = origin ?? baseURL.absoluteString
        let path = Self.githubIssuesPath
        route("GET", path) { request in
            let page = request.queryItems.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
            if page == failing { return .json(#"{"message": "Server Error"}"#, status: 500) }
            let link = { (number: Int) in "\(origin)\(path)?per_page=3&page=\(number)" }
            var links: [String] = []
            if page < pages { links.append("<\(link(page + 1))>; rel=\"next\"") }
            links.append("<\(link(pages))>; rel=\"last\"")
            if page > 1 { links += ["<\(link(1))>; rel=\"first\"", "<\(link(page - 1))>; rel=\"prev\""] }
            var response = HTTPTestResponse.fixture("http/pages/github-issues-page\((page - 1) % 3 + 1).json")
            response.headers.append(("Link", links.joined(separator: ", ")))
            return response
        }
    }

    /// GitHub's answer for a renamed repository: its old name's issues
    /// answer `301` to the repository's id-based URL, which answers the
    /// first page of issues (one page).
    package func serveRenamedRepository(origin: String? = nil) {
        let origin = origin ?? baseURL.absoluteString
        route("GET", "/repos/octocat/Old-Name/issues", .redirect(to: origin + "/repositories/1296269/issues", status: 301))
        route("GET", "/repositories/1296269/issues", .fixture("http/pages/github-issues-page1.json"))
    }

    /// Spotify's search for "tania bowra" in two pages of artists; the first
    /// names the second at `artists.next`, the second has `null` there.
    package func serveSpotifySearch(origin: String? = nil) {
        let origin = origin ?? baseURL.absoluteString
        route("GET", "/v1/search") { request in
            let offset = request.queryItems.first { $0.name == "offset" }?.value ?? "0"
            let file = offset == "2" ? "spotify-search-page2.json" : "spotify-search-page1.json"
            guard let data = try? Fixtures.data("http/pages/" + file) else { return .json("{}", status: 500) }
            return .json(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "http://SERVER", with: origin))
        }
    }

    /// Raccoon's login (`POST /auth/login` with `{"user", "pass"}`: the
    /// token and the user; a wrong password is a `401`) and its user list
    /// (`GET /users`, the pagination at the root).
    package func serveRaccoon() {
        route("POST", "/auth/login") { request in
            guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: String],
                body["user"] == "manue", body["pass"] == "my_pass"
            else { return .error(status: 401, code: "bad_credentials", message: "wrong user or password") }
            return .fixture("http/seeds/raccoon-login.json")
        }
        route("GET", "/users", .fixture("http/seeds/raccoon-users.json"))
    }

    /// Polymer's `posts/:identifier` under `/v1`: post 17 read (`GET`),
    /// updated (`PUT` answers the post as sent back) and deleted (`DELETE`
    /// answers `204` with no body).
    package func servePolymerPosts() {
        let post = #"{"id": 17, "title": "Seventeen", "meta": {"published": true, "score": 4.5}}"#
        route("GET", "/v1/posts/17", .json(post))
        route("PUT", "/v1/posts/17") { request in
            .json(String(decoding: request.body, as: UTF8.self))
        }
        route("DELETE", "/v1/posts/17", HTTPTestResponse(status: 204))
    }
}
