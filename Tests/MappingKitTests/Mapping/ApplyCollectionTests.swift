import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// A struct with a non-optional nested model and an optional collection of models.
struct Gallery: Mappable, Equatable {
    var cover = SpotifyImageRef()
    var images: [SpotifyImageRef]?
    static let properties: MappableProperties<Gallery> = ["cover": \.cover, "images": \.images]
}

@Suite("Nested objects and collections")
struct ApplyCollectionTests {
    static let mappings = """
        {
            "$Tweet": {
                "@class": "TweetModel",
                "identifier": "id_str",
                "message": { "@keyPath": "text", "@optional": true },
                "user": { "@keyPath": "user", "@optional": true, "@object": { "@mappings": "$User" } }
            },
            "$User": {
                "@class": "UserModel",
                "name": "name",
                "screenName": { "@keyPath": "screen_name", "@optional": true }
            },
            "$Tweets": { "@keyPath": "statuses", "@object": { "@mappings": "$Tweet" } },
            "$Append": { "@class": "TimelineModel", "tweets": { "@inherits": "$Tweets" } },
            "$Clear": { "@class": "TimelineModel", "tweets": { "@inherits": "$Tweets", "@clearContent": true } },
            "$Front": { "@class": "TimelineModel", "tweets": { "@inherits": "$Tweets", "@insertContentAtBegin": true } },
            "$ClearFront": {
                "@class": "TimelineModel",
                "tweets": { "@inherits": "$Tweets", "@clearContent": 1, "@insertContentAtBegin": 1 }
            },
            "$Merge": { "@class": "TimelineModel", "tweets": { "@inherits": "$Tweets", "@identity": "identifier" } },
            "$MergeFront": {
                "@class": "TimelineModel",
                "tweets": { "@inherits": "$Tweets", "@identity": ["identifier"], "@insertContentAtBegin": "yes" }
            },
            "$Artist": {
                "@class": "SpotifyArtist",
                "identifier": "id",
                "images": { "@keyPath": "images", "@identity": "url", "@object": { "@mappings": "$Image" } }
            },
            "$Image": { "@class": "SpotifyImageRef", "url": "url", "width": "width", "height": "height" },
            "$Gallery": {
                "@class": "Gallery",
                "cover": { "@keyPath": "images.0", "@object": { "@mappings": "$Image" } },
                "images": { "@keyPath": "images", "@optional": true, "@object": { "@mappings": "$Image" } }
            },
            "$GalleryImages": { "@class": "Gallery", "images": { "@keyPath": "images", "@object": { "@mappings": "$Image" } } }
        }
        """

    static func context(_ identifier: String) throws -> MappingContext {
        try MappingCatalog(
            string: mappings, models: ExampleFiles.models.registering(Gallery.self), displayName: "Collections.mappings").context(identifier)
    }

    static func status(_ id: String, _ text: String? = nil) -> JSON {
        var status: JSON = ["id_str": .string(id), "user": ["name": "Twitter API", "screen_name": "twitterapi"]]
        if let text { status["text"] = .string(text) }
        return status
    }

    static func tweet(_ id: String, _ message: String = "") -> TweetModel {
        let tweet = TweetModel()
        tweet.identifier = id
        tweet.message = message
        return tweet
    }

    /// A timeline holding tweets "1" and "2", and the result of mapping
    /// statuses onto it with `identifier`.
    static func apply(_ identifier: String, _ statuses: [JSON]) throws -> (before: [TweetModel], after: TimelineModel, report: ValidationReport) {
        let timeline = TimelineModel()
        timeline.tweets = [tweet("1", "old one"), tweet("2", "old two")]
        let before = timeline.tweets
        let report = try context(identifier).map(["statuses": .array(statuses), "search_metadata": ["count": 15]], into: timeline)
        return (before, timeline, report)
    }

    @Test("a nested object is created, or updated in place when present")
    func single() throws {
        let created = try Self.context("$Tweet").object(from: Self.status("1"), as: TweetModel.self).value
        expectEqual(created.user?.name, "Twitter API")
        expectEqual(created.user?.screenName, "twitterapi")

        let tweet = TweetModel()
        let user = UserModel()
        user.screenName = "kept"
        user.followers = 99
        tweet.user = user
        let report = try Self.context("$Tweet").map(["id_str": "1", "user": ["name": "Twitter API"]], into: tweet)
        #expect(report.issues.isEmpty)
        #expect(tweet.user === user)
        expectEqual(user.name, "Twitter API")
        expectEqual(user.screenName, "kept")
        expectEqual(user.followers, 99)
    }

