import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A header field that would split the request (a line break in its value,
/// a name that is not a token) is refused before anything is sent, from the
/// endpoint, the client's defaults or the `prepare` hook, with a message
/// that names the field and never shows its value; a transport error shows
/// no bare Foundation code.
@Suite struct HeaderFieldTests {
    @Test("a value with CR, LF or another control character is refused, its value not shown",
          arguments: ["a\r\nX-Admin: 1", "a\nX-Admin: 1", "a\rX-Admin: 1", "a\u{0}X-Admin: 1"])
    func lineBreaksInValues(value: String) throws {
        let endpoint = Endpoint(.get, "me", headers: ["X-Note": value])
        do {
            _ = try endpoint.urlRequest(baseURL: TestBase.api)
            Issue.record("a header with a line break was built")
        } catch {
            expectEqual(error, .invalidHeaderField(name: "X-Note", inName: false))
            #expect(!error.description.contains("X-Admin"), "\(error)")
            expectEqual(error.description, "GET https://api.example.com/v1/me: the header 'X-Note' has a line break (CR or LF) "
                + "or another control character in its value, which would end the header there and send the rest as other "
                + "headers; remove it from the value")
        }
        let tab = try Endpoint(.get, "me", headers: ["X-Note": "a\tb"]).urlRequest(baseURL: TestBase.api)
        expectEqual(tab.value(forHTTPHeaderField: "X-Note"), "a\tb")
    }

    @Test("a name that is not a token is refused")
    func badNames() throws {
        for name in ["X Note", "X-Note:", "", "X\r\nEvil"] {
            #expect(throws: EndpointError.invalidHeaderField(name: name, inName: true)) {
                _ = try Endpoint(.get, "me", headers: [name: "v"]).urlRequest(baseURL: TestBase.api)
            }
        }
    }

    @Test("from the client's defaults or the prepare hook: never sent")
    func throughTheClient() async throws {
        try await HTTPTestServer.serving { server in
            server.route("GET", "/v1/me", .json("{}"))
            let defaults = EndpointClient(
                baseURL: server.url("/v1"), catalog: try ClientTestSupport.catalog(), defaultHeaders: ["X-Note": "a\r\nX-Admin: 1"], timeout: ClientTestSupport.patience)
            var outcome = await ClientTestSupport.failure { _ = try await defaults.send(Endpoint(.get, "me")) }
            expectEqual(outcome as? EndpointError, .invalidHeaderField(name: "X-Note", inName: false))
            let prepared = try ClientTestSupport.client(server.url("/v1"), authorizingWith: "Bearer a\nX-Admin: 1")
            #expect(server.requests.isEmpty)
            // FoundationNetworking's URLRequest drops such a value itself; where it does not, the client refuses it.
            outcome = await ClientTestSupport.failure { _ = try await prepared.send(Endpoint(.get, "me")) }
            if let error = outcome as? EndpointError {
                expectEqual(error, .invalidHeaderField(name: "Authorization", inName: false))
            }
            #expect(server.requests.allSatisfy { $0.header("X-Admin") == nil && $0.header("Authorization") == nil })
        }
    }

    @Test("a transport error the system leaves as a bare code is said in words")
    func transportErrorsInWords() {
        for code in [URLError.Code.badServerResponse, .networkConnectionLost, .badURL, .secureConnectionFailed] {
            let error = EndpointError.transport(URLError(code))
            #expect(!error.message.contains("Domain error") && !error.message.contains("could not be completed"), "\(error)")
            #expect(error.message.hasPrefix("the request failed (URLError \(code.rawValue)): "), "\(error)")
        }
    }
}
