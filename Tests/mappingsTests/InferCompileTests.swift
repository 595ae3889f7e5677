import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// The Swift `mappings infer` writes, compiled: one temporary package that
/// depends on this one, an executable per sample kind (Codable for each,
/// property tables for three, and a file grown by `--update`), each
/// mapping its samples through the inferred file and models and failing on
/// any error issue. One package, one build, to keep the time down (about a
/// minute: MappingKit is compiled once more).
@Suite("mappings infer: the generated Swift compiles and maps the samples")
struct InferCompileTests {
    struct Target {
        var name: String
        var item: InferCommandTests.Case
        var models: String
        /// The file to run: the root's, or the one `--update` grew.
        var samplesToMap: [String]
    }

    static var targets: [Target] {
        let cases = InferCommandTests.cases
        var targets = cases.map { item in
            Target(name: "Codable" + typeName(item.name), item: item, models: "codable", samplesToMap: item.samples)
        }
        for index in [0, 1, 2, 6] {
            let item = cases[index]
            targets.append(Target(name: "Mappable" + typeName(item.name), item: item, models: "mappable", samplesToMap: item.samples))
        }
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

    @Test("every target builds, and maps its samples with no error issue")
    func compileAndMap() async throws {
        let folder = try TemporaryFolder()
        let tool = try ToolRunner()
        var names: [(target: String, mappings: String)] = []
        for target in Self.targets {
            let sources = "Sources/" + target.name
            try folder.makeFolder(sources)
            let inferred = try await tool.run(
                ["infer"] + target.item.arguments + ["--models", target.models, "--out", folder.path(sources)])
            #expect(inferred.status == 0, "\(target.name): \(inferred.stderr)")
            let swift = try String(contentsOf: folder.url.appendingPathComponent("\(sources)/\(target.item.root).swift"), encoding: .utf8)
            let registry = swift.contains("extension ModelRegistry") ? target.item.root.prefix(1).lowercased() + target.item.root.dropFirst() + "Models" : nil
            let oneObject = target.item.asObject || ["citm", "lines"].contains(target.item.name)
            try folder.write(
                sources + "/main.swift",
                Self.main(root: target.item.root, registry: registry, oneObject: oneObject, keyPath: target.item.keyPath))
            names.append((target.name, target.item.root + ".mappings"))
        }
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
            let samples = target.samplesToMap.map { ToolRunner.packageRoot.appendingPathComponent($0).path }
            let run = try await tool.shell(".build/debug/\(target.name) '\(file)' \(samples.map { "'\($0)'" }.joined(separator: " "))", in: folder.url)
            #expect(run.status == 0, "\(target.name): \(run.stdout)\(run.stderr)")
            #expect(run.stdout.hasSuffix("mapped\n"), "\(target.name)")
        }
        let updated = try await tool.shell(
            ".build/debug/\(update) '\(folder.path("Sources/\(update)/Status.mappings"))' "
                + ["page1", "page2"].map { "'\(ToolRunner.packageRoot.path)/Fixtures/infer/timeline/\($0).json'" }.joined(separator: " "),
            in: folder.url)
        #expect(updated.status == 0, "\(updated.stdout)\(updated.stderr)")
    }
}
