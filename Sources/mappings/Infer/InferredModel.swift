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
    /// A model that holds itself through a property that is no collection
    /// (an imported `referrer: Customer`): a final class, since a struct
    /// cannot contain itself.
    var isClass = false
    /// The model's documentation line, when it does not come from samples
    /// (an imported schema's title or description).
    var documentation: String?

    var context: String { "$" + name }
}
