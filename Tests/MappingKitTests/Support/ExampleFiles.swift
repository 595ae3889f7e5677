import Foundation
import MappingKit
import MappingKitTestSupport

/// The package's `Mappings/` examples and `Fixtures/payloads/`, with the
/// registries the examples need.
enum ExampleFiles {
    static func mappingsURL(_ name: String) -> URL {
        Fixtures.packageURL("Mappings/\(name).mappings")
    }

    static func payloadData(_ name: String) throws -> Data {
        try Fixtures.data("payloads/\(name).json")
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
