/// What a loaded catalog and its contexts share, immutable: its compiled
/// catalog (`tables`), the warnings of its load, and the plans its mapping calls build.
final class SharedCatalog: Sendable {
    let tables: CompiledCatalog
    let warnings: [Diagnostic]
    /// What reading the files reported (warnings), kept so a catalog built
    /// from this one with `adding(_:)` reports them too.
    let loadDiagnostics: DiagnosticSink
    /// Mapping plans by context and target, and which model types passed
    /// validation against which context: the catalog's one lock.
    let plans = PlanCache()

    init(tables: CompiledCatalog, warnings: [Diagnostic], loadDiagnostics: DiagnosticSink) {
        self.tables = tables
        self.warnings = warnings
        self.loadDiagnostics = loadDiagnostics
    }

    var contexts: [CompiledContext] { tables.contexts }
    var index: [String: Int] { tables.index }
    var identifiers: [String] { tables.identifiers }
    var templates: Set<String> { tables.templates }
    var sources: CatalogSources { tables.sources }
    var environment: MappingEnvironment { tables.environment }
    var models: ModelRegistry? { tables.models }
    var transformers: TransformerRegistry { tables.transformers }
    var validatesTransformers: Bool { tables.validatesTransformers }
}

extension SharedCatalog {
    /// A catalog with no contexts: what ``PayloadDecoder`` and probes map with.
    static let empty = SharedCatalog(
        tables: CompiledCatalog(
            contexts: [], index: [:], identifiers: [], templates: [], sources: CatalogSources(), environment: .current,
            models: nil, transformers: nil),
        warnings: [], loadDiagnostics: DiagnosticSink())
}
