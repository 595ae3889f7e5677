/// The model types `@class` may name. Only registered types can ever be
/// created from a `.mappings` file.
///
/// ```swift
/// var models = ModelRegistry()
/// models.register(TweetModel.self)                 // as "TweetModel"
/// models.register(UserModel.self, as: "User")      // an explicit name
/// let catalog = try MappingCatalog(contentsOf: url, models: models)
/// ```
public struct ModelRegistry: Sendable {
    var models: [String: ModelInfo] = [:]

    /// An empty registry.
    public init() {}

    /// Registers `type` under `name` (default: the type's name, such as
    /// `TweetModel`). Registering a name again replaces it.
    public mutating func register<M: Mappable>(_ type: M.Type, as name: String? = nil) {
        let key = name ?? String(describing: M.self)
        models[key] = ModelInfo(M.self, name: key)
    }

    /// A copy with `type` registered; see ``register(_:as:)``.
    public func registering<M: Mappable>(_ type: M.Type, as name: String? = nil) -> ModelRegistry {
        var copy = self
        copy.register(type, as: name)
        return copy
    }

    /// The registered names, sorted.
    public var names: [String] { models.keys.sorted() }

    func info(named name: String) -> ModelInfo? { models[name] }

    func info(for type: any Mappable.Type) -> ModelInfo? {
        models.values.first { $0.type == type }
    }
}
