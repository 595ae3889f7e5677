/// A context as the catalog stores it.
struct CompiledContext: Sendable {
    var identifier: String
    var className: String?
    var entries: [MappingEntry]
    var location: SourceLocation?
}

/// The immutable tables of a catalog, shared by its contexts.
final class CatalogStorage: Sendable {
    let contexts: [CompiledContext]
    let index: [String: Int]
    let identifiers: [String]
    let templates: Set<String>
    let warnings: [Diagnostic]
    let sources: CatalogSources
    let environment: MappingEnvironment

    init(
        contexts: [CompiledContext], index: [String: Int], identifiers: [String], templates: Set<String>,
        warnings: [Diagnostic], sources: CatalogSources, environment: MappingEnvironment
    ) {
        self.contexts = contexts
        self.index = index
        self.identifiers = identifiers
        self.templates = templates
        self.warnings = warnings
        self.sources = sources
        self.environment = environment
    }
}
