import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

/// `Link` header parsing (RFC 8288), as GitHub and others send it.
@Suite struct PageLinkTests {
    struct Case: Sendable, CustomStringConvertible {
        var header: String
        /// `rel list → absolute URL` per link.
        var links: [(relations: [String], url: String?)]
        var next: String?
        var description: String { header }
    }

    static let base = URL(string: "https://api.github.com/repositories/1/issues?page=1")!

    static let cases: [Case] = [
        // GitHub's shape: several links, quoted rel.
        Case(
            header: #"<https://api.github.com/repositories/1/issues?page=2>; rel="next", <https://api.github.com/repositories/1/issues?page=5>; rel="last""#,
            links: [(["next"], "https://api.github.com/repositories/1/issues?page=2"),
                    (["last"], "https://api.github.com/repositories/1/issues?page=5")],
            next: "https://api.github.com/repositories/1/issues?page=2"),
        // Unquoted rel, next not first, extra whitespace.
        Case(
            header: "<https://x.example/p?page=1>;rel=prev ,  <https://x.example/p?page=3> ;  rel=next",
            links: [(["prev"], "https://x.example/p?page=1"), (["next"], "https://x.example/p?page=3")],
            next: "https://x.example/p?page=3"),
        // Several relation types in one rel, any case.
        Case(
            header: #"<https://x.example/p?page=2>; rel="NEXT last""#,
            links: [(["next", "last"], "https://x.example/p?page=2")], next: "https://x.example/p?page=2"),
        // Commas and semicolons inside the URI and inside quoted parameters.
        Case(
            header: #"<https://x.example/p?ids=1,2;3>; title="a, b; c"; rel="next""#,
            links: [(["next"], "https://x.example/p?ids=1,2;3")], next: "https://x.example/p?ids=1,2;3"),
        // A relative target resolves against the response's URL.
        Case(
            header: #"</repositories/1/issues?page=2>; rel="next""#,
            links: [(["next"], "https://api.github.com/repositories/1/issues?page=2")],
            next: "https://api.github.com/repositories/1/issues?page=2"),
        // A repeated rel: the first one counts (RFC 8288 §3.3).
        Case(
            header: #"<https://x.example/a>; rel="prev"; rel="next""#,
            links: [(["prev"], "https://x.example/a")], next: nil),
        // Extension relation types and other parameters.
        Case(
            header: #"<https://x.example/a>; rel="https://example.org/rel/other"; type="text/html"; hreflang=en"#,
            links: [(["https://example.org/rel/other"], "https://x.example/a")], next: nil),
        // No next: last page of a listing.
        Case(
            header: #"<https://x.example/p?page=1>; rel="first", <https://x.example/p?page=2>; rel="prev""#,
            links: [(["first"], "https://x.example/p?page=1"), (["prev"], "https://x.example/p?page=2")], next: nil),
        // Broken link-values are skipped, the good ones kept.
        Case(
            header: #"garbage, <https://x.example/a; rel="next", <https://x.example/b>; rel="next""#,
            links: [], next: nil),
        Case(
            header: #"<https://x.example/a> junk; rel="next", <https://x.example/b>; rel="next""#,
            links: [(["next"], "https://x.example/b")], next: "https://x.example/b"),
        // An escaped quote in a quoted string; an unterminated quoted string.
        Case(
            header: #"<https://x.example/a>; title="say \"hi\", then"; rel=next, <https://x.example/b>; rel="next"#,
            links: [(["next"], "https://x.example/a"), (["next"], "https://x.example/b")], next: "https://x.example/a"),
        // Empty and whitespace-only headers; a link without rel.
        Case(header: "", links: [], next: nil),
        Case(header: " , ,", links: [], next: nil),
        Case(header: "<https://x.example/a>", links: [([], "https://x.example/a")], next: nil),
    ]

    @Test(arguments: cases) func parses(_ example: Case) {
        let links = PageLink.parse(example.header, relativeTo: Self.base)
        expectEqual(links.map(\.relations), example.links.map(\.relations))
        expectEqual(links.map { $0.url?.absoluteString }, example.links.map(\.url))
        expectEqual(PageLink.next(in: example.header, relativeTo: Self.base)?.absoluteString, example.next)
    }

    @Test func parametersAreKeptUnquoted() throws {
        let link = try #require(PageLink.parse(#"<https://x.example/a>; Title="a \"b\""; rel=next; rel=prev"#).first)
        expectEqual(link.parameters["title"], #"a "b""#)
        expectEqual(link.parameters["rel"], "next")
        #expect(link.has("Next"))
        expectEqual(link.target, "https://x.example/a")
    }

    @Test func noHeaderNoNext() {
        #expect(PageLink.next(in: nil) == nil)
    }

    @Test func arbitraryBytesNeverTrap() {
        var random = SplitMix64(seed: 8288)
        let alphabet = Array(#"<>;,=" \abc:/?rel=next"#.unicodeScalars)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) {
                text.unicodeScalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
            }
            _ = PageLink.parse(text, relativeTo: Self.base)
        }
    }
}
