import Foundation
import MappingKitHTTP
import MappingKitTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A recording holds no secret: credential headers of the request and of
/// the response, a password in a URL, a credential query parameter (also
/// inside a `Link` header and a body) are `<redacted>`, and replay matches
/// a redacted value whatever it is. Replay reads only regular files inside
/// its folder, refusing the others without opening them, and quotes nothing
/// of a file that is not a recording. No message quotes a secret.
@Suite struct RecordingSecretsTests {
    /// Every secret the server and the client exchange below.
    static let secrets = [
        "URLPASSWORD", "QUERYSECRET", "TEAMPASS", "REQUESTSECRET", "COOKIESECRET", "RESPONSEAUTH", "AUTHTOKENSECRET",
        "SUBJECTSECRET", "CUSTOMSECRET", "BODYQUERYSECRET",
    ]

    static func files(_ folder: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted()
    }

    static func text(_ folder: TemporaryFolder) throws -> String {
        try files(folder).map { String(decoding: try Data(contentsOf: folder.url.appendingPathComponent($0)), as: UTF8.self) }
            .joined(separator: "\n")
    }

    /// Two pages, each answering with credential headers; page 1's `Link`
    /// and body name page 2 with the query's secrets.
    static func serve(_ server: HTTPTestServer) {
        let origin = server.baseURL.absoluteString
        server.route("GET", "/v1/items") { request in
            let page = request.queryItems.first { $0.name == "page" }?.value ?? "1"
            let next = origin + "/v1/items?api_key=QUERYSECRET&team_pass=TEAMPASS&page=2"
            let body = page == "1"
                ? #"[{"name": "a", "next": "\#(origin)/v1/items?api_key=BODYQUERYSECRET"}]"#
                : #"[{"name": "b"}]"#
            return .json(body, headers: [
                ("Set-Cookie", "session=COOKIESECRET; HttpOnly"), ("Authorization", "Bearer RESPONSEAUTH"),
                ("X-Auth-Token", "AUTHTOKENSECRET"), ("X-Subject-Token", "SUBJECTSECRET"), ("X-Custom", "CUSTOMSECRET"),
                ("X-Request-Id", "r-\(page)"),
            ] + (page == "1" ? [("Link", "<\(next)>; rel=\"next\"")] : []))
        }
    }

    static func base(_ server: HTTPTestServer, password: String, key: String, pass: String) throws -> URL {
        try #require(URL(string: "http://user:\(password)@127.0.0.\(server.host):\(server.port)/v1/items?api_key=\(key)&team_pass=\(pass)"))
    }

