import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Dynamic mapping: payloads to JSON without model types")
struct DynamicMappingTests {
    /// Twitter.mappings with the coordinate transformers but no model types.
    static func catalog() throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: ExampleFiles.mappingsURL("Twitter"), transformers: MyTransformers.registry, displayName: "Twitter.mappings")
    }

    @Test("objects(from:as: JSON.self): keys are entry names in file order; defaults, transformers and nesting applied; missing entries absent")
    func objects() throws {
        let result = try Self.catalog().context("$TweetModel").objects(from: ExampleFiles.payload("twitter-timeline"), as: JSON.self)
        let tweets = result.value
        expectEqual(tweets.count, 3)
        #expect(tweets[0].formatted() == """
            {"imageUrl":"http://a0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png","name":"Twitter API",\
            "message":"Introducing the Twitter Certified Products Program: https://t.co/MjJ8xAnT","identifier":"240859602684612608",\
            "coordinates":[-97.51087576,35.46500176],"createdAt":"2012-08-29T17:12:58Z",\
            "user":{"name":"Twitter API","screenName":"twitterapi",\
            "imageUrl":"https://si0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png","followers":1212864}}
            """)
        #expect(tweets[1]["imageUrl"] == "https://si0.twimg.com/profile_images/1251071930/Untitled.png")
        #expect(tweets[1]["coordinates"] == nil)
        #expect(tweets[2].objectValue?.keys == ["imageUrl", "identifier", "createdAt", "user"])
        #expect(tweets[2]["user"] == ["screenName": "twitter", "followers": 15_478_910])
        #expect(result.report.issues.map { "\($0.sourcePath) → \($0.targetPath)" } == [
            "[2].user.name → [2].name", "[2].text → [2].message", "[2].user.name → [2].user.name",
        ])
    }

    @Test("jsonObject(from:) maps one object, also from an array when the context reads @self")
    func object() throws {
        let catalog = try Self.catalog()
        let timeline = try ExampleFiles.payload("twitter-timeline")
        let one = try catalog.context("$UserModel").object(from: try #require(timeline[0]?["user"]), as: JSON.self)
        #expect(one.value.formatted() == """
            {"name":"Twitter API","screenName":"twitterapi",\
            "imageUrl":"https://si0.twimg.com/profile_images/2284174872/7df3h38zabcvjylnyfe3_normal.png","followers":1212864}
            """)
        let page = try catalog.context("$TimelineModel").object(from: timeline, as: JSON.self)
        #expect(page.value["tweets"]?.arrayValue?.map { $0["identifier"]?.stringValue ?? "" } == [
            "240859602684612608", "239413543487819778", "238726567316586497",
        ])
        #expect(page.report.issues.map(\.targetPath) == ["tweets[2].name", "tweets[2].message", "tweets[2].user.name"])
    }

    @Test("a transformer that fails leaves the key out; an invalid element is reported and skipped")
    func issues() throws {
        let result = try Self.catalog().context("$TweetModel").objects(from: ExampleFiles.payload("twitter-timeline-broken"), as: JSON.self)
        let tweets = result.value
        #expect(tweets.map { $0["identifier"]?.stringValue ?? "" } == ["240859602684612608", "239413543487819778", "238726567316586497"])
        #expect(tweets[0]["coordinates"] == nil)
        #expect(tweets[1]["createdAt"] == nil)
        #expect(tweets[1]["user"]?["followers"] == "1.2M")
        #expect(result.report.issues.map { "\($0.kind) \($0.sourcePath) → \($0.targetPath)" } == [
            "transformerFailed [0].coordinates.coordinates → [0].coordinates",
            "invalidElement [1] → [1]",
            "transformerFailed [2].created_at → [1].createdAt",
            "missingRequired [3].user.name → [2].name",
            "missingRequired [3].user → [2].user",
        ])
    }

    @Test("map(_:intoJSON:) populates a document: keys with an issue keep their value, other keys stay")
    func populate() throws {
        var document: JSON = ["name": "old name", "message": "old text", "identifier": "old", "pinned": true]
        var payload = try #require(try ExampleFiles.payload("twitter-timeline")[2])
        payload["id_str"] = "238726567316586497"
        let report = try Self.catalog().context("$TweetModel").map(payload, intoJSON: &document)
        #expect(document["name"] == "old name")
        #expect(document["message"] == "old text")
        #expect(document["identifier"] == "238726567316586497")
        #expect(document["pinned"] == true)
        #expect(document["user"]?["screenName"] == "twitter")
        #expect(report.issues.map(\.targetPath) == ["name", "message", "user.name"])
    }

    @Test("map(_:intoJSON:) with @identity and @insertContentAtBegin: matches updated where they stand")
    func populateIdentity() throws {
        var document: JSON = [
            "cursor": "abc",
            "tweets": [
                ["identifier": "1", "message": "older"],
                ["identifier": "239413543487819778", "message": "stale", "read": true],
            ],
        ]
        let report = try Self.catalog().context("$TimelinePage").map(try ExampleFiles.payload("twitter-timeline"), intoJSON: &document)
        #expect(document["cursor"] == "abc")
        let tweets = try #require(document["tweets"]?.arrayValue)
        #expect(tweets.map { $0["identifier"]?.stringValue ?? "" } == [
            "240859602684612608", "238726567316586497", "1", "239413543487819778",
        ])
        #expect(tweets[3]["read"] == true)
        #expect(tweets[3]["message"]?.stringValue?.hasPrefix("We are working") == true)
        #expect(tweets[2] == ["identifier": "1", "message": "older"])
        #expect(report.issues.map(\.targetPath) == ["tweets[1].name", "tweets[1].message", "tweets[1].user.name"])
    }

    @Test("map(_:intoJSON:) with @clearContent replaces the collection")
    func populateClear() throws {
        var document: JSON = ["tweets": [["identifier": "1"]]]
        try Self.catalog().context("$TimelineModel").map(try ExampleFiles.payload("twitter-timeline"), intoJSON: &document)
        #expect(document["tweets"]?.arrayValue?.map { $0["identifier"]?.stringValue ?? "" } == [
            "240859602684612608", "239413543487819778", "238726567316586497",
        ])
    }

    @Test("an array document is populated element by element")
    func populateArray() throws {
        var document: JSON = [["identifier": "a", "pinned": true], ["identifier": "b"]]
        let payload: JSON = [["name": "Ada", "screen_name": "ada"], ["screen_name": "bob"], ["name": "Cy", "screen_name": "cy"]]
        let report = try Self.catalog().context("$UserModel").map(payload, intoJSON: &document)
        #expect(document == [
            ["identifier": "a", "pinned": true, "name": "Ada", "screenName": "ada", "followers": 0],
            ["identifier": "b", "screenName": "bob", "followers": 0],
            ["name": "Cy", "screenName": "cy", "followers": 0],
        ])
        #expect(report.issues.map(\.sourcePath) == ["[1].name"])
    }
}
