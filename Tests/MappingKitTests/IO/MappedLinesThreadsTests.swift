import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// `context.objects(fromLines:as:jobs:)`: a stream's lines mapped on
/// several threads give, in line order, exactly what one thread gives.
// Serialized, as ParallelMappingTests: a busy thread at a time.
@Suite("Mapping a stream's lines on several threads", .serialized)
struct MappedLinesThreadsTests {
    struct Event: Decodable, Equatable {
        var id: String
        var login: String
    }

    static let mappings = #"{"$Event": {"id": "id", "login": "actor.login"}, "$Broken": {"id": {"@keyPath": "id", "@transformer": "nope"}}}"#

    /// A seeded stream: objects (some without a login), arrays of two,
    /// blank lines, lines that are not JSON, lines too long.
    static func lines(seed: UInt64, count: Int) -> [JSONLinesReader.Line] {
        var random = SplitMix64(seed: seed)
        func event(_ index: Int) -> String {
            random.next(below: 8) == 0 ? #"{"id": "\#(index)", "actor": {}}"# : #"{"id": "\#(index)", "actor": {"login": "u\#(index)"}}"#
        }
        return (1...count).map { number in
            let text: String?
            switch random.next(below: 30) {
            case 0: text = ""
            case 1: text = "{\"id\": 1,"
            case 2: text = nil
            case 3, 4: text = "[" + event(number) + ", " + event(-number) + "]"
            default: text = event(number)
            }
            return JSONLinesReader.Line(number: number, bytes: text.map { ArraySlice(Array($0.utf8)) })
        }
    }

    /// The lines as an async sequence, ending with `failure` when given.
    static func stream(_ lines: [JSONLinesReader.Line], failure: JSONLinesReader.ReadError? = nil) -> AsyncThrowingStream<JSONLinesReader.Line, any Error> {
        AsyncThrowingStream { continuation in
            for line in lines { continuation.yield(line) }
            continuation.finish(throwing: failure)
        }
    }

    /// What a result holds, to compare.
    struct Seen<Value: Equatable>: Equatable {
        var line: Int
        var values: [Value]
        var report: ValidationReport
    }

    /// The results of `sequence` until it ends or throws, and what it threw.
    static func collect<S: AsyncSequence, Value: Equatable>(_ sequence: S) async -> ([Seen<Value>], String?)
    where S.Element == LineResult<Value> {
        var seen: [Seen<Value>] = []
        do {
            for try await result in sequence { seen.append(Seen(line: result.line, values: result.values, report: result.report)) }
        } catch {
            return (seen, "\(error)")
        }
        return (seen, nil)
    }

    @Test("typed and JSON: jobs 2, 3 and 8 give the results of jobs 1, in line order, over several rounds")
    func sameResults() async throws {
        let context = try MappingCatalog(string: Self.mappings).context("$Event")
        let lines = Self.lines(seed: 11, count: 2_000)
        let (typed, typedError): ([Seen<Event>], String?) = await Self.collect(context.objects(fromLines: Self.stream(lines), as: Event.self))
        let (dynamic, dynamicError): ([Seen<JSON>], String?) = await Self.collect(context.objects(fromLines: Self.stream(lines), as: JSON.self))
        #expect(typedError == nil && dynamicError == nil)
        #expect(typed.count > 1_700)
        #expect(typed.map(\.line) == typed.map(\.line).sorted())
        #expect(typed.contains { $0.report.hasErrors })
        for jobs in [2, 3, 8] {
            let (typedOnThreads, typedThrew): ([Seen<Event>], String?) = await Self.collect(
                context.objects(fromLines: Self.stream(lines), as: Event.self, jobs: jobs))
            let (dynamicOnThreads, dynamicThrew): ([Seen<JSON>], String?) = await Self.collect(
                context.objects(fromLines: Self.stream(lines), as: JSON.self, jobs: jobs))
            #expect(typedOnThreads == typed, "jobs \(jobs)")
            #expect(dynamicOnThreads == dynamic, "jobs \(jobs)")
            #expect(typedThrew == nil && dynamicThrew == nil)
        }
    }

    @Test("a read error comes after the results of the lines before it, as with one thread")
    func readError() async throws {
        let context = try MappingCatalog(string: Self.mappings).context("$Event")
        let lines = Self.lines(seed: 4, count: 1_200)
        let failure = JSONLinesReader.ReadError(code: EIO)
        let (serial, serialError): ([Seen<JSON>], String?) = await Self.collect(
            context.objects(fromLines: Self.stream(lines, failure: failure), as: JSON.self))
        let (threads, threadsError): ([Seen<JSON>], String?) = await Self.collect(
            context.objects(fromLines: Self.stream(lines, failure: failure), as: JSON.self, jobs: 3))
        #expect(serialError == "\(failure)")
        #expect(threadsError == serialError)
        #expect(threads == serial)
        #expect(serial.count > 1_000)
    }

    @Test("a context that does not fit the type throws at the first line that parses, after the lines before it")
    func configurationError() async throws {
        let context = try MappingCatalog(string: Self.mappings).context("$Broken")
        let lines = [JSONLinesReader.Line(number: 1, bytes: ArraySlice(Array("{,".utf8))), JSONLinesReader.Line(number: 2, bytes: nil)]
            + Self.lines(seed: 8, count: 600).map { JSONLinesReader.Line(number: $0.number + 2, bytes: $0.bytes) }
        let (serial, serialError): ([Seen<Event>], String?) = await Self.collect(context.objects(fromLines: Self.stream(lines), as: Event.self))
        let (threads, threadsError): ([Seen<Event>], String?) = await Self.collect(
            context.objects(fromLines: Self.stream(lines), as: Event.self, jobs: 2))
        #expect(serial.map(\.line).prefix(2) == [1, 2])
        #expect(serialError?.contains("nope") == true)
        #expect(threadsError == serialError)
        #expect(threads == serial)
    }

    @Test("jobs of 1, 0 or less map each line when asked for")
    func oneJob() async throws {
        let context = try MappingCatalog(string: Self.mappings).context("$Event")
        let lines = Self.lines(seed: 2, count: 50)
        let (serial, _): ([Seen<JSON>], String?) = await Self.collect(context.objects(fromLines: Self.stream(lines), as: JSON.self))
        for jobs in [1, 0, -4] {
            let (seen, _): ([Seen<JSON>], String?) = await Self.collect(context.objects(fromLines: Self.stream(lines), as: JSON.self, jobs: jobs))
            #expect(seen == serial)
        }
    }
}
