import Foundation
import MappingKit

/// ``TwitterStatus`` with its property tables written as dictionary
/// literals (`["id": \.id, …]`), for the row that compares the two
/// declaration forms: the same fields, mapped by the same context.
struct TwitterStatusLiteral: Mappable {
    struct User: Mappable {
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
            "created_at": \.created_at, "default_profile": \.default_profile, "description": \.description,
            "favourites_count": \.favourites_count, "followers_count": \.followers_count,
            "friends_count": \.friends_count, "id": \.id, "lang": \.lang, "name": \.name,
            "profile_background_color": \.profile_background_color,
            "profile_image_url_https": \.profile_image_url_https, "protected": \.protected,
            "screen_name": \.screen_name, "statuses_count": \.statuses_count, "verified": \.verified,
        ]

        var user: TwitterStatus.User {
            TwitterStatus.User(
                created_at: created_at, default_profile: default_profile, description: description,
                favourites_count: favourites_count, followers_count: followers_count, friends_count: friends_count, id: id,
                lang: lang, name: name, profile_background_color: profile_background_color,
                profile_image_url_https: profile_image_url_https, protected: protected, screen_name: screen_name,
                statuses_count: statuses_count, verified: verified)
        }
    }

    struct Hashtag: Mappable {
        var indices: [UInt64] = []
        var text = ""
        static let properties: MappableProperties<Hashtag> = ["indices": \.indices, "text": \.text]
    }

    struct Link: Mappable {
        var url = ""
        var expanded_url = ""
        var indices: [UInt64] = []
        static let properties: MappableProperties<Link> = ["url": \.url, "expanded_url": \.expanded_url, "indices": \.indices]
    }

    struct Entities: Mappable {
        var hashtags: [Hashtag] = []
        var urls: [Link] = []
        static let properties: MappableProperties<Entities> = ["hashtags": \.hashtags, "urls": \.urls]
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

    static let properties: MappableProperties<TwitterStatusLiteral> = [
        "id": \.id, "lang": \.lang, "text": \.text, "source": \.source, "metadata": \.metadata,
        "retweet_count": \.retweet_count, "favorited": \.favorited, "in_reply_to_status_id": \.in_reply_to_status_id,
        "user": \.user, "entities": \.entities, "place": \.place,
    ]

    /// The typed-form struct with the same values, to compare outputs.
    var status: TwitterStatus {
        TwitterStatus(
            id: id, lang: lang, text: text, source: source, metadata: metadata, retweet_count: retweet_count,
            favorited: favorited, in_reply_to_status_id: in_reply_to_status_id, user: user.user,
            entities: TwitterStatus.Entities(
                hashtags: entities.hashtags.map { TwitterStatus.Hashtag(indices: $0.indices, text: $0.text) },
                urls: entities.urls.map { TwitterStatus.Link(url: $0.url, expanded_url: $0.expanded_url, indices: $0.indices) }),
            place: place)
    }
}
