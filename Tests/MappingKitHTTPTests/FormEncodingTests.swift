import Foundation
import MappingKitHTTP
import Testing

/// `application/x-www-form-urlencoded` per the WHATWG URL standard.
@Suite struct FormEncodingTests {
    @Test(arguments: [
        ("a b", "a+b"),
        ("a+b", "a%2Bb"),
        ("a&b=c", "a%26b%3Dc"),
        ("*-._", "*-._"),
        ("~", "%7E"),
        ("azAZ09", "azAZ09"),
        ("é", "%C3%A9"),
        ("日本", "%E6%97%A5%E6%9C%AC"),
        ("🎉", "%F0%9F%8E%89"),
        ("%41", "%2541"),
        ("a\nb\r\t", "a%0Ab%0D%09"),
        ("!'()", "%21%27%28%29"),
        ("/?#[]@", "%2F%3F%23%5B%5D%40"),
        ("\u{0}", "%00"),
        ("", ""),
    ])
    func encodesAValue(value: String, expected: String) throws {
        let request = try Endpoint(.post, "form", body: .form([("k", value)])).urlRequest(baseURL: TestBase.api)
        #expect(request.httpBody == Data(("k=" + expected).utf8))
    }

    @Test func encodesNamesTooAndKeepsOrderAndRepeats() throws {
        let pairs = [("user name", "manue"), ("pass", "p&ss=w+rd"), ("user name", "again"), ("tag[]", "x")]
        let request = try Endpoint(.post, "auth/login", body: .form(pairs)).urlRequest(baseURL: TestBase.api)
        let body = try #require(request.httpBody)
        #expect(String(decoding: body, as: UTF8.self) == "user+name=manue&pass=p%26ss%3Dw%2Brd&user+name=again&tag%5B%5D=x")
    }
}
