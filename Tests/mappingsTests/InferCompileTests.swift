import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// The Swift `mappings infer` writes, compiled: one temporary package that
/// depends on this one, an executable per sample kind (Codable for each,
/// property tables for three, `--access public`/`package` with `--prefix`,
/// and files grown by `--update`), each mapping its samples through the
/// inferred file and models and failing on any error issue; the GitHub
/// issues' open enum decoded, `archived` as its unknown case. One package,
/// one build, to keep the time down (about a minute: MappingKit is
/// compiled once more).
@Suite("mappings infer: the generated Swift compiles and maps the samples")
struct InferCompileTests {
    struct Target {
        var name: String
        var item: InferCommandTests.Case
        var models: String
        /// The file to run: the root's, or the one `--update` grew
        /// (relative to the package root, or to the temporary package: `PACKAGE/…`).
        var samplesToMap: [String]
        /// Options after the case's (`--access public`, `--prefix GH`).
        var options: [String] = []
        /// The root model, when `--prefix` names it apart from the files.
        var model: String?
    }

    /// The GitHub issues' pages of the recordings, as the targets map them.
    static let issuePages = (1...3).map { "PACKAGE/issues-page\($0).json" }

    static var targets: [Target] {
        let cases = InferCommandTests.cases
        var targets = cases.map { item in
            Target(name: "Codable" + typeName(item.name), item: item, models: "codable", samplesToMap: item.samples)
        }
        for index in [0, 1, 2, 6] {
            let item = cases[index]
            targets.append(Target(name: "Mappable" + typeName(item.name), item: item, models: "mappable", samplesToMap: item.samples))
        }
        let issues = InferCommandTests.Case(
            name: "issues", samples: [],
            options: ["--url", InferAllowedValuesTests.issuesURL, "--all-pages", "--replay", "Fixtures/http/github-issues"], root: "Issue")
        targets.append(Target(
            name: "PublicIssues", item: issues, models: "codable", samplesToMap: issuePages + ["PACKAGE/issues-archived.json"],
            options: ["--access", "public", "--prefix", "GH"], model: "GHIssue"))
        targets.append(Target(
            name: "PackageMappableIssues", item: issues, models: "mappable", samplesToMap: issuePages + ["PACKAGE/issues-archived.json"],
            options: ["--access", "package", "--prefix", "GH"], model: "GHIssue"))
        targets.append(Target(
            name: "PublicMappableEvents", item: cases[1], models: "mappable", samplesToMap: cases[1].samples,
            options: ["--access", "public", "--prefix", "GH"], model: "GHGitHubEvents"))
        return targets
    }