    @Test("a nested struct already present is updated in place, keeping what the payload lacks")
    func singleStruct() throws {
        var event = GHEvent()
        var actor = GHUser()
        actor.gravatarId = "kept"
        actor.admin = true
        event.actor = actor
        let payload = try #require(try ExampleFiles.payload("github-events")[1])
        let report = try ExampleFiles.catalog("GitHub").context("$GHEvent").map(payload, into: &event)
        #expect(report.issues.isEmpty)
        expectEqual(event.actor?.login, "hubot")
        expectEqual(event.actor?.gravatarId, "kept")
        expectEqual(event.actor?.admin, false)
    }

    @Test("a nested value that is not an object is a typeMismatch and the property is untouched")
    func singleMismatch() throws {
        let tweet = TweetModel()
        let user = UserModel()
        user.name = "kept"
        tweet.user = user
        let report = try Self.context("$Tweet").map(["id_str": "1", "user": "twitterapi"], into: tweet)
        #expect(tweet.user === user)
        expectEqual(user.name, "kept")
        expectEqual(report.issues.map(\.description), [
            #"Collections.mappings:6:9: error: user: expected object for UserModel, found string "twitterapi" [$Tweet → user]"#,
        ])
    }

    @Test("new items are appended by default, in payload order")
    func append() throws {
        let (before, after, report) = try Self.apply("$Append", [Self.status("3"), Self.status("4")])
        #expect(report.issues.isEmpty)
        expectEqual(after.tweets.map(\.identifier), ["1", "2", "3", "4"])
        #expect(after.tweets[0] === before[0] && after.tweets[1] === before[1])
    }

    @Test("@clearContent empties the collection first")
    func clear() throws {
        let (_, after, _) = try Self.apply("$Clear", [Self.status("3"), Self.status("4")])
        expectEqual(after.tweets.map(\.identifier), ["3", "4"])
    }

    @Test("@insertContentAtBegin inserts at the front, keeping payload order")
    func front() throws {
        let (before, after, _) = try Self.apply("$Front", [Self.status("3"), Self.status("4")])
        expectEqual(after.tweets.map(\.identifier), ["3", "4", "1", "2"])
        #expect(after.tweets[2] === before[0])
        let (_, cleared, _) = try Self.apply("$ClearFront", [Self.status("3"), Self.status("4")])
        expectEqual(cleared.tweets.map(\.identifier), ["3", "4"])
    }

    @Test("@identity updates matching items where they stand and appends the others")
    func identity() throws {
        let (before, after, report) = try Self.apply("$Merge", [Self.status("2", "new two"), Self.status("5", "five")])
        #expect(report.issues.isEmpty)
        expectEqual(after.tweets.map(\.identifier), ["1", "2", "5"])
        expectEqual(after.tweets.map(\.message), ["old one", "new two", "five"])
        #expect(after.tweets[1] === before[1])
    }

    @Test("@identity with @insertContentAtBegin: unmatched items go to the front; a repeated new item is updated, not duplicated")
    func identityFront() throws {
        let statuses = [Self.status("5", "five"), Self.status("1", "new one"), Self.status("6"), Self.status("5", "five again")]
        let (before, after, report) = try Self.apply("$MergeFront", statuses)
        #expect(report.issues.isEmpty)
        expectEqual(after.tweets.map(\.identifier), ["5", "6", "1", "2"])
        expectEqual(after.tweets.map(\.message), ["five again", "", "new one", "old two"])
        #expect(after.tweets[2] === before[0])
        #expect(after.tweets[3] === before[1])
    }

    @Test("issue paths in collections name the payload element and the item's final place")
    func collectionIssuePaths() throws {
        var updated = Self.status("1", "new one")
        updated["user"] = ["screen_name": "nameless"]
        var added = Self.status("6")
        added["user"] = 42
        let statuses: [JSON] = [Self.status("5"), "not a status", updated, added]
        let (_, after, report) = try Self.apply("$MergeFront", statuses)
        expectEqual(after.tweets.map(\.identifier), ["5", "6", "1", "2"])
        expectEqual(report.issues.map { "\($0.kind) \($0.sourcePath) → \($0.targetPath)" }, [
            "invalidElement statuses[1] → tweets[1]",
            "missingRequired statuses[2].user.name → tweets[2].user.name",
            "typeMismatch statuses[3].user → tweets[1].user",
        ])
    }

