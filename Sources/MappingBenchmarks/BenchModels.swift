import Foundation
import MappingKit

/// Mappable models with the same fields as ``BenchTweet``, for parse+map.
struct MTweet: Mappable {
    var id: UInt64 = 0
    var idString = ""
    var createdAt = ""
    var text = ""
    var truncated = false
    var retweetCount = 0
    var favoriteCount = 0
    var lang = ""
    var inReplyToStatusId: UInt64?
    var coordinates: MCoordinates?
    var hashtags: [MHashtag] = []
    var urls: [MLink] = []
    var user: MUser?

    static let properties: MappableProperties<MTweet> = [
        "id": \.id, "idString": \.idString, "createdAt": \.createdAt, "text": \.text, "truncated": \.truncated,
        "retweetCount": \.retweetCount, "favoriteCount": \.favoriteCount, "lang": \.lang,
        "inReplyToStatusId": \.inReplyToStatusId, "coordinates": \.coordinates, "hashtags": \.hashtags,
        "urls": \.urls, "user": \.user,
    ]
}

struct MUser: Mappable {
    var id = 0
    var idString = ""
    var name = ""
    var screenName = ""
    var location = ""
    var description = ""
    var url: String?
    var followersCount = 0
    var friendsCount = 0
    var verified = false
    var profileImageURL = ""
    var createdAt = ""

    static let properties: MappableProperties<MUser> = [
        "id": \.id, "idString": \.idString, "name": \.name, "screenName": \.screenName, "location": \.location,
        "description": \.description, "url": \.url, "followersCount": \.followersCount,
        "friendsCount": \.friendsCount, "verified": \.verified, "profileImageURL": \.profileImageURL,
        "createdAt": \.createdAt,
    ]
}

struct MCoordinates: Mappable {
    var type = ""
    var coordinates: [Double] = []
    static let properties: MappableProperties<MCoordinates> = ["type": \.type, "coordinates": \.coordinates]
}

struct MHashtag: Mappable {
    var text = ""
    var indices: [Int] = []
    static let properties: MappableProperties<MHashtag> = ["text": \.text, "indices": \.indices]
}

struct MLink: Mappable {
    var url = ""
    var expandedURL = ""
    var indices: [Int] = []
    static let properties: MappableProperties<MLink> = ["url": \.url, "expandedURL": \.expandedURL, "indices": \.indices]
}

enum BenchMappings {
    static let text = """
        {
          "$Tweet": {
            "@class": "MTweet",
            "id": "id", "idString": "id_str", "createdAt": "created_at", "text": "text", "truncated": "truncated",
            "retweetCount": "retweet_count", "favoriteCount": "favorite_count", "lang": "lang",
            "inReplyToStatusId": { "@keyPath": "in_reply_to_status_id", "@optional": true },
            "coordinates": { "@keyPath": "coordinates", "@optional": true, "@object": { "@mappings": "$Coordinates" } },
            "hashtags": { "@keyPath": "entities.hashtags", "@object": { "@mappings": { "text": "text", "indices": "indices" } } },
            "urls": { "@keyPath": "entities.urls", "@object": { "@mappings": { "url": "url", "expandedURL": "expanded_url", "indices": "indices" } } },
            "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } }
          },
          "$Coordinates": { "type": "type", "coordinates": "coordinates" },
          "$User": {
            "id": "id", "idString": "id_str", "name": "name", "screenName": "screen_name", "location": "location",
            "description": "description", "url": { "@keyPath": "url", "@optional": true },
            "followersCount": "followers_count", "friendsCount": "friends_count", "verified": "verified",
            "profileImageURL": "profile_image_url_https", "createdAt": "created_at"
          }
        }
        """

    static func context() -> MappingContext? {
        var models = ModelRegistry()
        models.register(MTweet.self)
        let catalog = try? MappingCatalog(string: text, models: models)
        return try? catalog?.context("$Tweet")
    }
}
