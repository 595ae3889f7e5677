import Foundation

/// A deterministic timeline shaped like twitter_timeline.json (a top-level
/// array of v1.1 statuses with a nested user, entities and metadata),
/// generated in memory to about `bytes` bytes.
enum TimelineGenerator {
    static func timeline(bytes target: Int) -> Data {
        var random = SplitMix(seed: 11)
        let words = ["swift", "json", "mapping", "café", "naïve", "東京", "🚀", "linux", "\"quoted\"", "tab\there",
                     "line\nbreak", "http://example.com/a/b", "résumé", "数据", "emoji 😀", "back\\slash"]
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func date(_ index: Int) -> String {
            let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            return "\(days[index % 7]) \(months[index % 12]) \(two(1 + index % 28)) \(two(index % 24)):\(two(index % 60)):\(two((index * 7) % 60)) +0000 \(2008 + index % 16)"
        }
        var out = Data("[".utf8)
        var index = 0
        while out.count < target {
            let id = 140_000_000_000_000_000 + random.next() % 100_000_000_000
            var text = ""
            for _ in 0..<(8 + Int(random.next() % 12)) { text += words[Int(random.next() % UInt64(words.count))] + " " }
            let user: [String: Any] = [
                "id": Int(random.next() % 4_000_000_000), "id_str": "\(index)",
                "name": "User \(index) \(words[index % words.count])", "screen_name": "user_\(index)",
                "location": index % 3 == 0 ? "Montréal, QC" : "", "description": text.uppercased(),
                "url": index % 4 == 0 ? NSNull() : "https://example.com/u/\(index)" as Any,
                "followers_count": Int(random.next() % 100_000), "friends_count": Int(random.next() % 5_000),
                "favourites_count": Int(random.next() % 5_000), "statuses_count": Int(random.next() % 50_000),
                "verified": index % 7 == 0, "protected": index % 11 == 0, "default_profile": index % 2 == 0,
                "lang": index % 2 == 0 ? "en" : "es", "profile_background_color": "1f181d",
                "profile_image_url_https": "https://si0.twimg.com/profile_images/\(index)/photo_normal.jpg",
                "created_at": date(index * 13), "time_zone": "Hawaii", "utc_offset": -36000, "listed_count": 5,
            ]
            let status: [String: Any] = [
                "id": id, "id_str": String(id), "created_at": date(index), "text": text,
                "source": "<a href=\"http://example.com\" rel=\"nofollow\">Example</a>", "truncated": false,
                "retweet_count": Int(random.next() % 1_000), "favorited": index % 9 == 0, "retweeted": false,
                "lang": index % 2 == 0 ? "en" : "fr",
                "metadata": ["result_type": "recent", "iso_language_code": index % 2 == 0 ? "en" : "fr"],
                "in_reply_to_status_id": index % 5 == 0 ? id - 17 : NSNull() as Any,
                "in_reply_to_screen_name": NSNull(), "geo": NSNull(), "coordinates": NSNull(),
                "place": index % 10 == 0 ? "Montréal" : NSNull() as Any, "contributors": NSNull(),
                "entities": [
                    "hashtags": [["text": "swift", "indices": [0, 6]], ["text": "json", "indices": [7, 12]]],
                    "urls": [["url": "https://t.co/\(index)", "expanded_url": "https://example.com/\(index)",
                              "display_url": "example.com/\(index)", "indices": [20, 43]]],
                    "user_mentions": [] as [Any],
                ] as [String: Any],
                "user": user,
            ]
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append((try? JSONSerialization.data(withJSONObject: status, options: [])) ?? Data("{}".utf8))
            index += 1
        }
        out.append(UInt8(ascii: "]"))
        return out
    }
}
