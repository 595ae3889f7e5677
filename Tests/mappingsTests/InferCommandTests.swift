import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `mappings infer`, the built binary on the samples in `Fixtures/infer/`:
/// the `.mappings` file each writes against a golden file (reviewed once by a
/// person; `RECORD_FIXTURES=1` rewrites them), its report, and the file
/// checked and applied to every sample by the tool itself.
@Suite("mappings infer")
struct InferCommandTests {
    /// One sample kind: its golden files' name, the samples, the options.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var samples: [String]
        var options: [String]
        /// The root context's model.
        var root: String
        var keyPath: String?
        /// Whether `apply` maps each sample as one object (a wrapping root).
        var asObject = false

        var description: String { name }
        var arguments: [String] { samples + options + ["--name", root] + (keyPath.map { ["--key-path", $0] } ?? []) }
    }

    static let cases = [
        Case(name: "timeline", samples: ["Fixtures/infer/timeline/page1.json", "Fixtures/infer/timeline/page2.json"], options: [], root: "Status"),
        Case(name: "github-events", samples: ["Fixtures/infer/github-events/events.json"], options: [], root: "GitHubEvents", asObject: true),
        Case(name: "citm", samples: ["Fixtures/infer/citm/catalog.json"], options: [], root: "Catalog"),
        Case(name: "spotify", samples: ["Fixtures/infer/spotify/search.json"], options: [], root: "Artist", keyPath: "artists.items"),
        Case(name: "lines", samples: ["Fixtures/infer/lines/users.jsonl"], options: [], root: "User"),
        Case(name: "drift", samples: ["Fixtures/infer/drift/v1.json", "Fixtures/infer/drift/v2.json"], options: [], root: "Order"),
        // Keys that collide with the language (`@self`, `@metadata`, `$type`, `a.b`, ``), escape
        // sequences and line breaks in keys, integers beyond 64 bits.
        Case(name: "keywords", samples: ["Fixtures/infer/keywords/records.json"], options: [], root: "Record"),
        // 42 keys that are names, values of one kind, in a one-element array: a model.
        Case(name: "flat", samples: ["Fixtures/infer/flat/form.json"], options: [], root: "Form"),
    ]

    /// Runs `mappings infer` for `item` into a new temporary folder.
    static func infer(_ item: Case, extra: [String] = []) async throws -> (TemporaryFolder, ToolRunner.Output) {
        let folder = try TemporaryFolder()
        let output = try await ToolRunner().run(["infer"] + item.arguments + ["--out", folder.url.path] + extra)
        return (folder, output)
    }

    /// The report with the temporary folder's path made `OUT`.
    static func report(_ output: ToolRunner.Output, folder: TemporaryFolder) -> String {
        output.stdout.replacingOccurrences(of: folder.url.path, with: "OUT")
    }

    @Test("the file infer writes is the golden file, with the report it printed", arguments: cases)
    func golden(_ item: Case) async throws {
        let (folder, output) = try await Self.infer(item)
        #expect(output.status == 0, "\(output.stderr)")
        let written = try String(contentsOf: folder.url.appendingPathComponent(item.root + ".mappings"), encoding: .utf8)
        if let expected = try Fixtures.expected("infer/expected/\(item.name).mappings", actual: written) {
            #expect(written == expected)
        }
        let report = Self.report(output, folder: folder)
        if let expected = try Fixtures.expected("infer/expected/\(item.name).report.txt", actual: report) {
            #expect(report == expected)
        }
        #expect(FileManager.default.fileExists(atPath: folder.path(item.root + ".swift")))
    }

    @Test("the written file passes check, and apply maps every sample with no issue", arguments: cases)
    func checkAndApply(_ item: Case) async throws {
        let (folder, output) = try await Self.infer(item)
        #expect(output.status == 0, "\(output.stderr)")
        let file = folder.path(item.root + ".mappings")
        let checked = try await ToolRunner().run(["check", file])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(!checked.stderr.contains("warning"))
        for sample in item.samples {
            // A JSON Lines sample: each line is a payload.
            let payloads: [String]
            if sample.hasSuffix(".jsonl") {
                payloads = try Fixtures.text(String(sample.dropFirst("Fixtures/".count))).split(separator: "\n")
                    .map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            } else {
                payloads = [try Fixtures.text(String(sample.dropFirst("Fixtures/".count)))]
            }
            for payload in payloads {
                var arguments = ["apply", file, "-c", "$" + item.root, "-"]
                if let keyPath = item.keyPath { arguments += ["--key-path", keyPath] }
                if item.asObject { arguments.append("--object") }
                let applied = try await ToolRunner().run(arguments, stdin: payload)
                #expect(applied.status == 0, "\(sample): \(applied.stderr)")
                #expect(applied.stderr == "no issues\n", "\(sample)")
            }
        }
    }

    @Test("--format json: the files, contexts with their objects, the notes with their kinds, the check")
    func json() async throws {
        let (folder, output) = try await Self.infer(Self.cases[5], extra: ["--format", "json"])
        #expect(output.status == 0)
        let report = try #require(output.json)
        #expect(report["files"] == [.string(folder.path("Order.mappings")), .string(folder.path("Order.swift"))])
        #expect(report["contexts"]?.arrayValue?.map { $0["context"]?.stringValue } == ["$Order", "$Customer", "$Item"])
        #expect(report["objects"] == 6)
        let notes = try #require(report["notes"]?.arrayValue)
        // Three numbers and three strings: a tie, not a majority.
        #expect(notes.contains { $0["kind"] == "mixedType" && $0["subject"] == "$Order.id" })
        let optional = try #require(notes.first { $0["kind"] == "optional" && $0["entry"] == "coupon" })
        #expect(optional["present"] == 1)
        #expect(optional["total"] == 6)
        #expect(report["checked"]?["errors"] == 0)
    }

    @Test("an envelope without --key-path: the largest array of objects is suggested, in text and json")
    func suggestedKeyPath() async throws {
        var item = Self.cases[3]
        item.keyPath = nil
        item.root = "SpotifySearch"
        let (_, text) = try await Self.infer(item)
        #expect(text.stdout.contains("note: the samples look like an envelope: the largest array of objects is 'artists.items' (4 elements)"))
        let (_, json) = try await Self.infer(item, extra: ["--format", "json"])
        #expect(json.json?["suggestedKeyPath"] == "artists.items")
    }

    @Test("an existing file is not overwritten without --force: exit 64, naming it; --force replaces it")
    func force() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Order.mappings", "{}")
        let arguments = ["infer", "Fixtures/infer/drift/v1.json", "--name", "Order", "--out", folder.url.path]
        let refused = try await ToolRunner().run(arguments)
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("error: '\(folder.path("Order.mappings"))' exists; infer does not overwrite a file without --force\n"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Order.mappings"), encoding: .utf8) == "{}")
        let forced = try await ToolRunner().run(arguments + ["--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Order.mappings"), encoding: .utf8).contains("\"$Order\""))
    }

    @Test("standard input, --models none (no Swift file), the default name from the file name")
    func standardInputAndNone() async throws {
        let folder = try TemporaryFolder()
        let stdin = try await ToolRunner().run(
            ["infer", "-", "--models", "none", "--out", folder.url.path], stdin: #"[{"id": 1, "name": "a"}, {"id": 2}]"#)
        #expect(stdin.status == 0, "\(stdin.stderr)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Model.mappings"), encoding: .utf8).contains(
            #""name": { "@keyPath": "name", "@optional": true }"#))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Model.swift")))
        let named = try await ToolRunner().run(["infer", "Fixtures/infer/github-events/events.json", "--out", folder.url.path])
        #expect(named.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("Event.mappings")))
    }

    @Test("a JSON Lines line that is not JSON: its line in the file, exit 2, nothing written")
    func invalidLine() async throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.jsonl", "{\"a\": 1}\n\n{\"a\": 2,}\n")
        let output = try await ToolRunner().run(["infer", folder.path("bad.jsonl"), "--out", folder.url.path])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("\(folder.path("bad.jsonl")):3:"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Bad.mappings")))
    }

    @Test("samples with no object at the root, a bad --models and --dry-run alone are refused")
    func refusals() async throws {
        let scalars = try await ToolRunner().run(["infer", "-", "--out", "/nonexistent"], stdin: "[1, 2]")
        #expect(scalars.status == 2)
        #expect(scalars.stderr.hasPrefix("error: the samples hold no JSON object at their root"))
        let models = try await ToolRunner().run(["infer", "-", "--models", "swiftdata"], stdin: "{}")
        #expect(models.status == 64)
        #expect(models.stderr.hasPrefix("error: --models takes codable, mappable or none, not 'swiftdata'"))
        let dryRun = try await ToolRunner().run(["infer", "-", "--dry-run"], stdin: "{}")
        #expect(dryRun.status == 64)
        #expect(dryRun.stderr.hasPrefix("error: --dry-run goes with --update"))
        let none = try await ToolRunner().run(["infer"])
        #expect(none.status == 64)
        #expect(none.stderr.hasPrefix("error: infer needs a sample payload"))
    }

    @Test("--url: every page a sample (--all-pages over Link headers), as fetch fetches them")
    func url() async throws {
        try await HTTPTestServer.serving { server in
            server.serveGitHubIssues(pages: 3)
            let folder = try TemporaryFolder()
            let url = server.url(HTTPTestServer.githubIssuesPath + "?per_page=3").absoluteString
            let output = try await ToolRunner().run(
                ["infer", "--url", url, "--all-pages", "--name", "Issue", "--out", folder.url.path])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.hasPrefix("wrote \(folder.path("Issue.mappings")) and \(folder.path("Issue.swift"))"))
            #expect(output.stdout.contains("from 3 samples (8 objects)"))
            let mappings = try String(contentsOf: folder.url.appendingPathComponent("Issue.mappings"), encoding: .utf8)
            #expect(mappings.contains("page 3"))
            let header = try await ToolRunner().run(["infer", "--url", url, "-H", "Accept: application/json", "--out", folder.url.path, "--name", "First"])
            #expect(header.status == 0)
            #expect(header.stdout.contains("from 1 sample (3 objects)"))
            let orphan = try await ToolRunner().run(["infer", "-", "--all-pages"], stdin: "{}")
            #expect(orphan.status == 64)
            #expect(orphan.stderr.hasPrefix("error: --all-pages goes with --url"))
        }
    }

    @Test("hostile samples: 400 objects deep (models stop at 32 levels, the rest typed JSON), 5,000 keys wide: written and checked")
    func hostile() async throws {
        let folder = try TemporaryFolder()
        var deep = "{}"
        for _ in 0..<400 { deep = #"{"k": "# + deep + "}" }
        try folder.write("deep.json", deep)
        let wide = "[" + (0..<3).map { _ in "{" + (0..<5_000).map { #""key\#($0)": \#($0)"# }.joined(separator: ",") + "}" }.joined(separator: ",") + "]"
        try folder.write("wide.json", wide)
        for (sample, name) in [("deep.json", "Deep"), ("wide.json", "Wide")] {
            let output = try await ToolRunner().run(
                ["infer", folder.path(sample), "--models", "mappable", "--out", folder.url.path])
            #expect(output.status == 0, "\(sample): \(output.stderr)")
            let checked = try await ToolRunner().run(["check", folder.path(name + ".mappings")])
            #expect(checked.status == 0)
        }
        let mappings = try String(contentsOf: folder.url.appendingPathComponent("Deep.mappings"), encoding: .utf8)
        #expect(mappings.split(separator: "\n").filter { $0.hasPrefix("    \"$") }.count <= 33)
    }

    @Test("a gist's files: a dictionary of models because each value repeats its key; @key gives each its key")
    func gistFiles() async throws {
        let folder = try TemporaryFolder()
        // As GitHub's gists API sends them: each file's key is its name, and its `filename`.
        try folder.write("gist.json", #"""
            {"id": "aa5a315d61ae9438b18d", "files": {
              "hello.rb": {"filename": "hello.rb", "type": "application/x-ruby", "language": "Ruby", "size": 167},
              "README.md": {"filename": "README.md", "type": "text/markdown", "language": "Markdown", "size": 12}}}
            """#)
        let output = try await ToolRunner().run(["infer", folder.path("gist.json"), "--name", "Gist", "--out", folder.url.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("  files: a dictionary, not a model: each value repeats its key in 'filename'\n"))
        let mappings = try String(contentsOf: folder.url.appendingPathComponent("Gist.mappings"), encoding: .utf8)
        #expect(mappings.contains(#""files": { "@keyPath": "files", "@object": { "@mappings": "$File", "@key": "key" } }"#))
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Gist.swift"), encoding: .utf8)
        #expect(swift.contains("    var files: [String: File]\n"))
    }

    @Test("values that do not convert to the majority's type, and root elements that are not objects: announced, not failures")
    func announcedMismatches() async throws {
        let folder = try TemporaryFolder()
        let output = try await ToolRunner().run(
            ["infer", "-", "--name", "Thing", "--out", folder.url.path],
            stdin: #"[{"tags": [{"n": 1}, {"n": 2}, "loose"]}, 42, {"tags": []}]"#)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "warning: <stdin>: 1 element of the root array is not an object (the first at [1], a number): left out; apply reports it as invalidElement\n")
        #expect(output.stdout.contains("$Thing.tags: Tag by majority: string in 1, object in 2 ([].tags[]); the others will be reported as type mismatches"))
        // What `apply` gives, said as it is: never "no error issue" when there are some.
        #expect(output.stdout.contains("maps the sample (2 objects) with 2 error issues, all announced above "
            + "(1 value of a kind that does not convert, 1 element left out)"))
        #expect(!output.stdout.contains("no error issue"))
        let applied = try await ToolRunner().run(
            ["apply", folder.path("Thing.mappings"), "--context", "$Thing", "-"],
            stdin: #"[{"tags": [{"n": 1}, {"n": 2}, "loose"]}, 42, {"tags": []}]"#)
        #expect(applied.status == 1)
        #expect(applied.stderr.hasPrefix("2 issues (2 errors, 0 warnings)"))
    }
}
