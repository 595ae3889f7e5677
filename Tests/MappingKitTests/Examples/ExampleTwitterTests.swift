import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Every example of AppCoreKit's Mappings guide, with Mappings/Twitter.mappings.
@Suite("Examples: AppCoreKit's Twitter guide")
struct ExampleTwitterTests {
    static let avatar = "http://a0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png"
    static let avatarHTTPS = "https://si0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png"

    static func context(_ identifier: String) throws -> MappingContext {
        try ExampleFiles.catalog("Twitter").context(identifier)
    }

    @Test("the catalog loads, with its import, against the models and transformers")
    func catalog() throws {
        let catalog = try ExampleFiles.catalog("Twitter")
        expectEqual(catalog.identifiers, [
            "$UserModel", "$TweetModel", "$TweetModel_DictionaryCoordinates", "$TweetModel_SelfCoordinates",
            "$TweetModel_InlineUser", "$TweetModel_Details", "$TimelineModel", "$TimelinePage",
        ])
        #expect(catalog.warnings.isEmpty)
    }

    @Test("TweetModel: direct mappings, a transformer from a float array, a date, the referenced user")
    func tweet() throws {
        let result = try Self.context("$TweetModel").objects(from: try ExampleFiles.payloadData("twitter-timeline"), as: TweetModel.self)
        let tweet = try #require(result.value.first)
        expectEqual(tweet.imageUrl?.absoluteString, Self.avatar)
        expectEqual(tweet.name, "Twitter API")
        expectEqual(tweet.message, "Introducing the Twitter Certified Products Program: https://t.co/MjJ8xAnT")
        expectEqual(tweet.identifier, "240859602684612608")
        expectEqual(tweet.coordinates, Coordinate(latitude: 35.46500176, longitude: -97.51087576))
        expectEqual(tweet.createdAt?.timeIntervalSince1970, 1_346_260_378)
        expectEqual(tweet.user?.name, "Twitter API")
        expectEqual(tweet.user?.screenName, "twitterapi")
        expectEqual(tweet.user?.imageUrl?.absoluteString, Self.avatarHTTPS)
        expectEqual(tweet.user?.followers, 1_212_864)
        expectEqual(result.value.map { $0.createdAt?.timeIntervalSince1970 }, [1_346_260_378, 1_345_915_611, 1_345_749_310])
    }

    @Test("the optional imageUrl takes its default; what the third tweet lacks is reported")
    func optionalWithDefault() throws {
        let result = try Self.context("$TweetModel").objects(from: try ExampleFiles.payload("twitter-timeline"), as: TweetModel.self)
        expectEqual(result.value.map { $0.imageUrl?.absoluteString ?? "" }, [
            Self.avatar, "https://si0.twimg.com/profile_images/1251071930/Untitled.png",
            "http://a0.twimg.com/profile_images/2284174758/v65oai7fxn47qv9nectx_normal.png",
        ])
        expectEqual(result.value[1].coordinates, nil)
        expectEqual(result.report.description, """
            Twitter.mappings:14:9: error: [2].user.name: missing required value for 'name' [$TweetModel → [2].name]
            Twitter.mappings:15:9: error: [2].text: missing required value for 'message' [$TweetModel → [2].message]
            TwitterUsers.mappings:5:9: error: [2].user.name: missing required value for 'name' [$UserModel → [2].user.name]
            """)
    }

    @Test("coordinates from a dictionary, with user data naming its keys")
    func dictionaryCoordinates() throws {
        let payload = try ExampleFiles.payload("twitter-tweet-dictionary-coordinates")
        let result = try Self.context("$TweetModel_DictionaryCoordinates").object(from: payload, as: TweetModel.self)
        #expect(result.report.issues.isEmpty)
        expectEqual(result.value.coordinates, Coordinate(latitude: 35.46500176, longitude: -97.51087576))
        expectEqual(result.value.name, "Twitter API")
    }

    @Test("coordinates from two fields of the tweet itself: @self as the source, with user data")
    func selfCoordinates() throws {
        let payload = try ExampleFiles.payload("twitter-tweet-self-coordinates")
        let result = try Self.context("$TweetModel_SelfCoordinates").object(from: payload, as: TweetModel.self)
        #expect(result.report.issues.isEmpty)
        expectEqual(result.value.coordinates, Coordinate(latitude: -35.46500176, longitude: -97.51087576))
        expectEqual(result.value.identifier, "240859602684612608")
        let missing = try Self.context("$TweetModel_SelfCoordinates").object(
            from: try ExampleFiles.payload("twitter-tweet-dictionary-coordinates"), as: TweetModel.self)
        expectEqual(missing.value.coordinates, nil)
        expectEqual(missing.report.issues.map(\.description), [
            "Twitter.mappings:47:9: error: (root): transformer 'MyTransformers.coordinate2DFromDictionary:userData:error:' failed: expected numbers at 'long' and 'lat', found object [$TweetModel_SelfCoordinates → coordinates]",
        ])
    }

