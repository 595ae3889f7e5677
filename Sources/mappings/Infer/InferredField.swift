/// One entry of a model: a property named after a key, and its type.
struct InferredField: Sendable {
    /// The property and entry name (`createdAt`).
    var name: String
    /// The keys it reads, outermost first: one key (`created_at`), a path
    /// (`entities`, `media`: added by `--update`), or none: the whole
    /// object (a wrapping root's entry).
    var keyPath: [String]
    var type: InferredType
    var optional: Bool
    /// In how many of the model's objects the key held a value (not `null`).
    var present: Int
    var total: Int
    /// The small set of values `@allowedValues` lists (``AllowedValues``).
    var allowed: AllowedValues? = nil
    /// The property's documentation line, when it does not come from
    /// samples (an imported property's description).
    var documentation: String? = nil
}
