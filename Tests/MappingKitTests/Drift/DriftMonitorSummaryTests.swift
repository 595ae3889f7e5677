import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("DriftMonitor: concurrent observation, writing and merging summaries")
struct DriftMonitorSummaryTests {
    /// Reports of varied payloads: some clean, some drifting, some of the wrong shape.
    static func reports() throws -> [ValidationReport] {
        let context = try DriftFixtures.catalog().context("$Tweet")
        return (0..<64).map { index in
            switch index % 4 {
            case 0: context.objects(from: DriftFixtures.tweets(10), as: JSON.self).report
            case 1: context.objects(from: DriftFixtures.tweets(8, nameless: [index % 8]), as: JSON.self).report
            case 2: context.objects(from: DriftFixtures.tweets(6, nameless: [1], badLang: [0, 5]), as: JSON.self).report
            default: context.objects(from: JSON("<html>"), as: JSON.self).report
            }
        }
    }

    @Test("16 tasks observing at once give the summary one task gives")
    func concurrent() async throws {
        let reports = try Self.reports()
        let sequential = DriftMonitor(clock: DriftFixtures.fixedClock)
        for _ in 0..<16 {
            for report in reports { sequential.observe(report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array) }
        }
        let concurrent = DriftMonitor(clock: DriftFixtures.fixedClock)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    for report in reports { concurrent.observe(report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array) }
                }
            }
        }
        let expected = sequential.summary()
        #expect(concurrent.summary().lines == expected.lines)
        #expect(concurrent.summary().streams == expected.streams)
        #expect(expected.streams.first?.payloads == 16 * 64)
        #expect(expected.lines.map(\.fingerprint.kind).contains(.shape))
    }

    @Test("16 tasks mapping through one observed catalog while windows close: every payload in exactly one window")
    func concurrentThroughACatalog() async throws {
        let windows = Locked<[DriftSummary]>([])
        let monitor = DriftMonitor(clock: DriftFixtures.fixedClock, onWindow: { summary in windows.withLock { $0.append(summary) } })
        let context = try DriftFixtures.catalog().observing(monitor, as: DriftFixtures.timeline).context("$Tweet")
        let payloads: [JSON] = [DriftFixtures.tweets(10), DriftFixtures.tweets(8, nameless: [3]), JSON("<html>")]
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for round in 0..<30 { _ = context.objects(from: payloads[(task + round) % payloads.count], as: JSON.self) }
                }
            }
            group.addTask {
                for _ in 0..<20 { monitor.closeWindow() }
            }
        }
        monitor.closeWindow()
        let all = windows.withLock { $0 }.reduce(DriftSummary(windows: [])) { $0.merged(with: $1) }
        #expect(all.streams.only?.payloads == 16 * 30)
        let missing = all.lines.first { $0.fingerprint.kind == .drift }
        #expect(missing?.count == 16 * 10)
        #expect(all.lines.first { $0.fingerprint.kind == .shape }?.payloads == 16 * 10)
    }

    @Test("write puts the window's summary in a file that reads back equal, and starts a new window")
    func write() throws {
        let folder = try TemporaryFolder()
        let counter = Locked(0)
        let monitor = DriftMonitor(clock: DriftFixtures.fixedClock, windowID: {
            counter.withLock { count in
                count += 1
                return "window-\(count)"
            }
        })
        for report in try Self.reports() { monitor.observe(report, context: "$Tweet", source: DriftFixtures.timeline, expecting: .array) }
        let before = monitor.summary()
        let url = folder.url.appendingPathComponent("drift.json")
        try monitor.write(to: url)
        let read = try DriftSummary(json: Data(contentsOf: url))
        #expect(read == before)
        #expect(read.windows.map(\.id) == ["window-1"])
        #expect(!read.lines.isEmpty)

        let after = monitor.summary()
        #expect(after.lines.isEmpty && after.streams.isEmpty)
        #expect(after.windows.map(\.id) == ["window-2"])

        #expect(throws: (any Error).self) { try monitor.write(to: folder.url.appendingPathComponent("missing/drift.json")) }
        #expect(monitor.summary().windows.map(\.id) == ["window-2"], "a failed write keeps the window")
    }

    @Test("merging adds windows, is associative, and merging a window twice counts it once")
    func merging() throws {
        let context = try DriftFixtures.catalog().context("$Tweet")
        let monitor = DriftMonitor(clock: DriftFixtures.fixedClock)
        func window(_ payload: JSON) -> DriftSummary {
            monitor.observe(context.objects(from: payload, as: JSON.self).report, context: "$Tweet", source: DriftFixtures.timeline)
            return monitor.closeWindow()
        }
        let a = window(DriftFixtures.tweets(10, nameless: [1, 2]))
        let b = window(DriftFixtures.tweets(5, nameless: [4], badLang: [0]))
        let c = window(DriftFixtures.tweets(5))

        #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
        #expect(a.merged(with: b) == b.merged(with: a))
        let all = a.merged(with: b).merged(with: c)
        #expect(all.windows.count == 3)
        #expect(all.merged(with: b) == all)
        #expect(a.merged(with: a) == a)

        let name = try #require(all.lines.first { $0.fingerprint.entry == "name" })
        #expect(name.count == 3)
        #expect(name.objects == 3 && name.objectsSeen == 20)
        #expect(name.payloads == 2 && name.payloadsSeen == 3)
        #expect(name.examplePath == "[1].user.name")

        let roundTrip = try DriftSummary(json: all.json())
        #expect(roundTrip == all)
    }
}
