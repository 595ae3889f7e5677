/// Why a payload value could not become a property's type.
///
/// Thrown by ``MappableValue`` conversions; the applier turns it into a
/// `typeMismatch` issue with the payload path.
///
/// ```swift
/// throw MappingConversionError(expected: "URL", found: value)
/// // expected URL, found number 42
/// ```
public struct MappingConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type that was expected (`URL`, `Int8`, `ISO 8601 date`).
    public var expected: String
    /// What was found (`number 42`, `string "abc"`).
    public var found: String
    /// The path inside the value when the problem is in an element
    /// (`[2]`, `["key"]`), else empty.
    public var innerPath: String
    /// An explanation added to the message, such as `out of range`.
    public var detail: String?

    /// Creates an error from what was expected and the offending value.
    public init(expected: String, found value: PayloadValue, detail: String? = nil) {
        self.expected = expected
        self.found = value.summary
        self.innerPath = ""
        self.detail = detail
    }

    /// Creates an error from descriptions.
    public init(expected: String, found: String, detail: String? = nil) {
        self.expected = expected
        self.found = found
        self.innerPath = ""
        self.detail = detail
    }

    // `description` is worded with the issue messages, in
    // Diagnostics/IssueProblem+Messages.swift.

    /// The error for the value at `key` inside a dictionary: `["key"]`,
    /// with a long key cut (``MessageExcerpt``).
    func inside(key: String) -> MappingConversionError {
        inside("[" + MessageExcerpt.quotedKey(key) + "]")
    }

    /// The error for the element at `place` (an index, or a key) inside a collection.
    func inside(_ place: PathStack.Component) -> MappingConversionError {
        switch place {
        case .index(let index): inside("[\(index)]")
        case .key(let key): inside(key: key)
        }
    }

    /// The error for an element at `component` inside a collection.
    func inside(_ component: String) -> MappingConversionError {
        var copy = self
        copy.innerPath = component + copy.innerPath
        return copy
    }
}
