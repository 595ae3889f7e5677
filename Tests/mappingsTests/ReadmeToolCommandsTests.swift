import Foundation
import MappingKitTestSupport
import Testing

/// The README's tool commands run as written from a clone: its shell block
/// says `swift run mappings …`, and each command (but `fetch`, which needs
/// the network and a token) runs here with the built tool in its place:
/// `check` of a file and of the `Mappings` folder, and `apply`.
@Suite("The README's tool commands")
struct ReadmeToolCommandsTests {
    /// The commands of the first `sh` block of the README's tool section,
    /// continuation lines joined.
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## The `mappings` tool\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n```").first)
        return block.replacingOccurrences(of: "\\\n", with: "").split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
    }

    @Test("every command is `swift run mappings …`, and check and apply run as written")
    func commandsRun() async throws {
        let commands = try Self.commands()
        #expect(commands.count == 4)
        for command in commands {
            #expect(command.hasPrefix("swift run mappings "), "\(command)")
            guard !command.hasPrefix("swift run mappings fetch ") else { continue }
            let run = try await ToolRunner().shell(command.replacingOccurrences(of: "swift run mappings ", with: "\"$MAPPINGS\" "))
            if command.hasPrefix("swift run mappings check Mappings/") {
                #expect(run.status == 0)
                #expect(run.stdout == "Mappings/Tweets.mappings: ok, 2 contexts\n")
            } else if command.hasPrefix("swift run mappings check ") {
                // The folder: every file of Mappings/, the README's among them.
                #expect(command == "swift run mappings check Mappings")
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.contains("\nMappings/Tweets.mappings: ok, 2 contexts\n"), "\(run.stdout)")
            } else {
                // The README's timeline has a tweet that cannot be made: exit 1, the two others printed.
                #expect(run.status == 1, "\(command)")
                #expect(run.stdout.hasPrefix("[\n"))
                #expect(run.stderr.hasPrefix("2 issues (2 errors, 0 warnings):\n"))
            }
        }
    }
}