    @Test("a collection value that is not an array is a typeMismatch; the collection is untouched")
    func collectionMismatch() throws {
        let timeline = TimelineModel()
        timeline.tweets = [Self.tweet("1")]
        let report = try Self.context("$Append").map(["statuses": ["id_str": "3"]], into: timeline)
        expectEqual(timeline.tweets.map(\.identifier), ["1"])
        expectEqual(report.issues.map(\.message), ["expected array of TweetModel, found object"])
        expectEqual(report.issues.map(\.targetPath), ["tweets"])
    }

    @Test("a collection of structs with @identity: matched items updated where they stand")
    func structIdentity() throws {
        var artist = SpotifyArtist()
        artist.images = [
            SpotifyImageRef(height: 640, url: URL(string: "https://i.scdn.co/image/640"), width: 640),
            SpotifyImageRef(height: 300, url: URL(string: "https://i.scdn.co/image/300"), width: 300),
        ]
        let payload: JSON = [
            "id": "08td7MxkoHQkXnWAYD8d6Q",
            "images": [
                ["height": 310, "url": "https://i.scdn.co/image/300", "width": 320],
                ["height": 64, "url": "https://i.scdn.co/image/64", "width": 64],
            ],
        ]
        let report = try Self.context("$Artist").map(payload, into: &artist)
        #expect(report.issues.isEmpty)
        expectEqual(artist.images.map { "\($0.url?.lastPathComponent ?? "") \($0.width)x\($0.height)" }, [
            "640 640x640", "300 320x310", "64 64x64",
        ])
    }

    @Test("a non-optional nested model and an optional collection of models")
    func optionalCollection() throws {
        var gallery = Gallery()
        let report = try Self.context("$Gallery").map(
            ["images": [["height": 640, "url": "https://i.scdn.co/image/640", "width": 640], ["height": 64, "url": "https://i.scdn.co/image/64", "width": 64]]],
            into: &gallery)
        #expect(report.issues.isEmpty)
        expectEqual(gallery.cover.width, 640)
        expectEqual(gallery.images?.map(\.width), [640, 64])
        var empty = Gallery()
        empty.cover.width = 1
        let missing = try Self.context("$Gallery").map(["images": []], into: &empty)
        expectEqual(empty.images, [])
        expectEqual(empty.cover.width, 1)
        expectEqual(missing.issues.map { "\($0.sourcePath): \($0.message)" }, ["images[0]: missing required value for 'cover'"])
        try expectEqual(Self.context("$GalleryImages").json(from: Gallery()), [:])
        try expectEqual(Self.context("$GalleryImages").json(from: Gallery(images: [])), ["images": []])
    }

    @Test("an @identity naming no property of the item's model is a load error")
    func unknownIdentity() throws {
        let text = #"{ "$L": { "@class": "TimelineModel", "tweets": { "@keyPath": "@self", "@identity": "id", "@object": { "@mappings": { "@class": "TweetModel", "identifier": "id_str" } } } } }"#
        let error = try #require(throws: MappingConfigurationError.self) {
            try MappingCatalog(string: text, models: ExampleFiles.models, displayName: "L.mappings")
        }
        expectEqual(error.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" }, [
            "L.mappings:1:38: '@identity' of 'tweets' names 'id', which 'TweetModel' does not have",
        ])
    }

    @Test("items whose identity is null are never merged")
    func nullIdentity() throws {
        let text = #"{ "$L": { "tweets": { "@keyPath": "@self", "@identity": "identifier", "@object": { "@mappings": { "identifier": { "@keyPath": "id_str", "@optional": true }, "message": "text" } } } } }"#
        var document: JSON = ["tweets": [["message": "kept"]]]
        let report = try MappingCatalog(string: text).context("$L").map([["text": "a"], ["text": "b"], ["id_str": "1", "text": "c"]], intoJSON: &document)
        #expect(report.issues.isEmpty)
        expectEqual(document["tweets"], [["message": "kept"], ["message": "a"], ["message": "b"], ["identifier": "1", "message": "c"]])
    }
}
