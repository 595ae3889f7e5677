import Foundation

/// What the `Data` forms of the mapping verbs throw: the data is not JSON,
/// or the context does not fit the model type. Each step's own error is kept
/// whole, with its positions.
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

    /// Every problem, compiler-style.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalidJSON(let error): [error.diagnostic]
        case .configuration(let error): error.diagnostics
        }
    }

    /// The problems rendered compiler-style.
    public var description: String {
        switch self {
        case .invalidJSON(let error): error.description
        case .configuration(let error): error.description
        }
    }

    static func parse(_ data: Data) throws(MappingError) -> Payload {
        do {
            return try Payload(parsing: data)
        } catch {
            throw .invalidJSON(error)
        }
    }

    static func configuring<T>(_ body: () throws(MappingConfigurationError) -> T) throws(MappingError) -> T {
        do {
            return try body()
        } catch {
            throw .configuration(error)
        }
    }
}
