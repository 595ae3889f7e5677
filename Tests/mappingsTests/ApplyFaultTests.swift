import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// The built `mappings apply` under faults at its edges: standard input
/// closed or unreadable, standard output full or closed, payloads from
/// pipes, an input that is also the output, an over-size file. The tool
/// never traps and never reports success when its output was lost.
@Suite("mappings apply: faults at the edges")
struct ApplyFaultTests {
    /// Runs `script` with bash in the package root; `$MAPPINGS` is the
    /// built tool. The script's own redirections replace the captured ones.
    static func shell(_ script: String, in folder: URL? = nil) async throws -> ToolRunner.Output {
        try await ToolRunner().shell(script, in: folder)
    }

    static let apply = #"$MAPPINGS apply Mappings/Twitter.mappings --context '$UserModel'"#

    /// A new temporary folder, removed by the caller.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faults-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("standard input closed, a directory, or write-only: 'cannot read standard input: <reason>', exit 2")
    func unreadableStandardInput() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writeOnly = folder.appendingPathComponent("write-only").path
        for (redirection, reason) in [
            ("<&-", "it is closed or not open for reading"), ("< /", "it is a directory"),
            ("0>'\(writeOnly)'", "it is closed or not open for reading"),
        ] {
            let run = try await Self.shell("\(Self.apply) \(redirection)")
            #expect(run.status == 2, "\(redirection): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: cannot read standard input: \(reason)"), "\(redirection): \(run.stderr)")
            #expect(run.stdout == "")
        }
    }

    @Test("standard output full or closed: a message on stderr and exit 74, also for --help and --format json")
    func unwritableStandardOutput() async throws {
        for (arguments, redirection) in [
            ("Fixtures/payloads/twitter-timeline.json", "> /dev/full"),
            ("--format json Fixtures/payloads/twitter-timeline.json", "> /dev/full"),
            ("Fixtures/payloads/twitter-timeline.json", ">&-"),
            ("--help", "> /dev/full"),
        ] {
            let run = try await Self.shell(#"$MAPPINGS apply Mappings/Twitter.mappings --context '$TweetModel' "# + "\(arguments) \(redirection)")
            #expect(run.status == 74, "\(arguments) \(redirection): \(run.stderr)")
            #expect(run.stderr.contains("error: cannot write standard output: "), "\(run.stderr)")
        }
        let closed = try await Self.shell(#"$MAPPINGS apply Mappings/Twitter.mappings --context '$TweetModel' Fixtures/payloads/twitter-timeline.json >&-"#)
        #expect(closed.stderr.hasPrefix("error: cannot write standard output: Bad file descriptor"))
    }

    @Test("mappings check with standard output full: exit 74")
    func checkUnwritableOutput() async throws {
        let run = try await Self.shell("$MAPPINGS check Mappings/Twitter.mappings > /dev/full")
        #expect(run.status == 74)
        #expect(run.stderr == "error: cannot write standard output: No space left on device\n")
    }

    @Test("a reader that goes away is a write error (exit 74), not a silent end")
    func closedPipe() async throws {
        // A result far larger than a pipe's buffer, read by a reader that closes at once.
        let run = try await Self.shell(#"""
            payload=$(mktemp); trap 'rm -f "$payload"' EXIT
            { printf '['; for i in $(seq 1 20000); do printf '{"name":"user %d","screen_name":"u%d"},' $i $i; done; printf '{}]'; } > "$payload"
            $MAPPINGS apply Mappings/Twitter.mappings --context '$UserModel' "$payload" | true
            echo "status ${PIPESTATUS[0]}" >&2
            """#)
        #expect(run.stderr.contains("error: cannot write standard output: Broken pipe"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("status 74\n"), "\(run.stderr)")
    }

    @Test("payloads from pipes: <(…) and /dev/stdin are read like files")
    func pipePaths() async throws {
        let user = #"{"name": "Ada", "screen_name": "ada"}"#
        let substitution = try await Self.shell("\(Self.apply) <(printf '%s' '\(user)')")
        #expect(substitution.status == 0, "\(substitution.stderr)")
        #expect(substitution.stdout.hasPrefix("{\n  \"name\": \"Ada\""))
        let devStdin = try await Self.shell("printf '%s' '\(user)' | \(Self.apply) /dev/stdin")
        #expect(devStdin.status == 0, "\(devStdin.stderr)")
        #expect(devStdin.stdout.hasPrefix("{\n  \"name\": \"Ada\""))
    }

    @Test("'--into doc.json > doc.json': the tool refuses (exit 64) and says how to do it; the file is never written by the tool")
    func intoSameFileAsOutput() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("doc.json").path
        try Data(#"[{"login": "a"}]"#.utf8).write(to: URL(fileURLWithPath: document))
        let run = try await Self.shell("\(Self.apply) --into '\(document)' Fixtures/payloads/twitter-timeline.json > '\(document)'")
        #expect(run.status == 64)
        #expect(run.stderr.contains("standard output is '\(document)', the --into document"))
        #expect(run.stderr.contains("write to another file, then move it"))
        let payload = try await Self.shell("\(Self.apply) '\(document)' >> '\(document)'")
        #expect(payload.status == 64)
        #expect(payload.stderr.contains("the payload"))

        // Untouched: the document file is read, never written.
        try Data(#"[{"login": "a"}]"#.utf8).write(to: URL(fileURLWithPath: document))
        let populate = try await Self.shell("\(Self.apply) --into '\(document)' - <<< '[{\"name\": \"Ada\", \"screen_name\": \"ada\"}]'")
        #expect(populate.status == 0, "\(populate.stderr)")
        #expect(try String(contentsOfFile: document, encoding: .utf8) == #"[{"login": "a"}]"#)
    }

    @Test("--into with kinds that do not fit: the document is printed untouched with an error issue, exit 1")
    func intoMismatch() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("doc.json").path
        try Data(#"[{"login": "a"}, {"login": "b"}]"#.utf8).write(to: URL(fileURLWithPath: document))
        let run = try await Self.shell("\(Self.apply) --into '\(document)' --format json - <<< '{\"name\": \"Ada\"}'")
        #expect(run.status == 1, "\(run.stderr)")
        let output = try JSON(parsing: run.stdout)
        #expect(output["result"] == [["login": "a"], ["login": "b"]])
        #expect(output["issues"]?[0]?["kind"] == "typeMismatch")
        #expect(output["issues"]?[0]?["message"]?.stringValue?.contains("expected an array of objects") == true)

        try Data(#""login""#.utf8).write(to: URL(fileURLWithPath: document))
        let scalar = try await Self.shell("\(Self.apply) --into '\(document)' --format json - <<< '[{\"name\": \"Ada\"}]'")
        #expect(scalar.status == 1)
        #expect(try JSON(parsing: scalar.stdout)["result"] == "login")
    }

    @Test("--key-path that is not there names the deepest part found and suggests a key")
    func keyPathNotFound() async throws {
        let run = try await Self.shell(
            #"$MAPPINGS apply Mappings/Spotify.mappings --context '$SpotifyArtist' --key-path artists.itemz Fixtures/payloads/spotify-artists.json"#)
        #expect(run.status == 2)
        #expect(run.stderr == """
            error: key path 'artists.itemz' is not in the payload: 'artists' is an object with no key 'itemz'
            note: did you mean 'items'?

            """)
    }

    @Test("--max-issues: the report keeps N issues, counts all, says how many were cut; the summary stays exact")
    func maximumIssues() async throws {
        let text = try await Self.shell("""
            { printf '['; for i in $(seq 1 500); do printf '{},'; done; printf '{}]'; } | \(Self.apply) --max-issues 3
            """)
        #expect(text.status == 1)
        #expect(text.stderr.hasPrefix("1002 issues (1002 errors, 0 warnings):\n"))
        #expect(text.stderr.components(separatedBy: "missing required value").count - 1 == 3)
        #expect(text.stderr.contains("\n999 more issues not shown: the report keeps the first 3; keep more with --max-issues N\n"))
        #expect(text.stderr.contains("$UserModel.name (name): missing in 501 of 501 objects"))

        let json = try await Self.shell("\(Self.apply) --max-issues 0 --format json - <<< '[{}, {}]'")
        let output = try JSON(parsing: json.stdout)
        #expect(output["issues"] == [])
        #expect(output["issuesOmitted"] == 4)
        #expect(output["summary"]?[0]?["count"] == 2)

        let bad = try await Self.shell("\(Self.apply) --max-issues -1 - <<< '{}'")
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("error: --max-issues takes a whole number of 0 or more, not '-1'"))
    }

    @Test("a file over the document limit is refused by its size, before it is read")
    func overSizeFile() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.json")
        // A sparse file: 4.3 GB long, no disk space used.
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("[".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 4_300_000_000)
        try handle.close()
        let run = try await Self.shell("\(Self.apply) '\(huge.path)'")
        #expect(run.status == 2)
        #expect(run.stderr.contains("it is 4300000000 bytes, over the limit of 4294967294 bytes"), "\(run.stderr)")
    }
}
