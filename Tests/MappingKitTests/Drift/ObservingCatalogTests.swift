import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// `catalog.observing(_:as:)`: one observation per payload mapped, from
/// every verb, named by its context and source; nothing for a catalog
/// without an observer; nothing for a clean payload when the observer
/// wants only issues.
@Suite struct ObservingCatalogTests {
    /// Every observation it is handed, in order.
    final class Recorder: ReportObserver {
        let onlyIssues: Bool
        private let seen = Locked<[ReportObservation]>([])
        init(onlyIssues: Bool = false) { self.onlyIssues = onlyIssues }
        var observesCleanReports: Bool { !onlyIssues }
        func observe(_ observation: ReportObservation) { seen.withLock { $0.append(observation) } }
        var observations: [ReportObservation] { seen.withLock { $0 } }
    }

    struct Tweet: Mappable {
        var text = ""
        var name = ""
        static let properties: MappableProperties<Tweet> = ["text": \.text, "name": \.name]
    }

    final class TweetObject: Mappable, @unchecked Sendable {
        var text = ""
        var name = ""
        required init() {}
        static let properties: MappableProperties<TweetObject> = ["text": \.text, "name": \.name]
    }

    struct DecodedTweet: Decodable, Equatable {
        let text: String
        let name: String?
    }

    static let mappings = """
        {
          "$Tweet": { "text": "text", "name": "user.name" },
          "$Registered": { "@class": "Tweet", "text": "text", "name": "user.name" }
        }
        """

    static func catalog() throws -> MappingCatalog {
        try MappingCatalog(string: mappings, models: ModelRegistry().registering(Tweet.self))
    }

    static let one: JSON = ["text": "hi", "user": ["name": "Ada"]]
    static let list: JSON = [["text": "hi", "user": ["name": "Ada"]], ["text": "yo", "user": [:]]]

