/// What a catalog compiled from its files: its contexts and what they may
/// use. Built once per catalog, checked by ``ModelValidator``, then held by
/// the catalog's ``SharedCatalog``.
struct CompiledCatalog: Sendable {
    let contexts: [CompiledContext]
    let index: [String: Int]
    let identifiers: [String]
    let templates: Set<String>
    let sources: CatalogSources
    let environment: MappingEnvironment
    /// The model types `@class` may name, when the catalog was given them.
    let models: ModelRegistry?
    /// The transformers entries may call.
    let transformers: TransformerRegistry
    /// `true` when the catalog was given a transformer registry, so unknown
    /// transformer names were load errors.
    let validatesTransformers: Bool

    init(
        contexts: [CompiledContext], index: [String: Int], identifiers: [String], templates: Set<String>,
        sources: CatalogSources, environment: MappingEnvironment, models: ModelRegistry?, transformers: TransformerRegistry?
    ) {
        self.contexts = contexts
        self.index = index
        self.identifiers = identifiers
        self.templates = templates
        self.sources = sources
        self.environment = environment
        self.models = models
        self.transformers = transformers ?? .standard
        validatesTransformers = transformers != nil
    }
}
