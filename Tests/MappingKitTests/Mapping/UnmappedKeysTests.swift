import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// The payload's keys no entry read (`unmappedKeys(in:)`, `--unmapped`),
/// against counts computed here from the payload and the entries' first
/// key path segments.
@Suite("Unmapped keys")
struct UnmappedKeysTests {
    /// The first segments of a context's entries' key paths: the keys it reads at its object's top level.
    static func readKeys(_ context: MappingContext) -> Set<String> {
        Set(context.entries.compactMap(\.keyPath.segments.first))
    }

    /// Per top-level key, the objects of `objects` holding it while `read` does not name it.
    static func expectedCounts(_ objects: [JSON], read: Set<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for case .object(let members) in objects {
            for (key, _) in members where !read.contains(key) { counts[key, default: 0] += 1 }
        }
        return counts
    }

    @Test("the Twitter timeline through $TweetModel: each context's unread keys with their counts")
    func twitter() throws {
        let catalog = try ExampleFiles.catalog("Twitter")
        let tweets = try catalog.context("$TweetModel")
        let users = try catalog.context("$UserModel")
        let payload = try JSON(parsing: ExampleFiles.payloadData("twitter-timeline"))
        guard case .array(let elements) = payload else { Issue.record("the timeline is an array"); return }
        let unmapped = tweets.unmappedKeys(in: payload)

        // $TweetModel: top-level keys it does not read, and `coordinates.type` (it reads coordinates.coordinates).
        var expected = Self.expectedCounts(elements, read: Self.readKeys(tweets))
        let coordinates = elements.compactMap { $0["coordinates"] }.filter { if case .object = $0 { true } else { false } }
        for (key, count) in Self.expectedCounts(coordinates, read: ["coordinates"]) { expected["coordinates." + key] = count }
        let tweetRows = unmapped.filter { $0.context == "$TweetModel" }
        #expect(Dictionary(uniqueKeysWithValues: tweetRows.map { ($0.keyPath, $0.count) }) == expected)
        #expect(tweetRows.allSatisfy { $0.total == elements.count })

        // $UserModel: every user object; what $TweetModel reads inside `user` (user.name, user.profile_image_url) counts as read.
        let userObjects = elements.compactMap { $0["user"] }.filter { if case .object = $0 { true } else { false } }
        let userExpected = Self.expectedCounts(userObjects, read: Self.readKeys(users).union(["name", "profile_image_url"]))
        let userRows = unmapped.filter { $0.context == "$UserModel" }
        #expect(Dictionary(uniqueKeysWithValues: userRows.map { ($0.keyPath, $0.count) }) == userExpected)
        #expect(userRows.allSatisfy { $0.total == userObjects.count })

        // Most frequent first.
        #expect(unmapped.map(\.count) == unmapped.map(\.count).sorted(by: >))
    }

    @Test("@self and a transformer reading the whole object leave nothing unread; @key dictionaries count each member")
    func selfAndDictionaries() throws {
        let catalog = try MappingCatalog(string: #"""
            {"$Whole": {"all": {"@keyPath": "@self", "@transformer": "identity"}},
             "$Catalog": {"events": {"@keyPath": "events", "@object": {"@mappings": "$Event", "@key": "id"}}},
             "$Event": {"name": "name"}}
            """#)
        #expect(try catalog.context("$Whole").unmappedKeys(in: ["a": 1, "b": ["c": 2]]).isEmpty)
        let unmapped = try catalog.context("$Catalog").unmappedKeys(in: [
            "events": ["1": ["name": "a", "logo": "x"], "2": ["name": "b"]], "venues": [:],
        ])
        #expect(unmapped == [
            UnmappedKey(context: "$Catalog", keyPath: "venues", count: 1, total: 1),
            UnmappedKey(context: "$Event", keyPath: "logo", count: 1, total: 2),
        ])
    }
}
