import Foundation

/// A context as the catalog stores it.
struct CompiledContext: Sendable {
    var identifier: String
    var className: String?
    var entries: [MappingEntry]
    var location: SourcePosition?
    /// The index of the context compiled from `@reverseMappings`, used
    /// instead of this one for model → JSON; `nil` when there is none.
    var reverseIndex: Int? = nil
}

/// The immutable tables of a catalog, shared by its contexts.
final class CatalogStorage: Sendable {
    let contexts: [CompiledContext]
    let index: [String: Int]
    let identifiers: [String]
    let templates: Set<String>
    let warnings: [Diagnostic]
    let sources: CatalogSources
    /// What reading the files reported (warnings), kept so a catalog built
    /// from this one with `adding(_:)` reports them too.
    let loadDiagnostics: DiagnosticSink
    let environment: MappingEnvironment
    /// The model types `@class` may name, when the catalog was given them.
    let models: ModelRegistry?
    /// The transformers entries may call.
    let transformers: TransformerRegistry
    /// `true` when the catalog was given a transformer registry, so unknown
    /// transformer names were load errors.
    let validatesTransformers: Bool
    /// Model types already checked against a context by the typed API.
    let validated = ValidationCache()
    /// Mapping plans by context and model type.
    let plans = PlanCache()

    init(
        contexts: [CompiledContext], index: [String: Int], identifiers: [String], templates: Set<String>,
        warnings: [Diagnostic], sources: CatalogSources, loadDiagnostics: DiagnosticSink,
        environment: MappingEnvironment, models: ModelRegistry?,
        transformers: TransformerRegistry?
    ) {
        self.models = models
        self.loadDiagnostics = loadDiagnostics
        self.transformers = transformers ?? .standard
        self.validatesTransformers = transformers != nil
        self.contexts = contexts
        self.index = index
        self.identifiers = identifiers
        self.templates = templates
        self.warnings = warnings
        self.sources = sources
        self.environment = environment
    }
}

/// Remembers which (context, model type) pairs passed validation, so the
/// typed API checks each pair once.
final class ValidationCache: @unchecked Sendable {
    // Guarded by `lock`.
    private var passed: Set<String> = []
    private let lock = NSLock()

    func contains(_ key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return passed.contains(key)
    }

    func insert(_ key: String) {
        lock.lock()
        defer { lock.unlock() }
        passed.insert(key)
    }
}
