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
/// or catch both at once, and ask which it is:
///
/// ```swift
/// do {
///     let tweets = try context.objects(from: data, as: Tweet.self)
/// } catch {
///     if let parse = error.parseError {
///         print(parse.rendered(file: "timeline.json"))   // timeline.json:3:17: error: …
///     } else {
///         print(error)
///     }
/// }
/// ```
///
/// A struct over a private code, as `EndpointError` in MappingKitHTTP
/// is (in the style of async-http-client's `HTTPClientError`): a kind of
/// failure added later breaks no client. Compare with the static members
/// (`error == .invalidJSON(parse)`) or read the accessors
/// (``parseError``, ``configurationError``, ``encodingFailure``).
///
/// Changed in this version: `MappingError` was an enum; `catch
/// .invalidJSON(let error)` is now `catch { error.parseError }`.
public struct MappingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; read by MappingKitHTTP to word its own errors.
    package enum Code: Sendable, Hashable {
        case invalidJSON(JSONParseError)
        case configuration(MappingConfigurationError)
        case encodingFailed(path: String, reason: String)
    }

    /// What went wrong.
    package let code: Code

    private init(_ code: Code) {
        self.code = code
    }

    /// The data is not valid JSON.
    public static func invalidJSON(_ error: JSONParseError) -> MappingError { MappingError(.invalidJSON(error)) }

    /// The context does not fit the model type.
    public static func configuration(_ error: MappingConfigurationError) -> MappingError { MappingError(.configuration(error)) }

    /// An `Encodable` value could not be written
    /// (``MappingContext/json(from:options:)``): its `encode(to:)` threw, or
    /// it holds a NaN or infinite number. `path` is the coding path of the
    /// value that failed (`tweets[2].coordinates`, empty for the value
    /// itself); `reason` says what went wrong.
    ///
    /// ```swift
    /// do {
    ///     _ = try context.json(from: Reading(value: .nan))
    /// } catch {
    ///     print(error.encodingFailure?.path ?? "", error.encodingFailure?.reason ?? "")   // value nan is not a JSON number …
    /// }
    /// ```
    public static func encodingFailed(path: String, reason: String) -> MappingError {
        MappingError(.encodingFailed(path: path, reason: reason))
    }

    /// The parse error, with its line and column, when the data is not JSON.
    public var parseError: JSONParseError? {
        if case .invalidJSON(let error) = code { return error }
        return nil
    }

    /// The configuration error, when the context does not fit the type.
    public var configurationError: MappingConfigurationError? {
        if case .configuration(let error) = code { return error }
        return nil
    }

    /// The coding path and the reason, when an `Encodable` value could not
    /// be written.
    public var encodingFailure: (path: String, reason: String)? {
        if case .encodingFailed(let path, let reason) = code { return (path, reason) }
        return nil
    }

    /// Every problem, compiler-style.
    public var diagnostics: [Diagnostic] {
        switch code {
        case .invalidJSON(let error): [error.diagnostic]
        case .configuration(let error): error.diagnostics
        case .encodingFailed(let path, let reason):
            [Diagnostic(code: .encodingFailed, message: EncodingFailure.message(path: path, reason: reason))]
        }
    }

    /// The problems rendered compiler-style.
    public var description: String {
        switch code {
        case .invalidJSON(let error): error.description
        case .configuration(let error): error.description
        case .encodingFailed: diagnostics.map { $0.rendered() }.joined(separator: "\n")
        }
    }
}
