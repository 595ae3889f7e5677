import Foundation
import MappingKit

/// The tweet of AppCoreKit's Mappings guide as an app writes it today: a
/// plain `Codable` struct with a synthesized `init(from:)`, mapped through
/// the same Mappings/Twitter.mappings as ``TweetModel``. Properties the
/// `$TweetModel` context does not name are optional.
struct CodableTweet: Codable, Equatable {
    var imageUrl: URL?
    var name: String
    var message: String
    var identifier: String
    var coordinates: Coordinate?
    var createdAt: Date?
    var user: CodableUser?
    var retweetCount: Int?
    var favoriteCount: Int?
    var language: String?
}

/// The tweet's author, `Codable`.
struct CodableUser: Codable, Equatable {
    var name: String
    var screenName: String?
    var imageUrl: URL?
    var followers: Int
}

/// A timeline holding tweets.
struct CodableTimeline: Codable, Equatable {
    var tweets: [CodableTweet]
}


extension ExampleFiles {
    /// The `Codable` twins, registered under the names the examples' `@class` use.
    static var codableModels: ModelRegistry {
        var models = ModelRegistry()
        models.register(CodableTweet.self, as: "TweetModel")
        models.register(CodableUser.self, as: "UserModel")
        models.register(CodableTimeline.self, as: "TimelineModel")
        return models
    }

    /// `Mappings/NAME.mappings` against the `Codable` twins.
    static func codableCatalog(_ name: String) throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: mappingsURL(name), models: codableModels, transformers: MyTransformers.registry,
            displayName: name + ".mappings")
    }
}
