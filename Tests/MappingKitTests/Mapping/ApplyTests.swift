import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Applying contexts: object, objects, map")
struct ApplyTests {
    static let mappings = """
        {
            "$Tweet": {
                "@class": "TweetModel",
                "name": "user.name",
                "message": "text",
                "identifier": "id_str",
                "imageUrl": { "@keyPath": "user.profile_image_url", "@defaultValue": "https://example.com/default.png" },
                "language": { "@keyPath": "lang", "@optional": true },
                "retweetCount": "retweet_count"
            }
        }
        """

    static let tweet: JSON = [
        "created_at": "Wed Aug 29 17:12:58 +0000 2012",
        "id": 240_859_602_684_612_608,
        "id_str": "240859602684612608",
        "text": "Introducing the Twitter Certified Products Program",
        "retweet_count": 121,
        "lang": "en",
        "user": [
            "name": "Twitter API", "screen_name": "twitterapi",
            "profile_image_url": "http://a0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png",
        ],
    ]

    static func context() throws -> MappingContext {
        try MappingCatalog(string: mappings, models: ExampleFiles.models, displayName: "Apply.mappings").context("$Tweet")
    }

    static func check(_ model: TweetModel) {
        #expect(model.name == "Twitter API")
        #expect(model.message == "Introducing the Twitter Certified Products Program")
        #expect(model.identifier == "240859602684612608")
        #expect(model.imageUrl?.absoluteString == "http://a0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png")
        #expect(model.language == "en")
        expectEqual(model.retweetCount, 121)
    }

    @Test("object(from:as:) from JSON and from Data")
    func object() throws {
        let context = try Self.context()
        let fromJSON = try context.object(from: Self.tweet, as: TweetModel.self)
        Self.check(fromJSON.value)
        #expect(fromJSON.report.issues.isEmpty)
        let fromData = try context.object(from: Self.tweet.data(), as: TweetModel.self)
        Self.check(fromData.value)
        expectEqual(fromData.value, fromJSON.value)
        #expect(try fromData.get() == fromJSON.value)
    }

