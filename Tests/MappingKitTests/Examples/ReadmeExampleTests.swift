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
        let result = try catalog.context(for: Tweet.self).objects(from: payload, as: Tweet.self)
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

    /// A fenced block: its info string (`swift`, `jsonc`, or empty) and its text.
    struct Block: Equatable {
        var info: String
        var text: String
    }

    /// The fenced blocks of the README section whose title is `title`, up to
    /// the next `##` section.
    static func readmeBlocks(inSection title: String) throws -> [Block] {
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        guard let start = readme.range(of: "\n## \(title)\n") else { return [] }
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var blocks: [Block] = []
        var current: (info: String, lines: [Substring])?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```") {
                current = (String(line.dropFirst(3)), [])
            } else if let open = current, line == "```" {
                blocks.append(Block(info: open.info, text: open.lines.joined(separator: "\n")))
                current = nil
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// The text between `// README: begin NAME` and `// README: end` in this
    /// file, with the common indentation removed.
    static func region(_ name: String) throws -> String {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: begin \(name)" })
        let end = try #require(lines[begin...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: end" })
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
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
