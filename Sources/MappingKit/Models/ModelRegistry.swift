/// The model types `@class` may name: ``Mappable`` types and any
/// `Decodable` type. Only registered types can ever be created from a
/// `.mappings` file.
///
/// ```swift
/// var models = ModelRegistry()
/// models.register(TweetModel.self)                 // as "TweetModel"
/// models.register(UserModel.self, as: "User")      // an explicit name
/// models.register(Repository.self)                 // a plain Codable struct
/// let catalog = try MappingCatalog(contentsOf: url, models: models)
/// ```
///
/// A catalog loaded with a registry checks each context whose `@class`
/// names a registered type against it: a `Mappable` type's property table,
/// or the coding keys a `Decodable` type's `init(from:)` asks for.
public struct ModelRegistry: Sendable {
    var models: [String: ModelInfo] = [:]
    var decodables: [String: DecodableInfo] = [:]

    /// An empty registry.
    public init() {}

    /// Registers `type` under `name` (default: the type's name, such as
    /// `TweetModel`). Registering a name again replaces it.
    public mutating func register<M: Mappable>(_ type: M.Type, as name: String? = nil) {
        let key = name ?? String(describing: M.self)
        decodables[key] = nil
        models[key] = ModelInfo(M.self, name: key)
    }

    /// Registers a `Decodable` type under `name` (default: the type's
    /// name). Contexts naming it build it through its `init(from:)`; their
    /// entries name its coding keys.
    public mutating func register<D: Decodable>(_ type: D.Type, as name: String? = nil) {
        let key = name ?? String(describing: D.self)
        models[key] = nil
        decodables[key] = DecodableInfo(name: key, type: D.self)
    }

    /// Registers a type that is both: as ``Mappable`` (its property table
    /// is used, as every mapping verb does).
    public mutating func register<M: Mappable & Decodable>(_ type: M.Type, as name: String? = nil) {
        let key = name ?? String(describing: M.self)
        decodables[key] = nil
        models[key] = ModelInfo(M.self, name: key)
    }

    /// A copy with `type` registered; see `register(_:as:)`.
    public func registering<M: Mappable>(_ type: M.Type, as name: String? = nil) -> ModelRegistry {
        var copy = self
        copy.register(type, as: name)
        return copy
    }

    /// A copy with the `Decodable` `type` registered.
    public func registering<D: Decodable>(_ type: D.Type, as name: String? = nil) -> ModelRegistry {
        var copy = self
        copy.register(type, as: name)
        return copy
    }

    /// A copy with `type` registered as ``Mappable``.
    public func registering<M: Mappable & Decodable>(_ type: M.Type, as name: String? = nil) -> ModelRegistry {
        var copy = self
        copy.register(type, as: name)
        return copy
    }

    /// The registered names, sorted.
    public var names: [String] { (Array(models.keys) + Array(decodables.keys)).sorted() }

    func decodable(named name: String) -> DecodableInfo? { decodables[name] }

    /// The `@class` names that name `type` in a catalog loaded with this
    /// registry (``MappingCatalog/context(for:)``): the names it is
    /// registered under, sorted, and its own name (`String(describing:)`,
    /// what `register(_:)` gives by default) unless that name is
    /// registered for another type.
    func classNames(of type: Any.Type) -> [String] {
        let own = String(describing: type)
        var names = (models.filter { $0.value.type == type }.map(\.key) + decodables.filter { $0.value.type == type }.map(\.key))
            .sorted()
        if !names.contains(own), info(named: own) == nil, decodable(named: own) == nil { names.append(own) }
        return names
    }

    func decodable(for type: any Decodable.Type) -> DecodableInfo? {
        decodables.values.first { $0.type == type }
    }

    func info(named name: String) -> ModelInfo? { models[name] }

    func info(for type: any Mappable.Type) -> ModelInfo? {
        models.values.first { $0.type == type }
    }
}
