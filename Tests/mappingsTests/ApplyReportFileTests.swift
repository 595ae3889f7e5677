import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `apply --lines --report FILE` never destroys an input, finds a path it
/// cannot write before reading the stream, and never loses mapped output
/// when the report cannot be written (issue 27, item 3).
@Suite("apply --report FILE: inputs kept, output kept")
struct ApplyReportFileTests {
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", ApplyLinesTests.mappings)
        try folder.write("events.jsonl", ApplyLinesTests.stream(seed: 3, count: 2_000).text)
        return folder
    }

    @Test("--report naming the payload, the .mappings file, the --into document or standard output's file is refused before anything is read (exit 64)",
          arguments: ["payload", "mappings", "stdout"])
    func refusedInputs(_ which: String) async throws {
        let folder = try Self.folder()
        let before = try folder.read("events.jsonl")
        let mappingsBefore = try folder.read("Events.mappings")
        let target = switch which {
        case "payload": folder.path("events.jsonl")
        case "mappings": folder.path("Events.mappings")
        default: folder.path("out.jsonl")
        }
        let redirect = which == "stdout" ? " > '\(target)'" : ""
        let run = try await ToolRunner().shell(
            "$MAPPINGS apply '\(folder.path("Events.mappings"))' -c '$Event' '\(folder.path("events.jsonl"))' --report '\(target)'\(redirect)")
        #expect(run.status == 64, "\(run.stderr)")
        let role = switch which {
        case "payload": "the payload"
        case "mappings": "a .mappings file of the catalog"
        default: "the file standard output goes to"
        }
        #expect(run.stderr.hasPrefix("error: --report '\(target)' is \(role): writing the report there would destroy it\n"))
        #expect(try folder.read("events.jsonl") == before)
        #expect(try folder.read("Events.mappings") == mappingsBefore)
    }

    @Test("a link to the payload is the payload")
    func linkToPayload() async throws {
        let folder = try Self.folder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("report.json"), withDestinationPath: folder.path("events.jsonl"))
        let run = try await ToolRunner().run(
            ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl"), "--report", folder.path("report.json")])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is the payload"))
    }

    @Test("--report at /dev/full: every mapped line is on standard output, and the message says the report alone was not written (exit 74)")
    func fullDevice() async throws {
        let folder = try Self.folder()
        let whole = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl"), "--jobs", "1"])
        let lines = whole.stdout.split(separator: "\n").count
        #expect(whole.stdout.utf8.count > StandardStreamSize.buffer, "the output must pass one buffer for the test to mean anything")
        for jobs in ["1", "2"] {
            let run = try await ToolRunner().run(
                ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl"), "--report", "/dev/full", "--jobs", jobs])
            #expect(run.status == 74)
            #expect(run.stdout == whole.stdout, "jobs \(jobs): \(run.stdout.utf8.count) of \(whole.stdout.utf8.count) bytes")
            #expect(run.stderr == """
                error: cannot write the report to '/dev/full': there is no space left on the device
                note: the result is on standard output in full (\(lines) lines); the report was not written
                note: free some space, or write to another disk

                """)
        }
    }

    @Test("a report path that cannot be created is found before the stream is read: nothing on standard output (exit 74)")
    func uncreatable() async throws {
        let folder = try Self.folder()
        let run = try await ToolRunner().run(
            ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl"), "--report", folder.path("missing/report.json")])
        #expect(run.status == 74)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("its folder does not exist\nnote: nothing was read or mapped\n"))
        // Standard input is never read either: a stream that never ends would otherwise hang here.
        let stdin = try await ToolRunner().shell(
            "yes '{}' | $MAPPINGS apply '\(folder.path("Events.mappings"))' -c '$Event' --lines --report '\(folder.path("missing/r.json"))'")
        #expect(stdin.status == 74)
    }

    @Test("the report replaces a file or a link whole, through a temporary file, and leaves no temporary file behind")
    func replacedWhole() async throws {
        let folder = try Self.folder()
        try folder.write("elsewhere.txt", "keep me")
        try FileManager.default.createSymbolicLink(atPath: folder.path("report.json"), withDestinationPath: folder.path("elsewhere.txt"))
        let run = try await ToolRunner().run(
            ["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl"), "--report", folder.path("report.json"), "--format", "json"])
        #expect(run.status == 1)
        #expect(try folder.read("elsewhere.txt") == "keep me")
        let report = try JSON(parsing: Data(folder.read("report.json").utf8))
        #expect(report["errors"]?.intValue ?? 0 > 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".partial-") }
        #expect(left.isEmpty)
    }

    @Test("an empty path is a usage error, not the current folder", arguments: [["--report", ""], ["--report="], ["--into", ""]])
    func emptyPath(_ option: [String]) async throws {
        let folder = try Self.folder()
        let run = try await ToolRunner().run(["apply", folder.path("Events.mappings"), "-c", "$Event", folder.path("events.jsonl")] + option)
        #expect(run.status == 64)
        let name = option[0].split(separator: "=")[0]
        #expect(run.stderr.hasPrefix("error: \(name) is empty: it takes a file name\n"))
    }
}

/// StandardStream's buffer (Sources/mappings/Output/StandardStream.swift).
enum StandardStreamSize {
    static let buffer = 1 << 16
}
