import Foundation

extension MappingCatalog {
    /// Loads a root `.mappings` file and everything it imports.
    ///
    /// - Parameters:
    ///   - url: The root file.
    ///   - environment: What selectors are evaluated against.
    ///   - models: The model types `@class` may name. When given, every
    ///     context of the file and its imports is checked against them at
    ///     load, and an unregistered `@class` is an error; without it, each
    ///     context is checked on its first typed call.
    ///   - transformers: The transformers entries may call. When given, an
    ///     unknown transformer name is a load error; without it, the built-ins
    ///     (``TransformerRegistry/standard``) are used and unknown names are
    ///     not load errors.
    ///   - definitions: Contexts defined in code, compiled together with the
    ///     files (they may reference each other); a definition replaces a
    ///     file's context of the same identifier.
    ///   - displayName: How the root file is named in diagnostics; imported
    ///     files are named relative to its folder. Without it, the root is
    ///     named by its path relative to the current directory when it is
    ///     inside it (`Mappings/Twitter.mappings`), else by its file name
    ///     (`Twitter.mappings`): never by an absolute path unless you pass one.
    ///
    /// ```swift
    /// let catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: "Mappings/Twitter.mappings"))
    /// // diagnostics and issues read "Mappings/Twitter.mappings:22:9: …"
    /// ```
    /// - Throws: ``MappingConfigurationError`` with every problem found.
    public init(
        contentsOf url: URL, environment: MappingEnvironment = .current, models: ModelRegistry? = nil,
        transformers: TransformerRegistry? = nil, definitions: KeyValuePairs<String, MappingDefinition> = [:],
        displayName: String? = nil
    ) throws(MappingConfigurationError) {
        var loader = CatalogFileLoader(environment: environment)
        loader.loadRoot(url: url, displayName: displayName ?? SourceFile.defaultDisplayName(for: url))
        try self.init(loader: loader, definitions: definitions, models: models, transformers: transformers)
    }

    /// Loads the catalog rooted at `url` as ``init(contentsOf:environment:models:transformers:definitions:displayName:)``
    /// does, and tells which files were read (the root and its imports, by
    /// real path), whether loading succeeded or not: `mappings check`
    /// checks an imported file through the files that import it.
    package static func loadingRoot(
        _ url: URL, environment: MappingEnvironment, displayName: String
    ) -> (catalog: Result<MappingCatalog, MappingConfigurationError>, filesRead: [String]) {
        var loader = CatalogFileLoader(environment: environment)
        loader.loadRoot(url: url, displayName: displayName)
        let files = loader.sources.files.compactMap { $0.url?.path }
        do throws(MappingConfigurationError) {
            return (.success(try MappingCatalog(loader: loader, definitions: [:], models: nil, transformers: nil)), files)
        } catch {
            return (.failure(error), files)
        }
    }

    /// Loads a catalog from `.mappings` text; `@import` paths resolve
    /// against `baseURL` (imports are errors without one).
    ///
    /// ```swift
    /// let catalog = try MappingCatalog(string: #"{ "$Pet": { "name": "name" } }"#)
    /// ```
    public init(
        string: String, baseURL: URL? = nil, environment: MappingEnvironment = .current, models: ModelRegistry? = nil,
        transformers: TransformerRegistry? = nil, definitions: KeyValuePairs<String, MappingDefinition> = [:],
        displayName: String = "<string>.mappings"
    ) throws(MappingConfigurationError) {
        var loader = CatalogFileLoader(environment: environment)
        loader.loadRoot(text: string, baseURL: baseURL, displayName: displayName)
        try self.init(loader: loader, definitions: definitions, models: models, transformers: transformers)
    }

