/// A JSON value: what a web API sends, and what a mapping without model
/// types produces.
///
/// Object keys keep their order. Numbers keep their exact text when it does
/// not fit an `Int64`, so a 20-digit id or a long decimal survives a round trip.
///
/// ```swift
/// let json: JSON = ["id": 42, "tags": ["a", "b"], "owner": nil]
/// json["tags"]?[1]?.stringValue   // "b"
/// json["id"]?.intValue            // 42
/// print(json.formatted())         // {"id":42,"tags":["a","b"],"owner":null}
/// ```
public enum JSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept exactly.
    case number(Number)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, keys in the order they were written.
    case object(Object)
}

extension JSON {
    /// The name of the value's kind, as used in messages: `null`, `bool`,
    /// `number`, `string`, `array`, `object`.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
