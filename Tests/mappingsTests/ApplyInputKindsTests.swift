import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// What `apply` accepts as a payload path (issue 27, item 8): a regular
/// file, or a descriptor the shell hands over (`<(…)`, `/dev/stdin`); a
/// character device or a named FIFO is refused at once, before it is opened.
@Suite("apply: devices and FIFOs refused, pipes from the shell read")
struct ApplyInputKindsTests {
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Item.mappings", #"{"$Item": {"name": "name"}}"#)
        return folder
    }

    @Test("/dev/zero and a named FIFO are refused at once (exit 2), as a payload, with --lines and as --into",
          arguments: [["/dev/zero"], ["--lines", "/dev/zero"], ["FIFO"], ["--lines", "FIFO"], ["--into", "/dev/zero", "ITEM"]])
    func refused(_ arguments: [String]) async throws {
        let folder = try Self.folder()
        try folder.makeFIFO("pipe.json")
        try folder.write("item.json", #"{"name": "a"}"#)
        let resolved = arguments.map { $0 == "FIFO" ? folder.path("pipe.json") : $0 == "ITEM" ? folder.path("item.json") : $0 }
        let run = try await ToolRunner().run(["apply", folder.path("Item.mappings"), "-c", "$Item"] + resolved)
        #expect(run.status == 2, "\(run.stderr)")
        let what = arguments.contains("FIFO") ? "a FIFO (named pipe)" : "a character device"
        #expect(run.stderr.contains("it is \(what), not a regular file\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test("a process substitution and /dev/stdin are read")
    func shellPipes() async throws {
        let folder = try Self.folder()
        let substitution = try await ToolRunner().shell(
            #"$MAPPINGS apply '\#(folder.path("Item.mappings"))' -c '$Item' <(echo '{"name": "a"}')"#)
        #expect(substitution.status == 0, "\(substitution.stderr)")
        #expect(substitution.stdout.contains(#""name" : "a""#) || substitution.stdout.contains(#""name": "a""#))
        let stdin = try await ToolRunner().run(["apply", folder.path("Item.mappings"), "-c", "$Item", "/dev/stdin"], stdin: #"{"name": "b"}"#)
        #expect(stdin.status == 0, "\(stdin.stderr)")
    }

    @Test("JSON nested past the parser's limit: the advice names no library API, and says the tool has no option for it")
    func tooDeep() async throws {
        let folder = try Self.folder()
        try folder.write("deep.json", String(repeating: "[", count: 600) + String(repeating: "]", count: 600))
        let run = try await ToolRunner().run(["apply", folder.path("Item.mappings"), "-c", "$Item", folder.path("deep.json")])
        #expect(run.status == 2)
        #expect(!run.stderr.contains("JSONParsingOptions"))
        #expect(run.stderr.contains("mappings reads JSON nested at most 512 levels deep and has no option to raise it"))
    }
}
