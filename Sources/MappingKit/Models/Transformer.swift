import Foundation

/// What a transformer receives: the value found at the entry's key path,
/// the entry's `@transformUserData`, the whole payload and the path.
public struct TransformerInput: Sendable {
    /// The value at the entry's key path (never missing or null).
    public let value: PayloadValue
    /// The entry's `@transformUserData`, when it has one.
    public let userData: JSON?
    /// The path of ``value`` from the payload root, such as `[3].coordinates`
    /// (worked out when read: mapping does not spend time on it otherwise).
    public var path: String { pathSource.rendered }
    let pathSource: TransformerPath
    let rootValue: PayloadValue

    /// The whole payload being mapped, built as JSON when asked for.
    public var root: JSON { rootValue.json }

    /// Creates an input (for testing transformers on their own).
    public init(value: JSON, userData: JSON? = nil, root: JSON? = nil, path: String = "") {
        self.value = PayloadValue(value)
        self.userData = userData
        self.pathSource = .text(path)
        self.rootValue = PayloadValue(root ?? value)
    }

    init(value: PayloadValue, userData: JSON?, path: TransformerPath, root: PayloadValue) {
        self.value = value
        self.userData = userData
        self.pathSource = path
        self.rootValue = root
    }

    /// The user data's string for `key`, when it is an object holding one.
    public func userString(_ key: String) -> String? { userData?[key]?.stringValue }
}

/// Where a transformer's value is, rendered only when the transformer
/// reads ``TransformerInput/path``.
enum TransformerPath: Sendable {
    case text(String)
    /// The source path, the entry's key path, and the root to render them in.
    case pending(PathStack, MappingKeyPath, PayloadValue)

    var rendered: String {
        switch self {
        case .text(let text): text
        case .pending(let stack, let keyPath, let root): stack.rendered(appending: keyPath, in: root)
        }
    }
}

/// An error a transformer throws to say why a value does not fit; its
/// message becomes the message.
///
/// ```swift
/// throw TransformerError("expected [longitude, latitude], found 3 numbers")
/// ```
public struct TransformerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message shown in the report.
    public var message: String
    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

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
