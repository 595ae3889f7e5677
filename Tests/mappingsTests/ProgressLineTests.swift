import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// The progress line of `apply --lines`: drawn on standard error when it is
/// a terminal (a pseudo-terminal made by `script`), then erased; absent on a
/// pipe and with `--quiet`. `MAPPINGS_PROGRESS_AFTER=0` shows it at once
/// instead of after a second, so no test waits.
@Suite("apply --lines progress line")
struct ProgressLineTests {
    static func run(_ extra: String, terminal: Bool) async throws -> String {
        let folder = try TemporaryFolder()
        try folder.write("Events.mappings", ApplyLinesTests.mappings)
        try folder.write("events.jsonl", ApplyLinesTests.stream(seed: 5, count: 50).text)
        // The command in a file, so `script -c` takes it without a second level of quoting.
        try folder.write("run.sh", "\"$MAPPINGS\" apply '\(folder.path("Events.mappings"))' -c '$Event' '\(folder.path("events.jsonl"))' \(extra) > '\(folder.path("out.jsonl"))'\n")
        let command = "bash '\(folder.path("run.sh"))'"
        let script = terminal
            ? "export MAPPINGS_PROGRESS_AFTER=0; script -q -e -c \"\(command)\" /dev/null"
            : "export MAPPINGS_PROGRESS_AFTER=0; \(command) 2>&1"
        return try await ToolRunner().shell(script).stdout
    }

    @Test("on a terminal: one line with bytes, percent, lines and issues, then erased before the report")
    func terminal() async throws {
        let shown = try await Self.run("", terminal: true)
        let erase = "\r\u{1B}[K"
        #expect(shown.hasPrefix(erase + "mapped "))
        #expect(shown.contains(" (100%, "))
        #expect(shown.contains(" lines ("))
        let afterLine = try #require(shown.range(of: " issue")).upperBound
        #expect(shown[afterLine...].contains(erase))
        #expect(shown.contains("summary:"))
    }

    @Test("not on a pipe, not with --quiet")
    func absent() async throws {
        #expect(!(try await Self.run("", terminal: false)).contains("mapped "))
        #expect(!(try await Self.run("--quiet", terminal: true)).contains("mapped "))
    }

    @Test("fetch --all-pages: pages fetched, on a terminal only, erased before the report")
    func pages() async throws {
        let folder = try TemporaryFolder()
        let fetch = "\"$MAPPINGS\" fetch Mappings/GitHubIssues.mappings -c '$GitHubIssue' --all-pages --replay Fixtures/http/github-issues "
            + "'https://api.github.com/repos/octocat/Hello-World/issues?per_page=3'"
        try folder.write("run.sh", "cd '\(ToolRunner.packageRoot.path)' && \(fetch) \"$@\" > /dev/null\n")
        let shown = try await ToolRunner().shell(
            "export MAPPINGS_PROGRESS_AFTER=0; script -q -e -c \"bash '\(folder.path("run.sh"))'\" /dev/null").stdout
        #expect(shown.hasPrefix("\r\u{1B}[Kfetched 1 page ("))
        #expect(shown.contains("\r\u{1B}[K3 issues (3 errors, 0 warnings):"))
        let quiet = try await ToolRunner().shell(
            "export MAPPINGS_PROGRESS_AFTER=0; script -q -e -c \"bash '\(folder.path("run.sh"))' --quiet\" /dev/null").stdout
        #expect(!quiet.contains("fetched "))
        let piped = try await ToolRunner().shell("export MAPPINGS_PROGRESS_AFTER=0; bash '\(folder.path("run.sh"))' 2>&1")
        #expect(!piped.stdout.contains("fetched "))
    }
}
