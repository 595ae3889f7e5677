/// What an entry's `@reverseNil` says reverse mapping (and a request body)
/// writes for a `nil` property.
///
/// ```json
/// "nickname": { "@keyPath": "nickname", "@reverseNil": "null" }
/// ```
public enum ReverseNilPolicy: String, Sendable, Hashable, CaseIterable {
    /// `"omit"`, the default: nothing is written.
    case omit
    /// `"null"`: `null` is written at the key path (a PATCH body clearing a field).
    case null
}
