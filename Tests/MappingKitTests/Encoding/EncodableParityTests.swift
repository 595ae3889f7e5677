import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Issue 19 item 7: `Encodable` values written through a context give the
/// JSON their `Mappable` twins give, through the same `.mappings` files:
/// entries, dotted key paths, reversed transformers, nested `@object`
/// contexts, arrays, dictionaries, `@reverseMappings` and `@self`.
@Suite("Encodable values written back: the JSON of their Mappable twins")
struct EncodableParityTests {
    static func tweets() throws -> [TweetModel] {
        let context = try ExampleFiles.catalog("Twitter").context("$TweetModel")
        return try context.objects(from: try ExampleFiles.payload("twitter-timeline"), as: TweetModel.self).value
    }

    /// The JSON of `model` through `identifier` of Mappings/NAME.mappings,
    /// and of `twin` through the same context of the twins' catalog.
    static func both<M: Mappable, E: Encodable>(
        _ name: String, _ identifier: String, _ model: M, _ twin: E
    ) throws -> (model: JSON, twin: JSON) {
        let model = try ExampleFiles.catalog(name).context(identifier).json(from: model)
        let twin = try ExampleFiles.encodableCatalog(name).context(identifier).json(from: twin)
        return (model, twin)
    }

    @Test("tweets through $TweetModel: dotted paths merge into one user object, the coordinates and date transformers reverse, the user through $UserModel")
    func tweets() throws {
        let tweets = try Self.tweets()
        try #require(tweets.count == 3)
        for tweet in tweets {
            let (model, twin) = try Self.both("Twitter", "$TweetModel", tweet, CodableTweet(tweet))
            expectEqual(twin, model)
        }
        let first = try Self.both("Twitter", "$TweetModel", tweets[0], CodableTweet(tweets[0])).twin
        expectEqual(first["coordinates"], ["coordinates": [-97.51087576, 35.46500176]])
        expectEqual(first["created_at"], "Wed Aug 29 17:12:58 +0000 2012")
        expectEqual(first["user"]?["name"], "Twitter API")
        expectEqual(first["user"]?["screen_name"], "twitterapi")
        // The second tweet has no coordinates: nil writes nothing.
        expectEqual(try Self.both("Twitter", "$TweetModel", tweets[1], CodableTweet(tweets[1])).twin["coordinates"], nil)
    }

    @Test("an array of tweets is written element by element, each through the context")
    func tweetArray() throws {
        let tweets = try Self.tweets()
        let model = try ExampleFiles.catalog("Twitter").context("$TweetModel").json(from: tweets)
        let twins = tweets.map { CodableTweet($0) }
        let context = try ExampleFiles.encodableCatalog("Twitter").context("$TweetModel")
        expectEqual(try context.json(from: twins), model)
        expectEqual(try context.data(from: twins), model.data())
    }

    @Test("a timeline through $TimelineModel: the tweets entry reads @self, so the timeline is written as the array")
    func timeline() throws {
        let context = try ExampleFiles.catalog("Twitter").context("$TimelineModel")
        let timeline = try context.object(from: try ExampleFiles.payload("twitter-timeline"), as: TimelineModel.self).value
        let (model, twin) = try Self.both("Twitter", "$TimelineModel", timeline, CodableTimeline(timeline))
        expectEqual(twin.arrayValue?.count, 3)
        expectEqual(twin, model)
    }

    @Test("coordinates through the dictionary transformer with user data, nested and at @self")
    func coordinates() throws {
        let tweet = try Self.tweets()[0]
        for identifier in ["$TweetModel_DictionaryCoordinates", "$TweetModel_SelfCoordinates"] {
            let (model, twin) = try Self.both("Twitter", identifier, tweet, CodableTweet(tweet))
            expectEqual(twin, model, Comment(rawValue: identifier))
        }
        let flat = try Self.both("Twitter", "$TweetModel_SelfCoordinates", tweet, CodableTweet(tweet)).twin
        expectEqual(flat["long"], JSON(-97.51087576))
        expectEqual(flat["coordinates"], nil)
    }

    @Test("keys the context does not name are written under their own name: inline @mappings and the details context")
    func keysTheContextDoesNotName() throws {
        let tweet = try Self.tweets()[0]
        let inline = try Self.both("Twitter", "$TweetModel_InlineUser", tweet, CodableTweet(tweet))
        var expected = try #require(inline.model.objectValue)
        expected["imageUrl"] = JSON(tweet.imageUrl?.absoluteString ?? "")
        expected["name"] = JSON(tweet.name)
        expected["coordinates"] = ["latitude": 35.46500176, "longitude": -97.51087576]
        expected["createdAt"] = "2012-08-29T17:12:58Z"
        var user = try #require(expected["user"]?.objectValue)
        user["screenName"] = "twitterapi"
        user["followers"] = 1_212_864
        expected["user"] = .object(user)
        expectEqual(inline.twin, .object(expected))

        let details = try ExampleFiles.catalog("Twitter").context("$TweetModel_Details")
        let detailed = try details.object(from: try ExampleFiles.payload("twitter-tweet-details"), as: TweetModel.self).value
        let written = try Self.both("Twitter", "$TweetModel_Details", detailed, CodableTweet(detailed, details: true))
        expectEqual(written.model, ["retweet_count": 121, "favorite_count": 44, "lang": "en"])
        expectEqual(written.twin, ["retweet_count": 121, "favorite_count": 44, "lang": "en", "name": "", "message": "", "identifier": ""])
    }