    @Test("credential headers both ways, URL passwords and credential query parameters are redacted; replay matches them whatever they are")
    func nothingSecretIsRecorded() async throws {
        let folder = try TemporaryFolder()
        let server = try HTTPTestServer()
        do {
            defer { server.stop() }
            Self.serve(server)
            let recorder = RecordingTransport(
                wrapping: URLSessionTransport(), directory: folder.url,
                redacting: RedirectPolicy.defaultCredentialHeaders + ["X-Custom", "team_pass"])
            let client = EndpointClient(
                baseURL: try Self.base(server, password: "URLPASSWORD", key: "QUERYSECRET", pass: "TEAMPASS"),
                catalog: try ClientTestSupport.catalog(), defaultHeaders: ["Authorization": "token REQUESTSECRET"],
                timeout: ClientTestSupport.patience, transport: recorder)
            let (values, _) = try await client.pages(for: Endpoint(.get, "", context: "$SpotifyArtist"), as: JSON.self).collect()
            expectEqual(values.map { $0["name"] }, ["a", "b"])
            expectEqual(server.requests.count, 2)
        }
        expectEqual(Self.files(folder).count, 2)
        let text = try Self.text(folder)
        for secret in Self.secrets { #expect(!text.contains(secret), "\(secret) was recorded:\n\(text)") }
        let first = try JSON(parsing: Data(contentsOf: folder.url.appendingPathComponent(Self.files(folder)[0])))
        let headers = try #require(first["response"]?["headers"])
        for name in ["Set-Cookie", "Authorization", "X-Auth-Token", "X-Subject-Token", "X-Custom"] {
            expectEqual(headers[name], "<redacted>", "\(name)")
        }
        expectEqual(headers["X-Request-Id"], "r-1")
        #expect(headers["Link"]?.stringValue?.contains("api_key=%3Credacted%3E&team_pass=%3Credacted%3E&page=2") == true, "\(headers)")
        let url = try #require(first["request"]?["url"]?.stringValue)
        #expect(url.hasPrefix("http://user:<redacted>@127.0.0.1:"), "\(url)")
        #expect(url.hasSuffix("/v1/items?api_key=<redacted>&team_pass=<redacted>"), "\(url)")
        #expect(first["response"]?["body"]?.stringValue?.contains("api_key=%3Credacted%3E") == true)

        // Other secrets in the same places match the redacted recordings.
        let replay = try ReplayTransport(directory: folder.url)
        let client = EndpointClient(
            baseURL: try Self.base(server, password: "other", key: "another", pass: "more"), catalog: try ClientTestSupport.catalog(),
            timeout: ClientTestSupport.patience, transport: replay)
        let replayed = try await client.pages(for: Endpoint(.get, "", context: "$SpotifyArtist"), as: JSON.self).collect()
        expectEqual(replayed.values.map { $0["name"] }, ["a", "b"])
    }

    @Test("an unmatched request's message shows neither its password nor its credential parameters")
    func unmatchedRequestsAreRedactedInMessages() async throws {
        let recorded = try #require(URL(string: "https://api.example.com/v1/items?api_key=<redacted>"))
        let replay = ReplayTransport(exchanges: [
            HTTPExchange(request: .init(method: "GET", url: recorded), response: .init(status: 200, body: Data("[]".utf8))),
        ])
        let sent = try #require(URL(string: "https://user:URLPASSWORD@api.example.com/v1/other?api_key=QUERYSECRET"))
        let outcome = await ClientTestSupport.failure { _ = try await replay.send(URLRequest(url: sent)) }
        let error = try #require(outcome as? EndpointError)
        #expect(!error.description.contains("URLPASSWORD") && !error.description.contains("QUERYSECRET"), "\(error)")
        #expect(error.description.contains("GET https://user:<redacted>@api.example.com/v1/other?api_key=<redacted>"), "\(error)")
    }

    @Test("a URL's password is in no error and no event")
    func urlPasswordsAreNotShown() async throws {
        let port = try HTTPTestServer.closedPort()
        let events = Locked<[String]>([])
        let client = EndpointClient(
            baseURL: try #require(URL(string: "http://user:URLPASSWORD@127.0.0.1:\(port)/v1")), catalog: try ClientTestSupport.catalog(),
            timeout: ClientTestSupport.patience, onEvent: { event in events.withLock { $0.append(event.description) } })
        let outcome = await ClientTestSupport.failure { _ = try await client.send(Endpoint(.get, "items")) }
        let error = try #require(outcome as? EndpointError)
        #expect(!error.description.contains("URLPASSWORD"), "\(error)")
        #expect(error.description.hasPrefix("GET http://user:<redacted>@127.0.0.1:\(port)/v1/items: "), "\(error)")
        let logged = events.withLock { $0 }
        #expect(!logged.isEmpty && logged.allSatisfy { !$0.contains("URLPASSWORD") }, "\(logged)")
    }

    @Test("a recording folder that cannot be made: the error says which and why, with no Foundation code")
    func anUnwritableFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write("file", "x")
        let recorder = RecordingTransport(wrapping: URLSessionTransport(), directory: folder.url.appendingPathComponent("file/sub"))
        let outcome = await ClientTestSupport.failure {
            _ = try await recorder.send(URLRequest(url: try #require(URL(string: "http://127.0.0.1:1/"))))
        }
        let error = try #require(outcome as? EndpointError)
        expectEqual(error.description, "cannot create the folder \(folder.url.path)/file/sub for the recordings: "
            + "\(folder.url.path)/file is a file, not a folder; choose another folder")
        #expect(error.isRecordingError)
    }

    @Test("redaction: passwords and credential parameters anywhere in a text, once (a marker is one piece)")
    func redactingText() {
        let redactor = Redactor(policy: RedirectPolicy(credentialHeaders: ["team_pass"]))
        let cases = [
            ("https://me:pw@h.example/p?api_key=abc&page=2", "https://me:<redacted>@h.example/p?api_key=<redacted>&page=2"),
            ("<https://h/x?access_token=t1&team_pass=p>; rel=\"next\"", "<https://h/x?access_token=<redacted>&team_pass=<redacted>>; rel=\"next\""),
            (#"{"next": "https:\/\/u:p@h\/x?key=K&sig=S&X-Amz-Signature=Z"}"#,
             #"{"next": "https:\/\/u:<redacted>@h\/x?key=<redacted>&sig=<redacted>&X-Amz-Signature=<redacted>"}"#),
            ("?page=2&per_page=3", "?page=2&per_page=3"),
            // Found by the fuzzer: the marker's '>' ended the value, which was redacted again.
            ("https://me:<redacted>@h/p?api_key=<redacted>&page=2", "https://me:<redacted>@h/p?api_key=<redacted>&page=2"),
        ]
        for (text, expected) in cases {
            expectEqual(redactor.text(text), expected)
            expectEqual(redactor.text(redactor.text(text)), expected)
        }
        expectEqual(redactor.text("?token=a%3Credacted%3E", marker: "%3Credacted%3E"), "?token=%3Credacted%3E")
    }

    // MARK: Replay folders

    static func replay(_ folder: TemporaryFolder) -> String {
        do {
            _ = try ReplayTransport(directory: folder.url)
            return "read"
        } catch {
            return error.description
        }
    }

    static let recording = """
        {"recording": 1, "request": {"method": "GET", "url": "https://api.example.com/v1/posts/17"},
         "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "{}"}}
        """

    @Test("a FIFO is refused at once, without being opened")
    func aFIFO() throws {
        let folder = try TemporaryFolder()
        try folder.makeFIFO("001.json")
        expectEqual(Self.replay(folder), "the recording \(folder.url.path)/001.json is a FIFO (named pipe), not a regular file; "
            + "a recording is a regular file in the folder")
    }

    @Test("a link to /dev/zero, and a link to a token file outside the folder, are refused without being read")
    func linksLeavingTheFolder() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("recordings")
        try folder.write("token", "ghp_TOKENSECRET1234567890abcdefXYZ\n")
        let recordings = try TemporaryFolder()
        try recordings.link("001.json", to: "/dev/zero")
        expectEqual(Self.replay(recordings), "the recording \(recordings.url.path)/001.json is a symbolic link that leads "
            + "out of its folder; a recording is a regular file in the folder")
        let tokens = try TemporaryFolder()
        try tokens.link("001.json", to: folder.path("token"))
        let message = Self.replay(tokens)
        #expect(!message.contains("ghp_"), "\(message)")
        expectEqual(message, "the recording \(tokens.url.path)/001.json is a symbolic link that leads out of its folder; "
            + "a recording is a regular file in the folder")
    }

    @Test("a link to a recording inside the folder is read")
    func aLinkInside() throws {
        let folder = try TemporaryFolder()
        try folder.write("kept/real.txt", Self.recording)
        try folder.link("001.json", to: "kept/real.txt")
        let replay = try ReplayTransport(directory: folder.url)
        expectEqual(replay.exchanges.count, 1)
    }

    @Test("a file that is not JSON: the message says where it stops, quoting none of it")
    func aFileThatIsNotJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("001.json", "ghp_TOKENSECRET1234567890abcdefXYZ\n")
        let message = Self.replay(folder)
        #expect(!message.contains("ghp_"), "\(message)")
        expectEqual(message, "the recording \(folder.url.path)/001.json is not valid JSON at line 1, column 1: "
            + "text that is not a JSON value; fix it, or record it again")
    }

    @Test("a folder that is a device: it is not a folder")
    func aDeviceAsTheFolder() throws {
        do {
            _ = try ReplayTransport(directory: URL(fileURLWithPath: "/dev/zero"))
            Issue.record("/dev/zero was read")
        } catch {
            expectEqual(error.description, "cannot read the recordings at /dev/zero: it is a character device, not a folder; "
                + "name the folder the recordings are in")
        }
    }
}
