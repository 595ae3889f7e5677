import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

@testable import mappings

/// The tool and the app agree on enums (issue 40, item 3): `apply` and
/// `fetch` map without the app's types, so a raw value no case has passes
/// them silently unless the file lists the values; `infer` proposes
/// `@allowedValues` for a string field whose samples hold a small set (the
/// open form for a state or kind), and the tool then reports the value the
/// app would.
@Suite("mappings infer: @allowedValues for a small set of strings")
struct InferAllowedValuesTests {
    /// The GitHub issues the recordings hold, three pages.
    static let issuesURL = "https://api.github.com/repos/octocat/Hello-World/issues?per_page=3"

    /// A tally of `values` (strings, or JSON values), as one place's.
    static func tally(_ values: [String]) -> ValueTally {
        let tally = ValueTally()
        for value in values { tally.add(.string(value)) }
        return tally
    }

    static func repeated(_ values: [String], _ times: Int) -> [String] {
        Array((0..<times).map { _ in values }.joined())
    }

    @Test("the thresholds: 2 to 10 distinct values, each 3 times on average; not one value alone")
    func thresholds() throws {
        let two = try #require(AllowedValues.proposed(for: Self.tally(["open", "closed", "open", "open", "closed", "open"]), key: "state"))
        #expect(two.values == ["open", "closed"])
        #expect(two.counts == [4, 2])
        #expect(two.open)
        // 5 values of 2: under 3 a value.
        #expect(AllowedValues.proposed(for: Self.tally(["open", "closed", "open", "closed", "open"]), key: "state") == nil)
        let ten = (0..<10).map { "v\($0)" }
        #expect(AllowedValues.proposed(for: Self.tally(Self.repeated(ten, 3)), key: "plan")?.values.count == 10)
        #expect(AllowedValues.proposed(for: Self.tally(Self.repeated(ten, 3).dropLast()), key: "plan") == nil)
        let eleven = Self.tally(Self.repeated(ten + ["v10"], 4))
        #expect(eleven.stringValues == nil)
        #expect(AllowedValues.proposed(for: eleven, key: "plan") == nil)
        #expect(AllowedValues.proposed(for: Self.tally(Self.repeated(["User"], 8)), key: "type") == nil)
    }

    @Test("not for ids, names, texts, URLs, dates, hashes or codes of open-ended lists; not beside another kind")
    func exclusions() {
        let few = Self.repeated(["octocat", "hubot"], 4)
        for key in ["login", "node_id", "user_name", "title", "lang", "currency", "created_at", "html_url", "userID"] {
            #expect(AllowedValues.proposed(for: Self.tally(few), key: key) == nil, "\(key)")
        }
        for values in [["in progress", "done"], ["https://a.example", "https://b.example"], ["2024-03-01", "2024-03-02"],
                       ["f29513", "a2eeef"], [String(repeating: "a", count: 33), "b"], ["-x", "y"], ["état", "fin"]] {
            #expect(AllowedValues.proposed(for: Self.tally(Self.repeated(values, 4)), key: "plan") == nil, "\(values)")
        }
        let mixed = Self.tally(Self.repeated(["open", "closed"], 4))
        mixed.add(JSON(3))
        #expect(AllowedValues.proposed(for: mixed, key: "state") == nil)
    }

    @Test("open for a state or kind (the key's last word), closed otherwise")
    func openWords() {
        let values = Self.repeated(["a", "b"], 3)
        for key in ["state", "status", "kind", "type", "user_role", "logLevel", "visibility"] {
            #expect(AllowedValues.proposed(for: Self.tally(values), key: key)?.open == true, "\(key)")
        }
        for key in ["plan", "tier", "color"] {
            #expect(AllowedValues.proposed(for: Self.tally(values), key: key)?.open == false, "\(key)")
        }
    }

    @Test("places that share a model add their values; the most common first, ties as first found")
    func merged() throws {
        let first = Self.tally(["closed", "open", "open"])
        first.merge(Self.tally(["closed", "merged", "open", "merged", "closed", "open"]))
        let proposed = try #require(AllowedValues.proposed(for: first, key: "state"))
        #expect(proposed.values == ["open", "closed", "merged"])
        #expect(proposed.counts == [4, 3, 2])
        let tied = Self.tally(["b", "a", "c", "a", "b", "c", "c", "b", "a"])
        #expect(AllowedValues.proposed(for: tied, key: "kind")?.values == ["b", "a", "c"])
    }

