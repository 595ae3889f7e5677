import Foundation
import MappingKit

/// The benchmark's `Codable` models as an app names them: camelCase
/// properties that a context renames from the payload's keys, and one value
/// lifted out of a nested object through a dotted key path (issue 28: a
/// renaming context must cost nothing). Each is made from the payload-shaped
/// model `JSONDecoder` fills (`init(_:)`), so the outputs compare with `==`.
enum RenamedModels {
    /// The renaming contexts (inline, as `CorpusMappings`).
    static let text = """
        {
          "$Bare": {},
          "$StatusRenamed": {
            "retweetCount": "retweet_count",
            "inReplyToStatusID": { "@keyPath": "in_reply_to_status_id", "@optional": true },
            "isFavorited": "favorited",
            "language": "lang",
            "author": "user.screen_name",
            "user": { "@keyPath": "user", "@object": { "@mappings": {
              "screenName": "screen_name", "followers": "followers_count", "createdAt": "created_at" } } }
          },
          "$PerformanceRenamed": {
            "eventID": "eventId",
            "venue": "venueCode",
            "startTime": "start",
            "seatMap": { "@keyPath": "seatMapImage", "@optional": true },
            "firstSeatCategory": { "@keyPath": "seatCategories.0.seatCategoryId", "@optional": true }
          },
          "$FeatureRenamed": {
            "kind": "type",
            "name": "properties.name",
            "shape": { "@keyPath": "geometry", "@object": { "@mappings": { "kind": "type", "polygons": "coordinates" } } }
          }
        }
        """

    static func catalog() throws -> MappingCatalog { try MappingCatalog(string: text) }

    struct Status: Codable, Equatable {
        struct User: Codable, Equatable {
            var createdAt: String
            var default_profile: Bool
            var description: String
            var favourites_count: UInt64
            var followers: UInt64
            var friends_count: UInt64
            var id: UInt64
            var lang: String
            var name: String
            var profile_background_color: String
            var profile_image_url_https: URL?
            var protected: Bool
            var screenName: String
            var statuses_count: UInt64
            var verified: Bool

            init(_ user: TwitterStatus.User) {
                createdAt = user.created_at
                default_profile = user.default_profile
                description = user.description
                favourites_count = user.favourites_count
                followers = user.followers_count
                friends_count = user.friends_count
                id = user.id
                lang = user.lang
                name = user.name
                profile_background_color = user.profile_background_color
                profile_image_url_https = user.profile_image_url_https
                protected = user.protected
                screenName = user.screen_name
                statuses_count = user.statuses_count
                verified = user.verified
            }
        }

        var id: UInt64
        var language: String
        var text: String
        var source: String
        var metadata: [String: String]
        var retweetCount: Int
        var isFavorited: Bool
        var inReplyToStatusID: UInt64?
        var author: String
        var user: User
        var entities: TwitterStatus.Entities
        var place: String?

        init(_ status: TwitterStatus) {
            id = status.id
            language = status.lang
            text = status.text
            source = status.source
            metadata = status.metadata
            retweetCount = status.retweet_count
            isFavorited = status.favorited
            inReplyToStatusID = status.in_reply_to_status_id
            author = status.user.screen_name
            user = User(status.user)
            entities = status.entities
            place = status.place
        }
    }

    struct Performance: Codable, Equatable {
        var eventID: Int
        var id: Int
        var logo: String?
        var name: String?
        var prices: [CitmPerformance.Price]
        var seatCategories: [CitmPerformance.SeatCategory]
        var seatMap: String?
        var startTime: Int64
        var venue: String
        var firstSeatCategory: Int?

        init(_ performance: CitmPerformance) {
            eventID = performance.eventId
            id = performance.id
            logo = performance.logo
            name = performance.name
            prices = performance.prices
            seatCategories = performance.seatCategories
            seatMap = performance.seatMapImage
            startTime = performance.start
            venue = performance.venueCode
            firstSeatCategory = performance.seatCategories.first?.seatCategoryId
        }
    }

    struct Feature: Codable, Equatable {
        struct Shape: Codable, Equatable {
            var kind: String
            var polygons: [[[Double]]]
        }

        var kind: String
        var name: String
        var shape: Shape

        init(_ feature: CanadaFeature) {
            kind = feature.type
            name = feature.properties.name
            shape = Shape(kind: feature.geometry.type, polygons: feature.geometry.coordinates)
        }
    }
}
