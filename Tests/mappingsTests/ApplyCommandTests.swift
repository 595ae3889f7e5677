import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// Runs the built `mappings apply` on the package's examples and checks its
/// output and exit status (DESIGN §8).
@Suite("mappings apply")
struct ApplyCommandTests {
    static let packageRoot = ToolRunner.packageRoot

    /// Runs `mappings apply ARGUMENTS` in the package root, with `stdin` as standard input.
    static func apply(_ arguments: [String], stdin: String = "") async throws -> ToolRunner.Output {
        try await ToolRunner().run(["apply"] + arguments, stdin: stdin)
    }

    /// Removes a file made by ``temporaryFile(_:_:)`` and its folder.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apply-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    static let users = #"[{"name": "Twitter API", "screen_name": "twitterapi", "followers_count": 1212864}, {"screen_name": "twitter"}]"#

    @Test("tolerance (issue 29): a file's fallbacks are warnings, counted in the summary; warnings alone exit 0")
    func tolerance() async throws {
        let payload = #"{"statuses": [{"text": "a", "user": "ada", "created_at": "yesterday", "id_str": "1", "screen": 1}, 3]}"#
        let output = try await Self.apply(
            ["Fixtures/mappings/valid/tolerance.mappings", "--context", "$TimelineModel", "-"], stdin: payload)
        #expect(output.status == 1)
        #expect(output.stderr.contains(
            #"tolerance.mappings:12:9: warning: statuses[0].created_at: string "yesterday" is invalid (transformer 'date' failed: "#))
        #expect(output.stderr.contains("  $TimelineModel.tweets (statuses): invalidElementSkipped in 1 of 1 object\n"))
        #expect(output.stderr.contains("  $TweetModel.user (user): invalidValueIgnored in 1 of 1 object\n"))
        let clean = #"{"statuses": [{"text": "a", "user": {"name": "n"}, "created_at": "2024-01-02", "id_str": "1"}, 3]}"#
        let warned = try await Self.apply(["Fixtures/mappings/valid/tolerance.mappings", "--context", "$TimelineModel", "-"], stdin: clean)
        #expect(warned.status == 0)
        #expect(warned.stderr.hasPrefix("1 issue (0 errors, 1 warning):\n"))
        #expect(warned.json?["tweets"]?.arrayValue?.count == 1)
    }

