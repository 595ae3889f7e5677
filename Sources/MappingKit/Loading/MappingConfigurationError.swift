/// A problem with the mappings themselves rather than with a payload:
/// `.mappings` files that do not parse or compile, an unknown context, and
/// (with registries) unknown model types, properties and transformers.
///
/// It carries every problem found, each with file:line:column and a
/// suggestion where there is one, and renders them like a compiler.
///
/// ```swift
/// do {
///     let catalog = try MappingCatalog(contentsOf: url)
/// } catch {
///     print(error)
///     // Twitter.mappings:7:9: error: unknown keyword '@optinal' in entry 'imageUrl'
///     //         "@optinal": 1,
///     //         ^
///     // note: did you mean '@optional'?
/// }
/// ```
public struct MappingConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, errors and warnings, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Only the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Every diagnostic rendered compiler-style, one after the other.
    public var description: String {
        diagnostics.map { $0.rendered() }.joined(separator: "\n")
    }
}
