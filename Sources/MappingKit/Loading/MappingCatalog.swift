import Foundation

/// The mapping contexts of a set of `.mappings` files, loaded, resolved
/// (`@import`, selectors, `@inherits`) and validated once.
///
/// A catalog is immutable and `Sendable`. Loading reports every problem at
/// once in a ``MappingConfigurationError``.
///
/// ```swift
/// let catalog = try MappingCatalog(contentsOf: URL(fileURLWithPath: "Mappings/Twitter.mappings"))
/// catalog.identifiers              // ["$TweetModel", "$UserModel", "$TimelineModel"]
/// let context = try catalog.context("$TweetModel")
/// ```
public struct MappingCatalog: Sendable {
    let storage: SharedCatalog
    /// The observer its contexts report to (``observing(_:as:)``), if any.
    var attachment: ObserverAttachment?

    /// The identifiers of the catalog's contexts in load order: imported
    /// files first (depth first), then the root file's own. A context
    /// replaced by a later file keeps its first place. Templates (top-level
    /// objects holding entry keywords or only `@object` parts) are not listed.
    public var identifiers: [String] { storage.identifiers }

    /// Warnings found while loading (replaced definitions, ignored options).
    public var warnings: [Diagnostic] { storage.warnings }

    /// The environment the selectors were evaluated against.
    public var environment: MappingEnvironment { storage.environment }

    /// The context with this identifier.
    ///
    /// - Throws: ``MappingConfigurationError`` naming the closest identifiers
    ///   when there is no such context.
    public func context(_ identifier: String) throws(MappingConfigurationError) -> MappingContext {
        if let index = storage.index[identifier] {
            return MappingContext(storage: storage, index: index, attachment: attachment)
        }
        let problem = ConfigurationProblem.noSuchContext(
            identifier: identifier, isTemplate: storage.templates.contains(identifier),
            nearest: EditDistance.closest(to: identifier, in: storage.identifiers, limit: 3), known: storage.identifiers)
        throw MappingConfigurationError(diagnostics: [DiagnosticSink.diagnostic(problem)])
    }
}
