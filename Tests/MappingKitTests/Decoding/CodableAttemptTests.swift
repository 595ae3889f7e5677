import Foundation
import Testing

@testable import MappingKit

/// A context's `Decodable` decoding first attempts each root value
/// strictly (UnreportedSession+Attempt.swift) and decodes it again with the
/// reporting decoding when the attempt is abandoned. Each test compares the
/// default with the reporting decoding alone (the same values, the same
/// report, summary counts included), and says which root values the
/// attempt alone decodes (`attempts = .only`), so a change that makes the
/// attempt give up on clean values, or keep a value it should not, shows.
@Suite("Codable models: the strict attempt gives what the reporting decoding gives")
struct CodableAttemptTests {
    struct Tweet: Codable, Equatable {
        var id: Int
        var text: String
        var author: String
        var retweets: Int
        var reply: Int?
        var user: User
        var tags: [Tag]
        var place: String?
        var link: URL?
        var lang: Language?
    }

    struct User: Codable, Equatable {
        var name: String
        var followers: Int
    }

    struct Tag: Codable, Equatable {
        var text: String
    }

    enum Language: String, Codable, Equatable {
        case en, fr
    }

    static let mappings = """
        {
          "$User": { "followers": "followers_count" },
          "$Tweet": {
            "author": "user.screen_name",
            "retweets": "retweet_count",
            "reply": { "@keyPath": "in_reply_to", "@optional": true },
            "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } },
            "tags": { "@keyPath": "entities.hashtags", "@object": { "@mappings": { "text": "text" } } }
          },
          "$Defaulted": { "retweets": { "@keyPath": "retweet_count", "@defaultValue": 7 } },
          "$Lowered": { "text": { "@keyPath": "text", "@transformer": "lowercased" } },
          "$Bare": {}
        }
        """

    /// A clean tweet; `change` edits it before it is written.
    static func tweet(_ id: Int, _ change: (inout [String: Any]) -> Void = { _ in }) -> [String: Any] {
        var tweet: [String: Any] = [
            "id": id, "text": "Tweet \(id)", "retweet_count": id * 10,
            "user": ["name": "User \(id)", "screen_name": "user\(id)", "followers_count": id * 100, "extra": [1, 2]],
            "entities": ["hashtags": [["text": "swift", "indices": [0, 5]], ["text": "json"]], "urls": []],
            "place": NSNull(), "link": "https://example.com/\(id)", "lang": id % 2 == 0 ? "en" : "fr",
        ]
        if id % 3 == 0 { tweet["in_reply_to"] = NSNull() } else if id % 3 == 1 { tweet["in_reply_to"] = id - 1 }
        if id % 2 == 0 { tweet["place"] = "Montréal" }
        change(&tweet)
        return tweet
    }

    /// The tweets as JSON (the string `"1.0 as a number"` written `1.0`,
    /// which `JSONSerialization` writes `1`).
    static func payload(_ tweets: [[String: Any]]) throws -> Data {
        let data = try JSONSerialization.data(withJSONObject: tweets, options: [.sortedKeys])
        return Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""1.0 as a number""#, with: "1.0").utf8)
    }

    /// The default decoding, the reporting one alone, and the attempt alone.
    static func decodings<T: Decodable & Equatable>(
        _ data: Data, as type: T.Type, context identifier: String = "$Tweet", mappings: String = mappings
    ) throws -> (first: MappingResult<[T]>, never: MappingResult<[T]>, only: [T]) {
        let context = try MappingCatalog(string: mappings).context(identifier)
        var options = DecodingOptions()
        let first = try context.objects(from: data, as: T.self, options: options)
        options.attempts = .never
        let never = try context.objects(from: data, as: T.self, options: options)
        options.attempts = .only
        let only = try context.objects(from: data, as: T.self, options: options).value
        return (first, never, only)
    }

    @Test("clean tweets: the attempt decodes every one; the values and the report (its counts per context) are the reporting decoding's")
    func clean() throws {
        let data = try Self.payload((1...6).map { Self.tweet($0) })
        let (first, never, only) = try Self.decodings(data, as: Tweet.self)
        #expect(first.value.count == 6)
        #expect(first.value == never.value)
        #expect(first.report == never.report)
        #expect(first.report.issues.isEmpty)
        #expect(first.report.objectCounts["$Tweet"] == 6)
        #expect(first.report.objectCounts["$User"] == 6)
        #expect(only == never.value)
        #expect(first.value[0].author == "user1" && first.value[0].user.followers == 100 && first.value[0].reply == 0)
        #expect(first.value[2].reply == nil && first.value[1].place == "Montréal" && first.value[1].tags.map(\.text) == ["swift", "json"])
    }