    @Test("the enum's cases: lowerCamelCase, numbered twins, a name no case takes; the samples' UNKNOWN is the default")
    func cases() {
        let allowed = AllowedValues(values: ["in_progress", "OPEN", "open", "rawValue"], counts: [3, 3, 3, 3], open: true)
        #expect(allowed.cases(optional: false).map(\.name) == ["inProgress", "open", "open2", "rawValueValue", "unknown"])
        #expect(allowed.listed(optional: false) == ["in_progress", "OPEN", "open", "rawValue", "unknown"])
        #expect(allowed.listed(optional: true) == ["in_progress", "OPEN", "open", "rawValue"])
        let known = AllowedValues(values: ["active", "UNKNOWN"], counts: [4, 2], open: true)
        #expect(known.defaultValue == "UNKNOWN")
        #expect(known.listed(optional: false) == ["active", "UNKNOWN"])
        #expect(known.cases(optional: false).map(\.name) == ["active", "unknown"])
    }

    /// `infer --url` of the GitHub recordings (three pages) into a new folder.
    static func inferIssues(_ extra: [String] = []) async throws -> (TemporaryFolder, ToolRunner.Output) {
        let folder = try TemporaryFolder()
        let output = try await ToolRunner().run(
            ["infer", "--url", issuesURL, "--all-pages", "--replay", "Fixtures/http/github-issues", "--name", "Issue",
             "--out", folder.url.path] + extra)
        return (folder, output)
    }

