import Foundation

/// What the `Data` forms of the mapping verbs throw: the data is not JSON,
/// or the context does not fit the model type; and what writing an
/// `Encodable` value throws: the context does not fit it, or the value could
/// not be encoded. Each step's own error is kept whole, with its positions.
///
/// Parse first to handle each step on its own, each with one typed error:
///
/// ```swift
/// let payload = try Payload(parsing: data)                          // JSONParseError
/// let tweets = try context.objects(from: payload, as: Tweet.self)   // MappingConfigurationError
/// ```
///
/// or catch both at once:
///
/// ```swift
/// do {
///     let tweets = try context.objects(from: data, as: Tweet.self)
/// } catch .invalidJSON(let error) {
///     print(error.rendered(file: "timeline.json"))   // timeline.json:3:17: error: …
/// } catch .configuration(let error) {
///     print(error)
/// }
/// ```
public enum MappingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is not valid JSON.
    case invalidJSON(JSONParseError)
    /// The context does not fit the model type.
    case configuration(MappingConfigurationError)
    /// An `Encodable` value could not be written
    /// (``MappingContext/json(from:options:)``): its `encode(to:)` threw, or
    /// it holds a NaN or infinite number. `path` is the coding path of the
    /// value that failed (`tweets[2].coordinates`, empty for the value
    /// itself); `reason` says what went wrong.
    ///
    /// ```swift
    /// do {
    ///     _ = try context.json(from: Reading(value: .nan))
    /// } catch .encodingFailed(let path, let reason) {
    ///     print(path, reason)   // value nan is not a JSON number …
    /// } catch {
    ///     print(error)
    /// }
    /// ```
    case encodingFailed(path: String, reason: String)

    /// Every problem, compiler-style.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalidJSON(let error): [error.diagnostic]
        case .configuration(let error): error.diagnostics
        case .encodingFailed(let path, let reason):
            [Diagnostic(code: .encodingFailed, message: EncodingFailure.message(path: path, reason: reason))]
        }
    }

    /// The problems rendered compiler-style.
    public var description: String {
        switch self {
        case .invalidJSON(let error): error.description
        case .configuration(let error): error.description
        case .encodingFailed: diagnostics.map { $0.rendered() }.joined(separator: "\n")
        }
    }
}
