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
