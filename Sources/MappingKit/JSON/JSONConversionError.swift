/// Why a Foundation or Swift value could not become ``JSON``, and where in
/// the value it was.
///
/// ``JSON/init(foundation:maximumDepth:)`` walks arrays and dictionaries; the error names
/// the offending value by its path from the top (`[3].user`, `items[0]["a b"]`)
/// and by its dynamic type.
///
/// ```swift
/// do {
///     _ = try JSON(foundation: [["user": Date()]])
/// } catch {
///     error.path         // "[0].user"
///     error.typeName     // "Date"
///     print(error)       // cannot convert a value of type 'Date' at [0].user to JSON
/// }
/// ```
public struct JSONConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One step of a path into nested arrays and dictionaries.
    ///
    /// ```swift
    /// let steps: [JSONConversionError.PathComponent] = [.index(3), .key("user")]
    /// // written as [3].user
    /// ```
    public enum PathComponent: Sendable, Hashable {
        /// An element of an array.
        case index(Int)
        /// A value of a dictionary.
        case key(String)
    }

    /// The kinds of conversion failure.
    ///
    /// ```swift
    /// if case .unsupportedType = error.reason { /* a Date, a URL, a custom type… */ }
    /// ```
    public enum Reason: Sendable, Hashable {
        /// A value JSON has no counterpart for (a `Date`, a `URL`, a `Set`…).
        case unsupportedType
        /// A dictionary key that is not a string; ``JSONConversionError/typeName``
        /// is the key's type.
        case nonStringKey
        /// A NaN or infinite number (JSON numbers are finite).
        case nonFiniteNumber
        /// Arrays and dictionaries nested deeper than the limit; the path is
        /// the container's.
        case tooDeep(limit: Int)
    }

    /// What went wrong.
    public var reason: Reason
    /// Where the offending value is, from the top-level value; empty when it
    /// is the top-level value itself.
    public var pathComponents: [PathComponent]
    /// The dynamic type of the offending value (of the key, for
    /// ``Reason/nonStringKey``), such as `Date` or `Int`.
    public var typeName: String

    /// Creates an error.
    ///
    /// ```swift
    /// let error = JSONConversionError(reason: .unsupportedType, pathComponents: [.index(0)], typeName: "Date")
    /// ```
    public init(reason: Reason, pathComponents: [PathComponent], typeName: String) {
        self.reason = reason
        self.pathComponents = pathComponents
        self.typeName = typeName
    }

    /// The path written the way it is shown in messages: `[3].user`, with
    /// keys that are not identifiers quoted (`["a b"]`) and keys longer
    /// than 40 characters cut (`["aaaa…"]`); empty for the top-level value.
    ///
    /// ```swift
    /// JSONConversionError(reason: .unsupportedType, pathComponents: [.index(3), .key("user")], typeName: "Date").path
    /// // "[3].user"
    /// ```
    public var path: String {
        var text = ""
        for component in pathComponents {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key) && !MessageExcerpt.isLong(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[" + MessageExcerpt.quotedKey(key) + "]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@")
        }
    }
}
