import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// One catalog shared by many tasks, every verb at once. Run under
/// ThreadSanitizer by `Scripts/tsan.sh` (the catalog's caches — validation,
/// plans, model descriptors, date formatters — start cold here).
@Suite("Concurrent mapping")
struct ConcurrentMappingTests {
    /// What one task computes; every task must compute the same.
    struct Outcome: Hashable, Sendable {
        var identifiers: [String]
        var dates: [Double?]
        var dynamic: JSON
        var reversed: JSON
        var populatedName: String
        var issues: [String]
        var truncated: [Int]
    }

    @Test("16 tasks map the Twitter timeline with one shared catalog and get identical results")
    func sixteenTasks() async throws {
        let catalog = try ExampleFiles.catalog("Twitter")
        let data = try ExampleFiles.payloadData("twitter-timeline")
        let payload = try JSON(parsing: data)
        let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let tweets = try catalog.context("$TweetModel")
                    let typed = try tweets.objects(from: data, as: TweetModel.self)
                    let dynamic = tweets.objects(from: payload, as: JSON.self)
                    let reversed = try tweets.json(from: typed.value)
                    var first = TweetModel()
                    try catalog.context("$TweetModel_Details").map(["retweet_count": 3], into: &first)
                    try tweets.map(payload[0] ?? [:], into: &first)
                    let truncated = try tweets.limitingIssues(to: 1).objects(from: data, as: TweetModel.self).report
                    return Outcome(
                        identifiers: typed.value.map(\.identifier), dates: typed.value.map { $0.createdAt?.timeIntervalSince1970 },
                        dynamic: .array(dynamic.value), reversed: reversed, populatedName: first.name + "/\(first.retweetCount)",
                        issues: typed.report.issues.map(\.description),
                        truncated: [truncated.issues.count, truncated.issueCount, truncated.droppedIssueCount])
                }
            }
            var all: [Outcome] = []
            for try await outcome in group { all.append(outcome) }
            return all
        }
        expectEqual(outcomes.count, 16)
        expectEqual(Set(outcomes).count, 1)
        let outcome = try #require(outcomes.first)
        expectEqual(outcome.identifiers, ["240859602684612608", "239413543487819778", "238726567316586497"])
        #expect(outcome.dates.allSatisfy { $0 != nil })
        expectEqual(outcome.populatedName, "Twitter API/3")
        expectEqual(outcome.issues.count, 3)
        expectEqual(outcome.truncated, [1, 3, 2])
    }

    /// What one task decodes; every task must decode the same.
    struct DecodedOutcome: Hashable, Sendable {
        var identifiers: [String]
        var unnamed: [String]
        var strict: [String]
        var encoded: JSON
        var issues: [String]
    }

    @Test("16 tasks decode Codable models with one shared catalog (probes and plans start cold) and one PayloadDecoder")
    func sixteenDecodingTasks() async throws {
        let catalog = try ExampleFiles.codableCatalog("Twitter")
        let data = try ExampleFiles.payloadData("twitter-timeline")
        let decoder = PayloadDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct Loose: Decodable { let idStr: String }
        let outcomes = try await withThrowingTaskGroup(of: DecodedOutcome.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let tweets = try catalog.context("$TweetModel")
                    let typed = try tweets.objects(from: data, as: CodableTweet.self)
                    let unnamed = try tweets.objects(from: data).value.compactMap { ($0 as? CodableTweet)?.identifier }
                    let strict = try decoder.decode([Loose].self, from: data).map(\.idStr)
                    let encoded = try tweets.json(from: typed.value)
                    return DecodedOutcome(
                        identifiers: typed.value.map(\.identifier), unnamed: unnamed, strict: strict, encoded: encoded,
                        issues: typed.report.issues.map(\.description))
                }
            }
            var all: [DecodedOutcome] = []
            for try await outcome in group { all.append(outcome) }
            return all
        }
        expectEqual(outcomes.count, 16)
        expectEqual(Set(outcomes).count, 1)
        let outcome = try #require(outcomes.first)
        expectEqual(outcome.identifiers, ["240859602684612608", "239413543487819778"])
        expectEqual(outcome.unnamed, outcome.identifiers)
        expectEqual(outcome.strict, ["240859602684612608", "239413543487819778", "238726567316586497"])
        expectEqual(outcome.issues.count, 3)
    }
}
