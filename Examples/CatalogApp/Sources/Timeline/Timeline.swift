import Foundation
import MappingKit

/// A tweet of a timeline, a plain `Codable` struct.
public struct Tweet: Codable, Sendable, Equatable {
    public let identifier: String
    public let message: String
    public let user: User
}

/// A tweet's author.
public struct User: Codable, Sendable, Equatable {
    public let name: String
    public let imageUrl: URL?
}

/// The app's catalog, loaded from the `Mappings` folder the package copies
/// into its bundle. The build plugin has checked the files' syntax and
/// keywords; loading with the registry checks them against the types.
public enum Timeline {
    public static let models = ModelRegistry().registering(Tweet.self).registering(User.self)

    public static func catalog() throws -> MappingCatalog {
        try MappingCatalog(resource: "Timeline", in: .module, subdirectory: "Mappings", models: models)
    }

    /// The tweets of a timeline payload, and the report of what was wrong in it.
    public static func tweets(from data: Data) throws -> MappingResult<[Tweet]> {
        try catalog().context("$Tweet").objects(from: try Payload(parsing: data), as: Tweet.self)
    }
}
