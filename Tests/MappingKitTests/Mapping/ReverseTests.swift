import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Reverse mapping: models back to JSON")
struct ReverseTests {
    @Test("a tweet written back: key paths become output paths, nested objects merge, transformers reverse")
    func tweet() throws {
        let context = try ExampleFiles.catalog("Twitter").context("$TweetModel")
        let payload = try #require(try ExampleFiles.payload("twitter-timeline")[0])
        let tweet = try context.object(from: payload, as: TweetModel.self).value
        let json = try context.json(from: tweet)
        expectEqual(json.formatted(), """
            {"user":{"profile_image_url":"http://a0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png",\
            "name":"Twitter API","screen_name":"twitterapi",\
            "profile_image_url_https":"https://si0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png",\
            "followers_count":1212864},\
            "text":"Introducing the Twitter Certified Products Program: https://t.co/MjJ8xAnT",\
            "id_str":"240859602684612608","coordinates":{"coordinates":[-97.51087576,35.46500176]},\
            "created_at":"Wed Aug 29 17:12:58 +0000 2012"}
            """)
    }

    @Test("tweets round-trip: map, write back, map again gives equal models")
    func tweetsRoundTrip() throws {
        let context = try ExampleFiles.catalog("Twitter").context("$TweetModel")
        let tweets = try context.objects(from: try ExampleFiles.payload("twitter-timeline"), as: TweetModel.self).value
        let json = try context.json(from: tweets)
        expectEqual(json.arrayValue?.count, 3)
        let again = try context.objects(from: json, as: TweetModel.self)
        #expect(again.report.issues.isEmpty)
        expectEqual(again.value, tweets)
        expectEqual(again.value[1].coordinates, nil)
        expectEqual(json[1]?["coordinates"], nil)
    }

    @Test("a collection read from @self writes back as an array, and round-trips")
    func timeline() throws {
        let context = try ExampleFiles.catalog("Twitter").context("$TimelineModel")
        let timeline = try context.object(from: try ExampleFiles.payload("twitter-timeline"), as: TimelineModel.self).value
        let json = try context.json(from: timeline)
        expectEqual(json.arrayValue?.map { $0["id_str"]?.stringValue ?? "" }, [
            "240859602684612608", "239413543487819778", "238726567316586497",
        ])
        try expectEqual(context.object(from: json, as: TimelineModel.self).value, timeline)
    }

    @Test("coordinates through the dictionary transformer, nested and from @self")
    func coordinates() throws {
        let catalog = try ExampleFiles.catalog("Twitter")
        let tweet = TweetModel()
        tweet.coordinates = Coordinate(latitude: 35.46500176, longitude: -97.51087576)
        let nested = try catalog.context("$TweetModel_DictionaryCoordinates").json(from: tweet)
        expectEqual(nested["coordinates"]?.formatted(), #"{"long":-97.51087576,"lat":35.46500176}"#)
        let flat = try catalog.context("$TweetModel_SelfCoordinates").json(from: tweet)
        expectEqual(flat["long"], JSON(-97.51087576))
        expectEqual(flat["lat"], JSON(35.46500176))
        expectEqual(flat["coordinates"], nil)
        try expectEqual(catalog.context("$TweetModel_SelfCoordinates").object(from: flat, as: TweetModel.self).value.coordinates, tweet.coordinates)
    }

    @Test("GitHub events round-trip, with ISO 8601 dates written back")
    func gitHub() throws {
        let context = try ExampleFiles.catalog("GitHub").context("$GHEvent")
        let events = try context.objects(from: try ExampleFiles.payload("github-events"), as: GHEvent.self).value
        let json = try context.json(from: events)
        expectEqual(json[1]?.formatted(), """
            {"id":2,"url":"https://api.github.com/repos/octocat/Hello-World/issues/events/2",\
            "actor":{"login":"hubot","id":583231,"avatar_url":"https://avatars.githubusercontent.com/u/583231?v=4",\
            "url":"https://api.github.com/users/hubot","html_url":"https://github.com/hubot",\
            "followers_url":"https://api.github.com/users/hubot/followers","repos_url":"https://api.github.com/users/hubot/repos",\
            "type":"Bot","site_admin":false},"event":"reopened","created_at":"2011-04-15T09:30:00Z"}
            """)
        try expectEqual(context.objects(from: json, as: GHEvent.self).value, events)
    }

    @Test("Spotify artists round-trip through nested key paths and a collection of structs")
    func spotify() throws {
        let context = try ExampleFiles.catalog("Spotify").context("$SpotifyArtist")
        let items = try #require(try ExampleFiles.payload("spotify-artists")["artists"]?["items"])
        let artists = try context.objects(from: items, as: SpotifyArtist.self).value
        let json = try context.json(from: artists)
        expectEqual(json[0]?["followers"], ["total": 12])
        expectEqual(json[0]?["external_urls"], ["spotify": "https://open.spotify.com/artist/08td7MxkoHQkXnWAYD8d6Q"])
        expectEqual(json[0]?["images"]?[2], ["height": 64, "url": "https://i.scdn.co/image/8522fc78be4bf4e83fea8e67bb742e7d3dfe21b4", "width": 64])
        expectEqual(json[1]?["images"], [])
        try expectEqual(context.objects(from: json, as: SpotifyArtist.self).value, artists)
    }

    @Test("values write back exactly: 64-bit integers, decimals, dates, data, enums, collections")
    func values() throws {
        let text = """
            { "$S": { "uint64": "n", "decimal": "d", "date": "at", "data": "blob", "language": "lang", "priority": "p",
                      "tags": "tags", "counts": "counts", "url": "url", "optionalString": { "@keyPath": "o", "@optional": true } } }
            """
        let context = try MappingCatalog(string: text).context("$S")
        let model = try Scalars.writtenBack()
        let json = try context.json(from: model)
        expectEqual(json.formatted(), """
            {"n":18446744073709551615,"d":0.1000000000000000055511151231257827,"at":"2024-06-03T10:20:30.250Z",\
            "blob":"SGVsbG8=","lang":"fr","p":2,"tags":["swift"],"counts":{"forks":3,"stars":12},"url":"https://example.com/a?b=c"}
            """)
        var again = Scalars()
        again.optionalString = nil
        try context.map(try JSON(parsing: json.formatted()), into: &again)
        expectEqual(again, model)
    }

    @Test("transformer entries without a reverse are left out")
    func noReverse() throws {
        var registry = TransformerRegistry()
        registry.register("shout") { input -> String in (input.value.stringValue ?? "").uppercased() }
        let catalog = try MappingCatalog(
            string: #"{ "$U": { "@class": "UserModel", "name": { "@keyPath": "name", "@transformer": "shout" }, "screenName": "screen_name" } }"#,
            models: ExampleFiles.models, transformers: registry)
        let user = try catalog.context("$U").object(from: ["name": "ada", "screen_name": "ada"], as: UserModel.self).value
        expectEqual(user.name, "ADA")
        try expectEqual(catalog.context("$U").json(from: user), ["screen_name": "ada"])
    }
}
