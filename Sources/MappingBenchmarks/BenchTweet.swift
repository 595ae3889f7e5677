/// Codable models for JSONDecoder, with the fields of the generated tweets.
struct BenchTweet: Decodable {
    struct User: Decodable {
        var id: Int
        var id_str: String
        var name: String
        var screen_name: String
        var location: String
        var description: String
        var url: String?
        var followers_count: Int
        var friends_count: Int
        var verified: Bool
        var profile_image_url_https: String
        var created_at: String
    }
    struct Coordinates: Decodable {
        var type: String
        var coordinates: [Double]
    }
    struct Entities: Decodable {
        struct Hashtag: Decodable {
            var text: String
            var indices: [Int]
        }
        struct Link: Decodable {
            var url: String
            var expanded_url: String
            var indices: [Int]
        }
        var hashtags: [Hashtag]
        var urls: [Link]
    }
    var id: UInt64
    var id_str: String
    var created_at: String
    var text: String
    var truncated: Bool
    var retweet_count: Int
    var favorite_count: Int
    var lang: String
    var in_reply_to_status_id: UInt64?
    var coordinates: Coordinates?
    var entities: Entities
    var user: User
}

/// Any JSON value, for JSONDecoder on arbitrary files.
enum AnyDecodable: Decodable {
    case null, bool(Bool), number(Double), string(String), array([AnyDecodable]), object([String: AnyDecodable])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyDecodable].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyDecodable].self))
        }
    }
}
