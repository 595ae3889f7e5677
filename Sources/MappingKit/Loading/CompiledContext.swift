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
