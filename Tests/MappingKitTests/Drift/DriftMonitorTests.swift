import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("DriftMonitor: fingerprints from real reports")
struct DriftMonitorTests {
    @Test("issues of one entry in several objects are one fingerprint, its indices collapsed, counted by object")
    func fingerprintsFromARealReport() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let result = context.objects(from: DriftFixtures.tweets(4, nameless: [1, 3], badLang: [2]), as: JSON.self)
        #expect(result.report.issues.count == 3)
        let monitor = DriftMonitor(clock: DriftFixtures.fixedClock)
        monitor.observe(result.report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array)

        let lines = monitor.summary().lines
        #expect(lines.map(\.fingerprint.path) == ["[*].lang", "[*].user.name"])
        let name = try #require(lines.first { $0.fingerprint.entry == "name" })
        #expect(name.fingerprint.kind == .drift)
        #expect(name.fingerprint.code == "missingRequired")
        #expect(name.fingerprint.issueCode == .missingRequired)
        #expect(name.fingerprint.context == "$Tweet")
        #expect(name.fingerprint.issueContext == "$Tweet")
        #expect(name.fingerprint.source == DriftFixtures.timeline)
        let location = try #require(result.report.issues.first { $0.entry == "name" }?.location)
        #expect(name.fingerprint.line == location.line)
        #expect(name.fingerprint.line == 4)
        #expect(name.fingerprint.file == location.file)
        #expect(name.count == 2)
        #expect(name.objects == 2)
        #expect(name.objectsSeen == 4)
        #expect(name.objectShare == 0.5)
        #expect(name.payloads == 1 && name.payloadsSeen == 1)
        #expect(name.examplePath == "[1].user.name")
        #expect(name.firstSeen == DriftFixtures.fixedTime && name.lastSeen == DriftFixtures.fixedTime)
        let lang = try #require(lines.first { $0.fingerprint.entry == "lang" })
        #expect(lang.fingerprint.code == "constraintViolated")
        #expect(lang.objects == 1)
    }

    @Test("counts and shares add across payloads; first and last seen follow the clock")
    func countsAndShares() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let time = Locked(DriftFixtures.fixedTime)
        let monitor = DriftMonitor(clock: { time.withLock { $0 } })
        for (index, payload) in [
            DriftFixtures.tweets(10, nameless: [0, 5]), DriftFixtures.tweets(10), DriftFixtures.tweets(20, nameless: [19]),
        ].enumerated() {
            time.withLock { $0 = DriftFixtures.fixedTime.addingTimeInterval(Double(index) * 60) }
            monitor.observe(context.objects(from: payload, as: JSON.self).report, context: "$Tweet", source: DriftFixtures.timeline)
        }
        let line = try #require(monitor.summary().lines.only)
        #expect(line.count == 3)
        #expect(line.objects == 3 && line.objectsSeen == 40)
        #expect(line.objectShare == 3.0 / 40)
        #expect(line.payloads == 2 && line.payloadsSeen == 3)
        #expect(line.firstSeen == DriftFixtures.fixedTime)
        #expect(line.lastSeen == DriftFixtures.fixedTime.addingTimeInterval(120))
        #expect(line.examplePath == "[0].user.name")
        #expect(monitor.summary().streams == [
            DriftSummary.Stream(context: "$Tweet", source: DriftFixtures.timeline, payloads: 3, objects: 40)
        ])
    }

    @Test("an issue in a nested array is fingerprinted with the nested context and collapsed indices")
    func nestedIndicesCollapse() throws {
        let context = try DriftFixtures.catalog().context("$Timeline")
        let payload: JSON = ["statuses": DriftFixtures.tweets(5, nameless: [2, 4])]
        let result = context.object(from: payload, as: JSON.self)
        #expect(result.report.issues.map(\.sourcePath) == ["statuses[2].user.name", "statuses[4].user.name"])
        let monitor = DriftMonitor()
        monitor.observe(result.report, context: "$Timeline", source: DriftFixtures.timeline, expecting: .object)
        let line = try #require(monitor.summary().lines.only)
        #expect(line.fingerprint.path == "statuses[*].user.name")
        #expect(line.fingerprint.context == "$Timeline")
        #expect(line.fingerprint.issueContext == "$Tweet")
        #expect(line.count == 2)
        #expect(line.objects == 1 && line.objectsSeen == 1)
        #expect(line.examplePath == "statuses[2].user.name")
    }

    @Test(
        "array indices collapse; quoted keys and other brackets are kept",
        arguments: [
            ("statuses[12].user.name", "statuses[*].user.name"),
            ("[0][31].x", "[*][*].x"),
            ("", ""),
            (#"meta["a[3]"].b[4]"#, #"meta["a[3]"].b[*]"#),
            (#"meta["q\"[1]"][2]"#, #"meta["q\"[1]"][*]"#),
            ("a[].b[x]", "a[].b[x]"),
            ("x[5", "x[5"),
            ("[9", "[9"),
            (#"k["\"#, #"k["\"#),
            ("é[12]ü[3]", "é[*]ü[*]"),
            ("[1234567890123456789012345].z", "[*].z"),
        ])
    func collapsing(path: String, expected: String) {
        #expect(DriftFingerprint.collapsingIndices(path) == expected)
    }

    @Test("sources are separate fingerprints and separate totals")
    func sourcesApart() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let monitor = DriftMonitor()
        let cache = ReportSource(label: "cache")
        monitor.observe(context.objects(from: DriftFixtures.tweets(2, nameless: [0]), as: JSON.self).report, context: "$Tweet", source: cache)
        monitor.observe(
            context.objects(from: DriftFixtures.tweets(3, nameless: [0]), as: JSON.self).report, context: "$Tweet",
            source: DriftFixtures.timeline)
        let lines = monitor.summary().lines
        #expect(lines.map(\.fingerprint.source) == [DriftFixtures.timeline, cache])
        #expect(lines.map(\.objectsSeen) == [3, 2])
        #expect(DriftFixtures.timeline.description == "GET api.example.com/statuses/home_timeline")
    }

    @Test("a secret in a payload's value is in the report's messages but nowhere in the summary's JSON")
    func noValueKept() throws {
        let secret = "sk_live_4f9a0c1d2e3b"
        let context = try DriftFixtures.catalog().context("$Tweet")
        let result = context.objects(from: DriftFixtures.tweets(3, nameless: [1], badLang: [0, 2], value: secret), as: JSON.self)
        #expect(result.report.description.contains(secret), "the planted value is quoted by the report: the test means something")
        let monitor = DriftMonitor()
        monitor.observe(result.report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array)
        let json = String(decoding: try monitor.summary().json(), as: UTF8.self)
        #expect(json.contains("constraintViolated"))
        #expect(!json.contains(secret))
        #expect(!json.contains("sk_live"))
    }

    @Test("issues a report did not keep are counted, not fingerprinted")
    func truncatedReports() throws {
        let context = try DriftFixtures.catalog().context("$Tweet").limitingIssues(to: 5)
        let result = context.objects(from: DriftFixtures.tweets(50, nameless: Set(0..<50)), as: JSON.self)
        #expect(result.report.droppedIssueCount == 45)
        let monitor = DriftMonitor()
        monitor.observe(result.report, context: "$Tweet", source: DriftFixtures.timeline)
        let summary = monitor.summary()
        #expect(summary.issuesNotKept == 45)
        #expect(summary.lines.only?.count == 5)
    }
}

extension Array {
    /// The one element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
