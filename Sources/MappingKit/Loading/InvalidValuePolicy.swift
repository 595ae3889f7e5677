/// What an entry's `@onInvalid` says to do with a value that is present but
/// cannot become the property's value: a conversion or a transformer that
/// fails, an enum raw value with no case, a value that is not the object an
/// `@object` entry needs.
///
/// ```json
/// "platform": { "@keyPath": "platform", "@onInvalid": "default", "@defaultValue": "unknown" }
/// ```
///
/// Every fallback taken is a warning with its own code
/// (``ValidationIssue/Code/invalidValueReplaced``,
/// ``ValidationIssue/Code/invalidValueIgnored``), counted in the report's
/// summary: lenient never means silent.
public enum InvalidValuePolicy: String, Sendable, Hashable, CaseIterable {
    /// `"error"`, the default: an error issue; the property is left as it
    /// was (a `Decodable` object that needs it cannot be made).
    case error
    /// `"default"`: the entry's `@defaultValue` is set instead, with an
    /// `invalidValueReplaced` warning naming the value, why it was refused
    /// and the default used.
    case useDefault = "default"
    /// `"ignore"`: the property is left as a missing optional value leaves
    /// it, with an `invalidValueIgnored` warning; implies `@optional`.
    case ignore
}
