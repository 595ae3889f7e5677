import Foundation

extension JSON {
    /// How ``JSON/formatted(_:)`` lays out text.
    public struct WritingOptions: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Newlines and two-space indentation.
        public static let prettyPrinted = WritingOptions(rawValue: 1)
        /// Object keys in byte order instead of their own order.
        public static let sortedKeys = WritingOptions(rawValue: 2)
    }

    /// The value as JSON text: compact by default, or pretty-printed and
    /// with sorted keys.
    ///
    /// Strings escape `"`, `\` and control characters; other characters are
    /// written as UTF-8. Numbers are written exactly as kept (integers beyond
    /// `Int64` too); NaN and infinite doubles are written as `null`.
    ///
    /// ```swift
    /// let json: JSON = ["b": [1, 2], "a": "x\ny"]
    /// json.formatted()                  // {"b":[1,2],"a":"x\ny"}
    /// json.formatted([.sortedKeys])     // {"a":"x\ny","b":[1,2]}
    /// ```
    public func formatted(_ options: WritingOptions = []) -> String {
        var writer = JSONWriter(options: options)
        writer.write(self)
        return writer.output
    }

    /// The value as UTF-8 JSON data.
    public func data(_ options: WritingOptions = []) -> Data {
        Data(formatted(options).utf8)
    }
}

extension JSON: CustomStringConvertible {
    /// The compact JSON text.
    public var description: String { formatted() }
}
