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
    /// Its own index among the catalog's contexts (inline `@mappings` and
    /// `@reverseMappings` included, which have no identifier in
    /// ``CompiledCatalog/index``); -1 for none.
    var index = -1
}
