import Foundation
import MappingKitTestSupport
import Testing

/// The first step of MappingKitHTTP's getting started, "Codable models end
/// to end": its `mappings infer --replay` command, run as printed (but for
/// `--out`) on the recording this repository ships, writes exactly the
/// models and the file the article's code is compiled and tested with
/// (`Tests/MappingKitHTTPArticleTests`).
@Suite("MappingKitHTTP's getting started: mappings infer writes the article's models")
struct ArticleInferTests {
    static let article = ToolRunner.packageRoot.appendingPathComponent("Sources/MappingKitHTTP/MappingKitHTTP.docc/GettingStarted.md")
    static let compiled = ToolRunner.packageRoot.appendingPathComponent("Tests/MappingKitHTTPArticleTests")

    /// A command line as a shell reads it: lines joined at a trailing `\`,
    /// words split at spaces, single quotes kept together and removed.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in command.replacingOccurrences(of: "\\\n", with: " ") {
            if character == "'" {
                quoted.toggle()
                word = word ?? ""
            } else if character.isWhitespace, !quoted {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return words
    }

    @Test("the --replay command writes Issue.swift and Issue.mappings as the article's code has them; --record differs only there")
    func inferWritesTheArticlesModels() async throws {
        let blocks = try MarkdownBlocks.blocks(in: Self.article, section: "Record the API, infer the file and the models")
        try #require(blocks.count == 3 && blocks[0].info == "sh" && blocks[1].info == "sh")
        let record = Self.words(blocks[0].text)
        var replay = Self.words(blocks[1].text)
        #expect(record.map { $0 == "--record" ? "--replay" : $0 } == replay)
        try #require(replay.first == "mappings")
        replay.removeFirst()
        let out = try #require(replay.firstIndex(of: "--out"))
        #expect(replay[out + 1] == "Sources/App/Mappings")
        let folder = try TemporaryFolder()
        replay[out + 1] = folder.path("Mappings")
        let run = try await ToolRunner().run(replay)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("wrote "), "\(run.stdout)")
        expectEqual(try folder.read("Mappings/Issue.swift"), try String(contentsOf: Self.compiled.appendingPathComponent("Issue.swift"), encoding: .utf8))
        expectEqual(
            try folder.read("Mappings/Issue.mappings"),
            try String(contentsOf: Self.compiled.appendingPathComponent("Mappings/Issue.mappings"), encoding: .utf8))
    }
}
