/// Thrown by ``Payload/selecting(_:)-(String)``: the key path is not in the
/// payload. Worded in `PayloadSelectionError+Messages.swift`.
///
/// ```swift
/// do {
///     _ = try payload.selecting("artists.itemz")
/// } catch {
///     error.message     // "'artists' is an object with no key 'itemz'"
///     error.suggestion  // "did you mean 'items'?"
/// }
/// ```
public struct PayloadSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path asked for.
    public var path: MappingKeyPath
    /// The deepest part that was found (empty: the payload's root).
    public var found: MappingKeyPath
    /// The segment that could not be followed.
    public var missing: String
    /// What kind of value is at ``found``.
    public var foundKind: PayloadValue.Kind
    /// What is at ``found``, for messages: `object`, `array of 3`, `string "…"`.
    public var foundSummary: String
    /// Keys of the object at ``found`` close to ``missing``, best first.
    public var suggestions: [String]
}
