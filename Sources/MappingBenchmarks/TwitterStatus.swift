import Foundation
import MappingKit

/// One status of twitter.json (and of the generated timeline), with the field
/// set of swift-foundation's `TwitterArchive` benchmark model plus entities.
/// The same type is filled by `JSONDecoder` and by MappingKit, so the two
/// outputs compare with `==`. Property names are the JSON keys, so the
/// dynamic path's output (`objects(from:as: JSON.self)`) decodes back into it.
struct TwitterStatus: Mappable, Codable, Equatable {
    struct User: Mappable, Codable, Equatable {
        var created_at = ""
        var default_profile = false
        var description = ""
        var favourites_count: UInt64 = 0
        var followers_count: UInt64 = 0
        var friends_count: UInt64 = 0
        var id: UInt64 = 0
        var lang = ""
        var name = ""
        var profile_background_color = ""
        var profile_image_url_https: URL?
        var protected = false
        var screen_name = ""
        var statuses_count: UInt64 = 0
        var verified = false

        static let properties: MappableProperties<User> = [
            .property("created_at", \.created_at), .property("default_profile", \.default_profile), .property("description", \.description),
            .property("favourites_count", \.favourites_count), .property("followers_count", \.followers_count),
            .property("friends_count", \.friends_count), .property("id", \.id), .property("lang", \.lang), .property("name", \.name),
            .property("profile_background_color", \.profile_background_color),
            .property("profile_image_url_https", \.profile_image_url_https), .property("protected", \.protected),
            .property("screen_name", \.screen_name), .property("statuses_count", \.statuses_count), .property("verified", \.verified),
        ]
    }

    struct Hashtag: Mappable, Codable, Equatable {
        var indices: [UInt64] = []
        var text = ""
        static let properties: MappableProperties<Hashtag> = [.property("indices", \.indices), .property("text", \.text)]
    }

    struct Link: Mappable, Codable, Equatable {
        var url = ""
        var expanded_url = ""
        var indices: [UInt64] = []
        static let properties: MappableProperties<Link> = [
            .property("url", \.url), .property("expanded_url", \.expanded_url), .property("indices", \.indices),
        ]
    }

    struct Entities: Mappable, Codable, Equatable {
        var hashtags: [Hashtag] = []
        var urls: [Link] = []
        static let properties: MappableProperties<Entities> = [.property("hashtags", \.hashtags), .property("urls", \.urls)]
    }

    var id: UInt64 = 0
    var lang = ""
    var text = ""
    var source = ""
    var metadata: [String: String] = [:]
    var retweet_count = 0
    var favorited = false
    var in_reply_to_status_id: UInt64?
    var user = User()
    var entities = Entities()
    var place: String?

    static let properties: MappableProperties<TwitterStatus> = [
        .property("id", \.id), .property("lang", \.lang), .property("text", \.text), .property("source", \.source), .property("metadata", \.metadata),
        .property("retweet_count", \.retweet_count), .property("favorited", \.favorited), .property("in_reply_to_status_id", \.in_reply_to_status_id),
        .property("user", \.user), .property("entities", \.entities), .property("place", \.place),
    ]
}

/// twitter.json's root, for `JSONDecoder`.
struct TwitterArchive: Decodable {
    var statuses: [TwitterStatus]
}
