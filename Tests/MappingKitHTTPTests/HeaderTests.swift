import Foundation
import MappingKitHTTP
import Testing

@Suite struct HeaderTests {
    static let github: HTTPHeaders = ["Accept": "application/vnd.github.v3+json", "Authorization": "Token abc"]

    /// (default headers, endpoint headers, body, expected Content-Type, expected Accept)
    @Test(arguments: [
        ([:], [:], nil, nil, "application/json"),
        (github, [:], nil, nil, "application/vnd.github.v3+json"),
        (github, ["accept": "text/html"], nil, nil, "text/html"),
        ([:], [:], Endpoint.Body.json([:]), "application/json", "application/json"),
        ([:], ["content-type": "application/merge-patch+json"], .json([:]), "application/merge-patch+json", "application/json"),
        (["Content-Type": "text/plain"], [:], .form([]), "application/x-www-form-urlencoded", "application/json"),
        (["Content-Type": "text/plain"], [:], nil, "text/plain", "application/json"),
    ] as [(HTTPHeaders, HTTPHeaders, Endpoint.Body?, String?, String)])
    func precedence(defaults: HTTPHeaders, headers: HTTPHeaders, body: Endpoint.Body?, contentType: String?, accept: String) throws {
        let endpoint = Endpoint(.patch, "x", headers: headers, body: body)
        let request = try endpoint.urlRequest(baseURL: TestBase.api, defaultHeaders: defaults)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == contentType)
        #expect(request.value(forHTTPHeaderField: "Accept") == accept)
    }

    @Test func endpointHeadersReplaceDefaultsOfTheSameNameInAnyCase() throws {
        let endpoint = Endpoint(.get, "user", headers: ["AUTHORIZATION": "Token xyz", "X-Trace": "1"])
        let request = try endpoint.urlRequest(baseURL: TestBase.api, defaultHeaders: Self.github)
        let fields = request.allHTTPHeaderFields ?? [:]
        #expect(fields.count == 3)
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Token xyz")
        #expect(request.value(forHTTPHeaderField: "x-trace") == "1")
    }

    @Test(arguments: [
        (["application/json", "*/*+json"], "application/json"),
        (["application/json", "text/html"], "application/json, text/html"),
        (["*/*+json"], "*/*"),
        (["text/*"], "*/*"),
    ])
    func acceptFromTheAcceptableContentTypes(types: [String], accept: String) throws {
        let request = try Endpoint(.get, "x", acceptableContentTypes: types).urlRequest(baseURL: TestBase.api)
        #expect(request.value(forHTTPHeaderField: "Accept") == accept)
    }

    @Test func headersKeepOrderAndReplaceInPlace() {
        var headers: HTTPHeaders = ["A": "1", "B": "2"]
        headers["a"] = "3"
        headers["C"] = "4"
        #expect(headers.map(\.name) == ["a", "B", "C"])
        #expect(headers["A"] == "3")
        headers["b"] = nil
        #expect(headers.fields == [.init(name: "a", value: "3"), .init(name: "C", value: "4")])
    }
}
