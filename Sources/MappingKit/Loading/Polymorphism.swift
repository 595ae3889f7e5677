/// Polymorphism by a type field: an `@object` with `@switch`, `@cases` and
/// an optional `@default` picks each element's mapping (and, typed, its
/// model type) by the value at a key path of the element.
///
/// ```json
/// "events": { "@keyPath": "events", "@object": {
///     "@switch": "type",
///     "@cases": { "PushEvent": "$PushEvent",
///                 "IssuesEvent": { "@class": "IssuesEvent", "@mappings": { "action": "payload.action" } } },
///     "@default": "$Event" } }
/// ```
public struct Polymorphism: Sendable, Hashable {
    /// A value of the type field and the mapping it selects.
    public struct Case: Sendable, Hashable {
        /// The value as written in `@cases`: a string is compared with a
        /// string value, `1` or `true` with the JSON text of a number or a
        /// boolean.
        public let value: String
        /// The mapping of an element with that value.
        public let mapping: ObjectMapping
    }

    /// `@switch`: the key path, relative to each element, of the type field.
    public let keyPath: MappingKeyPath
    /// `@cases`, in file order.
    public let cases: [Case]
    /// `@default` (one element at most): kept in an array so a mapping may
    /// hold a polymorphism that holds mappings.
    let fallback: [ObjectMapping]

    /// `@default`: the mapping of an element whose value matches no case.
    public var defaultMapping: ObjectMapping? { fallback.first }

    /// The case values, for messages.
    var knownValues: [String] { cases.map(\.value) }
}
