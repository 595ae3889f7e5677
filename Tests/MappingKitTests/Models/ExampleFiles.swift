import Foundation
import MappingKit

/// The package's `Mappings/` examples and `Fixtures/payloads/`, found from
/// this file's path, with the registries the examples need.
enum ExampleFiles {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Models
        .deletingLastPathComponent()  // MappingKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package

    static func mappingsURL(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Mappings").appendingPathComponent(name + ".mappings")
    }

    static func payloadData(_ name: String) throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("Fixtures/payloads").appendingPathComponent(name + ".json"))
    }

    static func payload(_ name: String) throws -> JSON {
        try JSON(parsing: try payloadData(name))
    }

    /// Every example model, registered by its type name.
    static var models: ModelRegistry {
        var models = ModelRegistry()
        models.register(TweetModel.self)
        models.register(UserModel.self)
        models.register(TimelineModel.self)
        models.register(GHEvent.self)
        models.register(GHUser.self)
        models.register(SpotifyArtist.self)
        models.register(SpotifyImageRef.self)
        return models
    }

    /// `Mappings/NAME.mappings`, validated against the example models and
    /// transformers, named `NAME.mappings` in diagnostics.
    static func catalog(_ name: String) throws -> MappingCatalog {
        try MappingCatalog(
            contentsOf: mappingsURL(name), models: models, transformers: MyTransformers.registry,
            displayName: name + ".mappings")
    }
}
