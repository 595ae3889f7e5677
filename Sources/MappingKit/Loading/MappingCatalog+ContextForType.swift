extension MappingCatalog {
    /// The context whose `@class` names `type`: a handle by the type
    /// itself, so a misspelt identifier is not the only way in.
    ///
    /// ```swift
    /// // "$Tweet": { "@class": "Tweet", … }, "$User": { "@class": "User", … }
    /// let models = ModelRegistry().registering(Tweet.self).registering(User.self)
    /// let catalog = try MappingCatalog(contentsOf: url, models: models)
    /// let tweets = try catalog.context(for: Tweet.self).objects(from: payload, as: Tweet.self)
    /// ```
    ///
    /// A context's `@class` names `type` when it is a name the catalog's
    /// ``ModelRegistry`` registers `type` under (`register(Issue.self, as:
    /// "GitHubIssue")` makes `"@class": "GitHubIssue"` name `Issue`), or
    /// the type's own name, `String(describing: type)` — `"Issue"`, the
    /// name `register(_:)` gives by default, and the one a catalog loaded
    /// without `models:` goes by — unless the registry registers that name
    /// for another type. The rule is the same for ``Mappable`` models,
    /// `Codable` types and any other type; a nested type goes by its own
    /// name (`Feed.Item` by `"Item"`), a generic one with its arguments
    /// (`"Page<Issue>"`). Only the catalog's top-level contexts are looked
    /// at (``identifiers``), not a context inline in an `@object`, and a
    /// context without `@class` never names a type.
    ///
    /// The context is found by name only: a typed call then checks it
    /// against the type, as it checks any context.
    ///
    /// - Throws: ``MappingConfigurationError`` when no context's `@class`
    ///   names the type (``Diagnostic/Code/noContextForType``, suggesting
    ///   the context named after the type when it has no `@class`, a
    ///   context whose `@class` is close, or the contexts and their
    ///   classes), or when several do (``Diagnostic/Code/severalContextsForType``,
    ///   at the first, with a note at each other; ask for one with
    ///   ``context(_:)``).
    public func context<Model>(for type: Model.Type) throws(MappingConfigurationError) -> MappingContext {
        let names = (storage.models ?? ModelRegistry()).classNames(of: type)
        let classed = storage.identifiers.compactMap { identifier -> ConfigurationProblem.ClassedContext? in
            guard let index = storage.index[identifier], let className = storage.contexts[index].className else { return nil }
            return ConfigurationProblem.ClassedContext(identifier: identifier, className: className)
        }
        let candidates = classed.filter { names.contains($0.className) }
        if candidates.count == 1, let only = candidates.first, let index = storage.index[only.identifier] {
            return MappingContext(storage: storage, index: index, attachment: attachment)
        }
        let typeName = String(describing: type)
        var sink = DiagnosticSink()
        sink.files = storage.sources.files
        guard let first = candidates.first else {
            let unclassed = ["$" + typeName, typeName].first { storage.index[$0].map { storage.contexts[$0].className == nil } ?? false }
            let nearest = names.lazy.compactMap { name in
                EditDistance.closest(to: name, in: classed.map(\.className), limit: 1).first.flatMap { close in
                    classed.first { $0.className == close }
                }
            }.first
            sink.report(
                .noContextForType(type: typeName, names: names, unclassed: unclassed, nearest: nearest, classes: classed),
                located: nil)
            throw MappingConfigurationError(diagnostics: sink.sorted)
        }
        let problem = ConfigurationProblem.severalContextsForType(type: typeName, contexts: candidates.map(\.identifier))
        let notes = candidates.dropFirst().map { other in
            sink.note(.alsoNamesType(context: other.identifier, className: other.className), of: problem, located: location(of: other))
        }
        sink.report(problem, located: location(of: first), related: notes)
        throw MappingConfigurationError(diagnostics: sink.sorted)
    }

    /// Where a context is defined.
    private func location(of context: ConfigurationProblem.ClassedContext) -> SourcePosition? {
        storage.index[context.identifier].flatMap { storage.contexts[$0].location }
    }
}
