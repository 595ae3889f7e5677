import Foundation

/// A JSON payload to measure.
struct Payload {
    var name: String
    var data: Data
    /// `true` when the payload is an array of ``BenchTweet``-shaped objects,
    /// so JSONDecoder can decode it into model structs.
    var tweets: Bool

    /// A deterministic array of tweets shaped like Twitter's v1.1 API:
    /// 64-bit ids, text with escapes and non-ASCII, a nested user, entities,
    /// coordinates, dates.
    static func generatedTweets(count: Int) -> Payload {
        var random = SplitMix(seed: 42)
        var tweets: [[String: Any]] = []
        let words = ["swift", "json", "mapping", "café", "naïve", "東京", "🚀", "linux", "\"quoted\"", "tab\there",
                     "line\nbreak", "http://example.com/a/b", "résumé", "数据", "emoji 😀", "back\\slash"]
        for index in 0..<count {
            let id = 1_100_000_000_000_000_000 + random.next() % 100_000_000_000
            var text = ""
            for _ in 0..<(8 + Int(random.next() % 12)) {
                text += words[Int(random.next() % UInt64(words.count))] + " "
            }
            let user: [String: Any] = [
                "id": Int(random.next() % 4_000_000_000),
                "id_str": String(random.next() % 4_000_000_000),
                "name": "User \(index) \(words[index % words.count])",
                "screen_name": "user_\(index)",
                "location": index % 3 == 0 ? "Montréal, QC" : "",
                "description": text.uppercased(),
                "url": index % 4 == 0 ? NSNull() : "https://example.com/u/\(index)",
                "followers_count": Int(random.next() % 100_000),
                "friends_count": Int(random.next() % 5_000),
                "verified": index % 7 == 0,
                "profile_image_url_https": "https://pbs.example.com/profile_images/\(index)/photo_normal.jpg",
                "created_at": "2024-0\(1 + index % 9)-1\(index % 10)T10:20:\(10 + index % 50)Z",
            ]
            let tweet: [String: Any] = [
                "id": id,
                "id_str": String(id),
                "created_at": "2024-06-\(10 + index % 20)T12:34:56.789+02:00",
                "text": text,
                "truncated": false,
                "retweet_count": Int(random.next() % 1_000),
                "favorite_count": Int(random.next() % 5_000),
                "lang": index % 2 == 0 ? "en" : "fr",
                "in_reply_to_status_id": index % 5 == 0 ? id - 17 : NSNull(),
                "coordinates": index % 3 == 0
                    ? ["type": "Point", "coordinates": [Double(random.next() % 36_000) / 100 - 180, 45.5017]] as [String: Any]
                    : NSNull(),
                "entities": [
                    "hashtags": [["text": "swift", "indices": [0, 6]], ["text": "json", "indices": [7, 12]]],
                    "urls": [["url": "https://t.co/\(index)", "expanded_url": "https://example.com/\(index)",
                              "indices": [20, 43]]],
                    "user_mentions": [] as [Any],
                ] as [String: Any],
                "user": user,
            ]
            tweets.append(tweet)
        }
        let data = (try? JSONSerialization.data(withJSONObject: tweets, options: [])) ?? Data("[]".utf8)
        return Payload(name: "generated tweets (\(count))", data: data, tweets: true)
    }
}

/// A small deterministic random generator.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
