import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings report drift`: the fixture summaries of `Fixtures/drift/`
/// (``DriftFixtureSummaries``) merged and listed in every format, the
/// outputs compared with those kept in `Fixtures/drift/expected/`
/// (`RECORD_FIXTURES=1` writes them again).
@Suite("mappings report drift")
struct ReportDriftTests {
    static let devices = ["Fixtures/drift/baseline.json", "Fixtures/drift/device-a.json", "Fixtures/drift/device-b.json"]

    func run(_ arguments: [String], stdin: String = "") async throws -> ToolRunner.Output {
        try await ToolRunner().run(["report", "drift"] + arguments, stdin: stdin)
    }

    @Test("the fixture summaries are what DriftMonitor writes for the fixture payloads today")
    func fixtureSummaries() throws {
        for (name, json) in try DriftFixtureSummaries.files() {
            if let expected = try Fixtures.expected("drift/" + name, actual: json) {
                #expect(json == expected, "Fixtures/drift/\(name): run RECORD_FIXTURES=1 swift test --filter ReportDriftTests")
            }
        }
    }

    @Test("text, json, github and sarif of three devices' summaries: the kept outputs, exit 1", arguments: ["text", "json", "github", "sarif"])
    func formats(format: String) async throws {
        let run = try await run(Self.devices + ["--format", format])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr == "")
        if let expected = try Fixtures.expected("drift/expected/devices.\(format)", actual: run.stdout) {
            #expect(run.stdout == expected)
        }
    }

    @Test("sorted by payload share, then object share, then count; numbers add up over windows and devices")
    func order() async throws {
        let run = try await run(Self.devices + ["--format", "json"])
        let json = try #require(try? JSON(parsing: run.stdout))
        let rows = try #require(json["fingerprints"]?.arrayValue)
        #expect(rows.count >= 5)
        let keys = rows.map { ($0["payloadShare"]?.doubleValue ?? -1, $0["objectShare"]?.doubleValue ?? -1, $0["count"]?.intValue ?? -1) }
        for (a, b) in zip(keys, keys.dropFirst()) {
            #expect(a.0 > b.0 || (a.0 == b.0 && (a.1 > b.1 || (a.1 == b.1 && a.2 >= b.2))), "\(a) before \(b)")
        }
        #expect(json["windows"]?.arrayValue?.count == 5)
        for row in rows {
            let perWindow = row["windows"]?.arrayValue?.compactMap(\.intValue) ?? []
            #expect(perWindow.count == 5)
            #expect(perWindow.reduce(0, +) == row["count"]?.intValue, "\(row)")
        }
        let shape = try #require(rows.first { $0["kind"] == "shape" })
        #expect(shape["code"] == "expectedArray")
        #expect(shape["payloads"] == 3)
        #expect(shape["source"] == "GET api.github.com/repos/:owner/:repo/issues")
        let login = try #require(rows.first { $0["path"] == "[*].user.login" })
        #expect(login["file"] == "Mappings/GitHub.mappings")
        #expect(login["firstSeen"] == "2026-12-01T10:00:00Z")
        // The same file twice: its windows count once.
        let twice = try await self.run(Self.devices + [Self.devices[1], "--format", "json"])
        #expect(twice.stdout == run.stdout)
    }

    @Test("--since DATE lists the fingerprints first seen at or after it; --new-since FILE those absent from FILE")
    func newSince() async throws {
        let all = try #require(try? JSON(parsing: try await run(Self.devices + ["--format", "json"]).stdout))
        let since = try await run(Self.devices + ["--since", "2026-12-01", "--format", "json"])
        #expect(since.status == 1)
        let sinceJSON = try #require(try? JSON(parsing: since.stdout))
        let listed = try #require(sinceJSON["fingerprints"]?.arrayValue)
        #expect(!listed.isEmpty)
        #expect(listed.allSatisfy { ($0["firstSeen"]?.stringValue ?? "") >= "2026-12-01T00:00:00Z" })
        let expectedCount = all["fingerprints"]?.arrayValue?.filter { ($0["firstSeen"]?.stringValue ?? "") >= "2026-12-01T00:00:00Z" }.count
        #expect(listed.count == expectedCount)
        #expect(sinceJSON["since"] == "2026-12-01T00:00:00Z")
        let text = try await run(Self.devices + ["--since", "2026-12-01T00:00:00+00:00"])
        if let expected = try Fixtures.expected("drift/expected/since.text", actual: text.stdout) {
            #expect(text.stdout == expected)
        }

        let newer = try await run(
            ["Fixtures/drift/device-a.json", "Fixtures/drift/device-b.json", "--new-since", "Fixtures/drift/baseline.json", "--format", "json"])
        #expect(newer.status == 1)
        let baseline = try await run(["Fixtures/drift/baseline.json", "--format", "json"])
        let old = Set((try JSON(parsing: baseline.stdout))["fingerprints"]?.arrayValue?.map { "\($0["path"] ?? nil) \($0["code"] ?? nil)" } ?? [])
        let new = try JSON(parsing: newer.stdout)["fingerprints"]?.arrayValue ?? []
        #expect(!new.isEmpty)
        #expect(new.allSatisfy { !old.contains("\($0["path"] ?? nil) \($0["code"] ?? nil)") })
        #expect(new.contains { $0["path"] == "[*].user.login" } && new.contains { $0["kind"] == "shape" })
        // Nothing is new against itself: exit 0.
        let none = try await run(["Fixtures/drift/baseline.json", "--new-since", "Fixtures/drift/baseline.json"])
        #expect(none.status == 0)
        #expect(none.stdout.hasPrefix("no fingerprint of "))
        let future = try await run(Self.devices + ["--since", "2030-01-01"])
        #expect(future.status == 0)
    }

    @Test("a file that cannot be read, is not JSON, is a validation report or not a summary: exit 2, located, the fix said")
    func refusals() async throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.json", "{\"windows\": [")
        try folder.write("wrong.json", #"{"windows": [{"id": 3}]}"#)
        try folder.write("array.json", "[1]")
        let missing = try await run([folder.path("nowhere.json")])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: cannot read '\(folder.path("nowhere.json"))': "))
        let broken = try await run([folder.path("broken.json")])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("\(folder.path("broken.json")):1:"))
        let wrong = try await run([folder.path("wrong.json")])
        #expect(wrong.status == 2)
        #expect(wrong.stderr == """
            error: '\(folder.path("wrong.json"))' is not a drift summary: its windows[0].id is not a string
            note: give report drift the files apply or fetch --drift FILE, DriftMonitor.write(to:) or report merge wrote

            """)
        let array = try await run([folder.path("array.json")])
        #expect(array.status == 2)
        #expect(array.stderr.contains("not a drift summary: "))
        let report = try await run(["Fixtures/reports/twitter-broken.report.json"])
        #expect(report.status == 2)
        #expect(report.stderr.hasPrefix("error: Fixtures/reports/twitter-broken.report.json: a validation report, not a drift summary"))
        #expect(report.stderr.contains("note: map the payloads with 'mappings apply … --drift FILE'"))
        let baseline = try await run(Self.devices + ["--new-since", folder.path("wrong.json")])
        #expect(baseline.status == 2)
        #expect(baseline.stdout == "")

        let date = try await run(Self.devices + ["--since", "yesterday"])
        #expect(date.status == 64)
        #expect(date.stderr.hasPrefix("error: --since takes an ISO 8601 date or date-time, not 'yesterday'\nnote: write a date, --since 2026-12-01"))
        let format = try await run(Self.devices + ["--format", "pdf"])
        #expect(format.status == 64)
        #expect(format.stderr.hasPrefix("error: --format takes text, json, github, sarif or html, not 'pdf'"))
        let noFile = try await run([])
        #expect(noFile.status == 64)
        #expect(noFile.stderr.hasPrefix("error: report drift needs at least one drift summary file"))
        let verb = try await ToolRunner().run(["report", "drfit"])
        #expect(verb.stderr.hasPrefix("error: unknown report verb 'drfit': the verbs are merge and drift"))
        let help = try await ToolRunner().run(["report", "drift", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--new-since FILE"))
    }

    @Test("standard output that cannot be written: exit 74, said on standard error")
    func outputFailed() async throws {
        let run = try await ToolRunner().shell("\"$MAPPINGS\" report drift Fixtures/drift/capped.json --format html > /dev/full")
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix("error: cannot write standard output: "))
    }

    @Test("no window, or none with an issue: 'no fingerprint', exit 0; standard input read as '-'")
    func empty() async throws {
        let run = try await run(["-"], stdin: #"{"windows": []}"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "no fingerprint in 0 windows, 0 sources, 0 payloads\n")
        let html = try await self.run(["-", "--format", "html"], stdin: #"{"windows": []}"#)
        #expect(html.status == 0)
        #expect(html.stdout.contains("No fingerprint."))
    }

    @Test("a window past its cap: the cap and the 'other' bucket said in text, as a note in annotations")
    func cap() async throws {
        let text = try await run(["Fixtures/drift/capped.json"])
        #expect(text.status == 1)
        #expect(text.stdout.contains("\nnote: the fingerprint cap (2) was reached in 1 of 1 windows: "))
        #expect(text.stdout.contains(" are counted in 'other', without a fingerprint\n"))
        let json = try JSON(parsing: try await run(["Fixtures/drift/capped.json", "--format", "json"]).stdout)
        #expect(json["capReached"] == true)
        #expect((json["other"]?["issues"]?.intValue ?? 0) > 0)
        #expect(json["fingerprints"]?.arrayValue?.count == 2)
        let github = try await run(["Fixtures/drift/capped.json", "--format", "github"])
        #expect(github.stdout.contains("::notice title=mappings%3A driftCapReached::the fingerprint cap (2) was reached"))
    }

    @Test("hostile texts of a summary (<script>, quotes, &, terminal escapes) are escaped in text, github and html")
    func hostile() async throws {
        let text = try await run(["Fixtures/drift/hostile.json"])
        #expect(text.status == 1)
        #expect(!text.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(text.stdout.contains(#"x\u001b[31m"#))
        #expect(text.stdout.contains(#"evil\u001b]0;title\u0007"#))
        let github = try await run(["Fixtures/drift/hostile.json", "--format", "github"])
        #expect(!github.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(github.stdout.split(separator: "\n").count == 1)

        let html = try await run(["Fixtures/drift/hostile.json", "--format", "html"])
        #expect(html.status == 1)
        let page = html.stdout
        #expect(!page.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(!page.contains("<script>alert") && !page.contains("<img") && !page.contains("</script>\""))
        #expect(page.contains("$Evil&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;img src=x onerror=alert(2)&gt;"))
        #expect(page.contains(#"alert(&#39;key&#39;)&lt;/script&gt;\&quot;&amp;&quot;]"#))
        // Two script elements: the data and the page's own; the data holds no '<'.
        #expect(page.components(separatedBy: "<script").count == 3)
        let data = try #require(Self.dataScript(page))
        #expect(!data.contains("<"))
        let parsed = try JSON(parsing: data)
        #expect(parsed["fingerprints"]?[0]?["context"] == "$Evil<script>alert(1)</script>")
    }

    @Test("html: one row per fingerprint, its data attributes and sparkline the JSON's numbers; no external reference")
    func html() async throws {
        let page = try await run(Self.devices + ["--format", "html"]).stdout
        let json = try JSON(parsing: try await run(Self.devices + ["--format", "json"]).stdout)
        let data = try JSON(parsing: try #require(Self.dataScript(page)))
        #expect(data == json)
        let rows = page.components(separatedBy: "\n").filter { $0.hasPrefix("<tr data-count=") }
        let fingerprints = try #require(json["fingerprints"]?.arrayValue)
        #expect(rows.count == fingerprints.count)
        for (row, fingerprint) in zip(rows, fingerprints) {
            #expect(row.contains("data-count=\"\(fingerprint["count"]?.intValue ?? -1)\""))
            #expect(row.contains("data-payloads=\"\(fingerprint["payloads"]?.intValue ?? -1)\""))
            #expect(row.contains("data-payload-share=\"\((fingerprint["payloadShare"] ?? .null).formatted())\""))
            let windows = fingerprint["windows"]?.arrayValue?.compactMap(\.intValue).map(String.init).joined(separator: " ") ?? ""
            #expect(row.contains("data-windows=\"\(windows)\"") && row.contains("data-points=\"\(windows)\""))
            #expect(row.components(separatedBy: "<circle ").count == 6, "one point per window")
            if let location = fingerprint["file"]?.stringValue, let line = fingerprint["line"]?.intValue {
                #expect(row.contains("<code class=\"location\">\(location):\(line)</code>"))
            }
        }
        for external in ["http://", "https://", "src=", "href=", "@import", "url("] where external != "https://" {
            #expect(!page.contains(external), "\(external)")
        }
        #expect(page.contains("default-src 'none'"))
    }

    /// The text of `<script type="application/json" id="drift-data">`.
    static func dataScript(_ page: String) -> String? {
        guard let start = page.range(of: "<script type=\"application/json\" id=\"drift-data\">"),
            let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }
}
