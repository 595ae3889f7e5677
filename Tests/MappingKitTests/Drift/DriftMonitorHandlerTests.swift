import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// What leaves a monitor: the handler for each new fingerprint and each
/// window, and the opt-in excerpt; a payload's values in none of them by
/// default.
@Suite struct DriftMonitorHandlerTests {
    static let secret = "sk_live_4f9a0c1d2e3b"

    /// An observed catalog's calls with a secret planted in a value the
    /// mappings refuse (`lang`) and in one they take (`text`).
    static func observedRun(_ monitor: DriftMonitor) throws {
        let catalog = try DriftFixtures.catalog().observing(monitor, as: DriftFixtures.timeline)
        let context = try catalog.context("$Tweet")
        var payload = DriftFixtures.tweets(4, nameless: [1], badLang: [0, 2], value: secret)
        if case .array(var items) = payload, case .object(var first) = items[0] {
            first["text"] = JSON(secret)
            items[0] = .object(first)
            payload = .array(items)
        }
        let result = context.objects(from: payload, as: JSON.self)
        #expect(result.report.description.contains(secret), "the report quotes the planted value: the test means something")
        _ = context.objects(from: DriftFixtures.tweets(2, nameless: [0]), as: JSON.self)
    }

    @Test("the handler is called once for each fingerprint new to a window, and once for each window")
    func handlers() throws {
        let announced = Locked<[DriftSummary.Line]>([])
        let windows = Locked<[DriftSummary]>([])
        let monitor = DriftMonitor(
            clock: DriftFixtures.fixedClock, onNewFingerprint: { line in announced.withLock { $0.append(line) } },
            onWindow: { summary in windows.withLock { $0.append(summary) } })
        try Self.observedRun(monitor)
        let first = announced.withLock { $0 }
        expectEqual(Set(first.map(\.fingerprint)), Set(monitor.summary().lines.map(\.fingerprint)))
        expectEqual(first.count, 2)
        let closed = monitor.closeWindow()
        expectEqual(windows.withLock { $0 }, [closed])
        // A new window announces its fingerprints again.
        try Self.observedRun(monitor)
        expectEqual(announced.withLock { $0.count }, 4)
        let folder = try TemporaryFolder()
        try monitor.write(to: folder.url.appendingPathComponent("window.json"))
        expectEqual(windows.withLock { $0.count }, 2)
    }

    @Test("past the cap, a new fingerprint is counted in other and announced by no call")
    func handlerBoundedByCap() throws {
        let announced = Locked(0)
        let monitor = DriftMonitor(maximumFingerprints: 1, onNewFingerprint: { _ in announced.withLock { $0 += 1 } })
        try Self.observedRun(monitor)
        expectEqual(announced.withLock { $0 }, 1)
        #expect(monitor.summary().capReached)
    }

    @Test("a secret in a payload's values is in no summary, file, handler line or fingerprint component")
    func noValueLeavesByDefault() throws {
        let handed = Locked<[String]>([])
        let monitor = DriftMonitor(
            onNewFingerprint: { line in handed.withLock { $0.append("\(line) \(line.fingerprint.components)") } },
            onWindow: { summary in handed.withLock { $0.append(String(decoding: (try? summary.json()) ?? Data(), as: UTF8.self)) } })
        try Self.observedRun(monitor)
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("drift.json")
        let summary = monitor.summary()
        try monitor.write(to: file)
        let outputs = [
            String(decoding: try summary.json(), as: UTF8.self), String(decoding: try Data(contentsOf: file), as: UTF8.self),
            "\(summary)",
        ] + handed.withLock { $0 }
        #expect(outputs.count == 6)   // three renderings, two new fingerprints, one window
        for output in outputs {
            #expect(!output.contains(Self.secret), "\(output.prefix(300))")
            #expect(!output.contains("sk_live"))
        }
        #expect(summary.lines.allSatisfy { $0.excerpt == nil })
    }

    @Test("with excerpts, each fingerprint keeps its example's message, redacted, cut, without control characters")
    func excerpts() throws {
        let monitor = DriftMonitor(
            excerpts: DriftExcerpts(maximumLength: 24) { $0.replacingOccurrences(of: Self.secret, with: "<redacted>") },
            clock: DriftFixtures.fixedClock)
        try Self.observedRun(monitor)
        let summary = monitor.summary()
        let excerpts = summary.lines.compactMap(\.excerpt)
        expectEqual(excerpts.count, summary.lines.count)
        #expect(excerpts.allSatisfy { $0.count <= 25 && !$0.contains("sk_live") })
        #expect(excerpts.contains { $0.hasSuffix("…") })
        // Read back, the excerpt is kept; with none, the key is absent.
        expectEqual(try DriftSummary(json: summary.json()), summary)
        #expect(!String(decoding: try DriftMonitor().summary().json(), as: UTF8.self).contains("excerpt"))

        let raw = DriftExcerpts(maximumLength: 10) { $0 }
        expectEqual(raw.excerpt(of: "a\u{1B}[31mred\nline"), "a?[31mred?…")
    }
}
