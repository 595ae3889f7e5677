import Foundation
import MappingKit

/// ``TwitterStatus`` as a class, for the class-models row: the same mapping,
/// set through `ReferenceWritableKeyPath`s.
final class TwitterStatusObject: Mappable, Decodable {
    var id: UInt64 = 0
    var lang = ""
    var text = ""
    var source = ""
    var metadata: [String: String] = [:]
    var retweet_count = 0
    var favorited = false
    var in_reply_to_status_id: UInt64?
    var user = TwitterStatus.User()
    var entities = TwitterStatus.Entities()
    var place: String?

    required init() {}

    static let properties: MappableProperties<TwitterStatusObject> = [
        .property("id", \.id), .property("lang", \.lang), .property("text", \.text), .property("source", \.source), .property("metadata", \.metadata),
        .property("retweet_count", \.retweet_count), .property("favorited", \.favorited), .property("in_reply_to_status_id", \.in_reply_to_status_id),
        .property("user", \.user), .property("entities", \.entities), .property("place", \.place),
    ]

    /// The struct with the same values, to compare outputs.
    var status: TwitterStatus {
        TwitterStatus(
            id: id, lang: lang, text: text, source: source, metadata: metadata, retweet_count: retweet_count,
            favorited: favorited, in_reply_to_status_id: in_reply_to_status_id, user: user, entities: entities,
            place: place)
    }
}

/// twitter.json's root with class models, for `JSONDecoder`.
struct TwitterObjectArchive: Decodable {
    var statuses: [TwitterStatusObject]
}
