/// One model `mappings infer` writes: a context of the `.mappings` file and
/// a Swift type, with its entries.
struct InferredModel: Sendable {
    /// The Swift type name (`Status`); the context is `$` and this.
    var name: String
    /// The fields, in the order their keys were first seen.
    var fields: [InferredField] = []
    /// Where its objects were in the samples (`[]`, `[].retweeted_status.user`).
    var paths: [String] = []
    /// How many objects it was inferred from.
    var count = 0
    /// For the values of a dictionary of models: the property that
    /// receives each member's key (`@key`).
    var keyProperty: String?
    /// For a `@switch` base: the type field and each value's case model.
    var switchKey: String?
    var cases: [(value: String, model: Int)] = []
    /// For a `@switch` case: its base model.
    var base: Int?
    /// The root of a root `@switch`: one entry read from `@self`.
    var wrapsRoot = false

    var context: String { "$" + name }
}

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
}
