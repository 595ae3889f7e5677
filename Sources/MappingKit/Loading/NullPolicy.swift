/// What an entry's `@null` says a `null` in the payload is.
///
/// ```json
/// "nickname": { "@keyPath": "nickname", "@null": "value" }
/// ```
public enum NullPolicy: String, Sendable, Hashable, CaseIterable {
    /// `"missing"`, the default: `null` is missing, as an absent key is (the
    /// entry's default, `missingRequired`, or the property left as it was).
    case missing
    /// `"value"`: `null` is a value. An optional property is set to `nil`
    /// (populating clears it), dynamic mapping writes `null`, and a property
    /// that is not optional gets an `unexpectedNull` error.
    case value
}
