// Codable twins of the fuzz models (issue 19): plain structs and a class
// hierarchy, decoded through the same fuzzed catalogs by the `apply`
// harness (FuzzApply.swift), and by PayloadDecoder.
// Built by Scripts/fuzz.sh together with the MappingKit sources.

import Foundation

extension FuzzCoordinate: Codable {
    init(from decoder: any Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        longitude = try pair.decode(Double.self)
        latitude = try pair.decode(Double.self)
    }

    func encode(to encoder: any Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(longitude)
        try pair.encode(latitude)
    }
}

struct FuzzCodableTweet: Codable {
    var imageUrl: URL?
    var name: String
    var message: String
    var identifier: String
    var coordinates: FuzzCoordinate?
    var createdAt: Date?
    var user: FuzzCodableUser?
    var retweetCount: Int?
    var favoriteCount: Int?
    var language: String?
}

struct FuzzCodableUser: Codable {
    var name: String
    var screenName: String?
    var imageUrl: URL?
    var followers: Int?
}

struct FuzzCodableTimeline: Codable {
    var tweets: [FuzzCodableTweet]
}

/// A class hierarchy with a hand-written initializer and `super.init(from:)`.
class FuzzCodableEvent: Codable {
    var identifier: Int
    var eventDescription: String?
    var createdAt: Date?

    private enum CodingKeys: String, CodingKey { case identifier, eventDescription, createdAt }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = (try? container.decode(Int.self, forKey: .identifier)) ?? -1
        eventDescription = try container.decodeIfPresent(String.self, forKey: .eventDescription)
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
    }
}

final class FuzzCodableActorEvent: FuzzCodableEvent {
    var url: URL?
    var actor: [String: String]?
    var commitId: String?

    private enum CodingKeys: String, CodingKey { case url, actor, commitId }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = try container.decodeIfPresent(URL.self, forKey: .url)
        actor = try? container.decodeIfPresent([String: String].self, forKey: .actor)
        commitId = try container.decodeIfPresent(String.self, forKey: .commitId)
        try super.init(from: decoder)
    }
}

struct FuzzCodableArtist: Codable {
    var externalSpotifyUrl: URL?
    var numberOfFollowers: Int
    var genres: [String]
    var url: URL?
    var identifier: String
    var images: [FuzzCodableImage]
    var name: String
    var popularity: Int
    var type: String
    var uri: String
    var score: Double?
    var tags: [String: Int]?
}

struct FuzzCodableImage: Codable {
    var height: Int
    var url: URL?
    var width: Int
}

extension FuzzRegistries {
    /// The example class names bound to the Codable twins.
    static let codableModels: ModelRegistry = {
        var models = ModelRegistry()
        models.register(FuzzCodableTweet.self, as: "TweetModel")
        models.register(FuzzCodableUser.self, as: "UserModel")
        models.register(FuzzCodableTimeline.self, as: "TimelineModel")
        models.register(FuzzCodableActorEvent.self, as: "GHEvent")
        models.register(FuzzCodableArtist.self, as: "SpotifyArtist")
        models.register(FuzzCodableImage.self, as: "SpotifyImageRef")
        return models
    }()
}