    /// `github-events` → `GithubEvents`.
    static func typeName(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The executable's `main.swift`: maps each sample (each line of a
    /// `.jsonl`) and prints the error issues; exit 1 on any.
    static func main(root: String, registry: String?, oneObject: Bool, keyPath: String?) -> String {
        """
        import Foundation
        import MappingKit

        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let file = arguments.first else { exit(64) }
        let catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: file)\(registry.map { ", models: .\($0)" } ?? ""))
        let context = try catalog.context("$\(root)")
        var failed = false
        for path in arguments.dropFirst() {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            var payloads = [data]
            if path.hasSuffix(".jsonl") {
                payloads = data.split(separator: UInt8(ascii: "\\n")).filter { !$0.allSatisfy { $0 == 32 } }.map { Data($0) }
            }
            for bytes in payloads {
                var payload = try Payload(parsing: bytes)
                \(keyPath.map { "payload = try payload.selecting(\"\($0)\")" } ?? "")
                let report = try context.\(oneObject ? "object" : "objects")(from: payload, as: \(root).self).report
                if report.hasErrors {
                    print(path + ": " + report.rendered(.text))
                    failed = true
                }
            }
        }
        print(failed ? "failed" : "mapped")
        exit(failed ? 1 : 0)
        """
    }

    /// The states of the GitHub issues, decoded through the inferred file
    /// and its open enum: the pages', then the archived page's.
    static let statesMain = """
        import Foundation
        import MappingKit

        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let file = arguments.first else { exit(64) }
        let context = try MappingCatalog(contentsOf: URL(fileURLWithPath: file)).context("$GHIssue")
        var states: [String] = []
        var warnings = 0
        for path in arguments.dropFirst() {
            let mapped = try context.objects(from: Payload(parsing: Data(contentsOf: URL(fileURLWithPath: path))), as: GHIssue.self)
            states += mapped.value.map { "\\($0.state)" }
            warnings += mapped.report.warningCount
        }
        print(states.joined(separator: " "), warnings, GHIssue.State.unknown.rawValue)
        """

    /// The body of each recorded page, and the archived one, as files of the package.
    static func writeIssuePages(into folder: TemporaryFolder) throws {
        let name = "001-GET-api.github.com-repos-octocat-Hello-World-issues.json"
        let pages = ["github-issues/" + name, "github-issues/" + name.replacingOccurrences(of: "001", with: "002"),
                     "github-issues/" + name.replacingOccurrences(of: "001", with: "003"), "github-issues-archived/" + name]
        for (index, page) in pages.enumerated() {
            let body = try #require(try JSON(parsing: Fixtures.data("http/" + page))["response"]?["body"]?.stringValue)
            try folder.write(index < 3 ? "issues-page\(index + 1).json" : "issues-archived.json", body)
        }
    }

    @Test("every target builds, and maps its samples with no error issue")
    func compileAndMap() async throws {
        let folder = try TemporaryFolder()
        let tool = try ToolRunner()
        try Self.writeIssuePages(into: folder)
        var names: [(target: String, mappings: String)] = []
        var importedRuns: [(target: String, mappings: String, payload: String)] = []
        for target in Self.targets {
            let sources = "Sources/" + target.name
            try folder.makeFolder(sources)
            let inferred = try await tool.run(
                ["infer"] + target.item.arguments + ["--models", target.models, "--out", folder.path(sources)] + target.options)
            #expect(inferred.status == 0, "\(target.name): \(inferred.stderr)")
            let swift = try String(contentsOf: folder.url.appendingPathComponent("\(sources)/\(target.item.root).swift"), encoding: .utf8)
            // `static let statusModels = ModelRegistry()`: the registry's name, as the file spells it.
            let registry = swift.split(separator: "\n").first { $0.hasSuffix(" = ModelRegistry()") }
                .flatMap { $0.split(separator: " ").dropLast(2).last }.map(String.init)
            let oneObject = target.item.asObject || ["citm", "lines"].contains(target.item.name)
            try folder.write(
                sources + "/main.swift",
                Self.main(root: target.model ?? target.item.root, registry: registry, oneObject: oneObject, keyPath: target.item.keyPath))
            names.append((target.name, target.item.root + ".mappings"))
        }
        // The open enum decoded: the states the app sees, `archived` as `unknown` (with the warning the tool gives).
        let states = "IssueStates"
        try folder.makeFolder("Sources/" + states)
        let statesInferred = try await tool.run(
            ["infer", "--url", InferAllowedValuesTests.issuesURL, "--all-pages", "--replay", "Fixtures/http/github-issues",
             "--name", "Issue", "--prefix", "GH", "--out", folder.path("Sources/" + states)])
        #expect(statesInferred.status == 0, "\(statesInferred.stderr)")
        try folder.write("Sources/\(states)/main.swift", Self.statesMain)
        names.append((states, "Issue.mappings"))
        // An --update that adds a Date (and its import) and an open set (and its enum) to a public file with no import.
        let job = "UpdatedJob"
        try folder.makeFolder("Sources/" + job)
        try folder.write("job1.json", #"[{"id": 1}]"#)
        let jobs = (0..<6).map { #"{"id": \#($0), "at": "2024-03-0\#($0 + 1)T09:15:27Z", "status": "\#($0 < 4 ? "queued" : "done")"}"# }
        try folder.write("job2.json", "[" + jobs.joined(separator: ", ") + "]")
        let jobInferred = try await tool.run(
            ["infer", folder.path("job1.json"), "--name", "Job", "--access", "public", "--out", folder.path("Sources/" + job)])
        #expect(jobInferred.status == 0)
        let jobUpdated = try await tool.run(["infer", "--update", folder.path("Sources/\(job)/Job.mappings"), folder.path("job2.json")])
        #expect(jobUpdated.status == 0, "\(jobUpdated.stderr)")
        try folder.write("Sources/\(job)/main.swift", Self.main(root: "Job", registry: nil, oneObject: false, keyPath: nil))
        names.append((job, "Job.mappings"))
        // A file grown by --update: inferred from the first page, updated with the second.
        let update = "UpdatedTimeline"
        try folder.makeFolder("Sources/" + update)
        let first = try await tool.run(
            ["infer", "Fixtures/infer/timeline/page1.json", "--name", "Status", "--out", folder.path("Sources/" + update)])
        #expect(first.status == 0)
        let grown = try await tool.run(
            ["infer", "--update", folder.path("Sources/\(update)/Status.mappings"), "Fixtures/infer/timeline/page2.json"])
        #expect(grown.status == 0, "\(grown.stderr)")
        try folder.write("Sources/\(update)/main.swift", Self.main(root: "Status", registry: nil, oneObject: false, keyPath: nil))
        names.append((update, "Status.mappings"))
        // What `mappings import openapi` writes: a 3.0 description in JSON (a choice by a discriminator:
        // classes and their registry) and a 3.1 one in YAML, each mapping its clean payload.
        for (target, document, name, root, payload) in [
            ("ImportedShop", "Fixtures/openapi/shop-3.0.json", "Shop", "Order", "Fixtures/openapi/shop-order.json"),
            ("ImportedEvents", "Fixtures/openapi/events-3.1.yaml", "Events", "EventsListResponse", "Fixtures/openapi/events-page.json"),
        ] {
            let sources = "Sources/" + target
            try folder.makeFolder(sources)
            let imported = try await tool.run(["import", "openapi", document, "--name", name, "--out", folder.path(sources)])
            #expect(imported.status == 0, "\(target): \(imported.stderr)")
            let swift = try String(contentsOf: folder.url.appendingPathComponent("\(sources)/\(name).swift"), encoding: .utf8)
            let registry = swift.split(separator: "\n").first { $0.hasSuffix(" = ModelRegistry()") }
                .flatMap { $0.split(separator: " ").dropLast(2).last }.map(String.init)
            try folder.write(sources + "/main.swift", Self.main(root: root, registry: registry, oneObject: true, keyPath: nil))
            names.append((target, name + ".mappings"))
            importedRuns.append((target, name + ".mappings", payload))
        }
        let targets = names.map { name in
            #"        .executableTarget(name: "\#(name.target)", dependencies: [.product(name: "MappingKit", package: "\#(ToolRunner.packageRoot.lastPathComponent)")], exclude: ["\#(name.mappings)"]),"#
        }

        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Inferred",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(ToolRunner.packageRoot.path)")],
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )
            """
        try folder.write("Package.swift", manifest)
        let built = try await tool.shell("swift build 2>&1 | grep -E 'error|warning: .*(Inferred|Sources)' ; exit ${PIPESTATUS[0]}", in: folder.url)
        try #require(built.status == 0, "\(built.stdout)\(built.stderr)")
        #expect(!built.stdout.contains("warning"), "\(built.stdout)")

        for target in Self.targets {
            let file = folder.path("Sources/\(target.name)/\(target.item.root).mappings")
            let samples = target.samplesToMap.map { sample in
                sample.hasPrefix("PACKAGE/") ? folder.path(String(sample.dropFirst(8))) : ToolRunner.packageRoot.appendingPathComponent(sample).path
            }
            let run = try await tool.shell(".build/debug/\(target.name) '\(file)' \(samples.map { "'\($0)'" }.joined(separator: " "))", in: folder.url)
            #expect(run.status == 0, "\(target.name): \(run.stdout)\(run.stderr)")
            #expect(run.stdout.hasSuffix("mapped\n"), "\(target.name)")
        }
        let updated = try await tool.shell(
            ".build/debug/\(update) '\(folder.path("Sources/\(update)/Status.mappings"))' "
                + ["page1", "page2"].map { "'\(ToolRunner.packageRoot.path)/Fixtures/infer/timeline/\($0).json'" }.joined(separator: " "),
            in: folder.url)
        #expect(updated.status == 0, "\(updated.stdout)\(updated.stderr)")
        let decoded = try await tool.shell(
            ".build/debug/\(states) '\(folder.path("Sources/\(states)/Issue.mappings"))' "
                + (Self.issuePages + ["PACKAGE/issues-archived.json"]).map { "'\(folder.path(String($0.dropFirst(8))))'" }.joined(separator: " "),
            in: folder.url)
        #expect(decoded.status == 0, "\(decoded.stdout)\(decoded.stderr)")
        #expect(decoded.stdout == "open open open closed open closed open closed open unknown open 1 unknown\n")
        let jobMapped = try await tool.shell(
            ".build/debug/\(job) '\(folder.path("Sources/\(job)/Job.mappings"))' '\(folder.path("job2.json"))'", in: folder.url)
        #expect(jobMapped.status == 0, "\(jobMapped.stdout)\(jobMapped.stderr)")
        for run in importedRuns {
            let mapped = try await tool.shell(
                ".build/debug/\(run.target) '\(folder.path("Sources/\(run.target)/\(run.mappings)"))' '\(ToolRunner.packageRoot.path)/\(run.payload)'",
                in: folder.url)
            #expect(mapped.status == 0, "\(run.target): \(mapped.stdout)\(mapped.stderr)")
            #expect(mapped.stdout.hasSuffix("mapped\n"), "\(run.target)")
        }
    }
}