    @Test("infer on the GitHub recordings: state gets the open form, the Swift an enum with its unknown case")
    func githubState() async throws {
        let (folder, output) = try await Self.inferIssues()
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("""
            detected:
              $Issue.state: @allowedValues open (5 of 8), closed (3 of 8) and unknown, an open enum (State): a state or kind, \
            so apply and fetch report another value as the app does: mapped to unknown with a warning ('@onInvalid': "default") ([].state)
            """))
        let mappings = try folder.read("Issue.mappings")
        #expect(mappings.contains(
            #""state": { "@keyPath": "state", "@allowedValues": ["open", "closed", "unknown"], "@onInvalid": "default", "@defaultValue": "unknown" },"#))
        // Logins, ids, URLs, dates and texts repeat too, and get none.
        #expect(mappings.components(separatedBy: "@allowedValues").count == 2)
        let swift = try folder.read("Issue.swift")
        #expect(swift.contains("    var state: State\n"))
        #expect(swift.contains("""
                enum State: String, Codable, Sendable {
                    case `open`
                    case closed
                    case unknown
                }
            """))
        let json = try await ToolRunner().run(
            ["infer", "--url", Self.issuesURL, "--all-pages", "--replay", "Fixtures/http/github-issues", "--name", "Issue",
             "--out", folder.url.path, "--force", "--format", "json"])
        let note = try #require(json.json?["notes"]?.arrayValue?.first { $0["kind"] == "allowedValues" })
        #expect(note["entry"] == "state")
        #expect(note["open"] == true)
        #expect(note["enum"] == "State")
        #expect(note["values"] == [["value": "open", "count": 5], ["value": "closed", "count": 3]])
    }

    /// `Fixtures/http/github-issues-archived` is the first page of the
    /// recordings with issue 7's state `archived` (and no next page).
    @Test("the archived fixture is the recordings' first page with one state changed")
    func archivedFixture() throws {
        let name = "001-GET-api.github.com-repos-octocat-Hello-World-issues.json"
        let page = try JSON(parsing: Fixtures.data("http/github-issues/" + name))
        let archived = try JSON(parsing: Fixtures.data("http/github-issues-archived/" + name))
        #expect(archived["request"] == page["request"])
        let issues = try JSON(parsing: try #require(page["response"]?["body"]?.stringValue))
        let changed = try JSON(parsing: try #require(archived["response"]?["body"]?.stringValue))
        #expect(changed.arrayValue?.map { $0["state"] } == ["open", "archived", "open"])
        #expect(issues.arrayValue?.map { $0["state"] } == ["open", "open", "open"])
        #expect(changed.arrayValue?.map { $0["number"] } == issues.arrayValue?.map { $0["number"] })
        #expect(archived["response"]?["headers"]?["Link"] == nil)
    }

    @Test("without @allowedValues the tool passes an enum value with no case silently; the inferred file makes it a warning")
    func theToolReportsArchived() async throws {
        let replay = ["--replay", "Fixtures/http/github-issues-archived", Self.issuesURL]
        // The example file types state as a plain string: the body missing in issue 7 is its one problem.
        let example = try await ToolRunner().run(["fetch", "Mappings/GitHubIssues.mappings", "-c", "$GitHubIssue"] + replay)
        #expect(example.status == 1)
        #expect(example.stderr.hasPrefix("1 issue (1 error, 0 warnings):\n"))
        #expect(!example.stderr.contains("archived"))

        let (folder, inferred) = try await Self.inferIssues()
        #expect(inferred.status == 0, "\(inferred.stderr)")
        let file = folder.path("Issue.mappings")
        let fetched = try await ToolRunner().run(["fetch", file, "-c", "$Issue"] + replay)
        #expect(fetched.status == 0, "\(fetched.stderr)")
        #expect(fetched.stderr.contains(
            #"warning: [1].state: string "archived" is invalid (string "archived" is not one of '@allowedValues' ("open", "closed", "unknown")); "#
                + #"the default string "unknown" is set instead ('@onInvalid': "default") [$Issue → [1].state]"#))
        #expect(fetched.stderr.hasSuffix("summary:\n  $Issue.state (state): invalidValueReplaced in 1 of 3 objects\n"))
        let annotated = try await ToolRunner().run(["fetch", file, "-c", "$Issue", "--format", "github"] + replay)
        #expect(annotated.status == 0)
        let lines = annotated.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("::warning file=\(file),line=") == true)
        #expect(lines.first?.contains(#"title=mappings%3A invalidValueReplaced::[1].state: string "archived" is invalid"#) == true)
    }

    @Test("a closed set (plan) refuses another value with an error; an optional state leaves it out with a warning")
    func closedAndOptional() async throws {
        let folder = try TemporaryFolder()
        let plans = (0..<6).map { #"{"plan": "\#($0 % 2 == 0 ? "pro" : "free")", "status": \#($0 < 4 ? #""active""# : "null")}"# }
            + [#"{"plan": "pro", "status": "paused"}"#, #"{"plan": "free", "status": "active"}"#]
        try folder.write("users.json", "[" + plans.joined(separator: ", ") + "]")
        let output = try await ToolRunner().run(["infer", folder.path("users.json"), "--name", "Account", "--out", folder.url.path])
        #expect(output.status == 0, "\(output.stderr)")
        let mappings = try folder.read("Account.mappings")
        #expect(mappings.contains(#""plan": { "@keyPath": "plan", "@allowedValues": ["pro", "free"] },"#))
        #expect(mappings.contains(
            #""status": { "@keyPath": "status", "@optional": true, "@allowedValues": ["active", "paused"], "@onInvalid": "ignore" }"#))
        #expect(output.stdout.contains("$Account.plan: @allowedValues pro (4 of 8), free (4 of 8): a small set in the samples"))
        #expect(output.stdout.contains(
            "$Account.status: @allowedValues active (5 of 6), paused (1 of 6), an open enum (Status): a state or kind, so apply and fetch "
                + #"report another value as the app does: left out with a warning ('@onInvalid': "ignore") ([].status)"#))
        let swift = try folder.read("Account.swift")
        #expect(swift.contains("    var plan: String\n"))
        #expect(swift.contains("    var status: Status?\n"))
        #expect(swift.contains("        case active\n        case paused\n    }\n"))

        try folder.write("drift.json", #"[{"plan": "enterprise", "status": "deleted"}]"#)
        let applied = try await ToolRunner().run(["apply", folder.path("Account.mappings"), "-c", "$Account", folder.path("drift.json")])
        #expect(applied.status == 1)
        #expect(applied.stderr.contains(#"error: [0].plan: string "enterprise" is not one of '@allowedValues' ("pro", "free")"#))
        #expect(applied.stderr.contains(#"warning: [0].status: string "deleted" is invalid"#))
        #expect(applied.stderr.contains("it is ignored ('@onInvalid': \"ignore\")"))
    }
}
