import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("DriftMonitor: payloads of the wrong shape, and the fingerprint cap")
struct DriftMonitorShapeAndCapTests {
    @Test("an HTML page where tweets were expected is one shape fingerprint, however often it comes")
    func htmlPage() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let monitor = DriftMonitor()
        for _ in 0..<3 {
            let result = context.objects(from: JSON("<html><body>502 Bad Gateway</body></html>"), as: JSON.self)
            #expect(result.report.issues.map(\.code) == [.elementNotObject])
            monitor.observe(result.report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array)
        }
        let line = try #require(monitor.summary().lines.only)
        #expect(line.fingerprint.kind == .shape)
        #expect(line.fingerprint.code == "elementNotObject")
        #expect(line.fingerprint.path == "" && line.fingerprint.entry == "")
        #expect(line.count == 3 && line.payloads == 3 && line.payloadsSeen == 3)
        let json = String(decoding: try monitor.summary().json(), as: UTF8.self)
        #expect(!json.contains("Bad Gateway"))
    }

    @Test("an error object where an array was expected is one shape fingerprint, not one per missing entry")
    func errorObject() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let payload: JSON = ["message": "Bad credentials", "documentation_url": "https://docs.example.com"]
        let result = context.objects(from: payload, as: JSON.self)
        #expect(result.report.issues.count == 2, "mapped as one object, it lacks every required entry")

        let expecting = DriftMonitor()
        expecting.observe(result.report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array)
        let line = try #require(expecting.summary().lines.only)
        #expect(line.fingerprint.kind == .shape)
        #expect(line.fingerprint.code == "expectedArray")

        let notTold = DriftMonitor()
        notTold.observe(result.report, context: "$Tweet", source: DriftFixtures.timeline)
        #expect(notTold.summary().lines.map(\.fingerprint.kind) == [.drift, .drift], "without the expectation it is drift")
    }

    @Test("an array whose only issue is a warning outside its elements is drift, not a shape failure")
    func warningOutsideElements() {
        var report = ValidationReport()
        for _ in 0..<3 { report.countObject(of: "$Tweet") }
        report.append(ValidationIssue(
            severity: .warning, kind: .transformerUnavailable, sourcePath: "", targetPath: "", context: "$Tweet", entry: "date",
            location: nil, message: "transformer 'date' is not registered", code: .transformerUnregistered))
        let monitor = DriftMonitor()
        monitor.observe(report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array)
        #expect(monitor.summary().lines.map(\.fingerprint.kind) == [.drift])
        #expect(monitor.summary().lines.map(\.fingerprint.code) == ["transformerUnregistered"])
    }

    @Test("an array where one object was expected is one shape fingerprint")
    func arrayForAnObject() throws {
        let context = try DriftFixtures.catalog().context("$Timeline")
        let result = context.object(from: DriftFixtures.tweets(3), as: JSON.self)
        let monitor = DriftMonitor()
        monitor.observe(result.report, context: "$Timeline", source: DriftFixtures.timeline, expecting: .object)
        let line = try #require(monitor.summary().lines.only)
        #expect(line.fingerprint.kind == .shape)
        #expect(line.fingerprint.code == result.report.issues.first?.code.rawValue)
    }

    @Test("elements of the wrong shape inside an array are drift, one fingerprint for them all")
    func badElements() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let result = context.objects(from: ["a", "b", ["text": "t", "user": ["name": "n"]], 3], as: JSON.self)
        let monitor = DriftMonitor()
        monitor.observe(result.report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array)
        let line = try #require(monitor.summary().lines.only)
        #expect(line.fingerprint.kind == .drift)
        #expect(line.fingerprint.path == "[*]")
        #expect(line.count == 3 && line.objects == 3 && line.objectsSeen == 4)
    }

    @Test("100,000 issues with distinct keys: at most the cap's fingerprints, the rest in the other bucket")
    func cap() {
        let issues = 100_000
        var report = ValidationReport(maximumIssues: issues)
        for index in 0..<issues {
            report.append(ValidationIssue(
                severity: .error, kind: .missingRequired, sourcePath: "[0].key\(index)", targetPath: "[0].key\(index)",
                context: "$Dynamic", entry: "key\(index)", location: nil, message: "missing required value", code: .missingRequired))
        }
        report.countObject(of: "$Dynamic")
        let monitor = DriftMonitor()
        #expect(monitor.maximumFingerprints == DriftMonitor.defaultMaximumFingerprints)
        monitor.observe(report, context: "$Dynamic", source: ReportSource(label: "dictionary"))
        let summary = monitor.summary()
        #expect(summary.lines.count == DriftMonitor.defaultMaximumFingerprints)
        #expect(summary.other.issues == issues - DriftMonitor.defaultMaximumFingerprints)
        #expect(summary.other.payloads == 1)
        #expect(summary.capReached)
        #expect(summary.lines.reduce(0) { $0 + $1.count } + summary.other.issues == issues)

        // A fingerprint already kept still counts once the window is full.
        var again = ValidationReport()
        again.append(report.issues[0])
        monitor.observe(again, context: "$Dynamic", source: ReportSource(label: "dictionary"))
        #expect(monitor.summary().lines.first { $0.examplePath == "[0].key0" }?.count == 2)
        #expect(monitor.summary().other.issues == issues - DriftMonitor.defaultMaximumFingerprints)
    }

    @Test("a small cap counts real reports' new fingerprints in the other bucket")
    func smallCap() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let monitor = DriftMonitor(maximumFingerprints: 1)
        monitor.observe(context.objects(from: DriftFixtures.tweets(3, nameless: [0], badLang: [1, 2]), as: JSON.self).report, context: "$Tweet")
        let summary = monitor.summary()
        #expect(summary.lines.map(\.fingerprint.path) == ["[*].lang"], "one report admits fingerprints in their order")
        #expect(summary.other == DriftSummary.Other(issues: 1, payloads: 1))
        #expect(!DriftMonitor().summary().capReached)
    }
}
