import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

@testable import mappings

/// `--format github` and `--format sarif` of `check`, `apply` and `fetch`,
/// run through the built tool on files and payloads with awkward names and
/// messages (commas, colons, newlines, percent signs, non-ASCII).
@Suite("annotation formats: GitHub and SARIF")
struct AnnotationFormatTests {
    static func run(_ arguments: [String], in folder: URL? = nil) async throws -> ToolRunner.Output {
        try await ToolRunner().run(arguments, in: folder)
    }

    /// A folder holding `a, b: é.mappings`: an entry with a non-ASCII name
    /// before a misspelt keyword, so its byte and code point columns differ.
    static func awkwardFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("a, b: é.mappings", """
            { "$Person": { "@class": "Person", "nàme": { "@keyPath": "name", "@optinal": true }, "age": "age" } }

            """)
        try folder.write("people.json", #"[{"name": "Ada", "age": 36}, {"name": "x,y: 100%\nz", "age": "36\n::error::forged"}]"#)
        return folder
    }

    static func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any])
    }

    @Test("check --format github: one workflow command per problem, properties and message escaped, nothing else")
    func checkGitHub() async throws {
        let folder = try Self.awkwardFolder()
        let run = try await Self.run(["check", "--format", "github", "a, b: é.mappings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            ::error file=a%2C b%3A é.mappings,line=1,col=67,title=mappings%3A unknownKeyword::unknown keyword '@optinal' in entry 'nàme'%0Anote: did you mean '@optional'?

            """)
    }

    @Test("check --format sarif: a SARIF 2.1.0 log with the driver, a rule per code, and the result at its region")
    func checkSARIF() async throws {
        let folder = try Self.awkwardFolder()
        let run = try await Self.run(["check", "--format", "sarif", "a, b: é.mappings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "")
        let log = try Self.object(run.stdout)
        try Self.expectSARIF(log)
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = try #require(results.first)
        #expect(result["ruleId"] as? String == "unknownKeyword")
        #expect(result["level"] as? String == "error")
        #expect((result["message"] as? [String: Any])?["text"] as? String
            == "unknown keyword '@optinal' in entry 'nàme'\nnote: did you mean '@optional'?")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "a%2C%20b%3A%20%C3%A9.mappings")
        let region = try #require(location["region"] as? [String: Any])
        // Byte column 67 on a line with one two-byte 'à' before it: code point 66.
        #expect(region["startLine"] as? Int == 1)
        #expect(region["startColumn"] as? Int == 66)
    }

    @Test("apply --format github: issues at the entry's line, payload text escaped, one line per annotation; exit 1")
    func applyGitHub() async throws {
        let folder = try Self.awkwardFolder()
        try folder.write("people.mappings", #"{ "$Person": { "name": "name", "age": { "@keyPath": "age", "@allowedValues": [36, 37] } } }"#)
        let run = try await Self.run(["apply", "people.mappings", "-c", "$Person", "--format", "github", "people.json"], in: folder.url)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        // Every line is one command: the payload's newline and "::error::" cannot start another.
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(!run.stdout.contains("\n::error::forged"))
        #expect(run.stdout.contains("::error file=people.mappings,line=1,col="))
        #expect(run.stdout.contains(#"[1].age: string "36\n::error::forged" is not one of '@allowedValues' (36, 37)"#))
        #expect(run.stdout.contains("%0Apayload: people.json"))
        #expect(run.status == 1)
    }

    @Test("apply --format sarif: the payload path as a logical location and a property; nothing but the log on stdout")
    func applySARIF() async throws {
        let folder = try Self.awkwardFolder()
        try folder.write("people.mappings", #"{ "$Person": { "name": "name", "age": { "@keyPath": "age", "@allowedValues": [36, 37] } } }"#)
        let run = try await Self.run(["apply", "people.mappings", "-c", "$Person", "--format", "sarif", "people.json"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let log = try Self.object(run.stdout)
        try Self.expectSARIF(log)
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let result = try #require(results.first)
        #expect(result["level"] as? String == "error")
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "[1].age")
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["payload"] as? String == "people.json")
        #expect(properties["payloadPath"] as? String == "[1].age")
        #expect(properties["context"] as? String == "$Person")
    }

    @Test("fetch --format github: the README's replayed pages give one annotation per issue, naming the URL")
    func fetchGitHub() async throws {
        let run = try await Self.run([
            "fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue", "--all-pages", "--format", "github",
            "--replay", "Fixtures/http/github-issues", "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3",
        ])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy {
            $0.hasPrefix("::error file=Mappings/GitHubIssues.mappings,line=14,col=9,title=mappings%3A missingRequired::[")
                && $0.hasSuffix("%0Apayload: https://api.github.com/repos/octocat/Hello-World/issues?per_page=3")
        })
    }

    @Test("fetch --format github and sarif name the URL with its credentials redacted")
    func fetchRedactsTheURL() async throws {
        try await HTTPTestServer.serving { server in
            // The second user has no name: one issue, naming the payload's URL.
            server.route("GET", "/users", .json(#"[{"screen_name": "a", "name": "A"}, {"screen_name": "b"}]"#))
            var parts = try #require(URLComponents(url: server.url("/users"), resolvingAgainstBaseURL: false))
            parts.user = "me"
            parts.password = "pw"
            parts.query = "access_token=s3cr3t&page=2"
            let url = try #require(parts.url).absoluteString
            for format in ["github", "sarif"] {
                let run = try await Self.run(["fetch", "Mappings/Twitter.mappings", "-c", "$UserModel", "--format", format, url])
                #expect(run.status == 1, "\(run.stderr)")
                #expect(run.stdout.contains("access_token=<redacted>&page=2"), "\(run.stdout)")
                #expect(!run.stdout.contains("s3cr3t") && !run.stdout.contains(":pw@"))
            }
        }
    }

    @Test("a load error of apply is an annotation too; a usage error stays a usage error")
    func loadErrorAndUsage() async throws {
        let folder = try Self.awkwardFolder()
        let run = try await Self.run(["apply", "a, b: é.mappings", "-c", "$Person", "--format", "github", "people.json"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("::error file=a%2C b%3A é.mappings,line=1,col=67,title=mappings%3A unknownKeyword::"))
        let check = try await Self.run(["check", "--format", "json", "Mappings/Tweets.mappings"])
        #expect(check.status == 64)
        #expect(check.stderr.hasPrefix("error: --format takes text, github or sarif, not 'json'\n"))
        let lines = try await Self.run(["apply", "Mappings/Tweets.mappings", "-c", "$Tweet", "--lines", "--format", "sarif"])
        #expect(lines.status == 64)
        #expect(lines.stderr.hasPrefix("error: --lines and --format sarif cannot be used together\n"))
    }

    @Test("GitHub's escaping: %, CR and LF in messages; also : and , in properties")
    func gitHubEscaping() {
        #expect(AnnotationLog.escapedData("100%\r\nnext: a, b") == "100%25%0D%0Anext: a, b")
        #expect(AnnotationLog.escapedProperty("100%\r\nnext: a, b") == "100%25%0D%0Anext%3A a%2C b")
    }

    @Test("SARIF URIs: relative paths percent-encoded, absolute ones as file URIs")
    func uriReferences() {
        #expect(AnnotationLog.uriReference("Mappings/a b.mappings") == "Mappings/a%20b.mappings")
        #expect(AnnotationLog.uriReference("c:d/é#1?.mappings") == "c%3Ad/%C3%A9%231%3F.mappings")
        #expect(AnnotationLog.uriReference("/tmp/x.mappings") == "file:///tmp/x.mappings")
    }

    /// What the SARIF 2.1.0 schema requires of a log, and what code
    /// scanning reads: the version, one run, the driver named `mappings`
    /// with its version and unique rule ids (one per stable code), and for
    /// each result a rule id that names a rule at its `ruleIndex`, a level
    /// of the schema's enumeration, a message text, and regions that start
    /// at line and column 1 or later.
    static func expectSARIF(_ log: [String: Any]) throws {
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "mappings")
        #expect(driver["version"] as? String == MappingsTool.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count)
        #expect(Set(ids).count == ids.count)
        let codes = Diagnostic.Code.summaries.map(\.code.rawValue) + ValidationIssue.Code.allCases.map(\.rawValue)
        #expect(Set(codes).isSubset(of: Set(ids)))
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == id)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            for location in result["locations"] as? [[String: Any]] ?? [] {
                guard let physical = location["physicalLocation"] as? [String: Any] else { continue }
                let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
                #expect(URL(string: uri) != nil)
                let region = try #require(physical["region"] as? [String: Any])
                #expect((region["startLine"] as? Int ?? 0) >= 1)
                #expect((region["startColumn"] as? Int ?? 0) >= 1)
            }
        }
    }
}