    @Test("every verb hands one observation per payload, with the context, the source and the root it expected")
    func everyVerbIsObserved() async throws {
        let recorder = Recorder()
        let source = ReportSource(label: "timeline")
        let catalog = try Self.catalog().observing(recorder, as: source)
        let context = try catalog.context("$Tweet")
        _ = context.object(from: Self.one, as: JSON.self)
        _ = context.objects(from: Self.list, as: JSON.self)
        _ = context.objects(from: Self.list, as: JSON.self, jobs: 2)
        _ = try context.object(from: Self.one, as: Tweet.self)
        _ = try context.objects(from: Self.list, as: Tweet.self)
        _ = try context.objects(from: Self.list, as: Tweet.self, jobs: 2)
        var tweet = Tweet()
        try context.map(Self.one, into: &tweet)
        try context.map(Self.one, into: TweetObject())
        var document: JSON = ["text": "old"]
        context.map(Self.one, intoJSON: &document)
        _ = try context.object(from: Self.one, as: DecodedTweet.self)
        _ = try context.objects(from: Self.list, as: DecodedTweet.self)
        _ = try context.objects(from: Data(#"[{"text": "a", "user": {"name": "b"}}]"#.utf8), as: DecodedTweet.self)
        let registered = try catalog.context("$Registered")
        _ = try registered.object(from: Payload(Self.one))
        _ = try registered.objects(from: Payload(Self.list))
        let lines = [JSONLinesReader.Line(number: 1, bytes: ArraySlice(Array(#"{"text": "a", "user": {"name": "b"}}"#.utf8)))]
        for try await _ in context.objects(fromLines: Self.stream(lines), as: JSON.self) {}
        for try await _ in context.objects(fromLines: Self.stream(lines), as: DecodedTweet.self) {}

        let seen = recorder.observations
        expectEqual(seen.map(\.context), Array(repeating: "$Tweet", count: 12) + ["$Registered", "$Registered", "$Tweet", "$Tweet"])
        expectEqual(
            seen.map(\.expecting),
            [.object, .array, .array, .object, .array, .array, .object, .object, .any, .object, .array, .array, .object, .array, .object, .object])
        #expect(seen.allSatisfy { $0.source == source && $0.refusal == nil })
        // The second element of the list lacks user.name: each list verb saw it.
        expectEqual(seen[1].report.issues.map(\.sourcePath), ["[1].user.name"])
        expectEqual(seen[4].report.issues.map(\.sourcePath), ["[1].user.name"])
    }

    @Test("a catalog without an observer, and the observed catalog's results, are unchanged")
    func withoutAnObserverNothingChanges() throws {
        let plain = try Self.catalog()
        let recorder = Recorder()
        let observed = plain.observing(recorder)
        #expect(plain.observer == nil)
        #expect(observed.observer is Recorder)
        #expect(try plain.context("$Tweet").reportSource == nil)
        // A catalog extended in code keeps its observer.
        var extra = MappingDefinition()
        extra.map("text", from: "text")
        #expect(try observed.adding(["$Extra": extra]).observer is Recorder)
        let a = try plain.context("$Tweet").objects(from: Self.list, as: JSON.self)
        let b = try observed.context("$Tweet").objects(from: Self.list, as: JSON.self)
        expectEqual(a.value, b.value)
        expectEqual(a.report, b.report)
        expectEqual(recorder.observations.count, 1)
    }

    @Test("an observer that wants only issues is not called for a clean payload")
    func onlyIssues() throws {
        let recorder = Recorder(onlyIssues: true)
        let context = try Self.catalog().observing(recorder).context("$Tweet")
        _ = context.object(from: Self.one, as: JSON.self)
        _ = context.objects(from: [Self.one, Self.one], as: JSON.self)
        expectEqual(recorder.observations.count, 0)
        _ = context.objects(from: Self.list, as: JSON.self)
        expectEqual(recorder.observations.count, 1)
    }

    @Test("a context names its calls with reporting(as:); nested contexts keep the observer")
    func reportingAs() throws {
        let recorder = Recorder()
        let catalog = try Self.catalog().observing(recorder, as: ReportSource(label: "default"))
        let home = try catalog.context("$Tweet").reporting(as: ReportSource(label: "home"))
        _ = home.object(from: Self.one, as: JSON.self)
        _ = try catalog.context("$Tweet").object(from: Self.one, as: JSON.self)
        expectEqual(recorder.observations.map(\.source.description), ["home", "default"])
        // Without an observer, reporting(as:) changes nothing.
        #expect(try Self.catalog().context("$Tweet").reporting(as: ReportSource(label: "x")).reportSource == nil)
    }

    @Test("a body or a line that is not JSON is observed as a refusal, once")
    func notJSONIsARefusal() async throws {
        let recorder = Recorder()
        let monitor = DriftMonitor(clock: DriftFixtures.fixedClock)
        let context = try Self.catalog().observing(recorder).context("$Tweet")
        #expect(throws: MappingError.self) { try context.objects(from: Data("<html>502 Bad Gateway</html>".utf8), as: JSON.self) }
        #expect(throws: MappingError.self) { try context.object(from: Data("{".utf8), as: Tweet.self) }
        let lines = [JSONLinesReader.Line(number: 1, bytes: ArraySlice(Array("{,".utf8))), JSONLinesReader.Line(number: 2, bytes: nil)]
        for try await _ in context.objects(fromLines: Self.stream(lines), as: JSON.self) {}
        let seen = recorder.observations
        expectEqual(seen.map(\.refusal?.reason), [.invalidJSON, .invalidJSON, .invalidJSON, .invalidJSON])
        expectEqual(seen.map(\.expecting), [.array, .object, .any, .any])
        for observation in seen { monitor.observe(observation) }
        let lines2 = monitor.summary().lines
        expectEqual(lines2.map(\.fingerprint.kind), [.shape])
        expectEqual(lines2.map(\.fingerprint.code), ["invalidJSON"])
        expectEqual(lines2.map(\.count), [4])
    }

    @Test("a JSON Lines line that is an object is drift in its fields, not a payload of the wrong shape")
    func objectLines() async throws {
        let monitor = DriftMonitor()
        let context = try Self.catalog().observing(monitor).context("$Tweet")
        let lines = [JSONLinesReader.Line(number: 1, bytes: ArraySlice(Array(#"{"text": "a", "user": {}}"#.utf8)))]
        for try await _ in context.objects(fromLines: Self.stream(lines), as: JSON.self) {}
        let line = try #require(monitor.summary().lines.first)
        expectEqual(monitor.summary().lines.count, 1)
        expectEqual(line.fingerprint.kind, .drift)
        expectEqual(line.fingerprint.path, "user.name")
    }

    static func stream(_ lines: [JSONLinesReader.Line]) -> AsyncThrowingStream<JSONLinesReader.Line, any Error> {
        AsyncThrowingStream { continuation in
            for line in lines { continuation.yield(line) }
            continuation.finish()
        }
    }
}
