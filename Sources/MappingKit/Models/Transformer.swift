import Foundation

/// A registered transformer, with its output type erased.
struct Transformer: Sendable {
    let name: String
    let outputType: Any.Type
    let outputTypeName: String
    let transform: @Sendable (TransformerInput) throws -> Any
    let reverse: (@Sendable (Any, JSON?) throws -> JSON)?
    let outputJSON: @Sendable (Any) -> JSON?
    /// For a built-in transformer whose user data can be read once per
    /// entry: the transform for that user data, or `nil` to use
    /// ``transform`` (which then reports the user data's problem per value).
    var prepare: (@Sendable (JSON?) -> (@Sendable (TransformerInput) throws -> Any)?)? = nil
    /// One of MappingKit's own (``TransformerRegistry/standard``), whose
    /// work is known: the loader runs it on an entry's `@defaultValue`.
    var isBuiltIn = false
}
