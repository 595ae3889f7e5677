import Foundation
import MappingKit
import MappingKitTestSupport

/// The drift summaries in `Fixtures/drift/`, made as an app makes them: the
/// shipped `Mappings/Twitter.mappings` and `Mappings/GitHubIssues.mappings`
/// applied to the fixture payloads (a timeline, the recorded GitHub issue
/// pages), some of them damaged as an API drifts, each report handed to a
/// ``DriftMonitor`` whose clock and window ids are fixed, a window closed
/// per day and device. `ReportDriftFixtureTests` checks the files are what
/// this writes today; `RECORD_FIXTURES=1` writes them again.
///
/// - `baseline.json`: device A, 30 November: bodies missing (GitHub), a
///   tweet without a name (timeline).
/// - `device-a.json`: device A, 1 and 2 December: logins start to vanish.
/// - `device-b.json`: device B, 1 and 2 December: logins gone, and a
///   "Bad credentials" object where the issues array was expected (a shape
///   fingerprint).
/// - `hostile.json`: a context, a source and a key holding `<script>`,
///   quotes, `&` and terminal escapes.
/// - `capped.json`: a window with a cap of 2 fingerprints, reached.
enum DriftFixtureSummaries {
    /// The time each observation is given and the next window's id.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var time = Date(timeIntervalSince1970: 0)
        private var id = "window"
        var now: Date { lock.withLock { time } }
        var windowID: String { lock.withLock { id } }
        func set(_ date: String, window: String? = nil) {
            lock.withLock {
                time = ISO8601DateFormatter().date(from: date) ?? time
                if let window { id = window }
            }
        }
    }

    static let github = ReportSource(method: "GET", host: "api.github.com", pathTemplate: "/repos/:owner/:repo/issues")
    static let timeline = ReportSource(label: "home-timeline")

    /// The files' names and their JSON.
    static func files() throws -> [(name: String, json: String)] {
        let root = ToolRunner.packageRoot
        let twitter = try MappingCatalog(contentsOf: root.appendingPathComponent("Mappings/Twitter.mappings")).context("$TweetModel")
        let issues = try MappingCatalog(contentsOf: root.appendingPathComponent("Mappings/GitHubIssues.mappings")).context("$GitHubIssue")
        let timelinePayloads = try ["twitter-timeline.json", "twitter-timeline-broken.json"].map {
            try JSON(parsing: Fixtures.data("payloads/" + $0))
        }
        let pages = try (1...3).map { try JSON(parsing: Fixtures.data("http/pages/github-issues-page\($0).json")) }

        func observeTimeline(_ monitor: DriftMonitor, _ clock: Clock, at time: String, broken: Bool) {
            clock.set(time)
            let result = twitter.objects(from: timelinePayloads[broken ? 1 : 0], as: JSON.self)
            monitor.observe(result.report, context: "$TweetModel", source: timeline, expecting: .array)
        }
        func observeIssues(_ monitor: DriftMonitor, _ clock: Clock, at time: String, page: Int, withoutLogin: Set<Int> = []) {
            clock.set(time)
            var payload = pages[page]
            if case .array(var elements) = payload {
                for index in withoutLogin where index < elements.count {
                    if case .object(var issue) = elements[index], case .object(var user)? = issue["user"] {
                        user["login"] = nil
                        issue["user"] = .object(user)
                        elements[index] = .object(issue)
                    }
                }
                payload = .array(elements)
            }
            let result = issues.objects(from: payload, as: JSON.self)
            monitor.observe(result.report, context: "$GitHubIssue", source: github, expecting: .array)
        }
        func badCredentials(_ monitor: DriftMonitor, _ clock: Clock, at time: String) {
            clock.set(time)
            let result = issues.objects(
                from: ["message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"], as: JSON.self)
            monitor.observe(result.report, context: "$GitHubIssue", source: github, expecting: .array)
        }
        func monitor(_ clock: Clock, cap: Int = DriftMonitor.defaultMaximumFingerprints) -> DriftMonitor {
            DriftMonitor(maximumFingerprints: cap, clock: { clock.now }, windowID: { clock.windowID })
        }
        func close(_ monitor: DriftMonitor, _ clock: Clock, at time: String, next: String) -> [DriftSummary.Window] {
            clock.set(time, window: next)
            return monitor.closeWindow().windows
        }

        var files: [(String, DriftSummary)] = []

        // Device A, 30 November.
        var clock = Clock()
        clock.set("2026-11-30T00:00:00Z", window: "a-2026-11-30")
        var device = monitor(clock)
        for hour in [8, 12, 18] {
            observeTimeline(device, clock, at: "2026-11-30T\(hour):05:00Z", broken: hour == 12)
            observeIssues(device, clock, at: "2026-11-30T\(hour):10:00Z", page: 0)
            observeIssues(device, clock, at: "2026-11-30T\(hour):11:00Z", page: 1)
        }
        files.append(("baseline.json", DriftSummary(windows: close(device, clock, at: "2026-12-01T00:00:00Z", next: "a-2026-12-01"))))

        // Device A, 1 and 2 December: a login goes missing, then two.
        var windows = [DriftSummary.Window]()
        for hour in [9, 15] {
            observeTimeline(device, clock, at: "2026-12-01T\(hour):00:00Z", broken: false)
            observeIssues(device, clock, at: "2026-12-01T\(hour):01:00Z", page: 0, withoutLogin: hour == 15 ? [1] : [])
            observeIssues(device, clock, at: "2026-12-01T\(hour):02:00Z", page: 2)
        }
        windows += close(device, clock, at: "2026-12-02T00:00:00Z", next: "a-2026-12-02")
        for hour in [7, 11, 19] {
            observeTimeline(device, clock, at: "2026-12-02T\(hour):00:00Z", broken: hour == 19)
            observeIssues(device, clock, at: "2026-12-02T\(hour):01:00Z", page: 0, withoutLogin: [0, 2])
            observeIssues(device, clock, at: "2026-12-02T\(hour):02:00Z", page: 1, withoutLogin: [1])
        }
        windows += close(device, clock, at: "2026-12-03T00:00:00Z", next: "a-2026-12-03")
        files.append(("device-a.json", DriftSummary(windows: windows)))

        // Device B, 1 and 2 December: logins gone, and a proxy's error object.
        clock = Clock()
        clock.set("2026-12-01T00:00:00Z", window: "b-2026-12-01")
        device = monitor(clock)
        windows = []
        for hour in [10, 20] {
            observeIssues(device, clock, at: "2026-12-01T\(hour):00:00Z", page: 1, withoutLogin: [0])
            observeTimeline(device, clock, at: "2026-12-01T\(hour):30:00Z", broken: true)
        }
        badCredentials(device, clock, at: "2026-12-01T21:00:00Z")
        windows += close(device, clock, at: "2026-12-02T00:00:00Z", next: "b-2026-12-02")
        for hour in [6, 13] {
            observeIssues(device, clock, at: "2026-12-02T\(hour):00:00Z", page: 0, withoutLogin: [0, 1, 2])
            badCredentials(device, clock, at: "2026-12-02T\(hour):10:00Z")
            observeTimeline(device, clock, at: "2026-12-02T\(hour):20:00Z", broken: false)
        }
        windows += close(device, clock, at: "2026-12-03T00:00:00Z", next: "b-2026-12-03")
        files.append(("device-b.json", DriftSummary(windows: windows)))

        // Hostile texts: a context, a source label and a key.
        let hostileKey = "x\u{1B}[31m<script>alert('key')</script>\"&"
        let hostile = try MappingCatalog(string: """
            {"$Evil<script>alert(1)</script>": {"name": {"@keyPath": [\(JSON.string(hostileKey).formatted())]}}}
            """).context("$Evil<script>alert(1)</script>")
        clock = Clock()
        clock.set("2026-12-02T10:00:00Z", window: "hostile")
        device = monitor(clock)
        let evilSource = ReportSource(label: "evil\u{1B}]0;title\u{07}<img src=x onerror=alert(2)>")
        device.observe(
            hostile.objects(from: [["y": 1]], as: JSON.self).report, context: "$Evil<script>alert(1)</script>", source: evilSource,
            expecting: .array)
        files.append(("hostile.json", DriftSummary(windows: close(device, clock, at: "2026-12-02T11:00:00Z", next: "next"))))

        // A window of at most 2 fingerprints, given more.
        clock = Clock()
        clock.set("2026-12-02T00:00:00Z", window: "capped")
        device = monitor(clock, cap: 2)
        observeTimeline(device, clock, at: "2026-12-02T08:00:00Z", broken: true)
        observeIssues(device, clock, at: "2026-12-02T09:00:00Z", page: 0, withoutLogin: [0])
        files.append(("capped.json", DriftSummary(windows: close(device, clock, at: "2026-12-02T12:00:00Z", next: "next"))))

        // The catalogs were read by absolute path: the files name them from the package root.
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return try files.map { name, summary in
            (name, String(decoding: try summary.json(), as: UTF8.self).replacingOccurrences(of: prefix, with: "") + "\n")
        }
    }
}
