import MappingKit

/// One property of a ``ContractModel``: an entry of its context and a
/// property of its Swift model.
struct ContractField: Sendable {
    /// The property and entry name (`createdAt`).
    var name: String
    /// The member of the JSON object (`created_at`).
    var key: String
    var pointer: JSONPointer
    var shape: FieldShape
    /// In the schema's `required`.
    var required: Bool
    /// The schema's `default` (a property that is not required).
    var defaultValue: JSON?
    /// `readOnly`: left out of reverse mapping; `writeOnly`: of forward mapping.
    var readOnly = false
    var writeOnly = false
    var summary: String?

    /// Whether the Swift property is optional: a value may be missing
    /// (not required, no default), `null`, or never mapped forward.
    var optional: Bool { (!required && defaultValue == nil) || shape.nullable || writeOnly }
}

/// What a schema says a value is: its Swift type, whether `null` is one
/// of its values, and the checks of the entry that reads it.
struct FieldShape: Sendable {
    var type: InferredType
    var nullable = false
    /// The entry's constraint members in the order written (`@minimum`,
    /// `@maxLength`, `@pattern`, `@allowedValues`…), checked on the value
    /// or on each element of a collection.
    var constraints: [(keyword: String, value: JSON)] = []
    /// For a Swift enum (``InferredType/enumeration(_:)``) or an open set: its values.
    var allowed: AllowedValues?
    /// The transformer that reads it (`iso8601Date` for a `date-time`).
    var transformer: String?

    init(_ type: InferredType) { self.type = type }
}