    /// Loads `name.mappings` shipped as a resource of `bundle` (for example
    /// an app's or a package's `Bundle.module`). Ship the folder with
    /// `resources: [.copy("Mappings")]`: `.process` flattens folders, which
    /// breaks imports that name subfolders.
    ///
    /// ```swift
    /// let catalog = try MappingCatalog(resource: "Twitter", in: .module, subdirectory: "Mappings")
    /// ```
    public init(
        resource name: String, in bundle: Bundle, subdirectory: String? = nil,
        environment: MappingEnvironment = .current, models: ModelRegistry? = nil, transformers: TransformerRegistry? = nil
    ) throws(MappingConfigurationError) {
        let resourceName = name.hasSuffix(".mappings") ? String(name.dropLast(9)) : name
        guard let url = bundle.url(forResource: resourceName, withExtension: "mappings", subdirectory: subdirectory) else {
            let problem = ConfigurationProblem.resourceNotFound(
                name: resourceName, subdirectory: subdirectory, bundle: bundle.bundleURL.lastPathComponent)
            throw MappingConfigurationError(diagnostics: [DiagnosticSink.diagnostic(problem)])
        }
        try self.init(
            contentsOf: url, environment: environment, models: models, transformers: transformers, displayName: (subdirectory.map { $0 + "/" } ?? "") + resourceName + ".mappings")
    }

    /// A catalog with contexts defined in code added; each replaces a
    /// context of the same identifier. Everything is compiled again, so
    /// file contexts may reference the new ones.
    ///
    /// ```swift
    /// var user = MappingDefinition(class: "UserModel")
    /// user.map("name", from: "name")
    /// let extended = try catalog.adding(["$UserModel": user])
    /// ```
    public func adding(_ definitions: KeyValuePairs<String, MappingDefinition>) throws(MappingConfigurationError) -> MappingCatalog {
        var extended = try MappingCatalog(
            sources: storage.sources, sink: storage.loadDiagnostics, environment: storage.environment, definitions: definitions,
            models: storage.models, transformers: storage.validatesTransformers ? storage.transformers : nil)
        extended.attachment = attachment  // an observing catalog's extension observes too
        return extended
    }

    private init(
        loader: CatalogFileLoader, definitions: KeyValuePairs<String, MappingDefinition>, models: ModelRegistry?,
        transformers: TransformerRegistry?
    ) throws(MappingConfigurationError) {
        try self.init(
            sources: loader.sources, sink: loader.sink, environment: loader.environment, definitions: definitions,
            models: models, transformers: transformers)
    }

    private init(
        sources: CatalogSources, sink: DiagnosticSink, environment: MappingEnvironment,
        definitions: KeyValuePairs<String, MappingDefinition>, models: ModelRegistry?, transformers: TransformerRegistry?
    ) throws(MappingConfigurationError) {
        var sources = sources
        for (identifier, definition) in definitions {
            sources.define(CatalogSources.Definition(
                identifier: identifier, keyOrigin: definition.origin, node: definition.node, file: nil))
        }
        let loadDiagnostics = sink
        var sink = sink
        var resolver = InheritanceResolver(sources: sources)
        let resolved = resolver.resolveAll(sink: &sink)
        var compiler = ContextCompiler(sink: sink, transformers: transformers ?? .standard)
        compiler.compile(resolved)
        var diagnostics = compiler.diagnostics
        let tables = CompiledCatalog(
            contexts: compiler.contexts, index: compiler.index, identifiers: compiler.identifiers,
            templates: compiler.templates, sources: sources, environment: environment, models: models,
            transformers: transformers)
        // One pass: the registries are checked against what compiled, and
        // against what could be read of what did not, before anything is
        // thrown, so every problem of the files is reported in one load.
        if models != nil || transformers != nil {
            var validator = ModelValidator(tables: tables, sink: diagnostics)
            validator.incompleteEntries = compiler.incompleteEntries
            validator.validateCatalog()
            diagnostics = validator.diagnostics
        }
        if diagnostics.hasErrors { throw MappingConfigurationError(diagnostics: diagnostics.sorted) }
        storage = SharedCatalog(tables: tables, warnings: diagnostics.sorted, loadDiagnostics: loadDiagnostics)
    }
}