    @Test("Spotify artists: nested key paths and an array of nested objects through their @object context")
    func spotify() throws {
        let context = try ExampleFiles.catalog("Spotify").context("$SpotifyArtist")
        let items = try #require(try ExampleFiles.payload("spotify-artists")["artists"]?["items"])
        let artists = try context.objects(from: items, as: SpotifyArtist.self).value
        let twins = artists.map(EncodableSpotifyArtist.init)
        let twin = try ExampleFiles.encodableCatalog("Spotify").context("$SpotifyArtist").json(from: twins)
        expectEqual(twin, try context.json(from: artists))
        expectEqual(twin[0]?["images"]?[2], ["height": 64, "url": "https://i.scdn.co/image/8522fc78be4bf4e83fea8e67bb742e7d3dfe21b4", "width": 64])
    }

    @Test("a dictionary of nested objects is written keyed, each member through the @object context")
    func dictionary() throws {
        let catalog = try MappingCatalog(contentsOf: Fixtures.url("mappings/dictionaries/Catalog.mappings"))
        let context = try catalog.context("$Gist")
        let gist = try context.object(from: try JSON(parsing: try Fixtures.data("mappings/dictionaries/gist.json")), as: Gist.self).value
        let twin = try context.json(from: EncodableGist(gist))
        expectEqual(twin, try context.json(from: gist))
        expectEqual(twin.formatted(), #"{"files":{"README.md":{"size":12,"language":"Markdown"},"hello.swift":{"size":167,"language":"Swift"}}}"#)
    }

    @Test("@reverseMappings replaces the entries, in nested contexts too; a key it leaves out is not written, though the value encodes it")
    func reverseMappings() throws {
        let catalog = try ReverseMappingsTests.catalog(models: nil)
        let profile = try catalog.context("$Profile").object(from: try ReverseMappingsTests.payload("profile"), as: Profile.self).value
        let twin = try catalog.context("$Profile").json(from: EncodableProfile(profile))
        expectEqual(twin, try catalog.context("$Profile").json(from: profile))
        expectEqual(twin["age"], nil)
        let expected = try Fixtures.expected("mappings/reverse/profile.expected.json", actual: twin.formatted() + "\n")
        if let expected { expectEqual(twin.formatted() + "\n", expected) }

        let member = try catalog.context("$Member").object(from: try ReverseMappingsTests.payload("member"), as: Member.self).value
        let written = try catalog.context("$Member").json(from: EncodableMember(member))
        expectEqual(written, try catalog.context("$Member").json(from: member))
        expectEqual(written.formatted(), #"{"access":{"level":"admin"},"display_name":"Grace","since":"2024-03-01T09:30:00Z"}"#)
    }

    @Test("a @self entry of @reverseMappings merges what its context writes")
    func selfEntry() throws {
        let catalog = try MappingCatalog(string: """
            { "$P": { "name": "name", "@reverseMappings": { "name": "n", "@self": { "@object": { "@mappings": "$Flat" } } } },
              "$Flat": { "name": "user.name", "address": { "@keyPath": "where", "@object": { "@mappings": "$A" } },
                         "@reverseMappings": { "name": "display", "address": { "@keyPath": "where", "@object": { "@mappings": "$A" } } } },
              "$A": { "city": "town" } }
            """)
        let profile = Profile(name: "Al", age: 3, address: Address(city: "Rome", zip: "00100"))
        let model = try catalog.context("$P").json(from: profile)
        expectEqual(model.formatted(), #"{"n":"Al","display":"Al","where":{"town":"Rome"}}"#)
        // The twin also writes the keys no context names (age; the address's zip).
        var expected = try #require(model.objectValue)
        expected["age"] = 3
        expected["where"] = ["town": "Rome", "zip": "00100"]
        expectEqual(try catalog.context("$P").json(from: EncodableProfile(profile)), .object(expected))
    }

    @Test("every kind of value writes as MappingKit writes it: 64-bit integers, decimals, dates, data, URLs, raw values, collections")
    func values() throws {
        let text = """
            { "$S": { "uint64": "n", "decimal": "d", "date": "at", "data": "blob", "language": "lang", "priority": "p",
                      "tags": "tags", "counts": "counts", "url": "url", "uuid": "id", "int8": "small.int8", "double": "small.double",
                      "optionalString": { "@keyPath": "o", "@optional": true } } }
            """
        let context = try MappingCatalog(string: text).context("$S")
        var model = try Scalars.writtenBack()
        model.uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        model.int8 = -128
        model.double = 0.1
        let written = try context.json(from: EncodableScalars(model))
        let expected = try context.json(from: model)
        for key in expected.objectValue?.keys ?? [] {
            expectEqual(written[key], expected[key], Comment(rawValue: key))
        }
        expectEqual(written["n"]?.formatted(), "18446744073709551615")
        expectEqual(written["d"]?.formatted(), "0.1000000000000000055511151231257827")
        expectEqual(written["at"], "2024-06-03T10:20:30.250Z")
        expectEqual(written["o"], nil)
        // Keys $S does not name, as the value encodes them.
        expectEqual(written["string"], "old")
        expectEqual(written["ints"], [])
    }
}