    /// One tweet of three changed so that the reporting decoding reports
    /// it (or reads it otherwise than `JSONDecoder`): the attempt gives it
    /// up, and the result is the reporting decoding's.
    static let deviations: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        ("a required key missing", { $0["text"] = nil }),
        ("a required value null", { $0["id"] = NSNull() }),
        ("a number as a string", { $0["retweet_count"] = "12" }),
        ("an integer written as a fraction", { $0["retweet_count"] = "1.0 as a number" }),
        ("a nested @object value missing", { $0["user"] = ["name": "x", "screen_name": "x"] }),
        ("an element that is not an object", { $0["entities"] = ["hashtags": [["text": "a"], 5]] }),
        ("a key path broken halfway", { $0["user"] = ["name": "x", "followers_count": 1] }),
        ("an optional entry of the wrong type", { $0["in_reply_to"] = "x" }),
        ("an invalid URL", { $0["link"] = "" }),
        ("an unknown enum case", { $0["lang"] = "de" }),
        ("an object where a string is", { $0["text"] = ["a": 1] }),
        ("the root is not an object", { $0 = ["wrapped": $0] }),
    ]

    @Test("a tweet the reporting decoding reports is given up by the attempt; the values and the report are the reporting decoding's",
          arguments: 0..<deviations.count)
    func deviation(_ index: Int) throws {
        let (name, change) = Self.deviations[index]
        var tweets = (1...3).map { Self.tweet($0) }
        change(&tweets[1])
        let data = try Self.payload(tweets)
        let (first, never, only) = try Self.decodings(data, as: Tweet.self)
        #expect(first.value == never.value, "\(name)")
        #expect(first.report == never.report, "\(name)")
        #expect(only.map(\.id) == [1, 3], "\(name)")
    }

    @Test("a root that is not an object, or an array payload's non-object elements, as the reporting decoding")
    func roots() throws {
        let data = Data(#"[{"id": 1}, 5, null, "x"]"#.utf8)
        struct Small: Codable, Equatable { var id: Int }
        let (first, never, only) = try Self.decodings(data, as: Small.self, context: "$Bare")
        #expect(first.value == never.value && first.value == [Small(id: 1)])
        #expect(first.report == never.report)
        #expect(only == [Small(id: 1)])
    }

    /// Initializers that catch what they are refused, or ask what a context
    /// answers otherwise than `JSONDecoder` (`contains` on `null`,
    /// `decodeNil` on a missing key).
    struct Careful: Decodable, Equatable {
        var id: Int
        var count: Int
        var hasNote: Bool
        var noteIsNil: Bool

        enum CodingKeys: String, CodingKey { case id, count, note }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            count = (try? container.decode(Int.self, forKey: .count)) ?? -1
            hasNote = container.contains(.note)
            noteIsNil = try container.decodeNil(forKey: .note)
        }
    }

    @Test("initializers that catch an error or ask contains / decodeNil: the reporting decoding's values and report")
    func carefulInitializers() throws {
        let data = Data(#"[{"id": 1, "count": 2, "note": "n"}, {"id": 2, "note": null}, {"id": 3, "count": "x"}, {"id": 4, "count": 5}]"#.utf8)
        let (first, never, only) = try Self.decodings(data, as: Careful.self, context: "$Bare")
        #expect(first.value == never.value)
        #expect(first.report == never.report)
        #expect(never.value.map(\.hasNote) == [true, false, false, false])
        #expect(never.value.map(\.noteIsNil) == [false, true, true, true])
        // The second catches a missing key, the third a wrong type: a context reports both.
        #expect(only.map(\.id) == [1, 4])
    }

    struct Counted: Codable, Equatable {
        var id: Int
        var retweets: Int
    }

    struct Texted: Codable, Equatable {
        var id: Int
        var text: String
    }

    struct Dated: Codable, Equatable {
        var id: Int
        var at: Date
    }

    @Test("entries not read as they are (a default applied, a transformer) and dates: the reporting decoding's values and report")
    func entriesNotReadAsTheyAre() throws {
        let counted = try Self.decodings(Data(#"[{"id": 1, "retweet_count": 3}, {"id": 2}]"#.utf8), as: Counted.self, context: "$Defaulted")
        #expect(counted.first.value == [Counted(id: 1, retweets: 3), Counted(id: 2, retweets: 7)])
        #expect(counted.first.value == counted.never.value && counted.first.report == counted.never.report)
        #expect(counted.only == [Counted(id: 1, retweets: 3)])

        let texted = try Self.decodings(Data(#"[{"id": 1, "text": "ABC"}]"#.utf8), as: Texted.self, context: "$Lowered")
        #expect(texted.first.value == [Texted(id: 1, text: "abc")])
        #expect(texted.first.value == texted.never.value && texted.first.report == texted.never.report)
        #expect(texted.only.isEmpty)

        let dated = try Self.decodings(Data(#"[{"id": 1, "at": "2024-05-01T10:00:00Z"}]"#.utf8), as: Dated.self, context: "$Bare")
        #expect(dated.first.value.map(\.at) == [Date(timeIntervalSince1970: 1_714_557_600)])
        #expect(dated.first.value == dated.never.value && dated.first.report == dated.never.report)
        #expect(dated.only.isEmpty)
    }

    @Test("one object as the payload: attempted first, else reported")
    func oneObject() throws {
        let context = try MappingCatalog(string: Self.mappings).context("$Tweet")
        let clean = try Self.payload([Self.tweet(1)])
        let object = try JSONSerialization.data(withJSONObject: Self.tweet(1))
        var options = DecodingOptions()
        options.attempts = .only
        #expect(try context.object(from: object, as: Tweet.self, options: options).value?.id == 1)
        let broken = try JSONSerialization.data(withJSONObject: Self.tweet(1) { $0["id"] = nil })
        #expect(try context.object(from: broken, as: Tweet.self, options: options).value == nil)
        options.attempts = .first
        let first = try context.object(from: broken, as: Tweet.self, options: options)
        options.attempts = .never
        let never = try context.object(from: broken, as: Tweet.self, options: options)
        #expect(first.value == never.value && first.report == never.report && !first.report.issues.isEmpty)
        #expect(try context.objects(from: clean, as: Tweet.self).value.count == 1)
    }
}