    @Test("text: the result on stdout; one line per issue and the summary on stderr; exit 1 on error issues")
    func text() async throws {
        let output = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$UserModel", "-"], stdin: Self.users)
        #expect(output.status == 1)
        #expect(output.stdout == """
            [
              {
                "name": "Twitter API",
                "screenName": "twitterapi",
                "followers": 1212864
              },
              {
                "screenName": "twitter",
                "followers": 0
              }
            ]

            """)
        #expect(output.stderr == """
            1 issue (1 error, 0 warnings):
            Mappings/TwitterUsers.mappings:5:9: error: [1].name: missing required value for 'name' [$UserModel → [1].name]

            summary:
              $UserModel.name (name): missing in 1 of 2 objects

            """)
        // The result alone on stdout: a JSON reader (`| jq`) reads it.
        #expect(output.json?.arrayValue?.count == 2)
    }

    @Test("text: a clean payload prints 'no issues' and exits 0; stdin is read when no payload is named")
    func clean() async throws {
        let output = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$UserModel"], stdin: #"{"name": "Ada", "screen_name": "ada"}"#)
        #expect(output.status == 0)
        #expect(output.stdout == """
            {
              "name": "Ada",
              "screenName": "ada",
              "followers": 0
            }

            """)
        #expect(output.stderr == "no issues\n")
        let github = try await Self.apply(["Mappings/GitHub.mappings", "--context", "$GHEvent", "Fixtures/payloads/github-events.json"])
        #expect(github.status == 0)
        #expect(github.stdout.hasSuffix("]\n"))
        #expect(github.stderr == "no issues\n")
    }

    @Test("text: warnings do not fail the run")
    func warningsOnly() async throws {
        var tweet = try JSON(parsing: try Data(contentsOf: Self.packageRoot.appendingPathComponent("Fixtures/payloads/twitter-timeline.json")))
        tweet = tweet[0] ?? [:]
        let output = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$TweetModel", "-"], stdin: tweet.formatted())
        #expect(output.status == 0)
        #expect(output.json != nil)
        #expect(output.stderr == ("""
            1 issue (0 errors, 1 warning):
            Mappings/Twitter.mappings:19:9: warning: coordinates.coordinates: transformer 'MyTransformers.coordinate2DFromFloatArray:error:' is not registered; the value is copied as it is [$TweetModel → coordinates]

            summary:
              $TweetModel.coordinates (coordinates.coordinates): transformerUnavailable in 1 of 1 object

            """))
    }

    @Test("--format json: one object with result, issues and summary in the fixed shape; --key-path selects the envelope")
    func json() async throws {
        let output = try await Self.apply([
            "Mappings/Spotify.mappings", "--context", "$SpotifyArtist", "--key-path", "artists.items", "--format", "json",
            "Fixtures/payloads/spotify-artists.json",
        ])
        #expect(output.status == 1)
        #expect(output.stderr == "")
        let json = try #require(output.json)
        #expect(json.objectValue?.keys == ["result", "issues", "summary", "issuesOmitted", "errors", "warnings", "objects"])
        #expect(json["objects"] == ["$SpotifyArtist": 2, "$SpotifyImageRef": 3])
        #expect(json["issuesOmitted"] == 0)
        let result = try #require(json["result"]?.arrayValue)
        #expect(result.map { $0["name"] } == ["Tania Bowra", "Tania Bowra Trio"])
        #expect(result[0].objectValue?.keys == [
            "externalSpotifyUrl", "numberOfFollowers", "genres", "url", "identifier", "images", "name", "popularity", "type", "uri",
        ])
        #expect(result[0]["numberOfFollowers"] == 12)
        #expect(result[1]["images"] == [])
        let issues = try #require(json["issues"]?.arrayValue)
        #expect(issues.map { $0.objectValue?.keys ?? [] } == [["severity", "kind", "code", "sourcePath", "targetPath", "context", "location", "message"]])
        #expect(issues[0] == [
            "severity": "error", "kind": "invalidElement", "code": "elementNotObject", "sourcePath": "[1].images[0]", "targetPath": "[1].images[0]",
            "context": "$SpotifyArtist", "location": "Mappings/Spotify.mappings:11:9",
            "message": #"expected object, found string "https://i.scdn.co/image/broken-entry""#,
        ])
        let summary = try #require(json["summary"]?.arrayValue)
        #expect(summary.map { $0.objectValue?.keys ?? [] } == [["context", "entry", "keyPath", "kind", "count", "total"]])
        #expect(summary[0] == ["context": "$SpotifyArtist", "entry": "images", "keyPath": "images", "kind": "invalidElement", "count": 1, "total": 2])
    }

    @Test("--format json on a clean payload: empty issues and summary, exit 0")
    func jsonClean() async throws {
        let output = try await Self.apply(["Mappings/GitHub.mappings", "--context", "$GHUser", "--key-path", "0.actor", "--format", "json", "Fixtures/payloads/github-events.json"])
        #expect(output.status == 0)
        let json = try #require(output.json)
        #expect(json["issues"] == [])
        #expect(json["summary"] == [])
        #expect(json["result"]?["login"] == "octocat")
        #expect(json["result"]?["admin"] == false)
    }

    @Test("--object maps an array payload as one object")
    func object() async throws {
        let output = try await Self.apply([
            "Mappings/Twitter.mappings", "--context", "$TimelineModel", "--object", "--format", "json", "Fixtures/payloads/twitter-timeline.json",
        ])
        #expect(output.status == 1)
        let json = try #require(output.json)
        #expect(json["result"]?["tweets"]?.arrayValue?.map { $0["identifier"] } == [
            "240859602684612608", "239413543487819778", "238726567316586497",
        ])
        #expect(json["issues"]?.arrayValue?.map { $0["targetPath"] } == [
            "tweets[0].coordinates", "tweets[2].name", "tweets[2].message", "tweets[2].user.name",
        ])
        #expect(json["issues"]?.arrayValue?.map { $0["sourcePath"] } == [
            "[0].coordinates.coordinates", "[2].user.name", "[2].text", "[2].user.name",
        ])
        #expect(json["issues"]?.arrayValue?.map { $0["severity"] } == ["warning", "error", "error", "error"])

        let perElement = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$UserModel", "--format", "json", "-"], stdin: Self.users)
        #expect(perElement.json?["result"]?.arrayValue?.count == 2)
        let whole = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$UserModel", "--object", "--format", "json", "-"], stdin: Self.users)
        // The whole array is the one object: the entries' key paths read it
        // (a user's keys are not keys of an array), as `--object` asks.
        #expect(whole.status == 1)
        #expect(whole.json?["issues"]?.arrayValue?.map { $0["message"] } == [
            "missing required value for 'name'", "missing required value for 'screenName'",
        ])
    }

    @Test("--into populates an existing document: identity matches updated where they stand, other keys kept")
    func into() async throws {
        let existing = try Self.temporaryFile("timeline.json", """
            { "cursor": "abc", "tweets": [ { "identifier": "239413543487819778", "message": "stale", "read": true } ] }
            """)
        defer { Self.remove(existing) }
        let output = try await Self.apply([
            "Mappings/Twitter.mappings", "--context", "$TimelinePage", "--into", existing, "--format", "json", "Fixtures/payloads/twitter-timeline.json",
        ])
        #expect(output.status == 1)
        let json = try #require(output.json)
        let result = try #require(json["result"])
        #expect(result.objectValue?.keys == ["cursor", "tweets"])
        #expect(result["tweets"]?.arrayValue?.map { $0["identifier"] } == ["240859602684612608", "238726567316586497", "239413543487819778"])
        #expect(result["tweets"]?[2]?["read"] == true)
        #expect(result["tweets"]?[2]?["name"] == "Twitter API")
        #expect(json["issues"]?.arrayValue?.map { $0["targetPath"] } == [
            "tweets[0].coordinates", "tweets[1].name", "tweets[1].message", "tweets[1].user.name",
        ])
    }

    @Test("--env adds tags and versions for selectors")
    func environment() async throws {
        let mappings = try Self.temporaryFile("Users.mappings", """
            {
                "$User": {
                    "name": "name",
                    "@beta": { "name": "screen_name" },
                    "@api >= 2": { "followers": "followers_count" }
                }
            }
            """)
        defer { Self.remove(mappings) }
        let payload = #"{"name": "Twitter API", "screen_name": "twitterapi", "followers_count": 1212864}"#
        let plain = try await Self.apply([mappings, "--context", "$User", "--format", "json"], stdin: payload)
        #expect(plain.status == 0)
        #expect(plain.json?["result"] == ["name": "Twitter API"])
        let beta = try await Self.apply([mappings, "--context", "$User", "--env", "beta,api=2.1", "--format", "json"], stdin: payload)
        #expect(beta.status == 0)
        #expect(beta.json?["result"] == ["name": "twitterapi", "followers": 1_212_864])
        let old = try await Self.apply([mappings, "--context", "$User", "--env", "api=1", "--format", "json"], stdin: payload)
        #expect(old.json?["result"] == ["name": "Twitter API"])
    }

    @Test("exit 2: invalid mappings, unknown context, invalid or unreadable JSON, a key path not in the payload")
    func invalidInput() async throws {
        let broken = try Self.temporaryFile("Broken.mappings", "{\n    \"$User\": { \"name\": \"name\" \"screen\": \"screen_name\" }\n}\n")
        defer { Self.remove(broken) }
        let mappings = try await Self.apply([broken, "--context", "$User", "-"], stdin: "{}")
        #expect(mappings.status == 2)
        #expect(mappings.stdout == "")
        #expect(mappings.stderr == """
            \(broken):2:31: error: expected ',' or '}' in object
                "$User": { "name": "name" "screen": "screen_name" }
                                          ^
            note: add ',' between the members

            """)

        let context = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$TweetModle", "-"], stdin: "{}")
        #expect(context.status == 2)
        #expect(context.stderr == "error: no context named '$TweetModle'\nnote: did you mean '$TweetModel'?\n")

        let json = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$UserModel", "-"], stdin: #"{"name": "Ada",}"#)
        #expect(json.status == 2)
        #expect(json.stdout == "")
        #expect(json.stderr == """
            <stdin>:1:15: error: trailing comma is not allowed in JSON
            {"name": "Ada",}
                          ^
            note: remove the ',' before the closing bracket

            """)

        let missing = try await Self.apply(["Mappings/Twitter.mappings", "--context", "$UserModel", "Fixtures/payloads/none.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: cannot read 'Fixtures/payloads/none.json': there is no such file\nnote: check the file's name and folder\n")

        let keyPath = try await Self.apply([
            "Mappings/Spotify.mappings", "--context", "$SpotifyArtist", "--key-path", "artist.items", "Fixtures/payloads/spotify-artists.json",
        ])
        #expect(keyPath.status == 2)
        #expect(keyPath.stderr == "error: key path 'artist.items' is not in the payload: the payload is an object with no key 'artist'\nnote: did you mean 'artists'?\n")
    }

    @Test("exit 64: usage errors")
    func usage() async throws {
        let cases: [([String], String)] = [
            ([], "error: apply needs a .mappings file"),
            (["Mappings/Twitter.mappings"], "error: apply needs --context ID"),
            (["Mappings/Twitter.mappings", "--context"], "error: --context needs a value"),
            (["Mappings/Twitter.mappings", "--context", "$UserModel", "--format", "xml"], "error: --format takes text, json, github or sarif, not 'xml'"),
            (["Mappings/Twitter.mappings", "--context", "$UserModel", "--verbose"], "error: unknown option '--verbose'"),
            (["Mappings/Twitter.mappings", "--context", "$UserModel", "a.json", "b.json"], "error: unexpected argument 'b.json'"),
            (["Mappings/Twitter.mappings", "--context", "$UserModel", "--env", "api="], "error: --env takes TAG or NAME=VERSION items separated by commas, such as linux,api=2"),
        ]
        for (arguments, message) in cases {
            let output = try await Self.apply(arguments, stdin: "{}")
            #expect(output.status == 64, "\(arguments)")
            #expect(output.stdout == "", "\(arguments)")
            #expect(output.stderr.hasPrefix(message + "\n"), "\(arguments)")
        }
        let help = try await Self.apply(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: mappings apply FILE --context ID [options] [PAYLOAD|-]\n"))
    }
}

extension ToolRunner.Output {
    /// Standard output parsed as JSON (`--format json`).
    var json: JSON? { try? JSON(parsing: stdout) }
}