    @Test("Data that is not JSON throws MappingError.invalidJSON with the parse error whole; Payload(parsing:) throws it alone")
    func invalidData() throws {
        let data = Data(#"{"text": }"#.utf8)
        let context = try Self.context()
        let error = try #require(throws: MappingError.self) { try context.object(from: data, as: TweetModel.self) }
        guard let parse = error.parseError else {
            Issue.record("expected invalidJSON, got \(error)")
            return
        }
        expectEqual(parse.location.line, 1)
        expectEqual(parse.location.column, 10)
        let alone = try #require(throws: JSONParseError.self) { try Payload(parsing: data) }
        expectEqual(alone, parse)
        let configuration = try #require(throws: MappingError.self) { try context.objects(from: Data("[]".utf8), as: UserModel.self) }
        guard configuration.configurationError != nil else {
            Issue.record("expected configuration, got \(configuration)")
            return
        }
    }

    @Test("objects(from:as:) maps an array payload to one model per element, skipping non-objects")
    func objects() throws {
        var second = Self.tweet
        second["id_str"] = "239413543487819778"
        second["user"] = ["screen_name": "twitterapi"]
        let payload: JSON = [Self.tweet, 42, second]
        for result in [
            try Self.context().objects(from: payload, as: TweetModel.self),
            try Self.context().objects(from: payload.data(), as: TweetModel.self),
        ] {
            #expect(result.value.map(\.identifier) == ["240859602684612608", "239413543487819778"])
            Self.check(result.value[0])
            #expect(result.value[1].imageUrl?.absoluteString == "https://example.com/default.png")
            #expect(result.report.issues.map { "\($0.kind) \($0.sourcePath) → \($0.targetPath): \($0.message)" } == [
                "invalidElement [1] → [1]: expected object, found number 42",
                "missingRequired [2].user.name → [1].name: missing required value for 'name'",
            ])
            #expect(result.report.issues.first?.location?.description == "Apply.mappings:2:5")
        }
    }

    @Test("objects(from:as:) maps a payload that is one object to one model")
    func objectsFromObject() throws {
        let result = try Self.context().objects(from: Self.tweet, as: TweetModel.self)
        expectEqual(result.value.count, 1)
        Self.check(result.value[0])
    }

    @Test("map(_:into:) populates a class instance; issues leave properties as they were")
    func populateClass() throws {
        let tweet = TweetModel()
        tweet.name = "old name"
        tweet.message = "old text"
        tweet.language = "fr"
        tweet.retweetCount = 7
        tweet.imageUrl = URL(string: "https://example.com/old.png")
        let payload: JSON = ["id_str": "1", "user": "twitterapi", "text": nil, "retweet_count": "many", "lang": nil]
        let report = try Self.context().map(payload, into: tweet)
        #expect(tweet.identifier == "1")
        #expect(tweet.name == "old name")
        #expect(tweet.message == "old text")
        #expect(tweet.language == "fr")
        expectEqual(tweet.retweetCount, 7)
        #expect(tweet.imageUrl?.absoluteString == "https://example.com/default.png")
        #expect(report.issues.map { "\($0.kind) \($0.sourcePath) → \($0.targetPath): \($0.message)" } == [
            "missingRequired user.name → name: missing required value for 'name'",
            "missingRequired text → message: missing required value for 'message'",
            "typeMismatch retweet_count → retweetCount: expected Int, found string \"many\"",
        ])
    }

    @Test("map(_:into:) populates a struct through inout")
    func populateStruct() throws {
        let catalog = try ExampleFiles.catalog("GitHub")
        var user = GHUser()
        user.login = "old"
        user.gravatarId = "kept"
        user.admin = true
        let payload: JSON = [
            "login": "hubot", "id": 583_231, "avatar_url": "https://avatars.githubusercontent.com/u/583231?v=4",
            "url": "https://api.github.com/users/hubot", "html_url": "https://github.com/hubot",
            "followers_url": "https://api.github.com/users/hubot/followers",
            "repos_url": "https://api.github.com/users/hubot/repos", "type": "Bot",
        ]
        let report = try catalog.context("$GHUser").map(payload, into: &user)
        #expect(report.issues.isEmpty)
        #expect(user.login == "hubot")
        expectEqual(user.identifier, 583_231)
        #expect(user.gravatarId == "kept")
        expectEqual(user.admin, false)
        #expect(user.reposUrl?.absoluteString == "https://api.github.com/users/hubot/repos")
    }

    @Test("absent, null and a path through a non-container are missing; mapping goes on")
    func missing() throws {
        let payloads: [JSON] = [
            ["id_str": "1", "text": "a", "retweet_count": 1],
            ["id_str": "2", "text": "b", "retweet_count": 2, "user": nil],
            ["id_str": "3", "text": "c", "retweet_count": 3, "user": "twitterapi"],
            ["id_str": "4", "text": "d", "retweet_count": 4, "user": ["name": nil]],
            ["id_str": "5", "text": "e", "retweet_count": 5, "user": [["name": "in an array"]]],
        ]
        let result = try Self.context().objects(from: .array(payloads), as: TweetModel.self)
        #expect(result.value.map(\.identifier) == ["1", "2", "3", "4", "5"])
        expectEqual(result.value.map(\.retweetCount), [1, 2, 3, 4, 5])
        #expect(result.value.prefix(4).allSatisfy { $0.name.isEmpty && $0.imageUrl?.absoluteString == "https://example.com/default.png" })
        // A key path through an array maps over its elements (KVC, issue
        // 12): `user.name` on `[{"name": …}]` is an array of names, not a
        // missing value, and a String property cannot hold it.
        #expect(result.value[4].name.isEmpty && result.value[4].imageUrl == nil)
        #expect(result.report.issues.map(\.sourcePath) == [
            "[0].user.name", "[1].user.name", "[2].user.name", "[3].user.name", "[4].user.name", "[4].user.profile_image_url",
        ])
        #expect(result.report.issues.map(\.code) == [
            .missingRequired, .missingRequired, .missingRequired, .missingRequired, .fanOutIntoSingleValue, .fanOutIntoSingleValue,
        ])
        #expect(result.report.issues[4].message == "the key path goes through the array at '[4].user' and gives array of 1, but 'name' (String) is not a collection")
        #expect(result.report.summary.map(\.description) == [
            "$Tweet.name (user.name): missing in 4 of 5 objects", "$Tweet.name (user.name): typeMismatch in 1 of 5 objects",
            "$Tweet.imageUrl (user.profile_image_url): typeMismatch in 1 of 5 objects",
        ])
    }

    @Test("an optional entry without a default leaves the property untouched when missing")
    func optionalUntouched() throws {
        let tweet = TweetModel()
        tweet.language = "fr"
        var payload = Self.tweet
        payload["lang"] = nil
        try Self.context().map(payload, into: tweet)
        #expect(tweet.language == "fr")
        payload["lang"] = .null
        try Self.context().map(payload, into: tweet)
        #expect(tweet.language == "fr")
        payload["lang"] = "en"
        try Self.context().map(payload, into: tweet)
        #expect(tweet.language == "en")
    }

    @Test("a root that is not an object is an invalidElement issue and the model stays as it was")
    func rootNotObject() throws {
        let tweet = TweetModel()
        tweet.name = "kept"
        let report = try Self.context().map(["not", "an", "object"], into: tweet)
        #expect(tweet.name == "kept")
        #expect(report.issues.map(\.description) == [
            "Apply.mappings:2:5: error: (root): expected object, found array of 3 [$Tweet → (root)]",
        ])
    }

    @Test("one catalog maps from many tasks at once")
    func concurrent() async throws {
        let context = try ExampleFiles.catalog("Twitter").context("$TweetModel")
        let data = try ExampleFiles.payloadData("twitter-timeline")
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<32 {
                group.addTask {
                    let result = try context.objects(from: data, as: TweetModel.self)
                    return result.value.map(\.identifier) + [String(result.report.issues.count)]
                }
            }
            var all: [[String]] = []
            for try await identifiers in group { all.append(identifiers) }
            return all
        }
        expectEqual(results.count, 32)
        #expect(Set(results) == [["240859602684612608", "239413543487819778", "238726567316586497", "3"]])
    }

    @Test("an '@self' entry that maps a value into its own context stops at the depth limit with an issue")
    func selfLoopIsBounded() throws {
        let catalog = try MappingCatalog(string: """
            { "$A": { "name": { "@keyPath": "name", "@optional": true },
                      "@self": { "@keyPath": "@self", "@object": { "@mappings": "$A" } } } }
            """, displayName: "Loop.mappings")
        let result = try catalog.context("$A").object(from: ["name": "x"], as: JSON.self)
        #expect(result.value == ["name": "x"])
        #expect(result.report.issues.map(\.message) == [
            "contexts nested more than 64 deep; an '@self' entry may map a value into its own context",
        ])
    }
}