    @Test("UserModel with inline mappings, and referenced by identifier")
    func users() throws {
        let payload = try ExampleFiles.payload("twitter-timeline")
        let inline = try Self.context("$TweetModel_InlineUser").objects(from: payload, as: TweetModel.self)
        expectEqual(inline.value.map { $0.user?.name ?? "-" }, ["Twitter API", "Twitter API", ""])
        expectEqual(inline.value.map { $0.user?.imageUrl?.absoluteString ?? "-" }, [
            Self.avatar, "-", "http://a0.twimg.com/profile_images/2284174758/v65oai7fxn47qv9nectx_normal.png",
        ])
        expectEqual(inline.value[0].user?.screenName, "")
        expectEqual(inline.report.issues.map { "\($0.context) \($0.sourcePath) → \($0.targetPath)" }, [
            "$TweetModel_InlineUser.user [1].user.profile_image_url → [1].user.imageUrl",
            "$TweetModel_InlineUser [2].text → [2].message",
            "$TweetModel_InlineUser.user [2].user.name → [2].user.name",
        ])
        let referenced = try Self.context("$TweetModel").objects(from: payload, as: TweetModel.self)
        expectEqual(referenced.value.map { $0.user?.screenName ?? "-" }, ["twitterapi", "twitterapi", "twitter"])
        expectEqual(referenced.value.map { $0.user?.followers ?? -1 }, [1_212_864, 1_212_864, 15_478_910])
    }

    @Test("TimelineModel from an array: @self, @clearContent and @insertContentAtBegin")
    func timeline() throws {
        let payload = try ExampleFiles.payload("twitter-timeline")
        let created = try Self.context("$TimelineModel").object(from: payload, as: TimelineModel.self)
        expectEqual(created.value.tweets.map(\.identifier), ["240859602684612608", "239413543487819778", "238726567316586497"])
        expectEqual(created.report.issues.map(\.targetPath), ["tweets[2].name", "tweets[2].message", "tweets[2].user.name"])
        expectEqual(created.report.issues.map(\.sourcePath), ["[2].user.name", "[2].text", "[2].user.name"])

        let existing = TimelineModel()
        existing.tweets = [TweetModel()]
        try Self.context("$TimelineModel").map(payload, into: existing)
        expectEqual(existing.tweets.map(\.identifier), ["240859602684612608", "239413543487819778", "238726567316586497"])
    }

    @Test("a timeline page merges by identifier: known tweets updated in place, new ones at the front")
    func timelinePage() throws {
        let timeline = TimelineModel()
        let known = TweetModel()
        known.identifier = "239413543487819778"
        known.retweetCount = 5
        let older = TweetModel()
        older.identifier = "1"
        timeline.tweets = [known, older]
        let report = try Self.context("$TimelinePage").map(try ExampleFiles.payload("twitter-timeline"), into: timeline)
        expectEqual(timeline.tweets.map(\.identifier), ["240859602684612608", "238726567316586497", "239413543487819778", "1"])
        #expect(timeline.tweets[2] === known)
        #expect(known.message.hasPrefix("We are working to resolve issues"))
        expectEqual(known.retweetCount, 5)
        expectEqual(report.issues.map(\.targetPath), ["tweets[1].name", "tweets[1].message", "tweets[1].user.name"])
    }

    @Test("$TweetModel_Details populates an existing tweet, leaving the rest as it was")
    func details() throws {
        let tweet = try Self.context("$TweetModel").object(
            from: try #require(try ExampleFiles.payload("twitter-timeline")[0]), as: TweetModel.self).value
        let user = tweet.user
        let report = try Self.context("$TweetModel_Details").map(try ExampleFiles.payload("twitter-tweet-details"), into: tweet)
        #expect(report.issues.isEmpty)
        expectEqual(tweet.retweetCount, 121)
        expectEqual(tweet.favoriteCount, 44)
        expectEqual(tweet.language, "en")
        expectEqual(tweet.name, "Twitter API")
        #expect(tweet.user === user)

        var details = try ExampleFiles.payload("twitter-tweet-details")
        details["favorite_count"] = nil
        details["lang"] = nil
        details["retweet_count"] = "lots"
        let again = try Self.context("$TweetModel_Details").map(details, into: tweet)
        expectEqual(tweet.retweetCount, 121)
        expectEqual(tweet.favoriteCount, 0)
        expectEqual(tweet.language, "en")
        expectEqual(again.issues.map(\.description), [
            #"Twitter.mappings:72:9: error: retweet_count: expected Int, found string "lots" [$TweetModel_Details → retweetCount]"#,
        ])
    }
}
