import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// The Swift code of the README's quick start, verbatim between the `README`
/// markers (only indented), so it must compile and run; ``ReadmeExampleTests``
/// checks the README still holds exactly this text, the `.mappings` file it
/// loads, and the report it prints.
enum ReadmeExample {
    // README: begin models
    struct Tweet: Codable {
        let identifier: String
        let message: String
        let createdAt: Date
        let user: User
    }

    struct User: Codable {
        let name: String
        let imageUrl: URL?
    }
    // README: end

    struct Outcome {
        var tweets: [Tweet]
        var printed: String
        var issues: [ValidationIssue]
    }

    static func run() throws -> Outcome {
        // What the README's code prints, kept instead of written out.
        var printed = ""
        func print(_ text: String, terminator: String = "\n") { printed += text + terminator }

        // README: begin usage
        let models = ModelRegistry().registering(Tweet.self).registering(User.self)
        let catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: "Mappings/Tweets.mappings"), models: models)

        let payload = try Payload(parsing: Data(contentsOf: URL(fileURLWithPath: "Fixtures/payloads/twitter-timeline.json")))
        let monitor = DriftMonitor()  // what shipped apps see, by fingerprint, no value kept: monitor.write(to:)
        let result = try catalog.observing(monitor).context(for: Tweet.self).objects(from: payload, as: Tweet.self)
        let tweets = result.value  // [Tweet]: the tweets that could be made
        print(result.report.rendered(.text), terminator: "")
        // README: end
        return Outcome(tweets: tweets, printed: printed, issues: result.report.issues)
    }
}

@Suite("The README's quick start")
struct ReadmeExampleTests {
    static let packageURL = Fixtures.packageRoot
    static let readmeURL = packageURL.appendingPathComponent("README.md")

    /// The fenced blocks of the README section whose title is `title`, up to
    /// the next `##` section.
    static func readmeBlocks(inSection title: String) throws -> [MarkdownBlocks.Block] {
        try MarkdownBlocks.blocks(in: readmeURL, section: title)
    }

    /// The text between `// README: begin NAME` and `// README: end` in this
    /// file, with the common indentation removed.
    static func region(_ name: String) throws -> String {
        try MarkdownBlocks.region(name, marker: "README", in: #filePath)
    }

    /// The quick start: the `.mappings` file, the Swift code, what it prints.
    static func quickStart() throws -> (mappings: String, swift: String, output: String) {
        let blocks = try readmeBlocks(inSection: "Quick start")
        try #require(blocks.map(\.info) == ["jsonc", "swift", ""], "expected the .mappings file, the Swift code and its output")
        return (blocks[0].text, blocks[1].text, blocks[2].text)
    }

    @Test("the README shows Mappings/Tweets.mappings as it is, so the report's lines are the file's")
    func readmeShowsTheFile() throws {
        let file = try String(contentsOf: Self.packageURL.appendingPathComponent("Mappings/Tweets.mappings"), encoding: .utf8)
        expectEqual(try Self.quickStart().mappings + "\n", file)
    }

    @Test("the README's Swift block is exactly the code this file compiles")
    func readmeMatches() throws {
        var lines = try Self.quickStart().swift.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.prefix { $0.hasPrefix("import ") }
        #expect(imports == ["import Foundation", "import MappingKit"])
        lines.removeFirst(imports.count)
        while lines.first == "" { lines.removeFirst() }
        expectEqual(lines.joined(separator: "\n"), try Self.region("models") + "\n\n" + Self.region("usage"))
    }

    @Test("the README's example runs as written and prints the report the README shows")
    func readmeRuns() throws {
        let outcome = try ReadmeExample.run()
        expectEqual(outcome.printed, try Self.quickStart().output + "\n")
        expectEqual(outcome.tweets.map(\.identifier), ["240859602684612608", "239413543487819778"])
        expectEqual(outcome.tweets[0].user.name, "Twitter API")
        expectEqual(outcome.tweets[0].createdAt.timeIntervalSince1970, 1_346_260_378)
        expectEqual(outcome.issues.map(\.kind), [.missingRequired, .missingRequired])
    }

    @Test("the README's installation shows the package, the product and the resource folder")
    func readmeInstallation() throws {
        let blocks = try Self.readmeBlocks(inSection: "Installation")
        let manifest = try #require(blocks.first { $0.info == "swift" }).text
        #expect(manifest.contains(".package(url: \"https://"))
        #expect(manifest.contains(".product(name: \"MappingKit\", package: \"MappingKit\")"))
        #expect(manifest.contains(".copy(\"Mappings\")"))
    }
}

@Suite("What the README and Getting Started say about checking contexts and resources")
struct ReadmeClaimsTests {
    @Test("with models:, an unregistered @class is a load error; a context without @class is checked on its first typed call")
    func contextsChecked() throws {
        let models = ModelRegistry().registering(UserModel.self)
        let text = #"{ "$U": { "@class": "UserModel", "name": "n" }, "$T": { "@class": "TimelineModl", "tweets": "t" }, "$Plain": { "nmae": "n" } }"#
        let error = try #require(throws: MappingConfigurationError.self) { try MappingCatalog(string: text, models: models) }
        #expect(error.diagnostics.map(\.message) == ["unknown model class 'TimelineModl' in '@class' of '$T'"])

        let catalog = try MappingCatalog(string: #"{ "$Plain": { "nmae": "n" } }"#, models: models)
        #expect(throws: MappingConfigurationError.self) { try catalog.context("$Plain").object(from: [:], as: UserModel.self) }
    }

    @Test("a resource that is not there says how to ship the folder")
    func resourceNotFound() throws {
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(resource: "Nope", in: .module, subdirectory: "Catalogs")
        }
        let suggestion = try #require(error.diagnostics.first?.suggestion)
        #expect(suggestion.contains(#".copy("Mappings")"#))
        #expect(suggestion.contains(".process"))
    }
}
