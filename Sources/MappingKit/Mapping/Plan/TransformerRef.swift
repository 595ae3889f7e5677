/// A transformer resolved when the plan is built; `transformer` is `nil`
/// when the name is not registered. `transform` is the transformer's
/// function, prepared for the entry's user data when the transformer can
/// be (the `date` transformer compiles its format here, once per entry,
/// instead of looking it up for every value).
struct TransformerRef {
    let name: String
    let transformer: Transformer?
    let transform: (@Sendable (TransformerInput) throws -> Any)?

    init(name: String, userData: JSON?, in registry: TransformerRegistry) {
        self.name = name
        let transformer = registry.transformer(named: name)
        self.transformer = transformer
        transform = transformer.map { $0.prepare?(userData) ?? $0.transform }
    }

    /// The transformer of `entry`, when it names one.
    init?(of entry: MappingEntry, in registry: TransformerRegistry) {
        guard let name = entry.transformer else { return nil }
        self.init(name: name, userData: entry.transformUserData, in: registry)
    }
}
