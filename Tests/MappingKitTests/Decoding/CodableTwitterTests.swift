import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// AppCoreKit's Twitter guide with `Codable` structs: the same
/// Mappings/Twitter.mappings, the same values and the same report as the
/// `Mappable` models.
@Suite("Codable models: AppCoreKit's Twitter guide")
struct CodableTwitterTests {
    static func context(_ identifier: String) throws -> MappingContext {
        try ExampleFiles.codableCatalog("Twitter").context(identifier)
    }

    @Test("the tweets decode through $TweetModel; the one lacking required values is skipped with the same issues")
    func tweets() throws {
        let data = try ExampleFiles.payloadData("twitter-timeline")
        let result = try Self.context("$TweetModel").objects(from: data, as: CodableTweet.self)
        let twin = try ExampleFiles.catalog("Twitter").context("$TweetModel").objects(from: data, as: TweetModel.self)
        expectEqual(result.value.map(\.identifier), ["240859602684612608", "239413543487819778"])
        let tweet = try #require(result.value.first)
        expectEqual(tweet.name, "Twitter API")
        expectEqual(tweet.coordinates, Coordinate(latitude: 35.46500176, longitude: -97.51087576))
        expectEqual(tweet.createdAt?.timeIntervalSince1970, 1_346_260_378)
        expectEqual(tweet.user?.screenName, "twitterapi")
        expectEqual(tweet.user?.followers, 1_212_864)
        expectEqual(tweet.imageUrl, twin.value[0].imageUrl)
        expectEqual(result.report.description, twin.report.description)
    }

    @Test("the Twitter timeline through $TimelineModel: the tweets from an @self array, the one lacking required values skipped")
    func timeline() throws {
        let data = try ExampleFiles.payloadData("twitter-timeline")
        let result = try Self.context("$TimelineModel").object(from: data, as: CodableTimeline.self)
        #expect(result.value?.tweets.map(\.identifier) == ["240859602684612608", "239413543487819778"])
        #expect(result.report.issues.map(\.sourcePath) == ["[2].user.name", "[2].text", "[2].user.name"])
    }

    @Test("the catalog decides what it builds: objects(from:) makes the registered Codable twin")
    func unnamed() throws {
        let data = try ExampleFiles.payloadData("twitter-timeline")
        let built = try Self.context("$TweetModel").objects(from: data)
        #expect(built.value.compactMap { ($0 as? CodableTweet)?.identifier } == ["240859602684612608", "239413543487819778"])
        let models = try ExampleFiles.catalog("Twitter").context("$TweetModel").objects(from: data)
        #expect(models.value.compactMap { ($0 as? TweetModel)?.identifier }.count == 3)
    }
}
