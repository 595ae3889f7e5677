import Foundation
import MappingKit

/// The `.mappings` texts of the corpus benchmark (inline, so the CI's check
/// of `Mappings/` does not see benchmark-only files).
enum CorpusMappings {
    static let text = """
        {
          "$User": {
            "created_at": "created_at", "default_profile": "default_profile", "description": "description",
            "favourites_count": "favourites_count", "followers_count": "followers_count",
            "friends_count": "friends_count", "id": "id", "lang": "lang", "name": "name",
            "profile_background_color": "profile_background_color",
            "profile_image_url_https": { "@keyPath": "profile_image_url_https", "@optional": true },
            "protected": "protected", "screen_name": "screen_name", "statuses_count": "statuses_count",
            "verified": "verified"
          },
          "$Entities": {
            "hashtags": { "@keyPath": "hashtags", "@object": { "@mappings": { "indices": "indices", "text": "text" } } },
            "urls": { "@keyPath": "urls", "@object": { "@mappings": { "url": "url", "expanded_url": "expanded_url", "indices": "indices" } } }
          },
          "$Status": {
            "id": "id", "lang": "lang", "text": "text", "source": "source", "metadata": "metadata",
            "retweet_count": "retweet_count", "favorited": "favorited",
            "in_reply_to_status_id": { "@keyPath": "in_reply_to_status_id", "@optional": true },
            "user": { "@keyPath": "user", "@object": { "@mappings": "$User" } },
            "entities": { "@keyPath": "entities", "@object": { "@mappings": "$Entities" } },
            "place": { "@keyPath": "place", "@optional": true }
          },
          "$DatedStatus": {
            "id": "id",
            "created_at": { "@keyPath": "created_at", "@transformer": "date", "@transformUserData": { "format": "EEE MMM dd HH:mm:ss Z yyyy" } }
          },
          "$Area": { "areaId": "areaId", "blockIds": "blockIds" },
          "$Performance": {
            "eventId": "eventId", "id": "id",
            "logo": { "@keyPath": "logo", "@optional": true }, "name": { "@keyPath": "name", "@optional": true },
            "prices": { "@keyPath": "prices", "@object": { "@mappings": { "amount": "amount", "audienceSubCategoryId": "audienceSubCategoryId", "seatCategoryId": "seatCategoryId" } } },
            "seatCategories": { "@keyPath": "seatCategories", "@object": { "@mappings": {
              "seatCategoryId": "seatCategoryId", "areas": { "@keyPath": "areas", "@object": { "@mappings": "$Area" } } } } },
            "seatMapImage": { "@keyPath": "seatMapImage", "@optional": true },
            "start": "start", "venueCode": "venueCode"
          },
          "$Event": {
            "description": { "@keyPath": "description", "@optional": true }, "id": "id",
            "logo": { "@keyPath": "logo", "@optional": true }, "name": "name", "subTopicIds": "subTopicIds",
            "subjectCode": { "@keyPath": "subjectCode", "@optional": true },
            "subtitle": { "@keyPath": "subtitle", "@optional": true }, "topicIds": "topicIds"
          },
          "$Catalog": {
            "events": { "@keyPath": "events", "@object": { "@mappings": "$Event" } },
            "performances": { "@keyPath": "performances", "@object": { "@mappings": "$Performance" } }
          },
          "$Feature": {
            "type": "type",
            "properties": { "@keyPath": "properties", "@object": { "@mappings": { "name": "name" } } },
            "geometry": { "@keyPath": "geometry", "@object": { "@mappings": { "type": "type", "coordinates": "coordinates" } } }
          }
        }
        """

    /// The compiled catalog, or the reason it does not load.
    static func catalog() throws -> MappingCatalog {
        try MappingCatalog(string: text)
    }

    /// The same contexts with every entry tolerant (issue 29: the cost of
    /// tolerance used everywhere): `"@onInvalid": "ignore"` on each entry,
    /// and `"@invalidElements": "skip"` on each `@object` entry.
    static func tolerantCatalog() throws -> MappingCatalog {
        guard case .object(let contexts) = try JSON(parsing: Data(text.utf8)) else { return try catalog() }
        var tolerant = JSON.Object()
        for (identifier, context) in contexts {
            tolerant[identifier] = tolerate(context)
        }
        return try MappingCatalog(string: JSON.object(tolerant).formatted())
    }

    /// A context (or an inline one, in `@object`) with every entry tolerant.
    private static func tolerate(_ context: JSON) -> JSON {
        guard case .object(let entries) = context else { return context }
        var result = JSON.Object()
        for (property, entry) in entries {
            guard !property.hasPrefix("@") else {
                result[property] = entry
                continue
            }
            var long: JSON.Object
            switch entry {
            case .string(let path): long = ["@keyPath": .string(path)]
            case .object(let options): long = options
            default:
                result[property] = entry
                continue
            }
            long["@onInvalid"] = "ignore"
            if case .object(var object)? = long["@object"] {
                long["@invalidElements"] = "skip"
                if let mappings = object["@mappings"], case .object = mappings { object["@mappings"] = tolerate(mappings) }
                long["@object"] = .object(object)
            }
            result[property] = .object(long)
        }
        return .object(result)
    }
}
